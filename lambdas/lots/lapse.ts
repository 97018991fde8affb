import { ItemStatus } from '../../shared/item.ts';
import { nextLot } from '../../shared/lot-rules.ts';
import { nextOrder, OrderStatus, type Order } from '../../shared/order.ts';
import { changeLot } from '../data/entities/lot.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import { commitOrder, getOrder } from '../data/entities/order.ts';
import { notify } from '../notify/notify.ts';

/**
 * A sale not paid by its deadline lapses (lifecycle step 5): the order is `cancelled_unpaid` (the
 * buyer's "Cancelled - Unpaid"), the lot `Payment Not Done On Time` (the seller may relist it or send
 * a second-chance offer), and both are told. The order's conditional write is the one decision: a
 * payment that settles first keeps the sale (answered false), and one that settles after finds the
 * order cancelled and is refunded (lambdas/orders/settle.ts). The lot's write follows it and, like the
 * notices, is idempotent, so a retried or resumed run finishes what a crash interrupted.
 * Answers whether the sale lapsed.
 */
export async function lapseSale(orderId: string, now: Date): Promise<boolean> {
  const order = await cancelUnpaidOrder(orderId, now);
  if (!order) return false;
  // Unless already lapsed, or moved on since (a second-chance offer made a new sale of it, or a relist).
  await changeLot(order.itemId, (lot) => (lot.status === ItemStatus.AwaitingPayment && lot.orderId === order.id ? nextLot(lot, { status: ItemStatus.PaymentNotDone }, now) : null));
  await tellLapse(order);
  return true;
}

/** The order cancelled as unpaid (or found so); null when it was paid first or is not yet due. */
async function cancelUnpaidOrder(orderId: string, now: Date): Promise<Order | null> {
  for (;;) {
    const order = await getOrder(orderId, true);
    if (!order) throw new Error(`Order ${orderId} does not exist`);
    if (order.status === OrderStatus.CancelledUnpaid) return order;
    if (order.status !== OrderStatus.AwaitingPayment || now.getTime() < Date.parse(order.payBy)) return null;
    const cancelled = nextOrder(order, { status: OrderStatus.CancelledUnpaid });
    if (await commitOrder(order, cancelled)) return cancelled;
  }
}

/**
 * Tells the buyer their sale was cancelled unpaid, and the seller what they may do now: once each,
 * dated at the deadline (a notification's id carries its time, so a repeat finds the same one).
 */
async function tellLapse(order: Order): Promise<void> {
  const at = new Date(order.payBy);
  const listing = await getListing(order.itemId);
  if (!listing) return;
  const params = { itemName: listing.name };
  const item = { id: order.itemId, photos: listing.photos, listAsAuction: true };
  await Promise.all([
    notify({ uid: order.buyerId, template: 'saleCancelledUnpaid', params, item, orderId: order.id, dedupeKey: `lapsed:${order.id}:buyer`, link: `/pay-items/${order.id}`, at }),
    // No order on the seller's notice: it leads to the lot, where the seller relists or offers a second chance.
    notify({ uid: order.sellerId, template: 'salePaymentNotDone', params, item, dedupeKey: `lapsed:${order.id}:seller`, link: '/sellar-dashboard', at }),
  ]);
}
