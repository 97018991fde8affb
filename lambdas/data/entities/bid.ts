import type { Bid } from '../../../shared/item.ts';
import type { Pence } from '../../../shared/money.ts';
import { getRecord, putIfAbsent, putWhere, queryPartition, queryPartitionPage, type BatchWrite } from '../table.ts';

/**
 * A lot's bid history: ITEM#<id> / BID#<lot version>#<n, 3 digits>. Each accepted bid raises the lot's version,
 * and the history records it produced are keyed by that version, so writing them again after a crash
 * or a retry stores nothing twice.
 *
 * A bidder's own standing on a lot: USER#<uid> / BIDON#<itemId>, their highest maximum there (for
 * "my bids" and the lot page's `myMaxBid`).
 */
// The line number is padded so a version that applied several queued bids (docs/adr/0031) keeps its
// lines in order ("#010" after "#009"); a version made before it was has lines 0 and 1 only.
const historyKey = (itemId: string, version: number, n: number) => ({ pk: `ITEM#${itemId}`, sk: `BID#${String(version).padStart(10, '0')}#${String(n).padStart(3, '0')}` });
export const myBidKey = (uid: string, itemId: string) => ({ pk: `USER#${uid}`, sk: `BIDON#${itemId}` });

/** Writes the history records of the bids that made `version` of the lot (idempotent). */
export async function putBidHistory(itemId: string, version: number, bids: readonly Bid[]): Promise<void> {
  await Promise.all(bids.map((bid, n) => putIfAbsent(historyKey(itemId, version, n), bid)));
}

/** The same records as putBidHistory, as writes of a batch (a record's key fixes its content: a repeat is harmless). */
export function bidHistoryWrites(itemId: string, version: number, bids: readonly Bid[]): BatchWrite[] {
  return bids.map((bid, n) => ({ put: { ...bid, ...historyKey(itemId, version, n) } }));
}

/** A lot's stored bid history, newest first (the lot's own `lastBids` may not be stored yet: see bidHistoryOf). */
export function listBids(itemId: string): Promise<Bid[]> {
  return queryPartition<Bid>({ pk: `ITEM#${itemId}`, skPrefix: 'BID#' }, true);
}

/** A lot as its history needs it: its id, its version, and the lines its current version made. */
type HistoryOf = { id: string; version: number; lastBids?: Bid[] };

/**
 * The lines riding on the lot, newest first, before the stored ones, unless they are stored already
 * (the next write stores them: either a later write flushed them, or they are still pending).
 */
function withPending(lot: HistoryOf, stored: Bid[]): Bid[] {
  const pending = lot.lastBids ?? [];
  if (pending.length === 0 || stored.some((b) => b.version === lot.version)) return stored;
  return [...[...pending].reverse(), ...stored];
}

/** A lot's whole bid history, newest first: what is stored, and what its current version made. */
export async function bidHistoryOf(lot: HistoryOf): Promise<Bid[]> {
  return withPending(lot, await listBids(lot.id));
}

/**
 * The newest `limit` lines of a lot's history, newest first, in one bounded query however long the
 * history (a hot lot's pages read it on every bid; bidHistoryOf reads it all).
 */
export async function recentBidHistoryOf(lot: HistoryOf, limit: number): Promise<Bid[]> {
  const stored = await queryPartitionPage<Bid>({ pk: `ITEM#${lot.id}`, skPrefix: 'BID#' }, limit, 0, true);
  return withPending(lot, stored).slice(0, limit);
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
