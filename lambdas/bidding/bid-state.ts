import { BID_HISTORY_SHOWN, publicHistory, toBidState } from '../../shared/bid-state.ts';
import type { BidState, PublicBid } from '../../shared/contract/buying.ts';
import type { Lot } from '../../shared/item.ts';
import { bidderStanding } from '../data/bidder-standing.ts';
import { recentBidHistoryOf } from '../data/entities/bid.ts';
import type { Caller } from '../lib/caller.ts';

/**
 * A lot's history as its page shows it: carried on the lot (docs/adr/0038), or, for a lot whose bids
 * were placed before it was, the newest lines of its records (one bounded read).
 */
const shownHistory = async (lot: Lot): Promise<PublicBid[]> => lot.shownBids ?? publicHistory(await recentBidHistoryOf(lot, BID_HISTORY_SHOWN));

/** A lot's bid state as one caller sees it (their own standing when signed in). */
export async function readBidState(lot: Lot, caller: Caller | null, now: Date): Promise<BidState> {
  const [shown, standing] = await Promise.all([shownHistory(lot), caller ? bidderStanding(caller.uid, lot.id) : null]);
  return toBidState(lot, shown, now, caller && standing ? { uid: caller.uid, ...standing } : null);
}

/** The state every open page of the lot is sent after a change: nobody's own standing in it. */
export async function publicBidState(lot: Lot, now: Date): Promise<BidState> {
  return toBidState(lot, await shownHistory(lot), now);
}

/**
 * The bidder's own view of the lot right after their accepted bid, whose maximum (`placedMax`) they
 * stand at unless a higher one of theirs was stored before (their standing is read, with their watch
 * entry, in one request, beside the write of their maximum).
 */
export async function bidderStateAfter(lot: Lot, caller: Caller, now: Date, placedMax: number): Promise<BidState> {
  const [shown, standing] = await Promise.all([shownHistory(lot), bidderStanding(caller.uid, lot.id)]);
  return toBidState(lot, shown, now, { uid: caller.uid, watching: standing.watching, myMaxBid: Math.max(placedMax, standing.myMaxBid ?? 0) });
}
