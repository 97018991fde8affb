import type { ItemDetail } from '../../../shared/contract/catalogue.ts';
import { canSeeLot } from '../../../shared/item-status.ts';
import { itemDetailFor } from '../../data/item-detail.ts';
import { getItem as readItem } from '../../data/items.ts';
import { defineCall } from '../../lib/call.ts';
import { notFound } from '../../lib/errors.ts';

export const getItem = defineCall('getItem', {
  async run(input, ctx): Promise<{ data: ItemDetail }> {
    const item = await readItem(input.itemId);
    const caller = ctx.caller;
    if (!item || !canSeeLot(caller, item)) throw notFound();
    return { data: await itemDetailFor(item, caller) };
  },
});
