import { currentTime } from '../lib/clock.ts';
import { closeConnection, openConnection } from '../live/connections.ts';
import { receiveLiveMessage } from '../live/subscriptions.ts';

/** The part of an API Gateway WebSocket event the routes read (`$connect` also has the query string). */
export interface LiveSocketEvent {
  requestContext: { routeKey: string; connectionId: string };
  queryStringParameters?: Record<string, string | undefined> | null;
  body?: string | null;
  isBase64Encoded?: boolean;
}

/**
 * Lambda entry of the WebSocket API's three routes (docs/adr/0017), dispatching on the route:
 * `$connect` accepts (200) or refuses (401) the socket, `$disconnect` forgets it, and `$default`
 * answers each message (the route returns the Lambda's body to the socket).
 */
export async function handler(event: LiveSocketEvent): Promise<{ statusCode: number; body?: string }> {
  const { routeKey, connectionId } = event.requestContext;
  const now = currentTime();
  switch (routeKey) {
    case '$connect': {
      const outcome = await openConnection(connectionId, event.queryStringParameters?.token ?? undefined, now);
      return { statusCode: outcome === 'accepted' ? 200 : 401 };
    }
    case '$disconnect':
      await closeConnection(connectionId);
      return { statusCode: 200 };
    default: {
      const body = event.body && event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : (event.body ?? undefined);
      return { statusCode: 200, body: JSON.stringify(await receiveLiveMessage(connectionId, body, now)) };
    }
  }
}
