import type { Lot } from '../../../shared/item.ts';
import { batchGetRecords, getRecord, keyId, putIfAbsent, putWhere } from '../table.ts';
import { putBidHistory } from './bid.ts';
import { storeBidDecisions } from './bid-queue.ts';
import { mirrorListingStatus } from './lot-listing.ts';

/**
 * The lot's hot record: ITEM#<id> / LOT. Small (no text, no photos) and without index keys, so a bid
 * rewrites this one record and nothing else (docs/adr/0010-data-by-entity.md).
 */
export const lotKey = (id: string) => ({ pk: `ITEM#${id}`, sk: 'LOT' });

/** Another write reached the lot first: the caller re-reads it and decides again (or answers 409 with it). */
export class StaleLotError extends Error {
  readonly lotId: string;
  constructor(lotId: string) {
    super(`Lot ${lotId} changed before this write`);
    this.name = 'StaleLotError';
    this.lotId = lotId;
  }
}

/** The lot's hot record; `consistent` for a read that a write will follow. */
export function getLot(id: string, consistent = false): Promise<Lot | null> {
  return getRecord<Lot>(lotKey(id), consistent);
}

/** Several lots by id; ids with no lot are left out. */
export async function getLots(ids: readonly string[]): Promise<Map<string, Lot>> {
  const found = await batchGetRecords<Lot>(ids.map(lotKey));
  const lots = new Map<string, Lot>();
  for (const id of ids) {
    const lot = found.get(keyId(lotKey(id)));
    if (lot) lots.set(id, lot);
  }
  return lots;
}

/** Writes a new lot; false when one with its id exists already (a replayed submission). */
export function createLot(lot: Lot): Promise<boolean> {
  return putIfAbsent(lotKey(lot.id), lot);
}

/**
 * The one way a lot changes: `next` replaces the record only if it is still at the version `read` had
 * (StaleLotError otherwise; nothing is written). The read version's pending bid history is stored
 * first, so it outlives the record that carried it. A status change is then mirrored onto the listing,
 * whose index the catalogue and dashboards read; that follow-up is idempotent and ordered by version,
 * so replaying it, or losing it to a crash and doing it on the next write, leaves the right status.
 */
export async function commitLot(read: Lot, next: Lot): Promise<Lot> {
  // The bid history the read version made is stored before that version is replaced (idempotent:
  // the request that made it does not wait to store it, so a crash right after a bid loses nothing).
  // So are the decisions on queued bids it carried (docs/adr/0031): stored, and their bids dequeued.
  await Promise.all([
    read.lastBids?.length ? putBidHistory(read.id, read.version, read.lastBids) : null,
    read.lastDecisions?.length ? storeBidDecisions(read.id, read.lastDecisions) : null,
  ]);
  const written = await putWhere(lotKey(next.id), next, { expression: '#version = :read', names: { '#version': 'version' }, values: { ':read': read.version } });
  if (!written) throw new StaleLotError(read.id);
  if (next.status !== read.status) await mirrorListingStatus(next.id, next.status, next.version);
  return next;
}
