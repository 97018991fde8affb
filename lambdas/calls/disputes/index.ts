import { DISPUTES_CALLS } from '../../../shared/contract/registry/disputes.ts';
import { groupCalls } from '../../lib/call.ts';
import { adminGetDispute, adminListDisputes, setDisputeStatus } from '../admin/disputes.ts';
import { createDispute, getDispute, getDisputes, replyDispute } from './disputes.ts';

/** Disputes: the parties' thread, and the dispute manager's status and queue (admin). */
export const disputeCalls = groupCalls(DISPUTES_CALLS, [createDispute, getDisputes, getDispute, replyDispute, setDisputeStatus, adminListDisputes, adminGetDispute]);
