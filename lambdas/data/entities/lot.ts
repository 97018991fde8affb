import { packShown, unpackShown } from '../../../shared/bid-state.ts';
import type { Lot } from '../../../shared/item.ts';
import { batchGetByIds, getRecord, putIfAbsent, putWhere, queryKeyRange, withoutKeys } from '../table.ts';
import { putBidHistory } from './bid.ts';
import type { QueuedBid } from '../../../shared/bid-queue.ts';
import { QUEUED_PREFIX, storeBidDecisions } from './bid-queue.ts';
import { mirrorListingStatus } from './lot-listing.ts';

/**
 * The lot's hot record: ITEM#<id> / LOT. Small (no text, no photos) and without index keys, so a bid
 * rewrites this one record and nothing else (docs/adr/0010-data-by-entity.md).
 */
export const lotKey = (id: string) => ({ pk: `ITEM#${id}`, sk: 'LOT' });

/**
 * The lot as stored: its shown history packed in one string (shared/bid-state.ts packShown), and the
 * lines and decisions a version carries as one JSON string each (docs/adr/0038, 0068). A hot lot's
 * version carries up to a few dozen of each, and every look at the lot read them: as lists of maps
 * they were hundreds of attribute values that dynalite validated and the SDK decoded one by one on
 * every read (two thirds of the record's 20 KB); as strings each is one value, parsed natively, and
 * only by the code that wants it. Records written before keep their lists and read as before.
 */
type StoredLot = Omit<Lot, 'shownBids' | 'lastBids' | 'lastDecisions'> & {
  shownBids?: string | Lot['shownBids'];
  lastBids?: string | Lot['lastBids'];
  lastDecisions?: string | Lot['lastDecisions'];
};

function toStored(lot: Lot): StoredLot {
  const { shownBids, lastBids, lastDecisions } = lot;
  return {
    ...lot,
    ...(shownBids === undefined ? {} : { shownBids: packShown(shownBids) }),
    ...(lastBids === undefined ? {} : { lastBids: JSON.stringify(lastBids) }),
    ...(lastDecisions === undefined ? {} : { lastDecisions: JSON.stringify(lastDecisions) }),
  };
}

/** A carried list from its stored string; a list stored before packing is as it was. */
const unpackList = <T>(stored: string | T[]): T[] => (typeof stored === 'string' ? (JSON.parse(stored) as T[]) : stored);

function fromStored(record: StoredLot | null): Lot | null {
  if (!record) return null;
  const { shownBids, lastBids, lastDecisions } = record;
  return {
    ...record,
    ...(shownBids === undefined ? {} : { shownBids: typeof shownBids === 'string' ? unpackShown(shownBids) : shownBids }),
    ...(lastBids === undefined ? {} : { lastBids: unpackList(lastBids) }),
    ...(lastDecisions === undefined ? {} : { lastDecisions: unpackList(lastDecisions) }),
  } as Lot;
}

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
  return getRecord<StoredLot>(lotKey(id), consistent).then(fromStored);
}

/** Several lots by id; ids with no lot are left out. */
export function getLots(ids: readonly string[]): Promise<Map<string, Lot>> {
  return batchGetByIds<StoredLot, Lot>(ids, lotKey, fromStored);
}

/** Writes a new lot; false when one with its id exists already (a replayed submission). */
export function createLot(lot: Lot): Promise<boolean> {
  return putIfAbsent(lotKey(lot.id), toStored(lot));
}

/**
 * Up to which version the lines and decisions the lot's versions carried are stored: ITEM#<id> /
 * LOTSTORED, so a writer that finds its read version's stored already does not store them again
 * (on a hot lot many writers race on the same version, and only one of them wins).
 */
const storedKey = (id: string) => ({ pk: `ITEM#${id}`, sk: 'LOTSTORED' });

/** True when a version of the lot carries bid lines or decisions that must outlive it. */
const carries = (lot: Lot) => Boolean(lot.lastBids?.length || lot.lastDecisions?.length);

/**
 * How the records a version of the lot carries are written (idempotent: the same records from the same
 * version): its bid history, and its decisions on queued bids with their bids taken out of the queue
 * (docs/adr/0031). Every writer can use the one-by-one writes; the bidders write them in batches
 * (lambdas/data/entities/bid-store.ts, docs/adr/0038).
 */
export type CarriedWriter = (lot: Lot) => Promise<unknown>;

/** One request per record: what every role may send. */
const writeCarriedOneByOne: CarriedWriter = (lot) =>
  Promise.all([
    lot.lastBids?.length ? putBidHistory(lot.id, lot.version, lot.lastBids) : null,
    lot.lastDecisions?.length ? storeBidDecisions(lot.id, lot.version, lot.lastDecisions) : null,
  ]);

