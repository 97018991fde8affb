import type { GetMyOrdersOutput, OrderView, PayOrderOutput } from '../../../shared/contract/orders.ts';
import { ACCOUNT_LIMITS } from '../../../shared/account-limits.ts';
import type { MessageKey } from '../../../shared/messages.ts';
import { isFulfilmentOrder } from '../../../shared/fulfilment.ts';
import { listOrdersOfBuyer } from '../../data/entities/order.ts';
import { getItem, getItems } from '../../data/items.ts';
import { limitPerAccount } from '../../lib/account-limit.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { notFound } from '../../lib/errors.ts';
import { readableOrder } from '../../orders/access.ts';
import { fulfilmentCentre } from '../../orders/fulfilment-centre.ts';
import { payForOrder, refreshPayment } from '../../orders/pay.ts';
import { toOrderView } from '../../orders/view.ts';

/** The caller's purchases, newest first. */
export const getMyOrders = defineCall('getMyOrders', {
  async run(_input, ctx): Promise<Reply<GetMyOrdersOutput>> {
    const uid = ctx.caller!.uid;
    const orders = await listOrdersOfBuyer(uid);
    const items = new Map((await getItems(orders.map((o) => o.itemId))).map((i) => [i.id, i]));
    return { data: { orders: orders.flatMap((o) => (items.has(o.itemId) ? [toOrderView(o, items.get(o.itemId)!, uid)] : [])) } };
  },
});

/**
 * One order, for its buyer or its seller (each sees what is theirs to see: docs/adr/0021); anyone
 * else is answered as if it did not exist.
 */
export const getOrder = defineCall('getOrder', {
  async run(input, ctx): Promise<Reply<OrderView>> {
    const uid = ctx.caller!.uid;
    const stored = await readableOrder(ctx.caller!, input.orderId);
    // The buyer back from their bank (3-D Secure): the provider's record of the latest try decides.
    const order = stored.buyerId === uid ? await refreshPayment(stored, ctx.now) : stored;
    const item = await getItem(order.itemId);
    if (!item) throw notFound();
    const centre = isFulfilmentOrder(order) && order.buyerId !== uid ? fulfilmentCentre() : null;
    return { data: toOrderView(order, item, uid, centre) };
  },
});

/** What the answer to a payment says, by its outcome (a decline says why). */
function paymentMessage(result: { paymentStatus: PayOrderOutput['paymentStatus']; declineCode?: string }): MessageKey {
  if (result.paymentStatus === 'succeeded') return 'paymentSucceeded';
  if (result.paymentStatus === 'requires_action') return 'paymentNeedsAction';
  if (result.paymentStatus === 'processing') return 'paymentPending';
  return (result.declineCode as MessageKey | undefined) ?? 'card_declined';
}

/** The buyer pays an order with a saved card, to one of their addresses, within its 24 hours. */
export const payOrder = defineCall('payOrder', {
  refusedWhenSuspended: true,
  accountLimit: limitPerAccount(ACCOUNT_LIMITS.payments),
  async run(input, ctx): Promise<Reply<PayOrderOutput>> {
    const result = await payForOrder(ctx.caller!, input, ctx.now);
    const item = await getItem(result.order.itemId);
    if (!item) throw notFound();
    const { order: _order, ...payment } = result;
    return { data: { order: toOrderView(result.order, item, ctx.caller!.uid), ...payment }, message: paymentMessage(result) };
  },
});
