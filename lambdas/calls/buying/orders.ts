import { GetMyOrdersInputSchema, GetOrderInputSchema, type GetMyOrdersOutput, type OrderView } from '../../../shared/contract/orders.ts';
import { getOrder as readOrder, listOrdersOfBuyer } from '../../data/entities/order.ts';
import { getItem, getItems } from '../../data/items.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { notFound } from '../../lib/errors.ts';
import { toOrderView } from '../../orders/view.ts';

/** The caller's purchases, newest first. */
export const getMyOrders = defineCall({
  name: 'getMyOrders',
  who: 'user',
  input: GetMyOrdersInputSchema,
  async run(_input, ctx): Promise<Reply<GetMyOrdersOutput>> {
    const uid = ctx.caller!.uid;
    const orders = await listOrdersOfBuyer(uid);
    const items = new Map((await getItems(orders.map((o) => o.itemId))).map((i) => [i.id, i]));
    return { data: { orders: orders.flatMap((o) => (items.has(o.itemId) ? [toOrderView(o, items.get(o.itemId)!, uid)] : [])) } };
  },
});

/** One order, for its buyer or its seller; anyone else is answered as if it did not exist. */
export const getOrder = defineCall({
  name: 'getOrder',
  who: 'user',
  input: GetOrderInputSchema,
  async run(input, ctx): Promise<Reply<OrderView>> {
    const uid = ctx.caller!.uid;
    const order = await readOrder(input.orderId);
    if (!order || (order.buyerId !== uid && order.sellerId !== uid)) throw notFound();
    const item = await getItem(order.itemId);
    if (!item) throw notFound();
    return { data: toOrderView(order, item, uid) };
  },
});
