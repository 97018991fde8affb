import { SubmitListingInputSchema } from '../../../shared/contract/selling.ts';
import { defineCall } from '../../lib/call.ts';
import { submitLot } from '../../selling/submit.ts';

/** A seller's listing goes to expert review (idempotent: a repeated request answers the same lot). */
export const submitListing = defineCall({
  name: 'submitListing',
  who: 'seller',
  refusedWhenSuspended: true,
  input: SubmitListingInputSchema,
  async run(input, ctx) {
    return { data: await submitLot(ctx.caller!, input.form, input.draftId, ctx.now) };
  },
});
