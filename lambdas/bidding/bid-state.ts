import { toBidState } from '../../shared/bid-state.ts';
import type { BidState } from '../../shared/contract/buying.ts';
import type { Lot } from '../../shared/item.ts';
import { bidHistoryOf, getMyBid } from '../data/entities/bid.ts';
import { isWatching } from '../data/entities/watch.ts';
import type { Caller } from '../lib/caller.ts';

/** A lot's bid state as one caller sees it (their own standing when signed in). */
export async function readBidState(lot: Lot, caller: Caller | null, now: Date): Promise<BidState> {
  const [history, watching, myBid] = await Promise.all([
    bidHistoryOf(lot),
    caller ? isWatching(caller.uid, lot.id) : false,
    caller ? getMyBid(caller.uid, lot.id) : null,
  ]);
  return toBidState(lot, history, now, caller ? { uid: caller.uid, watching, myMaxBid: myBid?.maxBid ?? null } : null);
}

/** The state every open page of the lot is sent after a change: nobody's own standing in it. */
export async function publicBidState(lot: Lot, now: Date): Promise<BidState> {
  return toBidState(lot, await bidHistoryOf(lot), now);
}
