import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { CLOSE_UNSUPPORTED_DATA, refuseHandshake } from '../live-sockets.ts';
import { clientIp } from '../rate-limiter.ts';
import { liveStageThrottles, THROTTLED_BODY } from '../stage-throttle.ts';

/**
 * The API Gateway WebSocket API in the rehearsal (docs/adr/0047): `/ws` on the gateway's origin, served
 * as the deployed API serves it, with every route going to the deployed function the template wires to it.
 *
 * - A handshake invokes `$connect` (the query string, headers, source address, a new connection id);
 *   any answer but 2xx, or an error, refuses it with that status (500 for an error): the socket never
 *   opens, as in AWS (the browser sees 1006, docs/adr/0046), never the local `/ws`'s 4401 close.
 * - Each text message invokes `$default` with the message as `body`; the function's `body` goes back to
 *   the socket (the route's `returnResponse`), and its error is API Gateway's own
 *   `{"message":"Internal server error",…}`. A binary frame closes the socket with 1003 and a message
 *   over 128 KB with 1009 (API Gateway's limits; the function never sees either).
 * - The stage's throttles (infra/stage-throttles.ts): a connect over `$connect`'s is refused with 429, a
 *   message over the stage's is answered `{"message":"Too Many Requests"}` and reaches no function.
 * - A close, whoever makes it, invokes `$disconnect` once.
 * - The stage's management API (`POST|GET|DELETE /<stage>/@connections/<id>`, what the bundles'
 *   ApiGatewayManagementApi client sends to the URL their WEBSOCKET_ENDPOINT is rewritten to): a post
 *   reaches the socket, a delete closes it, and an unknown or closed id is 410 GoneException.
 *
 * Not rehearsed: IAM on the management API (any caller may post), the 10-minute idle and 2-hour limits.
 */
export interface WebSocketApiOptions {
  server: Server;
  /** The path browsers open (the local origin's `/ws`; in AWS the stage's own URL). */
  path: string;
  /** The stage name (`live`): the management API's first path segment. */
  stage: string;
  /** What `requestContext.domainName` says (the functions build the management endpoint from it). */
  domainName: string;
  apiId: string;
  /** Invokes the function of a route with its event: its result, or it throws the function's error. */
  invoke(routeKey: '$connect' | '$default' | '$disconnect', event: object): Promise<unknown>;
  log(line: string): void;
}

/** API Gateway's largest WebSocket message (frames are joined into messages of up to 128 KB). */
export const WEBSOCKET_MESSAGE_BYTES = 128 * 1024;

interface Connection {
  ws: WebSocket;
  sourceIp: string;
  userAgent: string;
  connectedAt: number;
  lastActiveAt: number;
}

/** A connection id as API Gateway makes them: 12 characters of base64, no `/` or `+`. */
const newConnectionId = () => `${randomBytes(8).toString('base64').replace(/[+/]/g, 'A').slice(0, 11)}=`;

