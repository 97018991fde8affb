import { ItemStatus, type Lot } from '../item.ts';
import { nextLot } from '../lot-rules.ts';

/**
 * Withdrawing a deleted seller's listings (issue 11 item 3): what is under review or on sale leaves the
 * catalogue as Unsold, with a note saying why. A lot already sold (awaiting payment, shipping, in
 * dispute) is left alone: its buyer's sale goes on (docs/adr/0025).
 */
export const WITHDRAWABLE: readonly ItemStatus[] = [ItemStatus.AwaitingApproval, ItemStatus.Active];

/** The note a withdrawn lot carries (shown to staff beside the lot). */
export const WITHDRAWN_NOTE = 'Withdrawn: the seller’s account was deleted';

/**
 * The lot withdrawn by an admin, or null when there is nothing to withdraw. A lot under review records
 * the admin as its reviewer, so the workflow's review wait reads it as a rejection.
 */
export function withdrawLot(lot: Lot, adminId: string, now: Date): Lot | null {
  if (!WITHDRAWABLE.includes(lot.status)) return null;
  const reviewer = lot.status === ItemStatus.AwaitingApproval ? { reviewerId: adminId } : {};
  return nextLot(lot, { status: ItemStatus.Unsold, rejectionNote: WITHDRAWN_NOTE, ...reviewer }, now);
}
