import { PlaceBidInputSchema, type PlaceBidOutput } from '../../../shared/contract/buying.ts';
import { placeBidOnLot } from '../../bidding/place-bid.ts';
import { defineCall, type Reply } from '../../lib/call.ts';

export const placeBid = defineCall({
  name: 'placeBid',
  who: 'user',
  notSignedInMessage: 'loginToBid',
  input: PlaceBidInputSchema,
  async run(input, ctx): Promise<Reply<PlaceBidOutput>> {
    const { outcome, state } = await placeBidOnLot(ctx.caller!, input, ctx.now);
    const { currentBid, minNextBid, bidCount, endsAt, reserveMet } = state;
    return {
      data: { outcome, item: { currentBid, minNextBid, bidCount, endsAt, reserveMet, highBidder: state.highBidder === true }, state },
      message: outcome === 'highest' ? 'bidHighest' : 'bidOutbid',
    };
  },
});
