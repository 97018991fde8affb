import type { AdminDisputeView, DisputeListOutput, DisputeView } from '../../../shared/contract/disputes.ts';
import { listDisputeQueue, readDisputeForManager, setDisputeStatus as setStatus } from '../../disputes/disputes.ts';
import { defineCall, type Reply } from '../../lib/call.ts';

/** The dispute manager (an admin) sets a dispute's status: resolved, closed, sale cancelled (refund), or open again. */
export const setDisputeStatus = defineCall('setDisputeStatus', {
  async run(input, ctx): Promise<Reply<DisputeView>> {
    return { data: await setStatus(ctx.caller!, input, ctx.now), message: 'disputeStatusSet' };
  },
});

/** The dispute manager's queue, by status (every status when none is given), oldest first. */
export const adminListDisputes = defineCall('adminListDisputes', {
  async run(input): Promise<Reply<DisputeListOutput>> {
    return { data: { disputes: await listDisputeQueue(input.status) } };
  },
});

/** One dispute with the facts to decide it: the order (amount, payment, status, tracking), both parties, the thread. */
export const adminGetDispute = defineCall('adminGetDispute', {
  async run(input): Promise<Reply<AdminDisputeView>> {
    return { data: await readDisputeForManager(input.itemDisputeId) };
  },
});
