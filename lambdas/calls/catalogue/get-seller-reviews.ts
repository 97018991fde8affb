import { GetSellerReviewsInputSchema, type SellerReviewsOutput } from '../../../shared/contract/orders.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { sellerReviews } from '../../orders/after-sale.ts';

/** A seller's public page: their reviews, average and count (/seller-reviews/{id}/{name}). */
export const getSellerReviews = defineCall({
  name: 'getSellerReviews',
  who: 'any',
  input: GetSellerReviewsInputSchema,
  async run(input): Promise<Reply<SellerReviewsOutput>> {
    return { data: await sellerReviews(input.sellerId) };
  },
});