export function attachWebSocketApi(options: WebSocketApiOptions) {
  const { stage, domainName, apiId, log } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: WEBSOCKET_MESSAGE_BYTES });
  wss.on('error', (error) => log(`websocket api: ${String(error)}`));
  const connections = new Map<string, Connection>();
  const stageThrottle = liveStageThrottles();

  const requestContext = (routeKey: string, eventType: string, connectionId: string, connection: Pick<Connection, 'sourceIp' | 'userAgent' | 'connectedAt'>) => ({
    routeKey,
    eventType,
    messageDirection: 'IN',
    stage,
    domainName,
    apiId,
    connectionId,
    connectedAt: connection.connectedAt,
    requestId: randomBytes(8).toString('base64url'),
    extendedRequestId: randomBytes(8).toString('base64url'),
    requestTimeEpoch: Date.now(),
    requestTime: new Date().toUTCString(),
    identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
  });

  options.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== options.path) return void socket.destroy();
    if (!stageThrottle.take('$connect')) return refuseHandshake(socket, 429, 'Too Many Requests');
    connect(req, socket, head, url).catch((error: unknown) => {
      log(`websocket api: $connect failed: ${String(error)}`);
      if (!socket.destroyed) refuseHandshake(socket, 500, 'Internal server error');
    });
  });

  async function connect(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    const connectionId = newConnectionId();
    const meta = { sourceIp: clientIp(req), userAgent: String(req.headers['user-agent'] ?? ''), connectedAt: Date.now() };
    const query = Object.fromEntries(url.searchParams);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : String(value ?? '')]));
    const answer = (await options.invoke('$connect', {
      headers,
      queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
      requestContext: requestContext('$connect', 'CONNECT', connectionId, meta),
      isBase64Encoded: false,
    })) as { statusCode?: number } | null;
    const status = answer?.statusCode ?? 200;
    if (status < 200 || status > 299) return refuseHandshake(socket, status, 'Forbidden');
    if (socket.destroyed) return void disconnect(connectionId, meta, 1006, 'Client left during the handshake');
    wss.handleUpgrade(req, socket, head, (ws) => open(ws, connectionId, meta));
  }

  function open(ws: WebSocket, connectionId: string, meta: Omit<Connection, 'ws' | 'lastActiveAt'>): void {
    const connection: Connection = { ws, ...meta, lastActiveAt: Date.now() };
    connections.set(connectionId, connection);
    // ws closes the socket itself on a bad frame, invalid UTF-8 or a message over the limit (1002/1007/1009).
    ws.on('error', () => {});
    ws.on('close', (code, reason) => {
      connections.delete(connectionId);
      void disconnect(connectionId, meta, code, reason.toString('utf8'));
    });
    ws.on('message', (data: RawData, isBinary: boolean) => {
      connection.lastActiveAt = Date.now();
      if (isBinary) return ws.close(CLOSE_UNSUPPORTED_DATA, 'Binary frames are not supported');
      if (!stageThrottle.take('$default')) return void ws.send(THROTTLED_BODY);
      void message(connectionId, connection, String(data));
    });
  }

  async function message(connectionId: string, connection: Connection, body: string): Promise<void> {
    const event = { body, isBase64Encoded: false, requestContext: { ...requestContext('$default', 'MESSAGE', connectionId, connection), messageId: randomBytes(8).toString('base64url') } };
    let reply: string | undefined;
    try {
      reply = ((await options.invoke('$default', event)) as { body?: string } | null)?.body;
    } catch (error) {
      log(`websocket api: $default failed: ${String(error)}`);
      reply = JSON.stringify({ message: 'Internal server error', connectionId, requestId: event.requestContext.requestId });
    }
    if (reply !== undefined && connection.ws.readyState === connection.ws.OPEN) connection.ws.send(reply);
  }

  async function disconnect(connectionId: string, meta: Omit<Connection, 'ws' | 'lastActiveAt'>, code: number, reason: string): Promise<void> {
    try {
      await options.invoke('$disconnect', {
        headers: {},
        isBase64Encoded: false,
        requestContext: { ...requestContext('$disconnect', 'DISCONNECT', connectionId, meta), disconnectStatusCode: code, disconnectReason: reason },
      });
    } catch (error) {
      log(`websocket api: $disconnect failed: ${String(error)}`);
    }
  }

  /** The management API's answer as the SDK reads it (restJson: the error's name in x-amzn-ErrorType). */
  function answer(res: ServerResponse, status: number, body: unknown, errorType?: string): void {
    res.writeHead(status, { 'content-type': 'application/json', ...(errorType ? { 'x-amzn-errortype': errorType } : {}) });
    res.end(body === undefined ? '' : JSON.stringify(body));
  }

  return {
    /** Serves a management API request (`/<stage>/@connections/<id>`); false when the path is not one. */
    management(req: IncomingMessage, res: ServerResponse): boolean {
      const match = new RegExp(`^/${stage}/@connections/([^/]+)$`).exec(new URL(req.url ?? '/', 'http://local').pathname);
      if (!match) return false;
      const connectionId = decodeURIComponent(match[1]!);
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
        const connection = connections.get(connectionId);
        if (!connection || connection.ws.readyState !== connection.ws.OPEN) return answer(res, 410, {}, 'GoneException');
        switch (req.method) {
          case 'POST':
            connection.ws.send(Buffer.concat(chunks).toString('utf8'));
            return answer(res, 200, undefined);
          case 'DELETE':
            connection.ws.close(1000, 'Closed by the API');
            return answer(res, 204, undefined);
          case 'GET':
            return answer(res, 200, {
              ConnectedAt: new Date(connection.connectedAt).toISOString(),
              LastActiveAt: new Date(connection.lastActiveAt).toISOString(),
              Identity: { SourceIp: connection.sourceIp, UserAgent: connection.userAgent },
            });
        }
        return answer(res, 405, { message: `${req.method} is not a management API method` }, 'BadRequestException');
      })().catch((error: unknown) => answer(res, 500, { message: String(error) }, 'InternalServerErrorException'));
      return true;
    },
    close(): void {
      for (const { ws } of connections.values()) ws.terminate();
      wss.close();
    },
  };
}
