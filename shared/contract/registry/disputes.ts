import { entry, group, returns } from './entry.ts';
import { AdminGetDisputeInputSchema, AdminListDisputesInputSchema, CreateDisputeInputSchema, GetDisputeInputSchema, GetDisputesInputSchema, ReplyDisputeInputSchema, SetDisputeStatusInputSchema, type AdminDisputeView, type CreateDisputeOutput, type DisputeListOutput, type DisputeView } from '../disputes.ts';

/** The disputes function's calls: disputes between buyers and sellers. */
export const DISPUTES_CALLS = group('disputes', {
  createDispute: entry('user', CreateDisputeInputSchema, returns<CreateDisputeOutput>()),
  getDisputes: entry('user', GetDisputesInputSchema, returns<DisputeListOutput>()),
  getDispute: entry('user', GetDisputeInputSchema, returns<DisputeView>()),
  replyDispute: entry('user', ReplyDisputeInputSchema, returns<DisputeView>()),
  setDisputeStatus: entry('admin', SetDisputeStatusInputSchema, returns<DisputeView>()),
  adminListDisputes: entry('admin', AdminListDisputesInputSchema, returns<DisputeListOutput>()),
  adminGetDispute: entry('admin', AdminGetDisputeInputSchema, returns<AdminDisputeView>()),
});
