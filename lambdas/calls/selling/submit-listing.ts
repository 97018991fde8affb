import { defineCall } from '../../lib/call.ts';
import { submitLot } from '../../selling/submit.ts';

/** A seller's listing goes to expert review (idempotent: a repeated request answers the same lot). */
export const submitListing = defineCall('submitListing', {
  refusedWhenSuspended: true,
  async run(input, ctx) {
    return { data: await submitLot(ctx.caller!, input.form, input.draftId, ctx.now) };
  },
});
