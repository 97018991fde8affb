import * as z from 'zod';
import { DISPUTE_MESSAGE_MAX, DISPUTE_STATUSES, type DisputeParty, type DisputeStatus } from '../dispute.ts';
import type { AdminOrderFacts } from '../admin/order-facts.ts';
import { IdSchema } from './catalogue.ts';

/*
 * The dispute calls (contract/CALLS.md "Disputes"; the admin's queue: "Admin" adminListDisputes).
 * A dispute is seen by its order's buyer and seller and by the dispute manager (an admin) only.
 */

const DisputeMessageSchema = z.string().trim().min(1).max(DISPUTE_MESSAGE_MAX);

export const CreateDisputeInputSchema = z.strictObject({ orderId: IdSchema, message: DisputeMessageSchema });
export const GetDisputesInputSchema = z.strictObject({ state: z.enum(['open', 'closed']).optional() });
export const GetDisputeInputSchema = z.strictObject({ itemDisputeId: IdSchema });
export const ReplyDisputeInputSchema = z.strictObject({ itemDisputeId: IdSchema, message: DisputeMessageSchema });
export const SetDisputeStatusInputSchema = z.strictObject({ itemDisputeId: IdSchema, status: z.enum(DISPUTE_STATUSES) });
export const AdminGetDisputeInputSchema = z.strictObject({ itemDisputeId: IdSchema });
export const AdminListDisputesInputSchema = z.strictObject({ status: z.enum(DISPUTE_STATUSES).optional() });

/** One line of a dispute's thread. */
export interface DisputeReplyView {
  from: DisputeParty;
  message: string;
  at: string;
}

/** A dispute as its parties see it (CALLS.md `Dispute`). */
export interface DisputeView {
  itemDisputeId: string;
  orderId: string;
  itemId: string;
  itemNumber: string;
  itemName: string;
  /** The buyer's opening message. */
  message: string;
  status: DisputeStatus;
  buyerId: string;
  sellerId: string;
  createdAt: string;
  updatedAt: string;
  /** How the caller takes part in it. */
  role: DisputeParty;
  /** Present on getDispute, replyDispute and setDisputeStatus: the thread after the opening message, oldest first. */
  replies?: DisputeReplyView[];
}

export interface CreateDisputeOutput {
  itemDisputeId: string;
}

export interface DisputeListOutput {
  disputes: DisputeView[];
}

/** A party to a dispute as the dispute manager sees them (their customer page is /admin-details?section=customers&uid=…). */
export interface DisputePartyFacts {
  uid: string;
  name: string;
  email: string;
}

/** adminGetDispute: the dispute with its thread, its order's facts and both parties (CALLS.md "Calls of the next wave"). */
export interface AdminDisputeView extends DisputeView {
  replies: DisputeReplyView[];
  order: AdminOrderFacts;
  buyer: DisputePartyFacts;
  seller: DisputePartyFacts;
}
