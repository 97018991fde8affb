import { ulid } from 'ulid';
import { SubmitListingInputSchema } from '../../../shared/contract/selling.ts';
import { itemFromListing } from '../../../shared/listing.ts';
import { workflowEngine } from '../../adapters/workflow.ts';
import { deleteDraft, getProfile, nextItemNumber, putItem } from '../../data/db.ts';
import { defineCall } from '../../lib/call.ts';
import { checkListing } from '../../selling/listing.ts';

/** A seller's listing goes to expert review: stored Awaiting Approval, its workflow started. */
export const submitListing = defineCall({
  name: 'submitListing',
  who: 'seller',
  input: SubmitListingInputSchema,
  async run(input, ctx) {
    const uid = ctx.caller!.uid;
    const specifics = await checkListing(uid, input.form);
    const profile = await getProfile(uid);
    const id = ulid(ctx.now.getTime());
    const item = {
      ...itemFromListing(input.form, {
        id,
        itemNumber: await nextItemNumber(),
        sellerId: uid,
        sellerName: profile?.sellerProfileName || profile?.displayName || ctx.caller!.email,
        location: profile?.country || 'GB',
        specifics,
        now: ctx.now,
      }),
      executionName: `${id}-1`,
      submittedAt: ctx.now.toISOString(),
    };
    await putItem(item);
    await workflowEngine().startItemWorkflow(item.executionName, { itemId: id });
    if (input.draftId) await deleteDraft(uid, input.draftId);
    return { data: { itemId: id, itemNumber: item.itemNumber, status: item.status } };
  },
});
