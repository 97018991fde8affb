import type { CallDefinition } from '../../lib/call.ts';
import { buyNow } from './buy-now.ts';
import { getBidState } from './get-bid-state.ts';
import { getMyBids } from './get-my-bids.ts';
import { placeBid } from './place-bid.ts';

/** Buying: bids, Buy it now and the live bid state (signed in, but getBidState is public). */
export const buyingCalls = [placeBid, getBidState, getMyBids, buyNow] as CallDefinition[];
