import type { QueuedBid } from '../../../shared/bid-queue.ts';
import type { BidDecision } from '../../../shared/item.ts';
import { deleteIfExists, putRecord, queryKeyRange, type BatchWrite } from '../table.ts';

/**
 * A lot's bid queue (docs/adr/0031-hot-lot-group-commit.md): ITEM#<id> / QBID#<bidId>, one record per
 * bid waiting to be applied (a put under its own new key, so queueing never conflicts); bidIds are
 * ULIDs, so sort-key order is arrival order. The decisions a version of the lot made ride on it
 * until they are stored as ONE record, ITEM#<id> / QDONE#<version>, and their bids leave the queue,
 * so the queue holds only bids still waiting (and those the current version just decided). The lot
 * reads its queue with itself in one query (lot.ts getLotWithQueue).
 */
/** The sort-key prefix of a lot's queued bids. */
export const QUEUED_PREFIX = 'QBID#';
const queuedKey = (itemId: string, bidId: string) => ({ pk: `ITEM#${itemId}`, sk: `${QUEUED_PREFIX}${bidId}` });
const DECIDED_PREFIX = 'QDONE#';
const decidedKey = (itemId: string, version: number) => ({ pk: `ITEM#${itemId}`, sk: `${DECIDED_PREFIX}${String(version).padStart(10, '0')}` });

/** Puts a bid in its lot's queue. */
export function queueBid(itemId: string, bid: QueuedBid): Promise<void> {
  return putRecord(queuedKey(itemId, bid.bidId), bid);
}

/**
 * A bid's decision, stored by a version of the lot from `fromVersion` on (one query over the stored
 * decisions of those versions); null while it is not stored.
 */
export async function getBidDecision(itemId: string, bidId: string, fromVersion: number): Promise<BidDecision | null> {
  const { pk, sk } = decidedKey(itemId, fromVersion);
  for (const record of await queryKeyRange(pk, sk, `${DECIDED_PREFIX}\uffff`)) {
    const found = (record.decisions as BidDecision[]).find((d) => d.bidId === bidId);
    if (found) return found;
  }
  return null;
}

/** Stores the decisions `version` of the lot carried and takes their bids out of the queue (idempotent). */
export async function storeBidDecisions(itemId: string, version: number, decisions: readonly BidDecision[]): Promise<void> {
  await Promise.all([putRecord(decidedKey(itemId, version), { decisions }), ...decisions.map((decision) => deleteIfExists(queuedKey(itemId, decision.bidId)))]);
}

/** The same writes as storeBidDecisions, as writes of a batch: the decisions' record, and their bids out of the queue. */
export function bidDecisionWrites(itemId: string, version: number, decisions: readonly BidDecision[]): BatchWrite[] {
  if (decisions.length === 0) return [];
  return [{ put: { decisions, ...decidedKey(itemId, version) } }, ...decisions.map((decision) => ({ delete: queuedKey(itemId, decision.bidId) }))];
}
