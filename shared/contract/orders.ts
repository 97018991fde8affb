import * as z from 'zod';
import { FULFILMENT_STAGES, type CentreStep, type FulfilmentStage, type OrderViewer, type TrackedShipment } from '../fulfilment.ts';
import type { CentreServices, CentreSteps, Order, OrderStatus, PaidWith, ShipTo, ShippingZone } from '../order.ts';
import type { Pence } from '../money.ts';
import { CARRIER_IDS, type CarrierId } from '../carriers.ts';
import { said } from './protocol.ts';
import { IdSchema, type ItemSummary } from './catalogue.ts';

/*
 * The order calls (contract/CALLS.md "Buying": getMyOrders, getOrder; the rest of checkout joins
 * them): an order is the sale a hammer or a Buy it now made, seen by its buyer or its seller only.
 */

export const GetMyOrdersInputSchema = z.strictObject({});
export const GetOrderInputSchema = z.strictObject({ orderId: IdSchema });
export const PayOrderInputSchema = z.strictObject({ orderId: IdSchema, addressId: IdSchema, cardId: IdSchema });
export const AddTrackingNumberInputSchema = z.strictObject({
  orderId: IdSchema,
  trackingNumber: z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9 -]+$/, said('invalidTrackingNumber')),
  carrier: z.enum(CARRIER_IDS as [CarrierId, ...CarrierId[]]).optional(),
});
export const ConfirmReceiptInputSchema = z.strictObject({ orderId: IdSchema });
export const AddReviewInputSchema = z.strictObject({
  orderId: IdSchema,
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().min(1).max(2000),
});
export const GetSellerReviewsInputSchema = z.strictObject({ sellerId: IdSchema });
export const GetSellerReviewsMineInputSchema = z.strictObject({});

/** A review of a seller as anyone may read it: the buyer's name masked. */
export interface SellerReview {
  rating: number;
  title: string;
  text: string;
  buyer: string;
  itemName: string;
  createdAt: string;
}

export interface SellerReviewsOutput {
  seller: { id: string; name: string };
  average: number | null;
  count: number;
  reviews: SellerReview[];
  /** Their live lots, ending soonest first, and their latest sales with the price each sold for (docs/adr/0054). */
  liveLots?: ItemSummary[];
  soldLots?: ItemSummary[];
}

/** An order as its buyer or seller sees it (CALLS.md `Order`). Amounts are integer pence. */
export interface OrderView
  extends Pick<Order, 'id' | 'itemId' | 'itemNumber' | 'buyerId' | 'sellerId' | 'price' | 'shippingZone' | 'shippingCost' | 'total' | 'status' | 'payBy' | 'reviewed'> {
  item: ItemSummary;
  paidAt?: string;
  /** The card charged (its brand and last four), to the buyer and admins once paid: the receipt's. */
  paidWith?: PaidWith;
  trackingNumber?: string;
  carrier?: string;
  shippedAt?: string;
  receivedAt?: string;
  /** The carrier's tracking page, for a known carrier. */
  trackingUrl?: string;
  /**
   * Where the seller ships it (shown to the seller and the buyer once paid). For a fulfilment order the
   * seller is shown the centre's address instead (`fulfilmentCentre`), and an admin sees both.
   */
  shipTo?: ShipTo;
  /** Who is looking: the buyer or the seller of the order, or an admin (the fulfilment centre's list only). */
  role: OrderViewer;
  /** Sold through Patina's fulfilment centre, which ships it to the buyer (docs/adr/0021). */
  shipWithUs?: boolean;
  /** A fulfilment order, to its seller and admins: the centre's address, where the seller sends it. */
  fulfilmentCentre?: ShipTo;
  /** A fulfilment order, to its seller and admins: the seller's shipment to the centre, once recorded (never to the buyer). */
  toCentre?: TrackedShipment;
  /** A fulfilment order, to its seller and admins: the centre's steps so far. */
  atCentre?: CentreSteps;
  /** A fulfilment order, to its seller and admins: the services the seller asked the centre for. */
  centreServices?: CentreServices;
}

export interface GetMyOrdersOutput {
  orders: OrderView[];
}

export interface PayOrderOutput {
  order: OrderView;
  paymentStatus: 'succeeded' | 'requires_action' | 'processing' | 'failed';
  /** While the bank asks the buyer to confirm (3-D Secure): the intent's client secret and where to confirm. */
  clientSecret?: string;
  challengeUrl?: string;
  /** Why a card was declined (a message code of its own). */
  declineCode?: string;
}

/*
 * The fulfilment centre's calls (admin only; named in docs/adr/0021, not in CALLS.md): the list of
 * fulfilment orders, and each step the centre records on one.
 */

/** A stage to list (shared/fulfilment.ts `fulfilmentStage`); none: every fulfilment order. */
export const AdminListFulfilmentInputSchema = z.strictObject({ stage: z.enum(FULFILMENT_STAGES).optional() });

const CentreTrackingSchema = AddTrackingNumberInputSchema.omit({ orderId: true });
/** A step the centre records: received, cleaned, photographed, or shipped with the outbound tracking. */
export const AdminUpdateFulfilmentInputSchema = z.discriminatedUnion('step', [
  z.strictObject({ orderId: IdSchema, step: z.enum(['received', 'cleaned', 'photographed'] as const satisfies readonly CentreStep[]) }),
  z.strictObject({ orderId: IdSchema, step: z.literal('shipped'), ...CentreTrackingSchema.shape }),
]);

/** A fulfilment order as the centre sees it: the order (with the buyer's address) and its stage. */
export interface FulfilmentOrderView extends OrderView {
  stage: FulfilmentStage;
}

export interface AdminListFulfilmentOutput {
  orders: FulfilmentOrderView[];
}
