import type { DisputeParty, DisputeStatus } from '../../../shared/dispute.ts';
import { batchGetRecords, getRecord, putIfAbsent, putWhere, queryIndex, queryPartition, updateFields } from '../table.ts';

/**
 * A dispute about an order: DISPUTE#<id> / DISPUTE, with its thread under DISPUTE#<id> / REPLY#<ulid>.
 * Each party finds it through a pointer in their own partition (USER#<uid> / DISPUTE#<id>), and the
 * dispute manager's queue through the status index (gsi1: DISPUTES#<status>, oldest first).
 */
const disputeKey = (id: string) => ({ pk: `DISPUTE#${id}`, sk: 'DISPUTE' });

export interface Dispute {
  id: string;
  orderId: string;
  itemId: string;
  itemNumber: string;
  itemName: string;
  /** The buyer's opening message. */
  message: string;
  buyerId: string;
  sellerId: string;
  status: DisputeStatus;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface DisputeReply {
  id: string;
  from: DisputeParty;
  authorId: string;
  message: string;
  at: string;
}

const statusIndex = (d: Dispute) => ({ gsi1pk: `DISPUTES#${d.status}`, gsi1sk: `${d.createdAt}#${d.id}` });

export function getDispute(id: string, consistent = false): Promise<Dispute | null> {
  return getRecord<Dispute>(disputeKey(id), consistent);
}

/** Several disputes by id (those that exist). */
export async function getDisputes(ids: readonly string[]): Promise<Dispute[]> {
  const found = await batchGetRecords<Dispute>(ids.map(disputeKey));
  return [...found.values()];
}

/**
 * Opens a dispute and gives each party its pointer; false when that dispute exists already (its
 * pointers are written again then, so a retry after a crash between the writes completes them).
 */
export async function createDispute(dispute: Dispute): Promise<boolean> {
  const created = await putIfAbsent(disputeKey(dispute.id), dispute, statusIndex(dispute));
  const stored = created ? dispute : ((await getDispute(dispute.id, true)) ?? dispute);
  await Promise.all(
    [stored.buyerId, stored.sellerId].map((uid) => putIfAbsent({ pk: `USER#${uid}`, sk: `DISPUTE#${stored.id}` }, { disputeId: stored.id, createdAt: stored.createdAt })),
  );
  return created;
}

/** Replaces a dispute only if it is still at the version `read` had. */
export function commitDispute(read: Dispute, next: Dispute): Promise<boolean> {
  return putWhere(disputeKey(next.id), next, { expression: '#version = :read', names: { '#version': 'version' }, values: { ':read': read.version } }, statusIndex(next));
}

/** The ids of the disputes a person is a party to, oldest first. */
export async function listDisputeIdsOf(uid: string): Promise<string[]> {
  return (await queryPartition<{ disputeId: string }>({ pk: `USER#${uid}`, skPrefix: 'DISPUTE#' })).map((p) => p.disputeId);
}

/** The dispute manager's queue for one status, oldest first. */
export function listDisputesByStatus(status: DisputeStatus): Promise<Dispute[]> {
  return queryIndex<Dispute>({ index: 'gsi1', pk: `DISPUTES#${status}` });
}

/**
 * Moves a dispute's last update to `at` when it is later than the stored one (a reply); the dispute
 * after it, or null when it was already later (or is gone). The version is not changed: a reply is no
 * status change, and a status change racing it sets its own later time anyway.
 */
export function touchDispute(id: string, at: string): Promise<Dispute | null> {
  return updateFields<Dispute>(disputeKey(id), { updatedAt: at }, { expression: '#updatedAt < :at', names: { '#updatedAt': 'updatedAt' }, values: { ':at': at } });
}

/** Adds a reply to a dispute's thread (its ULID id orders the thread; a replay stores nothing twice). */
export function addDisputeReply(disputeId: string, reply: DisputeReply): Promise<boolean> {
  return putIfAbsent({ pk: `DISPUTE#${disputeId}`, sk: `REPLY#${reply.id}` }, reply);
}

/** A dispute's thread, oldest first. */
export function listDisputeReplies(disputeId: string): Promise<DisputeReply[]> {
  return queryPartition<DisputeReply>({ pk: `DISPUTE#${disputeId}`, skPrefix: 'REPLY#' });
}
