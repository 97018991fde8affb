import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  LIVE_CLOSE_TOO_MANY_MESSAGES,
  LIVE_LIMITS,
  MAX_LIVE_MESSAGE_BYTES,
} from '../../shared/contract/live.ts';
import { countMessage, type MessageWindow } from '../../shared/live-limits.ts';
import type { LivePush } from '../../lambdas/adapters/live-push-provider.ts';
import { LIVE_TOO_MANY_MESSAGES, LIVE_USAGE, nextFollowedLots, parseLiveMessage } from '../../lambdas/live/subscriptions.ts';
import { clientIp } from './rate-limiter.ts';
import type { StageThrottle } from '../stage-throttles.ts';
import { liveStageThrottles, THROTTLED_ANSWER } from './stage-throttle.ts';

/** One open socket: whose it is (null: a visitor), the lots it follows, and its messages this minute. */
interface Client {
  uid: string | null;
  lots: Set<string>;
  alive: boolean;
  messages: MessageWindow | null;
}

/**
 * Pushes a socket may have waiting unsent (bytes) before it is dropped: a client that stops reading
 * must not make the server hold every message for it.
 */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** API Gateway closes a socket that sends a binary frame with 1003 (unsupported data). */
export const CLOSE_UNSUPPORTED_DATA = 1003;

/** How many sockets each address and account holds (counted from the accepted handshake to the close). */
class Holdings {
  private readonly counts = new Map<string, number>();
  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  take(key: string): void {
    this.counts.set(key, this.count(key) + 1);
  }
  release(key: string): void {
    const left = this.count(key) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }
}

