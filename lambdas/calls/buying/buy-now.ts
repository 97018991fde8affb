import type { BuyNowOutput } from '../../../shared/contract/buying.ts';
import { ACCOUNT_LIMITS } from '../../../shared/account-limits.ts';
import { buyLotNow } from '../../bidding/buy-now.ts';
import { limitPerAccount } from '../../lib/account-limit.ts';
import { defineCall, type Reply } from '../../lib/call.ts';

export const buyNow = defineCall('buyNow', {
  refusedWhenSuspended: true,
  notSignedInMessage: 'loginToBuyNow',
  accountLimit: limitPerAccount(ACCOUNT_LIMITS.bids),
  async run(input, ctx): Promise<Reply<BuyNowOutput>> {
    const sold = await buyLotNow(ctx.caller!, input.itemId, ctx.now);
    return { data: { orderId: sold.orderId! }, message: 'boughtNow' };
  },
});
