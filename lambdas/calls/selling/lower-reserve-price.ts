import { lowerLotReserve } from '../../bidding/lower-reserve.ts';
import { defineCall } from '../../lib/call.ts';

/** The seller lowers the reserve of a live auction ("Add Reserve price Success"). */
export const lowerReservePrice = defineCall('lowerReservePrice', {
  async run(input, ctx) {
    const lot = await lowerLotReserve(ctx.caller!, input.itemId, input.reservePrice, ctx.now);
    return { data: { itemId: lot.id, reserveMet: lot.currentBid !== null && lot.reservePrice !== null && lot.currentBid >= lot.reservePrice, currentBid: lot.currentBid }, message: 'addReserveSuccess' };
  },
});
