import { LiveClientMessageSchema, MAX_LIVE_MESSAGE_BYTES, MAX_LIVE_SUBSCRIPTIONS, type LiveClientMessage } from '../../shared/contract/live.ts';
import * as connections from '../data/entities/connection.ts';
import type { ConnectionStore } from './connections.ts';

/** What the socket is told after a message (the local `/ws` answers the same). */
export type LiveReply = { type: 'subscribed'; itemIds: string[] } | { type: 'error'; message: string };

/** The answer to anything that is not a valid subscribe/unsubscribe message. */
export const LIVE_USAGE: LiveReply = { type: 'error', message: 'Send {"action": "subscribe"|"unsubscribe", "itemIds": [...]}' };

/** The answer to a message on a connection the table no longer knows (expired, or found gone). */
export const LIVE_CONNECTION_CLOSED: LiveReply = { type: 'error', message: 'This connection is closed: connect again' };

/** How often a change is decided again when another message on the same socket wrote first. */
const MAX_ATTEMPTS = 10;

/**
 * The lots a socket follows after a message, as the local twin decides it: unsubscribing drops the
 * ids; subscribing adds them in order while the socket follows fewer than MAX_LIVE_SUBSCRIPTIONS
 * (the rest are ignored, and the answer lists what it follows).
 */
export function nextFollowedLots(current: readonly string[], message: LiveClientMessage): string[] {
  const lots = new Set(current);
  for (const id of message.itemIds) {
    if (message.action === 'unsubscribe') lots.delete(id);
    else if (lots.size < MAX_LIVE_SUBSCRIPTIONS) lots.add(id);
  }
  return [...lots];
}

/**
 * A message from a socket (`$default`): validated with the contract's schema (strict, at most
 * MAX_LIVE_SUBSCRIPTIONS ids, at most MAX_LIVE_MESSAGE_BYTES), then the connection's lots are changed
 * by a write conditional on what was read, decided again on a fresh read when another message won.
 */
export async function receiveLiveMessage(connectionId: string, body: string | undefined, now: Date, store: ConnectionStore = connections): Promise<LiveReply> {
  if (!body || Buffer.byteLength(body, 'utf8') > MAX_LIVE_MESSAGE_BYTES) return LIVE_USAGE;
  let parsed;
  try {
    parsed = LiveClientMessageSchema.safeParse(JSON.parse(body));
  } catch {
    return LIVE_USAGE;
  }
  if (!parsed.success) return LIVE_USAGE;
  const message = parsed.data;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const read = await store.getConnection(connectionId, now);
    if (!read) return LIVE_CONNECTION_CLOSED;
    const lots = nextFollowedLots(read.lots, message);
    if (await store.setFollowedLots(read, lots, message.itemIds)) return { type: 'subscribed', itemIds: lots };
  }
  throw new Error(`Connection ${connectionId} changed under ${MAX_ATTEMPTS} messages in a row`);
}
