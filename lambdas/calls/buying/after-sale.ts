import type { OrderView, SellerReview } from '../../../shared/contract/orders.ts';
import { getItem } from '../../data/items.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { notFound } from '../../lib/errors.ts';
import { confirmOrderReceived, reviewSeller } from '../../orders/after-sale.ts';
import { toOrderView } from '../../orders/view.ts';

/** The buyer confirms they received the item (the site asks first). */
export const confirmReceipt = defineCall('confirmReceipt', {
  async run(input, ctx): Promise<Reply<{ order: OrderView }>> {
    const order = await confirmOrderReceived(ctx.caller!, input.orderId, ctx.now);
    const item = await getItem(order.itemId);
    if (!item) throw notFound();
    return { data: { order: toOrderView(order, item, ctx.caller!.uid) }, message: 'receiptConfirmed' };
  },
});

/** The buyer reviews the seller of a received order, once. */
export const addReview = defineCall('addReview', {
  async run(input, ctx): Promise<Reply<{ review: SellerReview }>> {
    return { data: { review: await reviewSeller(ctx.caller!, input, ctx.now) }, message: 'reviewAdded' };
  },
});
