import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { LiveClientMessageSchema, MAX_LIVE_MESSAGE_BYTES, MAX_LIVE_SUBSCRIPTIONS } from '../../shared/contract/live.ts';
import type { LivePush } from '../../lambdas/adapters/live-push.ts';

/** One open socket: whose it is (null: a visitor) and the lots it follows. */
interface Client {
  uid: string | null;
  lots: Set<string>;
  alive: boolean;
}

/**
 * The local twin of the API Gateway WebSocket API: `/ws` on the gateway's origin (contract/CALLS.md
 * "Live updates"). A browser connects with `?token=<ID token>` or without one; a token that is not a
 * valid ID token of the pool is refused (close 4401), as the deployed `$connect` route refuses it.
 * It answers the same LivePush interface the Lambdas use in AWS, so the calls push to it unchanged.
 */
export function attachLiveSockets(server: Server, verify: (token: string) => Promise<string>): LivePush & { close(): void } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_LIVE_MESSAGE_BYTES });
  const clients = new Map<WebSocket, Client>();

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== '/ws') return void socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) => void admit(ws, url.searchParams.get('token')));
  });

  async function admit(ws: WebSocket, token: string | null): Promise<void> {
    // Messages sent right after opening wait for the token's check instead of being lost.
    const early: unknown[] = [];
    ws.on('message', (data) => early.push(data));
    let uid: string | null = null;
    if (token) {
      try {
        uid = await verify(token);
      } catch {
        return ws.close(4401, 'Unauthorized');
      }
    }
    const client: Client = { uid, lots: new Set(), alive: true };
    clients.set(ws, client);
    ws.on('pong', () => (client.alive = true));
    ws.on('close', () => clients.delete(ws));
    const take = (data: unknown) => {
      let parsed;
      try {
        parsed = LiveClientMessageSchema.safeParse(JSON.parse(String(data)));
      } catch {
        parsed = null;
      }
      if (!parsed?.success) return send(ws, { type: 'error', message: 'Send {"action": "subscribe"|"unsubscribe", "itemIds": [...]}' });
      for (const id of parsed.data.itemIds) {
        if (parsed.data.action === 'unsubscribe') client.lots.delete(id);
        else if (client.lots.size < MAX_LIVE_SUBSCRIPTIONS) client.lots.add(id);
      }
      send(ws, { type: 'subscribed', itemIds: [...client.lots] });
    };
    ws.removeAllListeners('message');
    ws.on('message', take);
    send(ws, { type: 'welcome', signedIn: uid !== null });
    for (const data of early) take(data);
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
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
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
