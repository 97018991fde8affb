import type { AdminListFulfilmentOutput, FulfilmentOrderView } from '../../../shared/contract/orders.ts';
import { fulfilmentStage } from '../../../shared/fulfilment.ts';
import { listFulfilmentOrders } from '../../data/entities/order.ts';
import { getItem, getItems } from '../../data/items.ts';
import { FULFILMENT_CALLS } from '../../../shared/contract/registry/fulfilment.ts';
import { defineCall, groupCalls, type Reply } from '../../lib/call.ts';
import { notFound } from '../../lib/errors.ts';
import { recordCentreStepOf } from '../../orders/after-sale.ts';
import { fulfilmentCentre } from '../../orders/fulfilment-centre.ts';
import { toOrderView } from '../../orders/view.ts';

/*
 * The fulfilment centre's calls (docs/adr/0021): admins run the centre. Not in CALLS.md, which has no
 * centre; named like its other admin calls.
 */

/** Fulfilment orders, oldest first, each with its stage; `stage` narrows the list to one. */
export const adminListFulfilment = defineCall('adminListFulfilment', {
  async run(input, ctx): Promise<Reply<AdminListFulfilmentOutput>> {
    const orders = (await listFulfilmentOrders()).map((order) => ({ order, stage: fulfilmentStage(order) })).filter((o) => !input.stage || o.stage === input.stage);
    const items = new Map((await getItems(orders.map((o) => o.order.itemId))).map((i) => [i.id, i]));
    const centre = fulfilmentCentre();
    const views: FulfilmentOrderView[] = orders.flatMap(({ order, stage }) => {
      const item = items.get(order.itemId);
      return item ? [{ ...toOrderView(order, item, ctx.caller!.uid, centre), stage }] : [];
    });
    return { data: { orders: views } };
  },
});

/**
 * The centre records a step of a fulfilment order: received, cleaned, photographed, or shipped to the
 * buyer with its tracking (the order is shipped, the lot Sold, the buyer told with a tracking link).
 */
export const adminUpdateFulfilment = defineCall('adminUpdateFulfilment', {
  async run(input, ctx): Promise<Reply<FulfilmentOrderView>> {
    const order = await recordCentreStepOf(input, ctx.now);
    const item = await getItem(order.itemId);
    if (!item) throw notFound();
    return { data: { ...toOrderView(order, item, ctx.caller!.uid, fulfilmentCentre()), stage: fulfilmentStage(order) }, message: input.step === 'shipped' ? 'trackingUpdated' : 'fulfilmentUpdated' };
  },
});

/** The fulfilment centre's calls, one function group (lambdas/functions.ts). */
export const fulfilmentCalls = groupCalls(FULFILMENT_CALLS, [adminListFulfilment, adminUpdateFulfilment]);
