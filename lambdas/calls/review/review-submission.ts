import { defineCall } from '../../lib/call.ts';
import { reviewLot } from '../../lots/review.ts';

/**
 * The expert's decision: written on the lot at once (accept → Active and on sale, reject → Unsold
 * with the note), then the lot's workflow carries on. Answers the status the lot reached.
 */
export const reviewSubmission = defineCall('reviewSubmission', {
  async run(input, ctx) {
    const lot = await reviewLot({ ...input, reviewerId: ctx.caller!.uid }, ctx.now);
    return { data: { itemId: lot.id, status: lot.status }, message: 'decisionRecorded' };
  },
});
