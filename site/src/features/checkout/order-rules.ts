/**
 * Checkout and purchase-history rules as pure functions (no DOM, no calls, the clock passed in), so
 * the pages and the unit tests read the same rules. The amounts shown before paying are a preview
 * from the lot's own shipping offers (shared/order.ts `shippingQuote`, the server's rule); the
 * server computes the total it charges, and refuses a zone the seller does not ship to.
 */
import { CARRIER_IDS, type CarrierId } from '../../../../shared/carriers.ts';
import type { OrderView, PayOrderOutput } from '../../../../shared/contract/orders.ts';
import { shippingZoneOf } from '../../../../shared/countries.ts';
import type { ShippingOffers } from '../../../../shared/item.ts';
import type { Pence } from '../../../../shared/money.ts';
import { shippingQuote, type ShippingZone } from '../../../../shared/order.ts';

/** The zones in the order people read them. */
export const SHIPPING_ZONES: readonly ShippingZone[] = ['nationwide', 'europe', 'worldwide'];

/** The zones a lot ships to, with what each costs the buyer (free when the seller pays shipping). */
export function zonesOffered(lot: { shipping: ShippingOffers; shippingPaidBy: 'buyer' | 'seller' }): { zone: ShippingZone; cost: Pence }[] {
  return SHIPPING_ZONES.flatMap((zone) => {
    const quote = shippingQuote(lot.shipping, lot.shippingPaidBy, zone);
    return quote ? [quote] : [];
  });
}

/** What shipping to an address's country would cost: its zone and cost, or a null cost when the seller does not ship there. */
export function quoteForCountry(lot: { shipping: ShippingOffers; shippingPaidBy: 'buyer' | 'seller' }, country: string): { zone: ShippingZone; cost: Pence | null } {
  const zone = shippingZoneOf(country);
  return { zone, cost: shippingQuote(lot.shipping, lot.shippingPaidBy, zone)?.cost ?? null };
}

/** Where an order stands for its buyer: what the page says and which actions it offers. */
export type BuyerStage = 'pay' | 'lapsed' | 'paid' | 'shipped' | 'received' | 'cancelled' | 'dispute' | 'refunded';

/**
 * The buyer's view of an order at `now` (the server's clock as the page knows it). An order still
 * awaiting payment past its deadline is `lapsed` until the workflow marks it cancelled: it cannot be
 * paid any more (the server refuses it too).
 */
export function buyerStage(order: Pick<OrderView, 'status' | 'payBy'>, now: number): BuyerStage {
  switch (order.status) {
    case 'awaiting_payment':
      return now < Date.parse(order.payBy) ? 'pay' : 'lapsed';
    case 'paid':
      return 'paid';
    case 'shipped':
      return 'shipped';
    case 'received':
      return 'received';
    case 'cancelled_unpaid':
      return 'cancelled';
    case 'in_dispute':
      return 'dispute';
    default:
      return 'refunded';
  }
}

/** What the buyer may do with an order now. */
export function buyerActions(order: Pick<OrderView, 'status' | 'payBy' | 'reviewed'>, now: number): { pay: boolean; confirmReceipt: boolean; review: boolean } {
  const stage = buyerStage(order, now);
  return { pay: stage === 'pay', confirmReceipt: stage === 'shipped', review: stage === 'received' && !order.reviewed };
}

/** True once the order has been paid (whatever happened after). */
export function isPaid(order: Pick<OrderView, 'status'>): boolean {
  return order.status === 'paid' || order.status === 'shipped' || order.status === 'received' || order.status === 'in_dispute' || order.status === 'refunded';
}

/** What the checkout does with payOrder's answer. */
export type PayStep = { kind: 'success' } | { kind: 'challenge'; clientSecret: string } | { kind: 'pending' } | { kind: 'declined'; code: string };

/** The next step after paying: to the confirmation, the bank's 3-D Secure check (shown by Stripe.js), or the decline's reason. */
export function nextPayStep(answer: Pick<PayOrderOutput, 'paymentStatus' | 'clientSecret' | 'declineCode'>): PayStep {
  switch (answer.paymentStatus) {
    case 'succeeded':
      return { kind: 'success' };
    case 'requires_action':
      // without a page to confirm on there is nothing to do here: the confirmation page waits for the provider
      return answer.clientSecret ? { kind: 'challenge', clientSecret: answer.clientSecret } : { kind: 'pending' };
    case 'processing':
      return { kind: 'pending' };
    default:
      return { kind: 'declined', code: answer.declineCode ?? 'card_declined' };
  }
}

/** What /payment-success shows for an order, given the bank's word on the way back (a hint only, never proof). */
export type SuccessState = 'paid' | 'waiting' | 'failed' | 'cancelled';

export function successState(order: Pick<OrderView, 'status'>, redirectStatus: string | null): SuccessState {
  if (isPaid(order)) return 'paid';
  if (order.status === 'cancelled_unpaid') return 'cancelled';
  // The bank said no: the order stays unpaid, the buyer may try again. A "succeeded" is not believed
  // until the server says the order is paid.
  return redirectStatus === 'failed' ? 'failed' : 'waiting';
}

/**
 * How long /payment-success waits before asking again, by attempt (0 first): a bounded backoff,
 * about a minute and a half in all; null when it stops asking on its own (the page then offers a
 * button). A PAYMENT notification on the live socket asks at once.
 */
export function askAgainAfter(attempt: number): number | null {
  const delays = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000];
  return attempt < delays.length ? delays[attempt]! : null;
}

// ---- forms ------------------------------------------------------------------------------------------

export const REVIEW_FIELDS = ['rating', 'title', 'text'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export interface ReviewValues {
  rating: number;
  title: string;
  text: string;
}

/** The review form's rules (the server's: rating 1–5, a title up to 120 characters, a text up to 2000). Answers string keys. */
export function validateReview(values: ReviewValues): Partial<Record<ReviewField, string>> {
  const errors: Partial<Record<ReviewField, string>> = {};
  if (!Number.isInteger(values.rating) || values.rating < 1 || values.rating > 5) errors.rating = 'msg.required';
  if (!values.title.trim()) errors.title = 'msg.required';
  if (!values.text.trim()) errors.text = 'msg.required';
  return errors;
}

export const TRACKING_FIELDS = ['carrier', 'trackingNumber'] as const;
export type TrackingField = (typeof TRACKING_FIELDS)[number];
export type TrackingValues = Record<TrackingField, string>;

/** A tracking form's shipment as the calls take it: the number trimmed, the carrier when one of the list was chosen ("another" sends none). */
export function trackingShipment(values: TrackingValues): { trackingNumber: string; carrier?: CarrierId } {
  const carrier = CARRIER_IDS.find((id) => id === values.carrier);
  return { trackingNumber: values.trackingNumber.trim(), ...(carrier ? { carrier } : {}) };
}

/** A tracking number as the server takes it: letters, digits, spaces and dashes, up to 40 characters. */
export function validateTracking(values: { trackingNumber: string }): Partial<Record<TrackingField, string>> {
  const number = values.trackingNumber.trim();
  if (!number) return { trackingNumber: 'msg.required' };
  if (number.length > 40 || !/^[A-Za-z0-9 -]+$/.test(number)) return { trackingNumber: 'msg.invalidTrackingNumber' };
  return {};
}
