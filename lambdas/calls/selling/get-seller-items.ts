import { toItemSummary } from '../../../shared/catalogue.ts';
import { SELLER_TABS } from '../../../shared/item-status.ts';
import { listItemsBySeller } from '../../data/items.ts';
import { defineCall } from '../../lib/call.ts';

/** The seller dashboard's tabs: the caller's own items in the tab's statuses, newest first. */
export const getSellerItems = defineCall('getSellerItems', {
  async run(input, ctx) {
    const statuses: readonly string[] = SELLER_TABS[input.tab];
    const items = (await listItemsBySeller(ctx.caller!.uid)).filter((i) => statuses.includes(i.status));
    return { data: { items: items.map((i) => ({ ...toItemSummary(i), orderId: i.orderId ?? undefined, rejectionNote: i.rejectionNote, submittedAt: i.submittedAt ?? i.createdAt })) } };
  },
});
