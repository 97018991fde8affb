import { AdminListDisputesInputSchema, SetDisputeStatusInputSchema, type DisputeListOutput, type DisputeView } from '../../../shared/contract/disputes.ts';
import { listDisputeQueue, setDisputeStatus as setStatus } from '../../disputes/disputes.ts';
import { defineCall, type Reply } from '../../lib/call.ts';

/** The dispute manager (an admin) sets a dispute's status: resolved, closed, sale cancelled (refund), or open again. */
export const setDisputeStatus = defineCall({
  name: 'setDisputeStatus',
  who: 'admin',
  input: SetDisputeStatusInputSchema,
  async run(input, ctx): Promise<Reply<DisputeView>> {
    return { data: await setStatus(ctx.caller!, input, ctx.now), message: 'disputeStatusSet' };
  },
});

/** The dispute manager's queue, by status (every status when none is given), oldest first. */
export const adminListDisputes = defineCall({
  name: 'adminListDisputes',
  who: 'admin',
  input: AdminListDisputesInputSchema,
  async run(input): Promise<Reply<DisputeListOutput>> {
    return { data: { disputes: await listDisputeQueue(input.status) } };
  },
});
