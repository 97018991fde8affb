import type { Pence } from './money.ts';

/**
 * The bid increment table (GBP): the step above the current bid that the next bid must reach,
 * by the current bid's band. A seller's own `priceIncrement`, when set, replaces it.
 */
export const BID_INCREMENTS: ReadonlyArray<{ from: Pence; step: Pence }> = [
  { from: 0, step: 5 },
  { from: 100, step: 20 },
  { from: 500, step: 50 },
  { from: 1_500, step: 100 },
  { from: 6_000, step: 200 },
  { from: 15_000, step: 500 },
  { from: 30_000, step: 1_000 },
  { from: 60_000, step: 2_000 },
  { from: 150_000, step: 5_000 },
  { from: 300_000, step: 10_000 },
];

/** The increment that applies above `amount`. */
export function incrementAbove(amount: Pence, sellerIncrement: Pence | null = null): Pence {
  if (sellerIncrement && sellerIncrement > 0) return sellerIncrement;
  let step = BID_INCREMENTS[0]!.step;
  for (const band of BID_INCREMENTS) if (amount >= band.from) step = band.step;
  return step;
}

/** The lowest acceptable next bid: the starting price before the first bid, then current + increment. */
export function minNextBid(item: { startingPrice: Pence; currentBid: Pence | null; priceIncrement: Pence | null }): Pence {
  if (item.currentBid === null) return item.startingPrice;
  return item.currentBid + incrementAbove(item.currentBid, item.priceIncrement);
}

/** Masks a bidder's name for the public history: first and last letter around stars ("j***n"). */
export function maskBidder(name: string): string {
  const clean = name.trim();
  if (clean.length <= 1) return `${clean}***`;
  return `${clean[0]}***${clean[clean.length - 1]}`.toLowerCase();
}
