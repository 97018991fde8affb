import WebSocket from 'ws';
import { waitFor } from './wait.ts';

/*
 * A test's live socket (the local `/ws`, or the rehearsal's twin of the API Gateway WebSocket API),
 * opened from a loopback address of its own (support/crowd.ts freshAddress): live-abuse's bad clients
 * and attack-limits' stage throttles.
 */

/** The live socket's URL on a stack's origin: on 127.0.0.1, as the gateway listens there ("localhost" could be ::1, which a 127.x address cannot reach). */
export const liveSocketUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws').replace('localhost', '127.0.0.1')}/ws`;

export type LiveMessage = { type: string; itemIds?: string[]; itemId?: string; message?: string };

/** A socket of the test: its messages as they came, and how it closed. */
export interface Probe {
  ws: WebSocket;
  messages: LiveMessage[];
  closed: Promise<number>;
  next(type: string, after?: number): Promise<LiveMessage>;
}

/** What the stage's `$connect` throttle answers a handshake it refuses, in AWS and in the twins (docs/adr/0064). */
const THROTTLED = 'Too Many Requests';

/**
 * Opens a socket to `url` from `address`; answers once the handshake is done (the local `/ws`'s
 * `welcome` is not awaited: API Gateway sends none, and the rehearsal runs live-abuse against its twin),
 * or the HTTP status that refused the handshake, marked `throttled` when the stage's throttle refused it
 * before the function ran.
 */
export function openSocketOnce(url: string, address: string, token?: string): Promise<Probe | { refused: number; throttled?: true }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(token ? `${url}?token=${token}` : url, { localAddress: address });
    const messages: LiveMessage[] = [];
    const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
    const probe: Probe = {
      ws,
      messages,
      closed,
      next: (type, after = 0) => waitFor(`a "${type}" message`, () => messages.slice(after).find((m) => m.type === type)),
    };
    ws.on('error', () => {});
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ refused: res.statusCode ?? 0, ...(body === THROTTLED ? { throttled: true as const } : {}) });
        ws.terminate();
      });
    });
    ws.on('open', () => resolve(probe));
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as LiveMessage));
    ws.on('close', () => resolve({ refused: 0 }));
    setTimeout(() => reject(new Error('socket neither opened nor was refused')), 30_000).unref();
  });
}
