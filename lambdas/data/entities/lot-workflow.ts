import { getRecord, putWhere, updateFields } from '../table.ts';

/**
 * The lot's workflow record: ITEM#<id> / WORKFLOW, the current execution and the task tokens it waits
 * on. Apart from the lot's hot record, so a workflow task storing a token never races a bid.
 */
const workflowKey = (id: string) => ({ pk: `ITEM#${id}`, sk: 'WORKFLOW' });

export interface LotWorkflow {
  itemId: string;
  /** One execution per review: `<itemId>-<attempt>`. */
  executionName: string;
  attempt: number;
  /** Set once StartExecution succeeded; null means it must be (re)started. */
  startedAt: string | null;
  reviewToken: string | null;
  endToken: string | null;
  /** The sale's waits (lifecycle steps 5–6): for the buyer's payment, then for the seller's shipment. */
  paymentToken?: string | null;
  shipmentToken?: string | null;
  /** After a lapsed sale: the wait for the seller's second-chance offer. */
  secondChanceToken?: string | null;
  plannedAt: string;
}

export function getLotWorkflow(itemId: string): Promise<LotWorkflow | null> {
  return getRecord<LotWorkflow>(workflowKey(itemId));
}

/** The execution name of a lot's nth review. */
export const executionNameOf = (itemId: string, attempt: number) => `${itemId}-${attempt}`;

/**
 * Records the execution a submission or relist is about to start, before starting it, so a crash in
 * between leaves a record the sweeper can finish. A replay of the same attempt changes nothing; an
 * older attempt never replaces a newer one. Answers the record as stored.
 */
export async function planExecution(itemId: string, attempt: number, now: Date): Promise<LotWorkflow> {
  const planned: LotWorkflow = { itemId, executionName: executionNameOf(itemId, attempt), attempt, startedAt: null, reviewToken: null, endToken: null, plannedAt: now.toISOString() };
  await putWhere(workflowKey(itemId), planned, { expression: 'attribute_not_exists(pk) OR #a < :a', names: { '#a': 'attempt' }, values: { ':a': attempt } });
  return (await getLotWorkflow(itemId))!;
}

/** Notes that the planned execution is running (StartExecution answered). */
export async function markExecutionStarted(itemId: string, executionName: string, now: Date): Promise<void> {
  await updateFields(workflowKey(itemId), { startedAt: now.toISOString() }, { expression: '#e = :e', names: { '#e': 'executionName' }, values: { ':e': executionName } });
}

/** The waits of the item workflow that a call may complete: the review, the end, the payment, the shipment, a second chance. */
export type LotWait = 'reviewToken' | 'endToken' | 'paymentToken' | 'shipmentToken' | 'secondChanceToken';

/** Stores the token a wait of the lot's current execution is waiting on; false for a stale execution. */
export async function setTaskToken(itemId: string, executionName: string, wait: LotWait, token: string): Promise<boolean> {
  const written = await updateFields(workflowKey(itemId), { [wait]: token }, { expression: '#e = :e', names: { '#e': 'executionName' }, values: { ':e': executionName } });
  return written !== null;
}

/** Forgets a token once it is used, unless a newer one has replaced it meanwhile. */
export async function clearTaskToken(itemId: string, wait: LotWait, token: string): Promise<void> {
  await updateFields(workflowKey(itemId), { [wait]: null }, { expression: '#t = :t', names: { '#t': wait }, values: { ':t': token } });
}
