import type { BidDecision, QueuedBid } from '../../../shared/bid-queue.ts';
import { getRecord, putRecord, writeBatch } from '../table.ts';

/**
 * A lot's bid queue (docs/adr/0031-hot-lot-group-commit.md): ITEM#<id> / QBID#<bidId>, one record per
 * bid waiting to be applied (a put under its own new key, so queueing never conflicts); bidIds are
 * ULIDs, so sort-key order is arrival order. Once a version of the lot has applied a bid, the next
 * write of the lot moves its decision to ITEM#<id> / QDONE#<bidId> and removes it from the queue, so
 * the queue holds only bids still waiting (and those the current version just decided). The lot reads
 * its queue with itself in one query (lot.ts getLotWithQueue).
 */
/** The sort-key prefix of a lot's queued bids. */
export const QUEUED_PREFIX = 'QBID#';
const queuedKey = (itemId: string, bidId: string) => ({ pk: `ITEM#${itemId}`, sk: `${QUEUED_PREFIX}${bidId}` });
const decisionKey = (itemId: string, bidId: string) => ({ pk: `ITEM#${itemId}`, sk: `QDONE#${bidId}` });

/** Puts a bid in its lot's queue. */
export function queueBid(itemId: string, bid: QueuedBid): Promise<void> {
  return putRecord(queuedKey(itemId, bid.bidId), bid);
}

/** A bid's decision once the lot version that made it has been replaced; null while it is not stored. */
export function getBidDecision(itemId: string, bidId: string): Promise<BidDecision | null> {
  return getRecord<BidDecision>(decisionKey(itemId, bidId), true);
}

/** Stores the decisions a version of the lot carried and takes their bids out of the queue (idempotent). */
export function storeBidDecisions(itemId: string, decisions: readonly BidDecision[]): Promise<void> {
  return writeBatch(
    decisions.map((decision) => ({ key: decisionKey(itemId, decision.bidId), value: decision })),
    decisions.map((decision) => queuedKey(itemId, decision.bidId)),
  );
}
