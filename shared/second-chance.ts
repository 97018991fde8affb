import type { Bid } from './item.ts';
import type { Pence } from './money.ts';
import type { Order } from './order.ts';

/*
 * The second-chance offer (issue 10, point 4): when a sale lapses unpaid, the seller may offer the lot
 * to the under-bidder at that bidder's own maximum, for a few days after the lapse. Pure rules; the
 * call (lambdas/lots/second-chance.ts) reads the lot, its bids and its lapsed order.
 */

/** How long after a lapse (the lapsed order's deadline) the seller may send a second-chance offer. */
export const SECOND_CHANCE_WINDOW_SECONDS = 3 * 24 * 3600;

/** True while the seller may still offer a lapsed sale's lot to its under-bidder. */
export function secondChanceOpen(lapsed: Pick<Order, 'payBy'>, now: Date): boolean {
  return now.getTime() < Date.parse(lapsed.payBy) + SECOND_CHANCE_WINDOW_SECONDS * 1000;
}

/** Who a second-chance offer goes to, and at what price. */
export interface UnderBidder {
  bidderId: string;
  bidderName: string;
  /** Their maximum on this auction: the offer's price. */
  maxBid: Pence;
}

/**
 * The under-bidder: of the people who bid on this run of the lot (bids at or after `since`, its
 * activation: a relisted lot keeps its earlier runs' bids) and are not `excluded` (the buyers whose
 * sales lapsed), the one with the highest maximum; equal maximums go to the one who reached it first.
 *
 * A bidder's maximum is the highest amount the history shows for them: under the proxy rules
 * (docs/adr/0015) everyone but the leader has been outbid, and an outbid maximum is always shown in
 * full (as the bidder's own bid, or as their automatic answer up to it); below an unmet reserve the
 * leader's maximum is bid in full too, so a Buy it now that ended bidding left no hidden maximum.
 */
export function underBidder(bids: readonly Bid[], excluded: ReadonlySet<string>, since: string | null): UnderBidder | null {
  const from = since === null ? Number.NEGATIVE_INFINITY : Date.parse(since);
  const best = new Map<string, { bid: Bid; at: number }>();
  for (const bid of bids) {
    const at = Date.parse(bid.at);
    if (excluded.has(bid.bidderId) || at < from) continue;
    const seen = best.get(bid.bidderId);
    if (!seen || bid.amount > seen.bid.amount || (bid.amount === seen.bid.amount && at < seen.at)) best.set(bid.bidderId, { bid, at });
  }
  let winner: { bid: Bid; at: number } | null = null;
  for (const entry of best.values()) {
    if (!winner || entry.bid.amount > winner.bid.amount || (entry.bid.amount === winner.bid.amount && entry.at < winner.at)) winner = entry;
  }
  return winner ? { bidderId: winner.bid.bidderId, bidderName: winner.bid.bidderName, maxBid: winner.bid.amount } : null;
}
