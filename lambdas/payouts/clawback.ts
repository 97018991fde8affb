import type { Order } from '../../shared/order.ts';
import { settleSale, type PayoutDebit } from '../../shared/payout.ts';
import { getPayout } from '../data/entities/payout.ts';
import { getPayoutDebit, recordPayoutDebit } from '../data/entities/payout-debit.ts';
import { asPayoutSales } from './sales.ts';

/**
 * A sale refunded after it was paid out (its order names a payout run): the seller owes back what the
 * sale paid them, its line in that payout (or, while the payout is still being made, what the sale
 * pays), recorded once per order (a retried or replayed refund finds the debit and changes nothing).
 * The next payout runs deduct it (lambdas/payouts/run.ts; docs/adr/0024). Answers the debit, if any.
 */
export async function recordClawback(order: Order, now: Date): Promise<PayoutDebit | null> {
  if (!order.payoutRunId) return null;
  const existing = await getPayoutDebit(order.id);
  if (existing) return existing;
  const payout = await getPayout(order.payoutRunId, order.sellerId);
  const line = payout?.sales.find((s) => s.orderId === order.id) ?? settleSale((await asPayoutSales([order]))[0]!);
  const debit: PayoutDebit = {
    orderId: order.id,
    itemNumber: order.itemNumber,
    sellerId: order.sellerId,
    amount: line.payout,
    open: Math.max(0, line.payout),
    deductions: [],
    paidByRunId: order.payoutRunId,
    createdAt: now.toISOString(),
  };
  if (await recordPayoutDebit(debit)) return debit;
  return getPayoutDebit(order.id);
}
