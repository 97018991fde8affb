import type { SellerReviewsOutput } from '../../../shared/contract/orders.ts';
import { isFulfilmentOrder } from '../../../shared/fulfilment.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { recordSellerShipmentOf, sellerReviews } from '../../orders/after-sale.ts';

/**
 * The seller's shipment of a paid order: its tracking number (and carrier) go to the buyer, or, for a
 * fulfilment order, record the item's way to Patina's fulfilment centre (docs/adr/0021).
 */
export const addTrackingNumber = defineCall('addTrackingNumber', {
  async run(input, ctx) {
    const order = await recordSellerShipmentOf(ctx.caller!, input, ctx.now);
    return { data: { orderId: order.id, status: order.status }, message: isFulfilmentOrder(order) ? 'centreTrackingUpdated' : 'trackingUpdated' };
  },
});

/** The reviews the caller received as a seller. */
export const getSellerReviewsMine = defineCall('getSellerReviewsMine', {
  async run(_input, ctx): Promise<Reply<SellerReviewsOutput>> {
    return { data: await sellerReviews(ctx.caller!.uid) };
  },
});
