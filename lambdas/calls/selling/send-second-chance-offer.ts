import { defineCall } from '../../lib/call.ts';
import { offerSecondChance } from '../../lots/second-chance.ts';

/**
 * The seller offers a lot whose sale lapsed unpaid to the under-bidder at that bidder's maximum: a new
 * order with 24 hours to pay. 409 `secondChanceUnavailable` (not a lapsed sale: e.g. relisted, or
 * paid), `secondChanceExpired` (the days after the lapse have passed) or `noUnderBidder`.
 */
export const sendSecondChanceOffer = defineCall('sendSecondChanceOffer', {
  async run(input, ctx) {
    return { data: await offerSecondChance(ctx.caller!, input.itemId, ctx.now), message: 'secondChanceSent' };
  },
});
