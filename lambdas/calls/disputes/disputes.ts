import type { CreateDisputeOutput, DisputeListOutput, DisputeView } from '../../../shared/contract/disputes.ts';
import { listMyDisputes, openDispute, readDispute, replyToDispute } from '../../disputes/disputes.ts';
import { defineCall, type Reply } from '../../lib/call.ts';

/** The buyer of a paid, shipped or received order opens a dispute about it. */
export const createDispute = defineCall('createDispute', {
  async run(input, ctx): Promise<Reply<CreateDisputeOutput>> {
    const dispute = await openDispute(ctx.caller!, input, ctx.now);
    return { data: { itemDisputeId: dispute.id }, message: 'disputeSubmitted' };
  },
});

/** The caller's disputes as buyer or seller: open (action required) or closed. */
export const getDisputes = defineCall('getDisputes', {
  async run(input, ctx): Promise<Reply<DisputeListOutput>> {
    return { data: { disputes: await listMyDisputes(ctx.caller!, input.state) } };
  },
});

/** One dispute with its thread, for its buyer, its seller or the manager (anyone else: 404). */
export const getDispute = defineCall('getDispute', {
  async run(input, ctx): Promise<Reply<DisputeView>> {
    return { data: await readDispute(ctx.caller!, input.itemDisputeId) };
  },
});

/** A reply in a dispute's thread by its buyer, its seller or the manager. */
export const replyDispute = defineCall('replyDispute', {
  async run(input, ctx): Promise<Reply<DisputeView>> {
    return { data: await replyToDispute(ctx.caller!, input, ctx.now), message: 'disputeReplySent' };
  },
});
