import type { PlaceBidOutput } from '../../../shared/contract/buying.ts';
import { ACCOUNT_LIMITS } from '../../../shared/account-limits.ts';
import { placeBidOnLot } from '../../bidding/place-bid.ts';
import { limitPerAccount } from '../../lib/account-limit.ts';
import { defineCall, type Reply } from '../../lib/call.ts';

export const placeBid = defineCall('placeBid', {
  refusedWhenSuspended: true,
  notSignedInMessage: 'loginToBid',
  accountLimit: limitPerAccount(ACCOUNT_LIMITS.bids),
  async run(input, ctx): Promise<Reply<PlaceBidOutput>> {
    const placed = await placeBidOnLot(ctx.caller!, input, ctx.now);
    return { data: placed, message: placed.outcome === 'highest' ? 'bidHighest' : 'bidOutbid' };
  },
});
