import type { Order } from '../../shared/order.ts';
import { payments, PaymentsError } from '../adapters/payments/index.ts';
import { recordLedgerEntry, refundLedgerId } from '../data/entities/ledger.ts';

/**
 * Refunds a disputed order's payment in full, once: the provider's refund is asked under a key made
 * from the PaymentIntent (the same request again answers the same refund; one refunded already under
 * another key is no error), and the ledger records it under the charge's refund id, the record the
 * provider's `charge.refunded` event lands on too, so it is counted once however often this runs.
 */
export async function refundDisputedOrder(order: Order, now: Date): Promise<void> {
  if (!order.paymentIntentId) return;
  const intent = await payments().getPaymentIntent(order.paymentIntentId);
  if (!intent?.latestCharge || intent.status !== 'succeeded') return;
  let amount = intent.amountReceived;
  try {
    amount = (await payments().refundPaymentIntent(intent.id, { reason: 'requested_by_customer', idempotencyKey: `dispute-refund-${intent.id}` })).amount;
  } catch (error) {
    if (!(error instanceof PaymentsError && error.kind === 'already_refunded')) throw error;
  }
  await recordLedgerEntry({ orderId: order.id, kind: 'refund', providerId: refundLedgerId(intent.latestCharge.id), amount, at: now.toISOString() });
}
