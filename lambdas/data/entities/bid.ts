import type { Bid } from '../../../shared/item.ts';
import type { Pence } from '../../../shared/money.ts';
import { getRecord, putIfAbsent, putWhere, queryPartition, queryPartitionPage } from '../table.ts';

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
  const pending = [...(lot.lastBids ?? [])].reverse();
  return [...pending, ...stored.filter(notPendingOf(lot, pending))];
}

/**
 * Keeps a stored line unless it is one of the lines riding on the lot (a write in flight may have
 * stored them already). A version that carries none (the demo seed's, whose lines are all stored, or
 * a write that made no bid) hides nothing.
 */
function notPendingOf(lot: { version: number }, pending: readonly Bid[]): (bid: Bid) => boolean {
  return (bid) => pending.length === 0 || bid.version === undefined || bid.version !== lot.version;
}

/**
 * The newest `limit` lines of a lot's history, newest first: what its current version made, then the
 * newest stored ones. One bounded query, however long the history (a hot lot's page reads it on
 * every bid; bidHistoryOf reads it all).
 */
export async function recentBidHistoryOf(lot: { id: string; version: number; lastBids?: Bid[] }, limit: number): Promise<Bid[]> {
  const pending = [...(lot.lastBids ?? [])].reverse();
  const stored = await queryPartitionPage<Bid>({ pk: `ITEM#${lot.id}`, skPrefix: 'BID#' }, limit + pending.length, 0, true);
  return [...pending, ...stored.filter(notPendingOf(lot, pending))].slice(0, limit);
}

/** A bidder's standing maximum on a lot. */
export interface MyBid {
  uid: string;
  itemId: string;
  maxBid: Pence;
  lastBidAt: string;
}

/**
 * Records a bidder's maximum on a lot; a lower one never replaces a higher one (replays are harmless).
 * True when this maximum is now the stored one; false when a higher one stands.
 */
export function recordMyBid(myBid: MyBid): Promise<boolean> {
  return putWhere(myBidKey(myBid.uid, myBid.itemId), myBid, {
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
