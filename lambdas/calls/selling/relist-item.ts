import { RelistItemInputSchema } from '../../../shared/contract/selling.ts';
import { ItemStatus } from '../../../shared/item.ts';
import { RELISTABLE } from '../../../shared/item-status.ts';
import { itemFromListing } from '../../../shared/listing.ts';
import { workflowEngine } from '../../adapters/workflow.ts';
import { getItem, updateItem } from '../../data/db.ts';
import { defineCall } from '../../lib/call.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { checkListing } from '../../selling/listing.ts';

/** An unsold item goes back to review, edited or as it was: a new review, a new workflow execution. */
export const relistItem = defineCall({
  name: 'relistItem',
  who: 'seller',
  input: RelistItemInputSchema,
  async run(input, ctx) {
    const item = await getItem(input.itemId);
    if (!item || item.sellerId !== ctx.caller!.uid) throw notFound();
    if (!RELISTABLE.includes(item.status)) throw conflict({ code: 'notRelistable', params: { status: item.status } }, { status: item.status });
    const edited = input.form
      ? itemFromListing(input.form, { ...item, specifics: await checkListing(item.sellerId, input.form), now: ctx.now })
      : item;
    const attempt = Number(/-(\d+)$/.exec(item.executionName ?? '')?.[1] ?? 1) + 1;
    const executionName = `${item.id}-${attempt}`;
    const { id: _id, version: _version, ...listing } = edited;
    await updateItem(item, {
      ...listing,
      status: ItemStatus.AwaitingApproval,
      currentBid: null,
      bidCount: 0,
      leaderId: null,
      leaderMaxBid: null,
      activatedAt: null,
      endsAt: null,
      soldAt: null,
      soldPrice: null,
      rejectionNote: null,
      reviewToken: null,
      endToken: null,
      executionName,
      submittedAt: ctx.now.toISOString(),
      createdAt: item.createdAt,
    });
    await workflowEngine().startItemWorkflow(executionName, { itemId: item.id });
    return { data: { itemId: item.id, status: ItemStatus.AwaitingApproval } };
  },
});
