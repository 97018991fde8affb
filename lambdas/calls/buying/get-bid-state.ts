import type { BidState } from '../../../shared/contract/buying.ts';
import { canSeeLot } from '../../../shared/item-status.ts';
import { readBidState } from '../../bidding/bid-state.ts';
import { getLot } from '../../data/entities/lot.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { notFound } from '../../lib/errors.ts';

/** A lot's bidding as the caller sees it, with the server's clock (a page refetches it when its socket comes back). */
export const getBidState = defineCall('getBidState', {
  async run(input, ctx): Promise<Reply<BidState>> {
    const lot = await getLot(input.itemId);
    if (!lot || !canSeeLot(ctx.caller, lot)) throw notFound();
    return { data: await readBidState(lot, ctx.caller, ctx.now) };
  },
});
