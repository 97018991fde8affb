import { formatMoney, GBP } from '../../shared/money.ts';
import { isFulfilmentOrder, sellerOwesShipment } from '../../shared/fulfilment.ts';
import type { Order } from '../../shared/order.ts';
import { PAYMENT_REMINDERS, SHIPMENT_REMINDER_SECONDS, type PaymentReminder } from '../../shared/sale-deadlines.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import { notify } from '../notify/notify.ts';

/**
 * The sale's reminders, sent by the item workflow when their time comes (shared/sale-deadlines.ts).
 * Each is made once per order and reminder (its dedupe key, with the reminder's own due time as the
 * notification's time: a notification's id carries its time), so a retried or resumed task, whenever
 * it runs, sends nothing twice.
 */

/** Reminds the buyer to pay an order before its deadline (12 hours and 1 hour before it). */
export async function remindBuyerToPay(order: Order, reminder: PaymentReminder): Promise<void> {
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
    at: new Date(Date.parse(order.payBy) - PAYMENT_REMINDERS.find((r) => r.reminder === reminder)!.secondsBefore * 1000),
  });
}

/**
 * Reminds the seller, once, to ship an order paid 5 days ago: to the buyer, or a fulfilment order to
 * the centre (not at all once they have sent it: the centre's shipment is Patina's, docs/adr/0021).
 */
export async function remindSellerToShip(order: Order): Promise<void> {
  if (!sellerOwesShipment(order)) return;
  const listing = await getListing(order.itemId);
  if (!listing) return;
  await notify({
    uid: order.sellerId,
    template: isFulfilmentOrder(order) ? 'centreShipmentReminder' : 'shipmentReminder',
    params: { itemName: listing.name, days: String(SHIPMENT_REMINDER_SECONDS / 86_400) },
    item: { id: order.itemId, photos: listing.photos, listAsAuction: true },
    orderId: order.id,
    dedupeKey: `shipmentReminder:${order.id}`,
    link: '/sellar-dashboard',
    at: new Date(Date.parse(order.paidAt ?? order.payBy) + SHIPMENT_REMINDER_SECONDS * 1000),
  });
}
