import { optionalEnv } from '../lib/env.ts';
import { apiGatewayLivePush } from './api-gateway-live-push.ts';

/**
 * Live updates to open pages (contract/CALLS.md "Live updates"): a message to everyone watching one
 * lot's channel, or to one person's signed-in sockets. In AWS it is the API Gateway WebSocket API
 * (connections in the table, posts through its management API); locally the gateway's `/ws`. A
 * message never carries another bidder's maximum or the reserve amount: callers build it from the
 * public bid state.
 */
export interface LivePush {
  toLot(itemId: string, message: object): Promise<void>;
  toPerson(uid: string, message: object): Promise<void>;
}

/** Where nothing listens (a process with no socket server), pushes go nowhere. */
export const nowhere: LivePush = { toLot: async () => {}, toPerson: async () => {} };

let installed: LivePush | null = null;

/** Installs the pushes every later call makes (the local stack's `/ws`). */
export function useLivePush(push: LivePush): void {
  installed = push;
}

/**
 * The installed pushes; otherwise, in AWS (WEBSOCKET_ENDPOINT set: the functions that push are given
 * the WebSocket API stage's management endpoint), the API Gateway adapter; elsewhere nowhere.
 */
export function livePush(): LivePush {
  if (installed) return installed;
  const endpoint = optionalEnv('WEBSOCKET_ENDPOINT');
  installed = endpoint ? apiGatewayLivePush({ endpoint }) : nowhere;
  return installed;
}

/**
 * Pushes without letting a push failure undo or fail the call that made the change: the change is
 * stored, and a page that missed the message refetches the state when its socket comes back.
 */
export async function pushQuietly(send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', push: 'failed', error: String(error) }));
  }
}
