import { trackingUrl } from '../../shared/carriers.ts';
import { toItemSummary } from '../../shared/catalogue.ts';
import type { OrderView } from '../../shared/contract/orders.ts';
import { shipmentFacts, type OrderViewer } from '../../shared/fulfilment.ts';
import type { Item } from '../../shared/item.ts';
import type { Order, ShipTo } from '../../shared/order.ts';

/** Who an order's viewer is: its buyer, its seller, or (anyone else, checked by the caller) an admin. */
export function viewerOf(order: Pick<Order, 'buyerId' | 'sellerId'>, uid: string): OrderViewer {
  if (order.buyerId === uid) return 'buyer';
  return order.sellerId === uid ? 'seller' : 'admin';
}

/**
 * An order as the contract gives it to one viewer (absent facts are left out, not null): the shipment
 * facts each party may see come from shared/fulfilment.ts; `centre` is the fulfilment centre's address,
 * needed only for a fulfilment order seen by its seller or an admin.
 */
export function toOrderView(order: Order, item: Item, viewerId: string, centre: ShipTo | null = null): OrderView {
  const role = viewerOf(order, viewerId);
  const { shipTo, ...fulfilment } = shipmentFacts(order, role, centre);
  const url = order.trackingNumber ? trackingUrl(order.carrier, order.trackingNumber) : null;
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
    // The card is the buyer's (and the back office's) business, not the seller's.
    ...(order.paidWith && role !== 'seller' ? { paidWith: order.paidWith } : {}),
    ...(order.trackingNumber ? { trackingNumber: order.trackingNumber } : {}),
    ...(order.carrier ? { carrier: order.carrier } : {}),
    ...(order.shippedAt ? { shippedAt: order.shippedAt } : {}),
    ...(order.receivedAt ? { receivedAt: order.receivedAt } : {}),
    reviewed: order.reviewed,
    ...(url ? { trackingUrl: url } : {}),
    ...(shipTo ? { shipTo } : {}),
    role,
    ...fulfilment,
  };
}
