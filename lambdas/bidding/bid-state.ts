import { BID_HISTORY_SHOWN, toBidState } from '../../shared/bid-state.ts';
import type { BidState } from '../../shared/contract/buying.ts';
import type { Lot } from '../../shared/item.ts';
import { getMyBid, recentBidHistoryOf } from '../data/entities/bid.ts';
import { isWatching } from '../data/entities/watch.ts';
import type { Caller } from '../lib/caller.ts';

/** A lot's history as its page shows it: the newest lines only (one bounded read). */
const shownHistory = (lot: Lot) => recentBidHistoryOf(lot, BID_HISTORY_SHOWN);

/** A lot's bid state as one caller sees it (their own standing when signed in). */
export async function readBidState(lot: Lot, caller: Caller | null, now: Date): Promise<BidState> {
  const [history, watching, myBid] = await Promise.all([
    shownHistory(lot),
    caller ? isWatching(caller.uid, lot.id) : false,
    caller ? getMyBid(caller.uid, lot.id) : null,
  ]);
  return toBidState(lot, history, now, caller ? { uid: caller.uid, watching, myMaxBid: myBid?.maxBid ?? null } : null);
}

/** The state every open page of the lot is sent after a change: nobody's own standing in it. */
export async function publicBidState(lot: Lot, now: Date): Promise<BidState> {
  return toBidState(lot, await shownHistory(lot), now);
}

/**
 * The two states a bid produces, from one read of the history: the public one for every open page,
 * and the bidder's own. `myMaxBid` is the bidder's standing maximum when it is known already (read
 * when it is not).
 */
export async function bidStatesAfter(lot: Lot, caller: Caller, now: Date, myMaxBid: Promise<number | null>): Promise<{ shared: BidState; mine: BidState }> {
  const [history, watching, max] = await Promise.all([
    shownHistory(lot),
    isWatching(caller.uid, lot.id),
    myMaxBid.then(async (known) => known ?? (await getMyBid(caller.uid, lot.id))?.maxBid ?? null),
  ]);
  return { shared: toBidState(lot, history, now), mine: toBidState(lot, history, now, { uid: caller.uid, watching, myMaxBid: max }) };
}
