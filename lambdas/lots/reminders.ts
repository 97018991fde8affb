import { formatMoney, GBP } from '../../shared/money.ts';
import type { Order } from '../../shared/order.ts';
import { SHIPMENT_REMINDER_SECONDS, type PaymentReminder } from '../../shared/sale-deadlines.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import { notify } from '../notify/notify.ts';

/**
 * The sale's reminders, sent by the item workflow when their time comes (shared/sale-deadlines.ts).
 * Each is made once per order and reminder (its dedupe key), so a retried or resumed task sends
 * nothing twice.
 */

/** Reminds the buyer to pay an order before its deadline (12 hours and 1 hour before it). */
export async function remindBuyerToPay(order: Order, reminder: PaymentReminder, now: Date): Promise<void> {
  const listing = await getListing(order.itemId);
  if (!listing) return;
  await notify({
    uid: order.buyerId,
    template: 'paymentReminder',
    params: { itemName: listing.name, payBy: order.payBy, price: formatMoney(order.price, GBP) },
    item: { id: order.itemId, photos: listing.photos, listAsAuction: true },
    orderId: order.id,
    dedupeKey: `paymentReminder:${order.id}:${reminder}`,
    link: `/pay-items/${order.id}`,
    at: now,
  });
}

/** Reminds the seller, once, to ship an order paid 5 days ago. */
export async function remindSellerToShip(order: Order, now: Date): Promise<void> {
  const listing = await getListing(order.itemId);
  if (!listing) return;
  await notify({
    uid: order.sellerId,
    template: 'shipmentReminder',
    params: { itemName: listing.name, days: String(SHIPMENT_REMINDER_SECONDS / 86_400) },
    item: { id: order.itemId, photos: listing.photos, listAsAuction: true },
    orderId: order.id,
    dedupeKey: `shipmentReminder:${order.id}`,
    link: '/sellar-dashboard',
    at: now,
  });
}
