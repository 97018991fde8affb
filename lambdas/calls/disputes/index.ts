import type { CallDefinition } from '../../lib/call.ts';
import { adminGetDispute, adminListDisputes, setDisputeStatus } from '../admin/disputes.ts';
import { createDispute, getDispute, getDisputes, replyDispute } from './disputes.ts';

/** Disputes: the parties' thread, and the dispute manager's status and queue (admin). */
export const disputeCalls: CallDefinition[] = [createDispute, getDisputes, getDispute, replyDispute, setDisputeStatus, adminListDisputes, adminGetDispute];
