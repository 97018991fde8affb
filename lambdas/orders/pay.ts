import type { DeclineCode } from '../../shared/cards.ts';
import { shippingZoneOf } from '../../shared/countries.ts';
import { isPayable, nextOrder, OrderStatus, shippingQuote, type Order } from '../../shared/order.ts';
import { payments } from '../adapters/payments/index.ts';
import { customerOf } from '../calls/account/cards.ts';
import { getAddress } from '../data/entities/address.ts';
import { getCard } from '../data/entities/card.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import { commitOrder, getOrder } from '../data/entities/order.ts';
import type { Caller } from '../lib/caller.ts';
import { optionalEnv } from '../lib/env.ts';
import { badRequest, conflict, notFound } from '../lib/errors.ts';
import { buyersOrder } from './access.ts';
import { settlePayment } from './settle.ts';

export interface PayOrderResult {
  order: Order;
  paymentStatus: 'succeeded' | 'requires_action' | 'processing' | 'failed';
  clientSecret?: string;
  /** Where the browser confirms the payment with the bank (3-D Secure), while it requires action. */
  challengeUrl?: string;
  declineCode?: DeclineCode;
}

/**
 * The buyer pays an order within its 24 hours, with one of their saved cards, to one of their
 * addresses. The amounts are the server's: the price, plus shipping for the address's zone (a zone
 * the seller does not ship to is a 400, never a guess). Each try is a new attempt on the order (one
 * conditional write, so two tabs paying at once cannot both start one) and one PaymentIntent under
 * the key `order-<id>-<attempt>` (a repeated request cannot charge twice). A success is settled at
 * once from the provider's own record; a 3-D Secure challenge or a processing payment is settled
 * when the provider says so (webhook, or the order page asking again).
 */
export async function payForOrder(caller: Caller, input: { orderId: string; addressId: string; cardId: string }, now: Date): Promise<PayOrderResult> {
  const order = await buyersOrder(caller, input.orderId);
  if (order.status !== OrderStatus.AwaitingPayment) throw conflict(order.status === OrderStatus.CancelledUnpaid ? 'orderNotPayable' : 'orderAlreadyPaid', { status: order.status });
  if (!isPayable(order, now)) throw conflict('orderNotPayable', { status: order.status, payBy: order.payBy });
  const [address, card, listing] = await Promise.all([getAddress(caller.uid, input.addressId), getCard(caller.uid, input.cardId), getListing(order.itemId)]);
  if (!address || !card || !listing) throw notFound();
  const quote = shippingQuote(listing.shipping, listing.shippingPaidBy, shippingZoneOf(address.country));
  if (!quote) throw badRequest('zoneNotShipped', { addressId: 'zoneNotShipped' });

  const attempt = order.paymentAttempts + 1;
  const { fullName, streetAddress, addressLine1, addressLine2, city, region, postCode, country, phoneNumber } = address;
  const trying = nextOrder(order, {
    shippingZone: quote.zone,
    shippingCost: quote.cost,
    total: order.price + quote.cost,
    shipTo: { fullName, streetAddress, addressLine1, ...(addressLine2 ? { addressLine2 } : {}), city, region, postCode, country, phoneNumber },
    paymentAttempts: attempt,
  });
  if (!(await commitOrder(order, trying))) throw conflict('paymentInProgress', { status: order.status });

  const result = await payments().createPaymentIntent({
    amount: trying.total!,
    customerId: await customerOf(caller),
    paymentMethodId: card.paymentMethodId,
    orderId: order.id,
    attempt,
    returnUrl: `${optionalEnv('SITE_URL') ?? ''}/payment-success?orderId=${encodeURIComponent(order.id)}`,
  });
  // The order remembers its latest try, so the order page can ask the provider about it later.
  const withIntent = nextOrder(trying, { paymentIntentId: result.id });
  if (!(await commitOrder(trying, withIntent)) && result.status !== 'succeeded') throw conflict('paymentInProgress', { status: order.status });
  if (result.status === 'succeeded') await settlePayment(order.id, result.id, now);
  return {
    order: (await getOrder(order.id, true))!,
    paymentStatus: result.status,
    ...(result.status === 'requires_action' ? { clientSecret: result.clientSecret, challengeUrl: result.challengeUrl ?? undefined } : {}),
    ...(result.declineCode ? { declineCode: result.declineCode } : {}),
  };
}

/**
 * The order page after a 3-D Secure challenge (or while a payment processes): asks the provider about
 * the order's latest try and settles it if it succeeded. The webhook does the same; whichever is first.
 */
export async function refreshPayment(order: Order, now: Date): Promise<Order> {
  if (order.status !== OrderStatus.AwaitingPayment || !order.paymentIntentId) return order;
  await settlePayment(order.id, order.paymentIntentId, now);
  return (await getOrder(order.id, true)) ?? order;
}
