import type { BidState } from '../../../shared/contract/buying.ts';

/*
 * The rules of the live connection, free of sockets and timers (lib/live.ts applies them), so they
 * are tested on their own.
 */

/** The most lots one socket may follow (contract/CALLS.md "Live updates"; shared/contract/live.ts, which the browser does not load: it brings zod). */
export const MAX_LIVE_LOTS = 50;

/** The first reconnection waits about this long; each failure doubles it, up to the ceiling. */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * How long to wait before reconnecting after `failures` failed attempts in a row: doubling from 1 s
 * to at most 30 s, each wait drawn between half and all of that, so pages that lost the server
 * together do not all come back in the same instant.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/** The fields of a bid state only a signed-in caller's own answer carries (never a socket's public message). */
const PERSONAL = ['highBidder', 'myMaxBid', 'watching', 'orderId'] as const;

/**
 * The bid state to show after `next` arrives, given what was shown (`prev`). States are ordered by
 * the server's clock (`now`): an answer read before the state on screen (a slow getBidState racing a
 * socket message) is stale and dropped. A public message carries nobody's own standing, so the
 * viewer's is kept from before, except that a price above their maximum can only mean someone else
 * leads: they are outbid at once, before their own state is fetched again.
 */
export function mergeBidState(prev: BidState | null, next: BidState): BidState {
  if (!prev || prev.itemId !== next.itemId) return next;
  if (Date.parse(next.now) < Date.parse(prev.now)) return prev;
  if (next.highBidder !== undefined) return next;
  const merged: BidState = { ...next };
  for (const key of PERSONAL) if (prev[key] !== undefined) (merged as unknown as Record<string, unknown>)[key] = prev[key];
  if (merged.highBidder && prev.myMaxBid != null && next.currentBid !== null && next.currentBid > prev.myMaxBid) merged.highBidder = false;
  return merged;
}

/** True when the viewer has a standing on this lot that another bid can change (they bid on it). */
export function hasOwnStanding(state: BidState | null): boolean {
  return state?.myMaxBid != null;
}