/** Stores what a version of the lot carries, then records that this version's are stored. */
async function storeCarried(lot: Lot, write: CarriedWriter): Promise<void> {
  await write(lot);
  await putWhere(storedKey(lot.id), { version: lot.version }, { expression: 'attribute_not_exists(pk) OR #version < :version', names: { '#version': 'version' }, values: { ':version': lot.version } });
}

async function carriedStored(lot: Lot): Promise<boolean> {
  return ((await getRecord<{ version: number }>(storedKey(lot.id), true))?.version ?? -1) >= lot.version;
}

/** A lot with its bid queue, as one read gives them. */
export interface LotWithQueue {
  lot: Lot;
  /** The version up to which what the lot's versions carried is stored (-1: none yet). */
  storedVersion: number;
  /** The bids waiting in its queue, in arrival order (docs/adr/0031). */
  queue: QueuedBid[];
}

/**
 * The lot, how far what its versions carried is stored, and its bid queue, in ONE consistent query:
 * their sort keys are adjacent in the lot's partition (LOT, LOTSTORED, QBID#…), so a hot lot's
 * bidders pay one read, not three, each time they look. With `queueHead`, only the first records of
 * the queue are read (enough to tell whether anyone is queued; docs/adr/0038). Null when there is no lot.
 */
export async function getLotWithQueue(id: string, queueHead?: number): Promise<LotWithQueue | null> {
  const { pk, sk } = lotKey(id);
  // LOT and LOTSTORED come first in the range, then the queue.
  const records = await queryKeyRange(pk, sk, `${QUEUED_PREFIX}\uffff`, queueHead === undefined ? undefined : queueHead + 2);
  let lot: Lot | null = null;
  let storedVersion = -1;
  const queue: QueuedBid[] = [];
  for (const record of records) {
    if (record.sk === sk) lot = fromStored(withoutKeys<StoredLot>(record));
    else if (record.sk === storedKey(id).sk) storedVersion = Number(record.version);
    else if (String(record.sk).startsWith(QUEUED_PREFIX)) queue.push(withoutKeys<QueuedBid>(record)!);
  }
  return lot ? { lot, storedVersion, queue: queueHead === undefined ? queue : queue.slice(0, queueHead) } : null;
}

/** How a write of the lot may save work: the stored version read with the lot, and how to store what versions carry. */
export interface CommitOptions {
  /** The version up to which carried records are stored, when read with the lot (getLotWithQueue): saves a read. */
  storedVersion?: number;
  /** How to write them (one by one unless said). */
  writeCarried?: CarriedWriter;
}

/**
 * The one way a lot changes: `next` replaces the record only if it is still at the version `read` had
 * (StaleLotError otherwise; nothing is written). What the read version carries (its bid history, its
 * decisions on queued bids) is stored first unless it is already, so it outlives the record that
 * carried it; the winner stores what `next` carries right after its write, so the next writer
 * usually finds it stored (a crash in between loses nothing: the next writer stores it). A status
 * change is then mirrored onto the listing, whose index the catalogue and dashboards read; that
 * follow-up is idempotent and ordered by version, so replaying it, or losing it to a crash and doing
 * it on the next write, leaves the right status.
 */
export async function commitLot(read: Lot, next: Lot, options: CommitOptions = {}): Promise<Lot> {
  const { storedVersion, writeCarried = writeCarriedOneByOne } = options;
  if (carries(read) && !(storedVersion !== undefined ? storedVersion >= read.version : await carriedStored(read))) await storeCarried(read, writeCarried);
  const written = await putWhere(lotKey(next.id), toStored(next), { expression: '#version = :read', names: { '#version': 'version' }, values: { ':read': read.version } });
  if (!written) throw new StaleLotError(read.id);
  // Storing early is a head start, not a duty (the next writer's): its failure fails nothing.
  const early = carries(next) ? storeCarried(next, writeCarried).catch(() => undefined) : null;
  await Promise.all([early, next.status !== read.status ? mirrorListingStatus(next.id, next.status, next.version) : null]);
  return next;
}

/**
 * A lot change decided on the lot as stored: `decide` answers the next lot, or null to leave it as it
 * is; a write that another came before is decided again on the fresh lot. Answers the lot written,
 * or null when there was no lot or nothing to change.
 */
export async function changeLot(id: string, decide: (lot: Lot) => Lot | null): Promise<Lot | null> {
  for (;;) {
    const lot = await getLot(id, true);
    const next = lot && decide(lot);
    if (!lot || !next) return null;
    try {
      return await commitLot(lot, next);
    } catch (error) {
      if (!(error instanceof StaleLotError)) throw error;
    }
  }
}
