import type { PayoutDebit } from '../../../shared/payout.ts';
import { getRecord, putIfAbsent, putWhere, queryIndex } from '../table.ts';

/**
 * What a seller owes back for a sale refunded after it was paid out (docs/adr/0024): one record per
 * order, PAYOUTDEBIT#<orderId> / DEBIT (written once: a retried refund finds it), listed while anything
 * is still owed by the seller's open debits (gsi1: PAYOUTDEBITS#<sellerId>, oldest first), which a
 * payout run deducts from that seller's payout.
 */
const debitKey = (orderId: string) => ({ pk: `PAYOUTDEBIT#${orderId}`, sk: 'DEBIT' });

/** The sparse index entry of a debit still owed (none once it is settled). */
const whileOpen = (d: PayoutDebit): Record<string, string> => (d.open > 0 ? { gsi1pk: `PAYOUTDEBITS#${d.sellerId}`, gsi1sk: `${d.createdAt}#${d.orderId}` } : {});

/** Records a debit: false when the order has one already (nothing is written). */
export function recordPayoutDebit(debit: PayoutDebit): Promise<boolean> {
  return putIfAbsent(debitKey(debit.orderId), debit, whileOpen(debit));
}

/** An order's debit, if any (read consistently: a run decides from it). */
export function getPayoutDebit(orderId: string): Promise<PayoutDebit | null> {
  return getRecord<PayoutDebit>(debitKey(orderId), true);
}

/**
 * Writes a debit after a deduction, only if nothing was deducted from it since `read` (what is owed
 * only ever goes down, so an unchanged `open` means no other run deducted): false when another did.
 */
export function saveDeduction(read: PayoutDebit, next: PayoutDebit): Promise<boolean> {
  return putWhere(debitKey(next.orderId), next, { expression: '#open = :open', names: { '#open': 'open' }, values: { ':open': read.open } }, whileOpen(next));
}

/** A seller's debits still owed, oldest first. */
export function listOpenDebitsOfSeller(sellerId: string): Promise<PayoutDebit[]> {
  return queryIndex<PayoutDebit>({ index: 'gsi1', pk: `PAYOUTDEBITS#${sellerId}` });
}
