import { ItemStatus, type Lot } from '../../shared/item.ts';
import { centreServicesOf, NO_CENTRE_STEPS } from '../../shared/fulfilment.ts';
import { OrderStatus, payByFor, type Order } from '../../shared/order.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import { createOrder } from '../data/entities/order.ts';

/** The id of the order a sale makes: derived from the lot and the version that sold it, so replays agree. */
export function orderIdFor(lotId: string, saleVersion: number): string {
  return `${lotId}-S${saleVersion}`;
}

/**
 * The order of a lot awaiting payment, made if missing: the follow-up of the status write that sold
 * the lot (the hammer or a Buy it now). Idempotent: a replay after a crash finds it made.
 */
export async function ensureOrder(lot: Lot): Promise<void> {
  if (lot.status !== ItemStatus.AwaitingPayment || !lot.orderId || !lot.buyerId || lot.soldPrice === null || !lot.soldAt) return;
  const listing = await getListing(lot.id);
  const order: Order = {
    id: lot.orderId,
    itemId: lot.id,
    itemNumber: listing?.itemNumber ?? '',
    buyerId: lot.buyerId,
    sellerId: lot.sellerId,
    price: lot.soldPrice,
    shippingZone: null,
    shippingCost: null,
    total: null,
    status: OrderStatus.AwaitingPayment,
    version: 0,
    createdAt: lot.soldAt,
    payBy: payByFor(new Date(lot.soldAt)).toISOString(),
    paidAt: null,
    trackingNumber: null,
    carrier: null,
    shippedAt: null,
    receivedAt: null,
    reviewed: false,
    payoutRunId: null,
    paymentAttempts: 0,
    paymentIntentId: null,
    shipTo: null,
    // The route is fixed at the sale: a fulfilment order goes through the centre (docs/adr/0021).
    shipWithUs: listing?.fulfilment.shipWithUs === true,
    ...(listing?.fulfilment.shipWithUs ? { toCentre: null, centreServices: centreServicesOf(listing.fulfilment), atCentre: NO_CENTRE_STEPS } : {}),
  };
  await createOrder(order);
}
