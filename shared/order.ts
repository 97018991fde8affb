import type { Pence } from './money.ts';

/**
 * A sale's own status, apart from its lot's (docs/adr/0011-lot-and-order-status.md): the order a
 * hammer or a Buy it now makes, from awaiting payment to received or refunded. Spelled as
 * contract/CALLS.md spells `Order.status`.
 */
export const OrderStatus = {
  AwaitingPayment: 'awaiting_payment',
  Paid: 'paid',
  Shipped: 'shipped',
  Received: 'received',
  CancelledUnpaid: 'cancelled_unpaid',
  InDispute: 'in_dispute',
  Refunded: 'refunded',
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUSES = Object.values(OrderStatus) as OrderStatus[];

/** An order's allowed moves; every order write checks them on the stored status. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // the buyer pays within 24 h, or the sale lapses
  [OrderStatus.AwaitingPayment]: [OrderStatus.Paid, OrderStatus.CancelledUnpaid],
  // paid: the seller ships; the buyer may dispute
  [OrderStatus.Paid]: [OrderStatus.Shipped, OrderStatus.InDispute],
  [OrderStatus.Shipped]: [OrderStatus.Received, OrderStatus.InDispute],
  [OrderStatus.Received]: [OrderStatus.InDispute],
  // a dispute is resolved (back to where the sale stood) or the sale is cancelled and refunded
  [OrderStatus.InDispute]: [OrderStatus.Paid, OrderStatus.Shipped, OrderStatus.Received, OrderStatus.Refunded],
  // a payment that arrives for a lapsed order is refunded (the order stays cancelled)
  [OrderStatus.CancelledUnpaid]: [],
  [OrderStatus.Refunded]: [],
};

/** True when an order may move from one status to another. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** A card as a receipt names it: Stripe's brand id (`visa`, `mastercard`, `amex`…) and last four digits. */
export interface PaidWith {
  brand: string;
  last4: string;
}

/** The shipping zone a sale ships to (the address's country decides: GB, Europe, the rest). */
export type ShippingZone = 'nationwide' | 'europe' | 'worldwide';

/**
 * A sale as stored: made by the hammer or a Buy it now, for one buyer and one lot. Amounts are integer
 * pence computed on the server; times ISO 8601 UTC. The shipping zone and cost are fixed at checkout.
 */
export interface Order {
  id: string;
  itemId: string;
  itemNumber: string;
  buyerId: string;
  sellerId: string;
  price: Pence;
  shippingZone: ShippingZone | null;
  shippingCost: Pence | null;
  total: Pence | null;
  status: OrderStatus;
  /** Raised by every write; a write names the version it read. */
  version: number;
  createdAt: string;
  payBy: string;
  paidAt: string | null;
  /**
   * The shipment the buyer receives, and its tracking: the seller's own, or, for a fulfilment order,
   * the fulfilment centre's (docs/adr/0021). `shippedAt` is when it was first recorded.
   */
  trackingNumber: string | null;
  carrier: string | null;
  shippedAt: string | null;
  receivedAt: string | null;
  reviewed: boolean;
  /** The payout run that paid the seller for it; set once, so no run pays it twice. */
  payoutRunId: string | null;
  /** Tries at paying it so far (each a confirmation of its one PaymentIntent, keyed `order-<id>-confirm-<attempt>`). */
  paymentAttempts: number;
  /** The order's one PaymentIntent (docs/adr/0041), made on the first try and confirmed again on the next. */
  paymentIntentId: string | null;
  /** The card the payment was taken from, as the provider recorded the charge (the receipt's); absent on orders paid before it was kept. */
  paidWith?: PaidWith | null;
  /** Until when a payOrder is talking to the provider about it (shared/order-payment.ts); absent or null: none. */
  paymentInFlightUntil?: string | null;
  /** Where the seller ships it: the buyer's address as it was at checkout. */
  shipTo: ShipTo | null;
  /**
   * Sold through Patina's fulfilment centre (the listing's `shipWithUs` at the sale): the seller sends
   * the item to the centre, the centre ships it to the buyer (shared/fulfilment.ts). Absent on orders
   * made before fulfilment orders existed, which the seller ships.
   */
  shipWithUs?: boolean;
  /** A fulfilment order's inbound leg: the seller's shipment to the centre (never shown to the buyer). */
  toCentre?: ShipmentRecord | null;
  /** A fulfilment order's services the seller asked for (from the listing at the sale). */
  centreServices?: CentreServices;
  /** A fulfilment order's steps at the centre, each with when the centre recorded it (null: not yet). */
  atCentre?: CentreSteps;
}

/** What the fulfilment centre does to an item besides shipping it: cleaning, photography (either kind). */
export interface CentreServices {
  cleaning: boolean;
  photography: boolean;
}

/** When the centre received, cleaned and photographed an item (ISO times; null while not done). */
export interface CentreSteps {
  receivedAt: string | null;
  cleanedAt: string | null;
  photographedAt: string | null;
}

/** One recorded shipment: its tracking number, its carrier (a known id or null) and when it was first recorded. */
export interface ShipmentRecord {
  trackingNumber: string;
  carrier: string | null;
  shippedAt: string;
}

/** The delivery address an order keeps (a copy: the buyer may later edit or remove their address). */
export interface ShipTo {
  fullName: string;
  streetAddress: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  region: string;
  postCode: string;
  country: string;
  phoneNumber: string;
}

/** How long a buyer has to pay after the hammer or a Buy it now (lifecycle step 5). */
export const PAYMENT_WINDOW_SECONDS = 24 * 3600;

/** The time an order must be paid by. */
export function payByFor(soldAt: Date): Date {
  return new Date(soldAt.getTime() + PAYMENT_WINDOW_SECONDS * 1000);
}

/** An order write the order transitions table does not allow (answered 409 with the order's state). */
export class IllegalOrderMoveError extends Error {
  constructor(from: OrderStatus, to: OrderStatus) {
    super(`An order cannot move from ${from} to ${to}`);
    this.name = 'IllegalOrderMoveError';
  }
}

/** The order after one write: changes applied, the version raised, a status move checked against the table. */
export function nextOrder(order: Order, changes: Partial<Omit<Order, 'id' | 'version'>>): Order {
  const next: Order = { ...order, ...changes, version: order.version + 1 };
  if (next.status !== order.status && !canMoveOrder(order.status, next.status)) throw new IllegalOrderMoveError(order.status, next.status);
  return next;
}

/**
 * What shipping costs the buyer to a country: the lot's offer for that country's zone (Nationwide =
 * GB, Europe, the rest of the world), free when the seller pays it; null when the seller does not
 * ship there (never a guess).
 */
export function shippingQuote(
  offers: { nationwide: { cost: Pence } | null; europe: { cost: Pence } | null; worldwide: { cost: Pence } | null },
  paidBy: 'buyer' | 'seller',
  zone: ShippingZone,
): { zone: ShippingZone; cost: Pence } | null {
  const offer = offers[zone];
  if (!offer) return null;
  return { zone, cost: paidBy === 'seller' ? 0 : offer.cost };
}

/** True while an order may still be paid: awaiting payment and before its deadline. */
export function isPayable(order: Pick<Order, 'status' | 'payBy'>, now: Date): boolean {
  return order.status === OrderStatus.AwaitingPayment && now.getTime() < Date.parse(order.payBy);
}
