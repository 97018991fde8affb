import { trackingUrl } from './carriers.ts';
import { nextOrder, OrderStatus, type CentreServices, type CentreSteps, type Order, type ShipmentRecord, type ShipTo } from './order.ts';

/*
 * Fulfilment-service orders (issue 10 item 1; docs/adr/0021-fulfilment-legs.md). A lot listed with
 * `shipWithUs` travels in two legs: the seller sends it to Patina's fulfilment centre (the inbound
 * leg, which the seller records with addTrackingNumber), the centre receives it, cleans and
 * photographs it when the seller asked for that, then ships it to the buyer (the outbound leg, which
 * an admin, the centre's operator, records with adminUpdateFulfilment). Any other sale has one leg,
 * the seller's to the buyer. The order's status moves (paid → shipped) only when the buyer's leg is
 * recorded; the rest are facts of a `paid` order. Pure rules: the calls read and write.
 */

/** The legs an item may travel after its sale. */
export const ShipmentLeg = { ToBuyer: 'toBuyer', ToCentre: 'toCentre', FromCentre: 'fromCentre' } as const;
export type ShipmentLeg = (typeof ShipmentLeg)[keyof typeof ShipmentLeg];

type Route = Pick<Order, 'shipWithUs'>;

/** True for an order sold through the fulfilment centre. */
export function isFulfilmentOrder(order: Route): boolean {
  return order.shipWithUs === true;
}

/** The leg the seller records: to the buyer, or for a fulfilment order to the centre. */
export function sellerLeg(order: Route): ShipmentLeg {
  return isFulfilmentOrder(order) ? ShipmentLeg.ToCentre : ShipmentLeg.ToBuyer;
}

/** The services a listing's fulfilment choices ask of the centre (3-D photography is photography too). */
export function centreServicesOf(fulfilment: { shipWithUs: boolean; professionallyCleaned: boolean; photography: boolean; threeSixtyPhotography: boolean } | undefined): CentreServices {
  return { cleaning: fulfilment?.professionallyCleaned === true, photography: fulfilment?.photography === true || fulfilment?.threeSixtyPhotography === true };
}

/** No step done yet at the centre. */
export const NO_CENTRE_STEPS: CentreSteps = { receivedAt: null, cleanedAt: null, photographedAt: null };

/** True while the seller still owes their shipment of a paid order: the one the 5-day reminder is about. */
export function sellerOwesShipment(order: Pick<Order, 'status' | 'shipWithUs' | 'toCentre'>): boolean {
  if (order.status !== OrderStatus.Paid) return false;
  return isFulfilmentOrder(order) ? !order.toCentre : true;
}

/** Why a shipment or a centre step cannot be recorded now (each a message code). */
export type FulfilmentRefusal =
  | 'notPaidYet'
  | 'alreadyShipped'
  | 'notFulfilmentOrder'
  | 'notAtCentreYet'
  | 'alreadyAtCentre'
  | 'notReceivedAtCentre'
  | 'serviceNotOrdered'
  | 'centreStepsPending';

/** A decision: the order after the write, or why it is refused (with the facts the message names). */
export type FulfilmentOutcome = { order: Order } | { refused: FulfilmentRefusal; params?: Record<string, string> };

/** A tracking number and its carrier (a known carrier id, or null). */
export interface Tracking {
  trackingNumber: string;
  carrier: string | null;
}

/** Refuses any shipping write on an order not paid yet (awaiting payment, or lapsed unpaid). */
function unpaid(order: Order): boolean {
  return order.status === OrderStatus.AwaitingPayment || order.status === OrderStatus.CancelledUnpaid;
}

/**
 * The order once its seller records their shipment, or why not. To the buyer: on a paid order (the
 * order is `shipped`) or a shipped one (the number is corrected; `shippedAt` keeps the first time).
 * To the centre: on a paid order until the centre has received it (the number may be corrected until
 * then); the order stays `paid`, Patina ships it on.
 */
export function recordSellerShipment(order: Order, tracking: Tracking, now: Date): FulfilmentOutcome {
  if (unpaid(order)) return { refused: 'notPaidYet' };
  if (!isFulfilmentOrder(order)) {
    if (order.status !== OrderStatus.Paid && order.status !== OrderStatus.Shipped) return { refused: 'alreadyShipped' };
    return { order: nextOrder(order, { status: OrderStatus.Shipped, ...tracking, shippedAt: order.shippedAt ?? now.toISOString() }) };
  }
  if (order.status !== OrderStatus.Paid) return { refused: 'alreadyShipped' };
  if (order.atCentre?.receivedAt) return { refused: 'alreadyAtCentre' };
  const toCentre: ShipmentRecord = { ...tracking, shippedAt: order.toCentre?.shippedAt ?? now.toISOString() };
  return { order: nextOrder(order, { toCentre }) };
}

/** What the centre records on a fulfilment order (adminUpdateFulfilment). */
export const CENTRE_STEPS = ['received', 'cleaned', 'photographed', 'shipped'] as const;
export type CentreStep = (typeof CENTRE_STEPS)[number];

/** The centre's work an item still needs before it may be shipped: cleaning and photography, as asked. */
export function pendingCentreWork(order: Pick<Order, 'centreServices' | 'atCentre'>): ('cleaned' | 'photographed')[] {
  const steps = order.atCentre ?? NO_CENTRE_STEPS;
  const pending: ('cleaned' | 'photographed')[] = [];
  if (order.centreServices?.cleaning && !steps.cleanedAt) pending.push('cleaned');
  if (order.centreServices?.photography && !steps.photographedAt) pending.push('photographed');
  return pending;
}

