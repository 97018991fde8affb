import { LIVE_LIMITS } from './contract/live.ts';

/**
 * The live sockets' per-client limits as rules (docs/adr/0043), decided the same way by the local
 * socket server (infra/local/live-sockets.ts) and the WebSocket API's function (lambdas/live/).
 */

/** A socket's messages in the current minute: the minute's start (epoch ms) and how many so far. */
export interface MessageWindow {
  start: number;
  count: number;
}

/** The start (epoch ms) of the minute whose budget a message at `now` counts against. */
export function messageWindowStart(now: Date): number {
  return now.getTime() - (now.getTime() % 60_000);
}

/**
 * The window after one more message at `now`, or null when the message is over the socket's budget
 * (the socket is then closed). A fixed window: each minute starts from nothing.
 */
export function countMessage(window: MessageWindow | null | undefined, now: Date, limit: number = LIVE_LIMITS.messagesPerMinute): MessageWindow | null {
  const start = messageWindowStart(now);
  const count = window && window.start === start ? window.count + 1 : 1;
  return count > limit ? null : { start, count };
}

/** The sockets one client holds: connection id → when that socket's hold lapses (epoch seconds). */
export type SocketHolds = Record<string, number>;

/**
 * The holds after admitting `connectionId` until `until`, or null when the client already holds
 * `cap` live sockets. Lapsed holds (a socket whose close was never reported) are dropped and do not count.
 */
export function admitSocket(holds: SocketHolds, connectionId: string, until: number, nowSeconds: number, cap: number): SocketHolds | null {
  const live = Object.entries(holds).filter(([id, lapses]) => lapses > nowSeconds && id !== connectionId);
  if (live.length >= cap) return null;
  return { ...Object.fromEntries(live), [connectionId]: until };
}
