import { entry, group, returns } from './entry.ts';
import { BuyNowInputSchema, GetBidStateInputSchema, GetMyBidsInputSchema, PlaceBidInputSchema, type BidState, type BuyNowOutput, type GetMyBidsOutput, type PlaceBidOutput } from '../buying.ts';
import { AddReviewInputSchema, ConfirmReceiptInputSchema, GetMyOrdersInputSchema, GetOrderInputSchema, PayOrderInputSchema, type GetMyOrdersOutput, type OrderView, type PayOrderOutput, type SellerReview } from '../orders.ts';

/** The buying function's calls: bids, Buy it now, orders and payment. */
export const BUYING_CALLS = group('buying', {
  placeBid: entry('user', PlaceBidInputSchema, returns<PlaceBidOutput>()),
  getBidState: entry('any', GetBidStateInputSchema, returns<BidState>()),
  getMyBids: entry('user', GetMyBidsInputSchema, returns<GetMyBidsOutput>()),
  buyNow: entry('user', BuyNowInputSchema, returns<BuyNowOutput>()),
  getMyOrders: entry('user', GetMyOrdersInputSchema, returns<GetMyOrdersOutput>()),
  getOrder: entry('user', GetOrderInputSchema, returns<OrderView>()),
  payOrder: entry('user', PayOrderInputSchema, returns<PayOrderOutput>()),
  confirmReceipt: entry('user', ConfirmReceiptInputSchema, returns<{ order: OrderView }>()),
  addReview: entry('user', AddReviewInputSchema, returns<{ review: SellerReview }>()),
});
