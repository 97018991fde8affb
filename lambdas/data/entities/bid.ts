import type { Bid } from '../../../shared/item.ts';
import type { Pence } from '../../../shared/money.ts';
import { getRecord, putIfAbsent, putWhere, queryPartition } from '../table.ts';

/**
 * A lot's bid history: ITEM#<id> / BID#<lot version>#<n>. Each accepted bid raises the lot's version,
 * and the history records it produced are keyed by that version, so writing them again after a crash
 * or a retry stores nothing twice.
 *
 * A bidder's own standing on a lot: USER#<uid> / BIDON#<itemId>, their highest maximum there (for
 * "my bids" and the lot page's `myMaxBid`).
 */
const historyKey = (itemId: string, version: number, n: number) => ({ pk: `ITEM#${itemId}`, sk: `BID#${String(version).padStart(10, '0')}#${n}` });
const myBidKey = (uid: string, itemId: string) => ({ pk: `USER#${uid}`, sk: `BIDON#${itemId}` });

/** Writes the history records of the bid that made `version` of the lot (idempotent). */
export async function putBidHistory(itemId: string, version: number, bids: readonly Bid[]): Promise<void> {
  await Promise.all(bids.map((bid, n) => putIfAbsent(historyKey(itemId, version, n), bid)));
}

/** A lot's stored bid history, newest first (the lot's own `lastBids` may not be stored yet: see bidHistoryOf). */
export function listBids(itemId: string): Promise<Bid[]> {
  return queryPartition<Bid>({ pk: `ITEM#${itemId}`, skPrefix: 'BID#' }, true);
}

/** A lot's whole bid history, newest first: what is stored, and what its current version made. */
export async function bidHistoryOf(lot: { id: string; version: number; lastBids?: Bid[] }): Promise<Bid[]> {
  const stored = await listBids(lot.id);
  const pending = lot.lastBids ?? [];
  // The current version's records are either stored already (a later write flushed them) or pending.
  if (pending.length === 0 || stored.some((b) => b.version === lot.version)) return stored;
  return [...[...pending].reverse(), ...stored];
}

/** A bidder's standing maximum on a lot. */
export interface MyBid {
  uid: string;
  itemId: string;
  maxBid: Pence;
  lastBidAt: string;
}

/** Records a bidder's maximum on a lot; a lower one never replaces a higher one (replays are harmless). */
export async function recordMyBid(myBid: MyBid): Promise<void> {
  await putWhere(myBidKey(myBid.uid, myBid.itemId), myBid, {
    expression: 'attribute_not_exists(pk) OR #max <= :max',
    names: { '#max': 'maxBid' },
    values: { ':max': myBid.maxBid },
  });
}

export function getMyBid(uid: string, itemId: string): Promise<MyBid | null> {
  return getRecord<MyBid>(myBidKey(uid, itemId));
}

/** Every lot a person has bid on, with their maximum there. */
export function listMyBids(uid: string): Promise<MyBid[]> {
  return queryPartition<MyBid>({ pk: `USER#${uid}`, skPrefix: 'BIDON#' });
}
