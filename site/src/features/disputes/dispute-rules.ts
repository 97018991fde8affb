/**
 * The site's dispute rules as pure functions (no DOM, no calls), so the pages and the unit tests read
 * the same rules; the server's own rules (who may open, reply, move a dispute) come from
 * shared/dispute.ts and are not copied here.
 */
import type { DisputeReplyView, DisputeView } from '../../../../shared/contract/disputes.ts';
import type { OrderView } from '../../../../shared/contract/orders.ts';
import { canOpenDispute, DISPUTE_MESSAGE_MAX, DISPUTE_STATUSES, type DisputeStatus } from '../../../../shared/dispute.ts';

/** The statuses in the order the lists show them: open (action required) first, then the settled ones. */
export const DISPUTE_LIST_ORDER: readonly DisputeStatus[] = DISPUTE_STATUSES;

/** How many disputes of a list are in each status. */
export function countByStatus(disputes: readonly Pick<DisputeView, 'status'>[]): Record<DisputeStatus, number> {
  const counts = Object.fromEntries(DISPUTE_LIST_ORDER.map((s) => [s, 0])) as Record<DisputeStatus, number>;
  for (const d of disputes) counts[d.status] += 1;
  return counts;
}

/** The whole thread as people read it: the buyer's opening message, then every reply, oldest first. */
export function threadOf(dispute: Pick<DisputeView, 'message' | 'createdAt' | 'replies'>): DisputeReplyView[] {
  return [{ from: 'buyer', message: dispute.message, at: dispute.createdAt }, ...(dispute.replies ?? [])];
}

/** The characters a dispute message or reply still has room for (the server counts as `String.length` does). */
export function charactersLeft(text: string): number {
  return Math.max(0, DISPUTE_MESSAGE_MAX - text.length);
}

/** A message's own check, before the server's schema: something must be written. Answers string keys. */
export function checkDisputeMessage(values: { message: string }): { message?: string } {
  return values.message.trim() ? {} : { message: 'msg.required' };
}

/** True when the person looking at this order is its buyer and may open a dispute about it now. */
export function mayDispute(order: Pick<OrderView, 'status' | 'role'>): boolean {
  return order.role === 'buyer' && canOpenDispute(order);
}

/** My account's disputes tab, opening the form for one order (`/my-account/disputes?order=<id>`). */
export function newDisputePath(orderId: string): string {
  return `/my-account/disputes?order=${encodeURIComponent(orderId)}`;
}

/** The order a disputes tab's address asks a new dispute for, if any. */
export function orderToDispute(search: string): string | null {
  return new URLSearchParams(search).get('order')?.trim() || null;
}

/** The thanks after a dispute is submitted, naming it so the page links to its thread. */
export function submittedPath(itemDisputeId: string): string {
  return `/Submited-disputes?dispute=${encodeURIComponent(itemDisputeId)}`;
}

/** The thread a /Submited-disputes address names (its `dispute` query), under the page's prefix; null without one. */
export function submittedThreadPath(prefix: string, search: string): string | null {
  const id = new URLSearchParams(search).get('dispute')?.trim();
  return id ? `${prefix}${encodeURIComponent(id)}` : null;
}