/**
 * The order once the centre records a step, or why not. In order: the seller's inbound leg first
 * (`received` needs it), then the work the seller asked for (a service not asked for is refused), then
 * `shipped` with the outbound tracking, which ships the order (and may correct the number later).
 * Recording `received`, `cleaned` or `photographed` again keeps the first time.
 */
export function recordCentreStep(order: Order, step: CentreStep, now: Date, tracking?: Tracking): FulfilmentOutcome {
  if (!isFulfilmentOrder(order)) return { refused: 'notFulfilmentOrder' };
  if (unpaid(order)) return { refused: 'notPaidYet' };
  const at = now.toISOString();
  const steps = order.atCentre ?? NO_CENTRE_STEPS;
  if (step === 'shipped') {
    if (!tracking) throw new Error('The outbound leg needs its tracking');
    if (order.status !== OrderStatus.Paid && order.status !== OrderStatus.Shipped) return { refused: 'alreadyShipped' };
    if (!steps.receivedAt) return { refused: 'notReceivedAtCentre' };
    const pending = pendingCentreWork(order);
    if (pending.length) return { refused: 'centreStepsPending', params: { steps: pending.join(', ') } };
    return { order: nextOrder(order, { status: OrderStatus.Shipped, ...tracking, shippedAt: order.shippedAt ?? at }) };
  }
  if (order.status !== OrderStatus.Paid) return { refused: 'alreadyShipped' };
  if (step === 'received') {
    if (!order.toCentre) return { refused: 'notAtCentreYet' };
    return { order: nextOrder(order, { atCentre: { ...steps, receivedAt: steps.receivedAt ?? at } }) };
  }
  if (!steps.receivedAt) return { refused: 'notReceivedAtCentre' };
  const asked = step === 'cleaned' ? order.centreServices?.cleaning : order.centreServices?.photography;
  if (!asked) return { refused: 'serviceNotOrdered', params: { step } };
  const field = step === 'cleaned' ? 'cleanedAt' : 'photographedAt';
  return { order: nextOrder(order, { atCentre: { ...steps, [field]: steps[field] ?? at } }) };
}

/** Where a fulfilment order stands, as the centre's list shows it, in the list's order. */
export const FULFILMENT_STAGES = ['awaitingPayment', 'awaitingSeller', 'toCentre', 'atCentre', 'readyToShip', 'shipped', 'delivered', 'closed'] as const;
export type FulfilmentStage = (typeof FULFILMENT_STAGES)[number];

/** A fulfilment order's stage: who has the next move (the buyer, the seller, the centre) or that it is done. */
export function fulfilmentStage(order: Pick<Order, 'status' | 'toCentre' | 'atCentre' | 'centreServices'>): FulfilmentStage {
  switch (order.status) {
    case OrderStatus.AwaitingPayment:
      return 'awaitingPayment';
    case OrderStatus.Shipped:
      return 'shipped';
    case OrderStatus.Received:
      return 'delivered';
    case OrderStatus.Paid:
      if (!order.toCentre) return 'awaitingSeller';
      if (!order.atCentre?.receivedAt) return 'toCentre';
      return pendingCentreWork(order).length ? 'atCentre' : 'readyToShip';
    default:
      return 'closed';
  }
}

/** The seller dashboard's shipping lists (the spec's ShipToBuyer, ShipToFulmint and ShipFromFulmint). */
export type SellerShipmentList = 'ShipToBuyer' | 'ShipToFulmint' | 'ShipFromFulmint';

/**
 * Which shipping list a sale is on for its seller: their own shipment to the buyer; to the centre
 * while they have not sent it; from the centre once they have (Patina's to make, then in transit).
 */
export function sellerShipmentList(order: Pick<Order, 'shipWithUs'> & { toCentre?: object | null }): SellerShipmentList {
  if (!isFulfilmentOrder(order)) return 'ShipToBuyer';
  return order.toCentre ? 'ShipFromFulmint' : 'ShipToFulmint';
}

/** Who looks at an order: its buyer, its seller, or an admin (the fulfilment centre's list). */
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
  /** The centre's steps (seller and admin). */
  atCentre?: CentreSteps;
  /** The services the seller asked the centre for (seller and admin). */
  centreServices?: CentreServices;
}

/** A shipment record with its tracking page. */
export function trackedShipment(record: ShipmentRecord): TrackedShipment {
  const url = trackingUrl(record.carrier, record.trackingNumber);
  return { trackingNumber: record.trackingNumber, ...(record.carrier ? { carrier: record.carrier } : {}), ...(url ? { trackingUrl: url } : {}), shippedAt: record.shippedAt };
}

/**
 * What each party sees of an order's shipment. The buyer: their own address and, in the order's
 * tracking fields, the leg they receive (never the inbound one). The seller of a fulfilment order: the
 * centre's address instead of the buyer's (Patina ships to the buyer, so the seller has no need of it),
 * their own inbound leg and the centre's steps. An admin: everything, since the centre ships to the buyer.
 */
export function shipmentFacts(order: Pick<Order, 'shipWithUs' | 'toCentre' | 'shipTo' | 'atCentre' | 'centreServices'>, viewer: OrderViewer, centre: ShipTo | null): ShipmentFacts {
  const fulfilment = isFulfilmentOrder(order);
  const showShipTo = order.shipTo && (viewer !== 'seller' || !fulfilment);
  const backOffice = fulfilment && viewer !== 'buyer';
  return {
    shipWithUs: fulfilment,
    ...(showShipTo ? { shipTo: order.shipTo! } : {}),
    ...(backOffice && centre ? { fulfilmentCentre: centre } : {}),
    ...(backOffice && order.toCentre ? { toCentre: trackedShipment(order.toCentre) } : {}),
    ...(backOffice ? { atCentre: order.atCentre ?? NO_CENTRE_STEPS, centreServices: order.centreServices ?? { cleaning: false, photography: false } } : {}),
  };
}
