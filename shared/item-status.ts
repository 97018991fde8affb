import { ItemStatus } from './item.ts';

/**
 * The item lifecycle's allowed moves (ARCHITECTURE.md "The item lifecycle"). Every status write is
 * a conditional write on the current status, checked against this table, so no race can move an
 * item along a path it lacks.
 */
export const ITEM_TRANSITIONS: Readonly<Record<ItemStatus, readonly ItemStatus[]>> = {
  // 1. under review: the expert accepts or rejects
  [ItemStatus.AwaitingApproval]: [ItemStatus.Active, ItemStatus.Unsold],
  // 2–4. live until the end (or a Buy it now): a sale awaits payment (Shipping once paid), or no sale
  [ItemStatus.Active]: [ItemStatus.Sold, ItemStatus.Shipping, ItemStatus.EndedUnsold, ItemStatus.ReserveNotMet, ItemStatus.PaymentNotDone],
  // 5–6. paid and awaiting dispatch; tracking added → Sold; a dispute holds it. (Issues #5 and #6,
  // buying and payment, settle the moves after a sale; this is their first cut.)
  [ItemStatus.Shipping]: [ItemStatus.Sold, ItemStatus.InDispute],
  [ItemStatus.Sold]: [ItemStatus.InDispute],
  [ItemStatus.InDispute]: [ItemStatus.Sold, ItemStatus.CancelledUnpaid],
  // unsold outcomes: the seller may edit and relist (a new review)
  [ItemStatus.Unsold]: [ItemStatus.AwaitingApproval],
  [ItemStatus.EndedUnsold]: [ItemStatus.AwaitingApproval],
  [ItemStatus.ReserveNotMet]: [ItemStatus.AwaitingApproval],
  [ItemStatus.PaymentNotDone]: [ItemStatus.AwaitingApproval],
  [ItemStatus.CancelledUnpaid]: [ItemStatus.AwaitingApproval],
};

/** True when an item may move from one status to another. */
export function canTransition(from: ItemStatus, to: ItemStatus): boolean {
  return ITEM_TRANSITIONS[from].includes(to);
}

/** The statuses a seller may relist from. */
export const RELISTABLE: readonly ItemStatus[] = Object.entries(ITEM_TRANSITIONS)
  .filter(([, next]) => next.includes(ItemStatus.AwaitingApproval))
  .map(([from]) => from as ItemStatus);

/** The seller dashboard's tabs and the statuses each shows. */
export const SELLER_TABS = {
  active: [ItemStatus.Active],
  sold: [ItemStatus.Sold],
  unsold: [ItemStatus.Unsold, ItemStatus.EndedUnsold, ItemStatus.ReserveNotMet, ItemStatus.PaymentNotDone, ItemStatus.CancelledUnpaid],
  shipping: [ItemStatus.Shipping, ItemStatus.InDispute],
  submissions: [ItemStatus.AwaitingApproval],
} as const satisfies Record<string, readonly ItemStatus[]>;
export type SellerTab = keyof typeof SELLER_TABS;
