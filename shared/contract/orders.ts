import * as z from 'zod';
import type { OrderStatus, ShippingZone } from '../order.ts';
import type { Pence } from '../money.ts';
import { IdSchema, type ItemSummary } from './catalogue.ts';

/*
 * The order calls (contract/CALLS.md "Buying": getMyOrders, getOrder; the rest of checkout joins
 * them): an order is the sale a hammer or a Buy it now made, seen by its buyer or its seller only.
 */

export const GetMyOrdersInputSchema = z.strictObject({});
export const GetOrderInputSchema = z.strictObject({ orderId: IdSchema });
export const PayOrderInputSchema = z.strictObject({ orderId: IdSchema, addressId: IdSchema, cardId: IdSchema });

/** An order as its buyer or seller sees it (CALLS.md `Order`). Amounts are integer pence. */
export interface OrderView {
  id: string;
  itemId: string;
  itemNumber: string;
  item: ItemSummary;
  buyerId: string;
  sellerId: string;
  price: Pence;
  shippingZone: ShippingZone | null;
  shippingCost: Pence | null;
  total: Pence | null;
  status: OrderStatus;
  payBy: string;
  paidAt?: string;
  trackingNumber?: string;
  carrier?: string;
  shippedAt?: string;
  receivedAt?: string;
  reviewed: boolean;
  /** Who is looking: the buyer or the seller of the order. */
  role: 'buyer' | 'seller';
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
