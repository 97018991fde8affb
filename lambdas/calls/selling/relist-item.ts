import { defineCall } from '../../lib/call.ts';
import { relistItem as relist } from '../../selling/relist.ts';

/** An unsold item goes back to review, edited or as it was (idempotent: a repeat starts nothing more). */
export const relistItem = defineCall('relistItem', {
  refusedWhenSuspended: true,
  async run(input, ctx) {
    return { data: await relist(ctx.caller!, input.itemId, input.form, ctx.now) };
  },
});
