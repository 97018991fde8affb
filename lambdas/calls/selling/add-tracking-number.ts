import { AddTrackingNumberInputSchema, GetSellerReviewsMineInputSchema, type SellerReviewsOutput } from '../../../shared/contract/orders.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { sellerReviews, shipOrder } from '../../orders/after-sale.ts';

/** The seller ships a paid order: its tracking number (and carrier) go to the buyer. */
export const addTrackingNumber = defineCall({
  name: 'addTrackingNumber',
  who: 'seller',
  input: AddTrackingNumberInputSchema,
  async run(input, ctx) {
    const order = await shipOrder(ctx.caller!, input, ctx.now);
    return { data: { orderId: order.id, status: order.status }, message: 'trackingUpdated' };
  },
});

/** The reviews the caller received as a seller. */
export const getSellerReviewsMine = defineCall({
  name: 'getSellerReviewsMine',
  who: 'seller',
  input: GetSellerReviewsMineInputSchema,
  async run(_input, ctx): Promise<Reply<SellerReviewsOutput>> {
    return { data: await sellerReviews(ctx.caller!.uid) };
  },
});
