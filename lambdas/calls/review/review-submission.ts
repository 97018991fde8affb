import { ReviewSubmissionInputSchema } from '../../../shared/contract/selling.ts';
import { ItemStatus } from '../../../shared/item.ts';
import { workflowEngine } from '../../adapters/workflow.ts';
import { getItem } from '../../data/db.ts';
import { defineCall } from '../../lib/call.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';

/** How long the call waits for the workflow to carry the decision out before answering. */
const SETTLE_MS = 5_000;

/**
 * The expert's decision resumes the item's workflow (its review task token): accept → Active and on
 * sale, reject → Unsold with the note. Answers the status the item reached.
 */
export const reviewSubmission = defineCall({
  name: 'reviewSubmission',
  who: 'expert',
  input: ReviewSubmissionInputSchema,
  async run(input, ctx) {
    const item = await getItem(input.itemId);
    if (!item) throw notFound();
    if (item.sellerId === ctx.caller!.uid) throw forbidden('ownListingReview');
    if (item.status !== ItemStatus.AwaitingApproval) throw conflict({ code: 'notAwaitingApproval', params: { status: item.status } }, { status: item.status });
    if (!item.reviewToken) throw conflict('reviewNotReady', { status: item.status });
    await workflowEngine().sendTaskSuccess(item.reviewToken, { decision: input.decision, note: input.note, reviewerId: ctx.caller!.uid });
    const expected = input.decision === 'accept' ? ItemStatus.Active : ItemStatus.Unsold;
    const deadline = Date.now() + SETTLE_MS;
    let status: string = item.status;
    while (status !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await getItem(item.id))?.status ?? status;
    }
    return { data: { itemId: item.id, status }, message: status === expected ? 'decisionRecorded' : 'decisionRecordedLater' };
  },
});
