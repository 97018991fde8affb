import { CARRIERS, trackingUrl, type CarrierId } from '../carriers.ts';
import type { Pence } from '../money.ts';
import { OrderStatus, type Order } from '../order.ts';

/**
 * What the back office shows of an order when an admin decides about a dispute or a customer
 * (issue 24 items 9 and 10): the amount, whether it was paid (in words the site translates), and
 * where the parcel is.
 */

/** Where the money of an order stands: not yet paid, paid, refunded, or never paid (the sale lapsed). */
export type PaymentStatus = 'awaiting' | 'paid' | 'refunded' | 'lapsed';

export function paymentStatusOf(order: Pick<Order, 'status' | 'paidAt'>): PaymentStatus {
  if (order.status === OrderStatus.Refunded) return 'refunded';
  if (order.status === OrderStatus.CancelledUnpaid) return 'lapsed';
  if (order.status === OrderStatus.AwaitingPayment || !order.paidAt) return 'awaiting';
  return 'paid';
}

/** A parcel's tracking: its number, its carrier's name (or the id a seller typed) and its public page when known. */
export interface TrackingFacts {
  number: string;
  carrier: string | null;
  url: string | null;
  shippedAt: string | null;
}

export function trackingOf(order: Pick<Order, 'trackingNumber' | 'carrier' | 'shippedAt'>): TrackingFacts | null {
  if (!order.trackingNumber) return null;
  const known = order.carrier && Object.hasOwn(CARRIERS, order.carrier) ? CARRIERS[order.carrier as CarrierId].name : order.carrier;
  return { number: order.trackingNumber, carrier: known ?? null, url: trackingUrl(order.carrier, order.trackingNumber), shippedAt: order.shippedAt };
}

/** An order as the back office shows it (adminGetDispute's `order`, adminGetUser's `orders`). */
export interface AdminOrderFacts {
  id: string;
  itemId: string;
  itemNumber: string;
  itemName: string;
  /** What the buyer pays (price plus shipping); the price alone until checkout fixed the shipping. */
  total: Pence;
  price: Pence;
  shippingCost: Pence | null;
  paymentStatus: PaymentStatus;
  status: Order['status'];
  createdAt: string;
  paidAt: string | null;
  tracking?: TrackingFacts;
}

export function adminOrderFacts(order: Order, itemName: string): AdminOrderFacts {
  const tracking = trackingOf(order);
  return {
    id: order.id,
    itemId: order.itemId,
    itemNumber: order.itemNumber,
    itemName,
    total: order.total ?? order.price,
    price: order.price,
    shippingCost: order.shippingCost,
    paymentStatus: paymentStatusOf(order),
    status: order.status,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    ...(tracking ? { tracking } : {}),
  };
}
