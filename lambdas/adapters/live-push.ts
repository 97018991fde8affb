import { optionalEnv } from '../lib/env.ts';
import { logger } from '../lib/observability.ts';
import { apiGatewayLivePush } from './api-gateway-live-push.ts';
import type { LivePush } from './live-push-provider.ts';

/*
 * Picks the live pushes a call makes (the interface: live-push-provider.ts): the installed ones, API
 * Gateway's in AWS, or none. Apart from the interface, so an implementation never imports its picker.
 */

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
    logger.warn('push failed', { push: 'failed', error: error as Error });
  }
}
