import { ItemStatus } from './item.ts';
import { OrderStatus, type Order } from './order.ts';

/*
 * Disputes (issue 11 item 1, docs/adr/0023-disputes.md): the buyer of a paid order opens one; the
 * order goes In dispute (its payout held) until the dispute manager (an admin) resolves or closes it
 * — the sale stands, the order goes back to where it stood — or cancels the sale: the buyer is
 * refunded and the lot returns to its seller (Unsold, so they may relist it). Pure rules; the use
 * cases in lambdas/disputes/ read and write.
 */

/** A dispute's states (the spec: open (action required), resolved, closed, sale cancelled), as CALLS.md spells them. */
export const DisputeStatus = { Open: 'open', Resolved: 'resolved', Closed: 'closed', SaleCancelled: 'sale_cancelled' } as const;
export type DisputeStatus = (typeof DisputeStatus)[keyof typeof DisputeStatus];
export const DISPUTE_STATUSES = Object.values(DisputeStatus) as [DisputeStatus, ...DisputeStatus[]];

/** Who wrote a line of a dispute's thread. */
export type DisputeParty = 'buyer' | 'seller' | 'manager';

/** The longest message of a dispute or a reply (the site counts the characters left; the limit is not shown). */
export const DISPUTE_MESSAGE_MAX = 1000;

/** How soon the dispute manager answers, in hours (the spec: 24 to 48 hours). */
export const DISPUTE_RESPONSE_HOURS = { from: 24, to: 48 } as const;

/** The manager's allowed moves; a sale once cancelled (refunded) is final. */
export const DISPUTE_TRANSITIONS: Readonly<Record<DisputeStatus, readonly DisputeStatus[]>> = {
  [DisputeStatus.Open]: [DisputeStatus.Resolved, DisputeStatus.Closed, DisputeStatus.SaleCancelled],
  [DisputeStatus.Resolved]: [DisputeStatus.Open, DisputeStatus.Closed],
  [DisputeStatus.Closed]: [DisputeStatus.Open],
  [DisputeStatus.SaleCancelled]: [],
};

/** True when a dispute may move from one status to another. */
export function canMoveDispute(from: DisputeStatus, to: DisputeStatus): boolean {
  return DISPUTE_TRANSITIONS[from].includes(to);
}

/** The order statuses a dispute may be opened from: paid, shipped or received (money has changed hands). */
export const DISPUTABLE_ORDER_STATUSES: readonly OrderStatus[] = [OrderStatus.Paid, OrderStatus.Shipped, OrderStatus.Received];

/** True when the buyer may open a dispute about this order now. */
export function canOpenDispute(order: Pick<Order, 'status'>): boolean {
  return DISPUTABLE_ORDER_STATUSES.includes(order.status);
}

/**
 * Where an order stood before its dispute, read from its own times (received, shipped, else paid): the
 * status a resolved or closed dispute gives back, with no other record needed.
 */
export function orderStatusBeforeDispute(order: Pick<Order, 'shippedAt' | 'receivedAt'>): OrderStatus {
  if (order.receivedAt) return OrderStatus.Received;
  if (order.shippedAt) return OrderStatus.Shipped;
  return OrderStatus.Paid;
}

/** The order's status under a dispute in this state: held while open, back where it stood, or refunded. */
export function orderStatusUnderDispute(status: DisputeStatus, order: Pick<Order, 'shippedAt' | 'receivedAt'>): OrderStatus {
  if (status === DisputeStatus.Open) return OrderStatus.InDispute;
  if (status === DisputeStatus.SaleCancelled) return OrderStatus.Refunded;
  return orderStatusBeforeDispute(order);
}

/** The lot's status under a dispute in this state: In dispute while open; Sold or Shipping when the sale stands; Unsold (back with its seller) once cancelled. */
export function lotStatusUnderDispute(status: DisputeStatus, order: Pick<Order, 'shippedAt' | 'receivedAt'>): ItemStatus {
  if (status === DisputeStatus.Open) return ItemStatus.InDispute;
  if (status === DisputeStatus.SaleCancelled) return ItemStatus.Unsold;
  return orderStatusBeforeDispute(order) === OrderStatus.Paid ? ItemStatus.Shipping : ItemStatus.Sold;
}

/** Which list of My account a dispute is in: open (action required) or closed (resolved, closed, sale cancelled). */
export function disputeListOf(status: DisputeStatus): 'open' | 'closed' {
  return status === DisputeStatus.Open ? 'open' : 'closed';
}

/** How a person takes part in a dispute: its buyer, its seller, the manager (an admin), or not at all (null). */
export function disputePartyOf(dispute: { buyerId: string; sellerId: string }, uid: string, admin: boolean): DisputeParty | null {
  if (dispute.buyerId === uid) return 'buyer';
  if (dispute.sellerId === uid) return 'seller';
  return admin ? 'manager' : null;
}

/** True when this party may still write in the thread: the manager always, the buyer and seller until it is closed or the sale cancelled. */
export function canReplyToDispute(status: DisputeStatus, party: DisputeParty): boolean {
  return party === 'manager' || status === DisputeStatus.Open || status === DisputeStatus.Resolved;
}

/** Whom a reply is told to: the other parties (the manager reads the queue; buyer and seller get a notification). */
export function disputeRecipients(from: DisputeParty): ('buyer' | 'seller')[] {
  if (from === 'buyer') return ['seller'];
  if (from === 'seller') return ['buyer'];
  return ['buyer', 'seller'];
}

/** The site's page of a dispute's thread (where its notifications link). */
export const disputePath = (itemDisputeId: string): string => `/my-account/disputes-details/${itemDisputeId}`;

/**
 * A dispute's id, made from its order and the order's version once In dispute: a retry after a crash
 * between the two writes finds the same id (docs/adr/0023).
 */
export const disputeIdFor = (orderId: string, orderVersion: number): string => `${orderId}-d${orderVersion}`;
