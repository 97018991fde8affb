import { toItemDetail } from '../../../shared/catalogue.ts';
import { ItemStatus } from '../../../shared/item.ts';
import { specificsInFrench } from '../../data/item-detail.ts';
import { listItemsByStatus } from '../../data/items.ts';
import { defineCall } from '../../lib/call.ts';

/** Listings awaiting an expert, oldest first, with every photo and field (and the reserve), the specifics in French too (docs/adr/0051). */
export const getSubmissions = defineCall('getSubmissions', {
  async run(_input, ctx) {
    const waiting = (await listItemsByStatus(ItemStatus.AwaitingApproval)).sort((a, b) => (a.submittedAt ?? a.createdAt).localeCompare(b.submittedAt ?? b.createdAt));
    const viewer = { uid: ctx.caller!.uid, roles: ctx.caller!.groups };
    const french = await specificsInFrench(waiting);
    return {
      data: {
        items: waiting.map((item, i) => ({
          ...toItemDetail(item, [], viewer, { rating: null, reviewCount: 0 }),
          specificsFr: french[i]!,
          submittedAt: item.submittedAt ?? item.createdAt,
          durationDays: item.durationDays,
          fulfilment: item.fulfilment,
          ownListing: item.sellerId === ctx.caller!.uid,
        })),
      },
    };
  },
});
