import { isFulfilmentOrder } from '../../shared/fulfilment.ts';
import { ItemStatus } from '../../shared/item.ts';
import { nextLot } from '../../shared/lot-rules.ts';
import { formatMoney, GBP } from '../../shared/money.ts';
import { nextOrder, OrderStatus, type Order } from '../../shared/order.ts';
import { payments, PaymentsError, type PaymentIntentDetails } from '../adapters/payments/index.ts';
import { recordLedgerEntry, refundLedgerId } from '../data/entities/ledger.ts';
import { changeLot } from '../data/entities/lot.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import { commitOrder, getOrder } from '../data/entities/order.ts';
import { signalLotWorkflow } from '../lots/workflow.ts';
import { notify } from '../notify/notify.ts';

/** What settling a payment came to. */
export type Settlement = 'paid' | 'already-paid' | 'refunded' | 'not-succeeded' | 'unknown';

/**
 * Carries out what the provider says of one PaymentIntent, from whichever side hears it first: the
 * payOrder call that confirmed it, the order page after a 3-D Secure challenge, or the signed webhook.
 * The provider's own record decides, never the browser: a payment counts only when it succeeded in
 * GBP for exactly the order's total and names the order. Idempotent and safe in any order: the charge
 * is recorded once (by the provider's charge id); the first settlement pays the order (a conditional
 * write); any other succeeded payment for the order — a second tab, a late 3-D Secure, an order that
 * lapsed — is refunded in full, automatically.
 */
export async function settlePayment(orderId: string, paymentIntentId: string, now: Date): Promise<Settlement> {
  const intent = await payments().getPaymentIntent(paymentIntentId);
  if (!intent || intent.orderId !== orderId) return 'unknown';
  if (intent.status !== 'succeeded' || !intent.latestCharge) return 'not-succeeded';
  await recordLedgerEntry({ orderId, kind: 'charge', providerId: intent.latestCharge.id, amount: intent.amountReceived, at: now.toISOString() });
  for (;;) {
    const order = await getOrder(orderId, true);
    if (!order) return 'unknown';
    if (order.paymentIntentId === intent.id && order.status !== OrderStatus.AwaitingPayment && order.status !== OrderStatus.CancelledUnpaid) return 'already-paid';
    if (!pays(order, intent)) return refund(order, intent, now);
    const paid = nextOrder(order, { status: OrderStatus.Paid, paidAt: now.toISOString(), paymentIntentId: intent.id, paidWith: intent.chargedCard });
    if (!(await commitOrder(order, paid))) continue;
    await afterPaid(paid, now);
    return 'paid';
  }
}

/** Whether this payment settles this order: it awaits payment, and the payment is its total in GBP. */
function pays(order: Order, intent: PaymentIntentDetails): boolean {
  return order.status === OrderStatus.AwaitingPayment && intent.currency === 'gbp' && order.total !== null && intent.amount === order.total && intent.amountReceived === order.total;
}

/** A payment the order cannot take (paid already, lapsed, another total): returned in full, once. */
async function refund(order: Order, intent: PaymentIntentDetails, now: Date): Promise<Settlement> {
  try {
    const refunded = await payments().refundPaymentIntent(intent.id, { reason: 'duplicate', idempotencyKey: `refund-${intent.id}` });
    await recordLedgerEntry({ orderId: order.id, kind: 'refund', providerId: refundLedgerId(intent.latestCharge!.id), amount: refunded.amount, at: now.toISOString() });
  } catch (error) {
    if (!(error instanceof PaymentsError && error.kind === 'already_refunded')) throw error;
  }
  return 'refunded';
}

/** The follow-ups of a paid order: the lot goes to Shipping, the workflow's payment wait ends, both people are told. */
async function afterPaid(order: Order, now: Date): Promise<void> {
  await changeLot(order.itemId, (lot) => (lot.status === ItemStatus.AwaitingPayment && lot.orderId === order.id ? nextLot(lot, { status: ItemStatus.Shipping }, now) : null));
  await signalLotWorkflow(order.itemId, 'paymentToken', { paid: true, orderId: order.id });
  const listing = await getListing(order.itemId);
  if (!listing) return;
  const params = { itemName: listing.name, total: formatMoney(order.total ?? order.price, GBP) };
  const item = { id: order.itemId, photos: listing.photos, listAsAuction: true };
  await Promise.all([
    notify({ uid: order.buyerId, template: 'paymentReceived', params, item, orderId: order.id, dedupeKey: `paid:${order.id}:buyer`, link: `/pay-items/${order.id}`, at: now }),
    notify({ uid: order.sellerId, template: isFulfilmentOrder(order) ? 'orderPaidToCentre' : 'orderPaid', params, item, orderId: order.id, dedupeKey: `paid:${order.id}:seller`, link: '/sellar-dashboard', at: now }),
  ]);
}
