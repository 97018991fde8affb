import { ItemStatus, noBidsYet } from '../../shared/item.ts';
import { placeBid, type AuctionState, type BidInput, type BidRecord } from '../../shared/proxy-bidding.ts';

/** When the demo auctions open and end: a week apart. */
export const OPENS = Date.parse('2026-11-01T12:00:00.000Z');
export const ENDS_AT = '2026-11-08T12:00:00.000Z';

/** A live auction before its first bid, with the standard increments and no reserve; tests override what they examine. */
export function auction(overrides: Partial<AuctionState> = {}): AuctionState {
  return {
    status: ItemStatus.Active,
    listAsAuction: true,
    startingPrice: 500,
    priceIncrement: null,
    reservePrice: null,
    buyItNowPrice: null,
    listAsBuyNow: false,
    ...noBidsYet(),
    endsAt: ENDS_AT,
    ...overrides,
  };
}

/** The n-th minute after the auction opened. */
export function minute(n: number): Date {
  return new Date(OPENS + n * 60_000);
}

/** One bid that the test expects to be accepted: [bidder, amount, maxBid?]. */
export type Step = [bidderId: string, amount: number, maxBid?: number];

/**
 * Places the bids in order, one minute apart, and fails loudly if any is refused. Returns the final
 * state, the last result and every history entry produced.
 */
export function bidAll(start: AuctionState, steps: Step[], firstMinute = 1) {
  let state = start;
  const history: BidRecord[] = [];
  let last: ReturnType<typeof accept> | null = null;
  steps.forEach(([bidderId, amount, maxBid], i) => {
    const bid: BidInput = { bidderId, amount, at: minute(firstMinute + i) };
    if (maxBid !== undefined) bid.maxBid = maxBid;
    last = accept(state, bid);
    state = last.state;
    history.push(...last.history);
  });
  return { state, history, last: last! as ReturnType<typeof accept> };
}

/** Places one bid the test expects to be accepted. */
export function accept(state: AuctionState, bid: BidInput) {
  const result = placeBid(state, bid);
  if (!result.ok) throw new Error(`bid ${JSON.stringify(bid)} refused: ${result.reason} (minimum ${result.minNextBid})`);
  return result;
}

/** Freezes a state deeply enough for the flat AuctionState, so a mutation throws. */
export function frozen(state: AuctionState): AuctionState {
  return Object.freeze({ ...state });
}
