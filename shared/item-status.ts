import { ItemStatus, type Item, type SoldVia } from './item.ts';
import { isStaff } from './roles.ts';

/**
 * The lot lifecycle's allowed moves (ARCHITECTURE.md "The item lifecycle";
 * docs/adr/0011-lot-and-order-status.md). Every status write is a conditional write on the lot's
 * version, checked against this table first, so no race can move a lot along a path it lacks.
 */
export const ITEM_TRANSITIONS: Readonly<Record<ItemStatus, readonly ItemStatus[]>> = {
  // 1–2. under review: the expert accepts or rejects
  [ItemStatus.AwaitingApproval]: [ItemStatus.Active, ItemStatus.Unsold],
  // 3–4. live until its end or a Buy it now: a sale awaits payment, or it ends unsold; an admin may withdraw it
  [ItemStatus.Active]: [ItemStatus.AwaitingPayment, ItemStatus.EndedUnsold, ItemStatus.ReserveNotMet, ItemStatus.Unsold],
  // 5. the buyer pays within 24 h, or the sale lapses (the seller may relist or offer a second chance)
  [ItemStatus.AwaitingPayment]: [ItemStatus.Shipping, ItemStatus.PaymentNotDone],
  // 6. paid: the seller ships (tracking added → Sold); a dispute holds it
  [ItemStatus.Shipping]: [ItemStatus.Sold, ItemStatus.InDispute],
  [ItemStatus.Sold]: [ItemStatus.InDispute],
  // a dispute ends resolved (the sale stands) or with the sale cancelled (the lot returns to the seller)
  [ItemStatus.InDispute]: [ItemStatus.Sold, ItemStatus.Shipping, ItemStatus.Unsold],
  // a lapsed sale: a second-chance offer makes a new sale, or the seller relists
  [ItemStatus.PaymentNotDone]: [ItemStatus.AwaitingPayment, ItemStatus.AwaitingApproval],
  // unsold outcomes: the seller may edit and relist (a new review)
  [ItemStatus.Unsold]: [ItemStatus.AwaitingApproval],
  [ItemStatus.EndedUnsold]: [ItemStatus.AwaitingApproval],
  [ItemStatus.ReserveNotMet]: [ItemStatus.AwaitingApproval],
  // the buyer's name for a lapsed sale: an order's label, never a lot's status (kept for the spec's list)
  [ItemStatus.CancelledUnpaid]: [],
};

/** True when a lot may move from one status to another. */
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
  sold: [ItemStatus.AwaitingPayment, ItemStatus.Sold],
  unsold: [ItemStatus.Unsold, ItemStatus.EndedUnsold, ItemStatus.ReserveNotMet, ItemStatus.PaymentNotDone],
  shipping: [ItemStatus.Shipping, ItemStatus.InDispute],
  submissions: [ItemStatus.AwaitingApproval],
} as const satisfies Record<string, readonly ItemStatus[]>;
export type SellerTab = keyof typeof SELLER_TABS;

/**
 * Statuses whose lot page anyone may see: live, and what became of a live lot. A lot under review or
 * rejected by the expert was never public.
 */
export const PUBLIC_STATUSES: readonly ItemStatus[] = [
  ItemStatus.Active,
  ItemStatus.AwaitingPayment,
  ItemStatus.Sold,
  ItemStatus.Shipping,
  ItemStatus.InDispute,
  ItemStatus.EndedUnsold,
  ItemStatus.ReserveNotMet,
  ItemStatus.PaymentNotDone,
];

/**
 * The statuses of a lot whose sale stands: the hammer fell or Buy it now was used, and the sale was
 * neither lapsed (Payment Not Done On Time) nor cancelled by a dispute (back to Unsold). Only these
 * show a price sold for, anywhere (docs/adr/0054): a lot keeps `soldAt`/`soldPrice` after a cancelled
 * sale until it is relisted, so the price is never read without this check.
 */
export const SOLD_STATUSES: readonly ItemStatus[] = [ItemStatus.AwaitingPayment, ItemStatus.Shipping, ItemStatus.Sold, ItemStatus.InDispute];

/** True when a lot's sale stands (see SOLD_STATUSES). */
export function saleStands(status: ItemStatus): boolean {
  return SOLD_STATUSES.includes(status);
}

/** Who asks to see a lot: null for a visitor. */
export interface LotViewer {
  uid: string;
  groups: readonly string[];
}

/** The one visibility rule: a public status, or the lot's seller, or staff (experts and admins). */
export function canSeeLot(viewer: LotViewer | null, lot: { status: ItemStatus; sellerId: string }): boolean {
  if (PUBLIC_STATUSES.includes(lot.status)) return true;
  if (!viewer) return false;
  return viewer.uid === lot.sellerId || isStaff(viewer.groups);
}

/**
 * How a lot sold, from what the sale wrote: Buy it now sells a fixed-price lot, or an auction before its
 * end (it is refused once the end has passed); the hammer (and a second-chance offer after it) sells an
 * auction at or after its end. So no field needs storing, and lots sold before this was asked know too.
 */
export function soldVia(item: Pick<Item, 'listAsAuction' | 'soldAt' | 'endsAt'>): SoldVia {
  if (!item.listAsAuction) return 'buyNow';
  return item.soldAt !== null && item.endsAt !== null && item.soldAt < item.endsAt ? 'buyNow' : 'auction';
}
