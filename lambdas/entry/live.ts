import { closeSocketWith } from '../adapters/api-gateway-live-push.ts';
import { currentTime } from '../lib/clock.ts';
import { optionalEnv } from '../lib/env.ts';
import { closeConnection, openConnection } from '../live/connections.ts';
import { LIVE_TOO_MANY_MESSAGES, receiveLiveMessage } from '../live/subscriptions.ts';

/** The part of an API Gateway WebSocket event the routes read (`$connect` also has the query string). */
export interface LiveSocketEvent {
  requestContext: { routeKey: string; connectionId: string; domainName?: string; stage?: string; identity?: { sourceIp?: string } };
  queryStringParameters?: Record<string, string | undefined> | null;
  body?: string | null;
  isBase64Encoded?: boolean;
}

/** `$connect`'s answer for each outcome: a non-2xx answer makes API Gateway refuse the handshake. */
const CONNECT_STATUS = { accepted: 200, refused: 401, 'too many': 429 } as const;

/**
 * Lambda entry of the WebSocket API's three routes (docs/adr/0017, 0043), dispatching on the route:
 * `$connect` accepts (200) or refuses the socket (401: a bad token; 429: its address or account holds
 * too many), `$disconnect` forgets it, and `$default` answers each message (the route returns the
 * Lambda's body to the socket), or closes a socket over its message budget after telling it why.
 */
export async function handler(event: LiveSocketEvent): Promise<{ statusCode: number; body?: string }> {
  const { routeKey, connectionId } = event.requestContext;
  const now = currentTime();
  switch (routeKey) {
    case '$connect': {
      const address = event.requestContext.identity?.sourceIp ?? 'unknown';
      const outcome = await openConnection(connectionId, event.queryStringParameters?.token ?? undefined, address, now);
      return { statusCode: CONNECT_STATUS[outcome] };
    }
    case '$disconnect':
      await closeConnection(connectionId);
      return { statusCode: 200 };
    default: {
      const body = event.body && event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : (event.body ?? undefined);
      const reply = await receiveLiveMessage(connectionId, body, now);
      if (reply === LIVE_TOO_MANY_MESSAGES) {
        const { domainName, stage } = event.requestContext;
        await closeSocketWith(optionalEnv('WEBSOCKET_ENDPOINT') ?? `https://${domainName}/${stage}`, connectionId, reply);
        await closeConnection(connectionId);
      }
      return { statusCode: 200, body: JSON.stringify(reply) };
    }
  }
}
