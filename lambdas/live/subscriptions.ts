import { LiveClientMessageSchema, MAX_LIVE_MESSAGE_BYTES, MAX_LIVE_SUBSCRIPTIONS, type LiveClientMessage } from '../../shared/contract/live.ts';
import { liveLimits } from './limits.ts';
import * as connections from '../data/entities/connection.ts';
import type { ConnectionStore } from './connections.ts';

/** What the socket is told after a message (the local `/ws` answers the same). */
export type LiveReply = { type: 'subscribed'; itemIds: string[] } | { type: 'error'; message: string };

/** The answer to anything that is not a valid subscribe/unsubscribe message. */
export const LIVE_USAGE: LiveReply = { type: 'error', message: 'Send {"action": "subscribe"|"unsubscribe", "itemIds": [...]}' };

/** The answer to a message on a connection the table no longer knows (expired, or found gone). */
export const LIVE_CONNECTION_CLOSED: LiveReply = { type: 'error', message: 'This connection is closed: connect again' };

/**
 * The answer to a message over the socket's budget (liveLimits().messagesPerMinute): the socket is then
 * closed (docs/adr/0043).
 */
export const LIVE_TOO_MANY_MESSAGES: LiveReply = { type: 'error', message: 'Too many messages: this connection is closed' };

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

/** A socket's message as the contract allows it (strict, at most MAX_LIVE_MESSAGE_BYTES), or null. */
export function parseLiveMessage(body: string | undefined): LiveClientMessage | null {
  if (!body || Buffer.byteLength(body, 'utf8') > MAX_LIVE_MESSAGE_BYTES) return null;
  try {
    const parsed = LiveClientMessageSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A message from a socket (`$default`): counted against the socket's budget for the minute (over it,
 * LIVE_TOO_MANY_MESSAGES, and the caller closes the socket) by the store's atomic count, validated
 * with the contract's schema, then the connection's lots are changed by one write conditional on what
 * was read, decided again on a fresh read when another message won. A message that is not valid
 * counts too. API Gateway invokes a socket's messages side by side: the count and an unchanged set of
 * lots write nothing a racing message could invalidate, so a burst does not turn into retries.
 */
export async function receiveLiveMessage(connectionId: string, body: string | undefined, now: Date, store: ConnectionStore = connections): Promise<LiveReply> {
  const message = parseLiveMessage(body);
  const counted = await store.countSocketMessage(connectionId, now, liveLimits().messagesPerMinute);
  if (counted === 'missing') return LIVE_CONNECTION_CLOSED;
  if (counted === 'full') return LIVE_TOO_MANY_MESSAGES;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const read = await store.getConnection(connectionId, now);
    if (!read) return LIVE_CONNECTION_CLOSED;
    if (!message) return LIVE_USAGE;
    const lots = nextFollowedLots(read.lots, message);
    if (await store.setFollowedLots(read, lots, message.itemIds)) return { type: 'subscribed', itemIds: lots };
  }
  throw new Error(`Connection ${connectionId} changed under ${MAX_ATTEMPTS} messages in a row`);
}
