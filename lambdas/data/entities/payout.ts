import type { Pence } from '../../../shared/money.ts';
import type { PayoutDeduction, SaleSettlement } from '../../../shared/payout.ts';
import { getRecord, putIfAbsent, putWhere, queryIndex } from '../table.ts';

/**
 * One seller's payout in one run: PAYOUTRUN#<runId> / SELLER#<sellerId>, indexed by seller (gsi2:
 * PAYOUTS#<sellerId>, newest first) for the statements in the dashboard, and while it is being made by
 * the pending queue (gsi1: PAYOUTS#pending), where the next run finds one a crash left half-made and
 * finishes it (docs/adr/0024). A run writes each seller's payout once.
 */
const payoutKey = (runId: string, sellerId: string) => ({ pk: `PAYOUTRUN#${runId}`, sk: `SELLER#${sellerId}` });

export interface Payout {
  runId: string;
  sellerId: string;
  /** pending: planned, its sales being claimed and the money sent; paid: done. */
  status: 'pending' | 'paid';
  /** The sales the run planned to pay (claimed one by one; those another run claimed first drop out). */
  plannedOrderIds: string[];
  /**
   * The sellers' debits (refunded sales paid out before) the run deducts from this payout, read when it
   * is planned (absent on payouts planned before clawbacks existed).
   */
  plannedDebitOrderIds?: string[];
  /** What is paid: the sales' total less the deductions (never below zero). */
  amount: Pence;
  commission: Pence;
  fees: Pence;
  sales: SaleSettlement[];
  /** What was deducted, one line per refunded order (once paid). */
  deductions?: PayoutDeduction[];
  /** The bank instruction's reference (the payouts adapter's), once sent. */
  transferId: string | null;
  createdAt: string;
  paidAt: string | null;
}

const bySeller = (p: Payout) => ({ gsi2pk: `PAYOUTS#${p.sellerId}`, gsi2sk: `${p.createdAt}#${p.runId}` });

/** A run's payout of one seller, if any. */
export function getPayout(runId: string, sellerId: string): Promise<Payout | null> {
  return getRecord<Payout>(payoutKey(runId, sellerId), true);
}

/** Records a planned payout: false when the run has one for that seller already. */
export function createPendingPayout(payout: Payout): Promise<boolean> {
  return putIfAbsent(payoutKey(payout.runId, payout.sellerId), payout, { ...bySeller(payout), gsi1pk: 'PAYOUTS#pending', gsi1sk: `${payout.createdAt}#${payout.runId}#${payout.sellerId}` });
}

/** Marks a pending payout paid (leaving the pending queue): false when it was not pending any more. */
export function completePayout(payout: Payout): Promise<boolean> {
  return putWhere(payoutKey(payout.runId, payout.sellerId), payout, { expression: '#status = :pending', names: { '#status': 'status' }, values: { ':pending': 'pending' } }, bySeller(payout));
}

/** Payouts a run planned and has not finished, oldest first. */
export function listPendingPayouts(): Promise<Payout[]> {
  return queryIndex<Payout>({ index: 'gsi1', pk: 'PAYOUTS#pending' });
}

/** A seller's payouts, newest first. */
export function listPayoutsOfSeller(sellerId: string): Promise<Payout[]> {
  return queryIndex<Payout>({ index: 'gsi2', pk: `PAYOUTS#${sellerId}` }, true);
}
