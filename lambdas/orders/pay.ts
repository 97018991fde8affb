import type { DeclineCode } from '../../shared/cards.ts';
import { shippingZoneOf } from '../../shared/countries.ts';
import { isPaymentInFlight, nextPaymentStep, PAYMENT_IN_FLIGHT_SECONDS } from '../../shared/order-payment.ts';
import { isPayable, nextOrder, OrderStatus, shippingQuote, type Order, type ShippingZone } from '../../shared/order.ts';
import { payments, type PaymentIntentDetails } from '../adapters/payments/index.ts';
import { customerOf } from '../calls/account/cards.ts';
import type { Address } from '../../shared/contract/account.ts';
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
  /** The order's one PaymentIntent's, for Stripe.js in the page (3-D Secure); never evidence of payment. */
  clientSecret?: string;
  /** Where the browser confirms the payment with the bank (3-D Secure), while it requires action. */
  challengeUrl?: string;
  declineCode?: DeclineCode;
}

/**
 * The buyer pays an order within its 24 hours, with one of their saved cards, to one of their
 * addresses. The amounts are the server's: the price, plus shipping for the address's zone (a zone
 * the seller does not ship to is a 400, never a guess). The order has one PaymentIntent (made on the
 * first try under the key `order-<id>`), and one payOrder at a time talks to the provider about it:
 * the try holds the order for PAYMENT_IN_FLIGHT_SECONDS with a conditional write, so a double click,
 * two tabs or a retry meanwhile is answered 409 `paymentInProgress`. The try first asks the provider
 * where the intent stands (shared/order-payment.ts): succeeded already → settled, nothing charged;
 * processing → 409; an open challenge for the same card and total → the same client secret; else
 * confirmed (again) with this card. So an order is charged at most once, whatever the browser does.
 */
export async function payForOrder(caller: Caller, input: { orderId: string; addressId: string; cardId: string }, now: Date): Promise<PayOrderResult> {
  const order = await buyersOrder(caller, input.orderId);
  if (order.status !== OrderStatus.AwaitingPayment) throw conflict(order.status === OrderStatus.CancelledUnpaid ? 'orderNotPayable' : 'orderAlreadyPaid', { status: order.status });
  if (!isPayable(order, now)) throw conflict('orderNotPayable', { status: order.status, payBy: order.payBy });
  if (isPaymentInFlight(order, now)) throw conflict('paymentInProgress', { status: order.status });
  const [address, card, listing] = await Promise.all([getAddress(caller.uid, input.addressId), getCard(caller.uid, input.cardId), getListing(order.itemId)]);
  if (!address || !card || !listing) throw notFound();
  const quote = shippingQuote(listing.shipping, listing.shippingPaidBy, shippingZoneOf(address.country));
  if (!quote) throw badRequest('zoneNotShipped', { addressId: 'zoneNotShipped' });

  const attempt = order.paymentAttempts + 1;
  const holding = nextOrder(order, { paymentAttempts: attempt, paymentInFlightUntil: new Date(now.getTime() + PAYMENT_IN_FLIGHT_SECONDS * 1000).toISOString() });
  if (!(await commitOrder(order, holding))) throw conflict('paymentInProgress', { status: order.status });
  let intent: PaymentIntentDetails;
  try {
    intent = await payHeldOrder(caller, holding, card.paymentMethodId, address, quote, attempt);
  } finally {
    await releaseOrder(order.id, attempt);
  }
  if (intent.status === 'succeeded') await settlePayment(order.id, intent.id, now);
  return {
    order: (await getOrder(order.id, true))!,
    paymentStatus: intent.status === 'canceled' ? 'failed' : intent.status,
    clientSecret: intent.clientSecret,
    ...(intent.status === 'requires_action' && intent.challengeUrl ? { challengeUrl: intent.challengeUrl } : {}),
    ...(intent.declineCode ? { declineCode: intent.declineCode } : {}),
  };
}

/** The provider's part of a try, while the order is held: the intent as it stands, confirmed if it should be. */
async function payHeldOrder(caller: Caller, held: Order, paymentMethodId: string, address: Address, quote: { zone: ShippingZone; cost: number }, attempt: number): Promise<PaymentIntentDetails> {
  const total = held.price + quote.cost;
  const existing = held.paymentIntentId ? await payments().getPaymentIntent(held.paymentIntentId) : null;
  const step = nextPaymentStep(existing, paymentMethodId, total);
  if (step === 'settle' || step === 'resume') return existing!;
  if (step === 'wait') throw conflict('paymentInProgress', { status: held.status });

  const { fullName, streetAddress, addressLine1, addressLine2, city, region, postCode, country, phoneNumber } = address;
  let priced = nextOrder(held, {
    shippingZone: quote.zone,
    shippingCost: quote.cost,
    total,
    shipTo: { fullName, streetAddress, addressLine1, ...(addressLine2 ? { addressLine2 } : {}), city, region, postCode, country, phoneNumber },
  });
  let intentId = existing?.id;
  if (!intentId) {
    intentId = (await payments().createOrderIntent({ orderId: held.id, amount: total, customerId: await customerOf(caller) })).id;
    priced = nextOrder(priced, { paymentIntentId: intentId });
  }
  // Only the holder writes the order's payment fields meanwhile (a webhook settles only a succeeded intent, and none is).
  if (!(await commitOrder(held, priced))) throw conflict('paymentInProgress', { status: held.status });
  return payments().confirmPaymentIntent(intentId, {
    amount: total,
    paymentMethodId,
    returnUrl: `${optionalEnv('SITE_URL') ?? ''}/payment-success?orderId=${encodeURIComponent(held.id)}`,
    idempotencyKey: `order-${held.id}-confirm-${attempt}`,
  });
}

/** Ends a try's hold on the order (whatever else was written meanwhile: a settlement, say). */
async function releaseOrder(orderId: string, attempt: number): Promise<void> {
  for (;;) {
    const current = await getOrder(orderId, true);
    if (!current || current.paymentAttempts !== attempt || !current.paymentInFlightUntil) return;
    if (await commitOrder(current, nextOrder(current, { paymentInFlightUntil: null }))) return;
  }
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
