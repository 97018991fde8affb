import { trackingUrl } from '../../shared/carriers.ts';
import { toItemSummary } from '../../shared/catalogue.ts';
import type { OrderView } from '../../shared/contract/orders.ts';
import type { Item } from '../../shared/item.ts';
import type { Order } from '../../shared/order.ts';

/** An order as the contract gives it to one of its two people (absent facts are left out, not null). */
export function toOrderView(order: Order, item: Item, viewerId: string): OrderView {
  return {
    id: order.id,
    itemId: order.itemId,
    itemNumber: order.itemNumber,
    item: toItemSummary(item),
    buyerId: order.buyerId,
    sellerId: order.sellerId,
    price: order.price,
    shippingZone: order.shippingZone,
    shippingCost: order.shippingCost,
    total: order.total,
    status: order.status,
    payBy: order.payBy,
    ...(order.paidAt ? { paidAt: order.paidAt } : {}),
    ...(order.trackingNumber ? { trackingNumber: order.trackingNumber } : {}),
    ...(order.carrier ? { carrier: order.carrier } : {}),
    ...(order.shippedAt ? { shippedAt: order.shippedAt } : {}),
    ...(order.receivedAt ? { receivedAt: order.receivedAt } : {}),
    reviewed: order.reviewed,
    ...(order.trackingNumber && trackingUrl(order.carrier, order.trackingNumber) ? { trackingUrl: trackingUrl(order.carrier, order.trackingNumber)! } : {}),
    ...(order.shipTo ? { shipTo: order.shipTo } : {}),
    role: order.buyerId === viewerId ? 'buyer' : 'seller',
  };
}
