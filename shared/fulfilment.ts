import { trackingUrl } from './carriers.ts';
import { nextOrder, OrderStatus, type Order, type ShipmentRecord, type ShipTo } from './order.ts';

/*
 * Fulfilment-service orders (issue 10 item 1; docs/adr/0021-fulfilment-legs.md). A lot listed with
 * `shipWithUs` travels in two legs: the seller sends it to Patina's fulfilment centre (the inbound
 * leg, which the seller records), then the centre ships it to the buyer (the outbound leg, which an
 * admin, the centre's operator, records). Any other sale has one leg, the seller's to the buyer. The
 * order's status moves by the order transitions table only when the buyer's leg is recorded
 * (paid → shipped); the inbound leg is a fact of a `paid` order. Pure rules: the calls read and write.
 */

/** The legs an item may travel after its sale. */
export const ShipmentLeg = { ToBuyer: 'toBuyer', ToCentre: 'toCentre', FromCentre: 'fromCentre' } as const;
export type ShipmentLeg = (typeof ShipmentLeg)[keyof typeof ShipmentLeg];

/** Who records a leg's tracking: the order's seller, or the fulfilment centre (an admin). */
export type LegRecorder = 'seller' | 'centre';

/** The one table of who records which leg. */
export const LEG_RECORDER: Readonly<Record<ShipmentLeg, LegRecorder>> = {
  [ShipmentLeg.ToBuyer]: 'seller',
  [ShipmentLeg.ToCentre]: 'seller',
  [ShipmentLeg.FromCentre]: 'centre',
};

type Route = Pick<Order, 'shipWithUs'>;

/** True for an order sold through the fulfilment centre. */
export function isFulfilmentOrder(order: Route): boolean {
  return order.shipWithUs === true;
}

/** An order's legs, in the order the item travels them. */
export function shipmentLegs(order: Route): readonly ShipmentLeg[] {
  return isFulfilmentOrder(order) ? [ShipmentLeg.ToCentre, ShipmentLeg.FromCentre] : [ShipmentLeg.ToBuyer];
}

/** The leg whose tracking the buyer sees (and whose recording ships the order). */
export function buyerLeg(order: Route): ShipmentLeg {
  return shipmentLegs(order).at(-1)!;
}

/** The leg a recorder records on this order; null when none is theirs (the centre on a seller-shipped order). */
export function legOf(order: Route, recorder: LegRecorder): ShipmentLeg | null {
  return shipmentLegs(order).find((leg) => LEG_RECORDER[leg] === recorder) ?? null;
}

/** True while the seller still owes their leg of a paid order: the one the 5-day shipment reminder is about. */
export function sellerOwesShipment(order: Pick<Order, 'status' | 'shipWithUs' | 'toCentre'>): boolean {
  if (order.status !== OrderStatus.Paid) return false;
  return legOf(order, 'seller') === ShipmentLeg.ToCentre ? !order.toCentre : true;
}

/** Why a leg's tracking cannot be recorded now. */
export type LegRefusal = 'notPaidYet' | 'alreadyShipped' | 'notAtCentreYet';

/** A tracking number and its carrier (a known carrier id, or null). */
export interface Tracking {
  trackingNumber: string;
  carrier: string | null;
}

/**
 * The order once a leg's tracking is recorded, or why it cannot be. Only on a paid order (or one
 * shipped already: the buyer's leg may be corrected, the order stays shipped). The inbound leg is
 * recorded while the order is paid, and may be corrected until the centre ships; the centre ships only
 * what the seller sent (the inbound leg recorded first). Recording the buyer's leg moves the order to
 * `shipped` through the order transitions table; `shippedAt` keeps the first recording's time.
 */
