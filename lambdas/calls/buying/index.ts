import { BUYING_CALLS } from '../../../shared/contract/registry/buying.ts';
import { groupCalls } from '../../lib/call.ts';
import { addReview, confirmReceipt } from './after-sale.ts';
import { buyNow } from './buy-now.ts';
import { getBidState } from './get-bid-state.ts';
import { getMyBids } from './get-my-bids.ts';
import { getMyOrders, getOrder, payOrder } from './orders.ts';
import { placeBid } from './place-bid.ts';

/** Buying: bids, Buy it now, the live bid state (public), and the buyer's orders. */
export const buyingCalls = groupCalls(BUYING_CALLS, [placeBid, getBidState, getMyBids, buyNow, getMyOrders, getOrder, payOrder, confirmReceipt, addReview]);