/** Refuses a handshake as API Gateway refuses a `$connect` the function answers with `status` (the socket never opens). */
export function refuseHandshake(socket: Duplex, status: number, reason: string): void {
  const text = STATUS_CODES[status] ?? 'Error';
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`);
}

/**
 * The local twin of the API Gateway WebSocket API: `/ws` on the gateway's origin (contract/CALLS.md
 * "Live updates"). A browser connects with `?token=<ID token>` or without one; a token that is not a
 * valid ID token of the pool is refused (close 4401), as the deployed `$connect` route refuses it.
 * It answers the same LivePush interface the Lambdas use in AWS, so the calls push to it unchanged.
 *
 * No socket can harm another or the process (docs/adr/0043): every socket's errors are handled (a bad
 * frame, invalid UTF-8 or a message over MAX_LIVE_MESSAGE_BYTES closes that socket with 1002/1007/1009),
 * an address holds at most LIVE_LIMITS.socketsPerAddress sockets and an account
 * LIVE_LIMITS.socketsPerAccount (a connect over either is refused with HTTP 429, as `$connect` refuses
 * it in AWS), a socket sending more than LIVE_LIMITS.messagesPerMinute is closed with 1008, and one
 * that stops reading its pushes is dropped. As the deployed stage, it closes a socket that sends a
 * binary frame (1003) and applies the stage's throttles (infra/stage-throttles.ts).
 */
export function attachLiveSockets(
  server: Server,
  verify: (token: string) => Promise<string>,
  routeThrottles: Readonly<Record<string, StageThrottle>> = {},
): LivePush & { close(): void } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_LIVE_MESSAGE_BYTES });
  // The server's own errors (none expected with noServer) must not become an uncaught 'error' event.
  wss.on('error', (error) => console.error('live sockets:', error));
  const clients = new Map<WebSocket, Client>();
  const byAddress = new Holdings();
  const byAccount = new Holdings();
  const stageThrottle = liveStageThrottles(routeThrottles);

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A connection reset during the handshake is that client's problem only.
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== '/ws') return void socket.destroy();
    if (!stageThrottle.take('$connect')) return refuseHandshake(socket, 429, 'Too Many Requests');
    admit(req, socket, head, url.searchParams.get('token')).catch((error: unknown) => {
      console.error('live sockets: handshake failed', error);
      socket.destroy();
    });
  });

  /** `$connect`: the token checked, the address's and account's holdings counted, then the socket opens or is refused. */
  async function admit(req: IncomingMessage, socket: Duplex, head: Buffer, token: string | null): Promise<void> {
    const address = clientIp(req);
    let uid: string | null = null;
    if (token) {
      try {
        uid = await verify(token);
      } catch {
        // Opened and closed with 4401 (the site's live client refreshes its token on it).
        return void wss.handleUpgrade(req, socket, head, (ws) => {
          ws.on('error', () => {});
          ws.close(4401, 'Unauthorized');
        });
      }
    }
    if (socket.destroyed) return;
    if (byAddress.count(address) >= LIVE_LIMITS.socketsPerAddress) return refuseHandshake(socket, 429, 'Too many live sockets from this address');
    if (uid && byAccount.count(uid) >= LIVE_LIMITS.socketsPerAccount) return refuseHandshake(socket, 429, 'Too many live sockets for this account');
    // Held from here (no await in between: the counts cannot be overtaken), released once, at the close.
    byAddress.take(address);
    if (uid) byAccount.take(uid);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      byAddress.release(address);
      if (uid) byAccount.release(uid);
    };
    socket.once('close', release);
    wss.handleUpgrade(req, socket, head, (ws) => open(ws, uid, release));
  }

  function open(ws: WebSocket, uid: string | null, release: () => void): void {
    const client: Client = { uid, lots: new Set(), alive: true, messages: null };
    clients.set(ws, client);
    // ws reports a bad frame, invalid UTF-8 or an oversized message here, then closes the socket itself.
    ws.on('error', () => {});
    ws.on('pong', () => (client.alive = true));
    ws.on('close', () => {
      clients.delete(ws);
      release();
    });
    ws.on('message', (data: RawData, isBinary: boolean) => {
      // As API Gateway: a binary frame closes the socket (1003), and a message over the stage's throttle
      // never reaches the route (nor counts in its budget), the sender told so.
      if (isBinary) return ws.close(CLOSE_UNSUPPORTED_DATA, 'Binary frames are not supported');
      if (!stageThrottle.take('$default')) return send(ws, THROTTLED_ANSWER);
      const counted = countMessage(client.messages, new Date());
      if (!counted) {
        send(ws, LIVE_TOO_MANY_MESSAGES);
        return ws.close(LIVE_CLOSE_TOO_MANY_MESSAGES, 'Too many messages');
      }
      client.messages = counted;
      send(ws, take(client, data));
    });
    send(ws, { type: 'welcome', signedIn: uid !== null });
  }

  /** One message: the lots the socket follows change, and the answer says which it follows (or how to ask). */
  function take(client: Client, data: RawData): object {
    const message = parseLiveMessage(String(data));
    if (!message) return LIVE_USAGE;
    client.lots = new Set(nextFollowedLots([...client.lots], message));
    return { type: 'subscribed', itemIds: [...client.lots] };
  }

  // Dead sockets (a laptop closed mid-connection) are found by their missing pong and dropped.
  const heartbeat = setInterval(() => {
    for (const [ws, client] of clients) {
      if (!client.alive) {
        ws.terminate();
        continue;
      }
      client.alive = false;
      ws.ping();
    }
  }, 30_000);
  heartbeat.unref();

  function send(ws: WebSocket, message: object): void {
    if (ws.readyState !== ws.OPEN) return;
    // A client that does not read what it is sent is dropped rather than buffered for without end.
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) return ws.terminate();
    ws.send(JSON.stringify(message));
  }

  return {
    async toLot(itemId, message) {
      for (const [ws, client] of clients) if (client.lots.has(itemId)) send(ws, message);
    },
    async toPerson(uid, message) {
      for (const [ws, client] of clients) if (client.uid === uid) send(ws, message);
    },
    close() {
      clearInterval(heartbeat);
      for (const ws of clients.keys()) ws.terminate();
      wss.close();
    },
  };
}