export function recordLeg(order: Order, leg: ShipmentLeg, tracking: Tracking, now: Date): { order: Order } | { refused: LegRefusal } {
  if (!shipmentLegs(order).includes(leg)) throw new Error(`Order ${order.id} has no leg ${leg}`);
  if (order.status === OrderStatus.AwaitingPayment || order.status === OrderStatus.CancelledUnpaid) return { refused: 'notPaidYet' };
  if (leg === buyerLeg(order)) {
    if (order.status !== OrderStatus.Paid && order.status !== OrderStatus.Shipped) return { refused: 'alreadyShipped' };
    if (leg === ShipmentLeg.FromCentre && !order.toCentre) return { refused: 'notAtCentreYet' };
    return { order: nextOrder(order, { status: OrderStatus.Shipped, ...tracking, shippedAt: order.shippedAt ?? now.toISOString() }) };
  }
  if (order.status !== OrderStatus.Paid) return { refused: 'alreadyShipped' };
  const toCentre: ShipmentRecord = { ...tracking, shippedAt: order.toCentre?.shippedAt ?? now.toISOString() };
  return { order: nextOrder(order, { toCentre }) };
}

/** The seller dashboard's shipping lists (the spec's ShipToBuyer, ShipToFulmint and ShipFromFulmint). */
export type SellerShipmentList = 'ShipToBuyer' | 'ShipToFulmint' | 'ShipFromFulmint';

/**
 * Which shipping list a sale is on for its seller: their own shipment to the buyer; to the centre
 * while they have not sent it; from the centre once they have (Patina's to make, then in transit).
 */
export function sellerShipmentList(order: Pick<Order, 'shipWithUs' | 'toCentre'>): SellerShipmentList {
  if (!isFulfilmentOrder(order)) return 'ShipToBuyer';
  return order.toCentre ? 'ShipFromFulmint' : 'ShipToFulmint';
}

/**
 * True while a sale stays on the seller's Shipping tab after its lot is Sold: the centre has shipped it
 * and the buyer has not received it yet (the seller follows Patina's shipment until it arrives).
 */
export function inTransitFromCentre(order: Pick<Order, 'shipWithUs' | 'status'>): boolean {
  return isFulfilmentOrder(order) && order.status === OrderStatus.Shipped;
}

/** Who looks at an order: its buyer, its seller, or an admin (who runs sales and the fulfilment centre). */
export type OrderViewer = 'buyer' | 'seller' | 'admin';

/** A recorded shipment as people see it: the carrier's tracking page for a known carrier. */
export interface TrackedShipment {
  trackingNumber: string;
  carrier?: string;
  trackingUrl?: string;
  shippedAt: string;
}

/** The shipping facts of an order one viewer may see (absent facts are left out). */
export interface ShipmentFacts {
  shipWithUs: boolean;
  /** The buyer's address: the buyer's own; for the seller only when they ship it themselves. */
  shipTo?: ShipTo;
  /** Where the seller sends a fulfilment order (seller and admin). */
  fulfilmentCentre?: ShipTo;
  /** The inbound leg (seller and admin): the buyer never sees it. */
  toCentre?: TrackedShipment;
}

/** A shipment record with its tracking page. */
export function trackedShipment(record: ShipmentRecord): TrackedShipment {
  const url = trackingUrl(record.carrier, record.trackingNumber);
  return { trackingNumber: record.trackingNumber, ...(record.carrier ? { carrier: record.carrier } : {}), ...(url ? { trackingUrl: url } : {}), shippedAt: record.shippedAt };
}

/**
 * What each party sees of an order's shipment. The buyer: their own address and, in the order's
 * tracking fields, the leg they receive (never the inbound one). The seller of a fulfilment order: the
 * centre's address instead of the buyer's (Patina ships to the buyer, so the seller has no need of it)
 * and their own inbound leg. An admin: everything, since the centre ships to the buyer's address.
 */
export function shipmentFacts(order: Pick<Order, 'shipWithUs' | 'toCentre' | 'shipTo'>, viewer: OrderViewer, centre: ShipTo | null): ShipmentFacts {
  const fulfilment = isFulfilmentOrder(order);
  const showShipTo = order.shipTo && (viewer !== 'seller' || !fulfilment);
  const backOffice = fulfilment && viewer !== 'buyer';
  return {
    shipWithUs: fulfilment,
    ...(showShipTo ? { shipTo: order.shipTo! } : {}),
    ...(backOffice && centre ? { fulfilmentCentre: centre } : {}),
    ...(backOffice && order.toCentre ? { toCentre: trackedShipment(order.toCentre) } : {}),
  };
}
