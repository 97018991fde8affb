import { toItemDetail } from '../../../shared/catalogue.ts';
import { GetItemInputSchema, type ItemDetail } from '../../../shared/contract/catalogue.ts';
import { canSeeLot } from '../../../shared/item-status.ts';
import { bidHistoryOf, getMyBid } from '../../data/entities/bid.ts';
import { isWatching } from '../../data/entities/watch.ts';
import { getItem as readItem } from '../../data/items.ts';
import { defineCall } from '../../lib/call.ts';
import { notFound } from '../../lib/errors.ts';

export const getItem = defineCall({
  name: 'getItem',
  who: 'any',
  input: GetItemInputSchema,
  async run(input, ctx): Promise<{ data: ItemDetail }> {
    const item = await readItem(input.itemId);
    const caller = ctx.caller;
    if (!item || !canSeeLot(caller, item)) throw notFound();
    const [bids, watching, myBid] = await Promise.all([
      // With the lines the lot's newest bid made (they ride on the lot until the next write stores them).
      bidHistoryOf(item),
      caller ? isWatching(caller.uid, item.id) : false,
      caller ? getMyBid(caller.uid, item.id) : null,
    ]);
    const viewer = { uid: caller?.uid ?? null, roles: caller?.groups ?? [], watching, myMaxBid: myBid?.maxBid ?? null };
    // Seller ratings arrive with reviews (a later issue); until then a seller has none.
    return { data: toItemDetail(item, bids, viewer, { rating: null, reviewCount: 0 }) };
  },
});
