import type { GetMyBidsOutput } from '../../../shared/contract/buying.ts';
import { myBids } from '../../bidding/my-bids.ts';
import { defineCall, type Reply } from '../../lib/call.ts';

/** Every lot the caller bid on: winning, outbid, won or lost. */
export const getMyBids = defineCall('getMyBids', {
  async run(_input, ctx): Promise<Reply<GetMyBidsOutput>> {
    return { data: await myBids(ctx.caller!.uid) };
  },
});
