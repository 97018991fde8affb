import type { SellerReviewsOutput } from '../../../shared/contract/orders.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { sellerReviews } from '../../orders/after-sale.ts';
import { sellerLots } from '../../search/catalogue.ts';

/** A seller's public page: their reviews, average and count, their live lots and their latest sales (/seller-reviews/{id}/{name}; docs/adr/0054). */
export const getSellerReviews = defineCall('getSellerReviews', {
  async run(input): Promise<Reply<SellerReviewsOutput>> {
    // The lots from the catalogue's read model, as search reads them (a sale's price only where it stands).
    const [reviews, lots] = await Promise.all([sellerReviews(input.sellerId), sellerLots(input.sellerId)]);
    return { data: { ...reviews, liveLots: lots.live, soldLots: lots.sold } };
  },
});
