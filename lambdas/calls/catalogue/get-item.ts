import { toItemDetail } from '../../../shared/catalogue.ts';
import { GetItemInputSchema, type ItemDetail } from '../../../shared/contract/catalogue.ts';
import { canSeeLot } from '../../../shared/item-status.ts';
import { bidHistoryOf, getMyBid } from '../../data/entities/bid.ts';
import { listReviewsOfSeller } from '../../data/entities/review.ts';
import { isWatching } from '../../data/entities/watch.ts';
import { sellerRating } from '../../../shared/reviews.ts';
import type { Item } from '../../../shared/item.ts';
import { getItem as readItem } from '../../data/items.ts';
import type { Caller } from '../../lib/caller.ts';
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
    return { data: await itemDetailFor(item, caller) };
  },
});

/** A lot as one caller sees it (null: a visitor, as its rendered page shows it: docs/adr/0036). */
export async function itemDetailFor(item: Item, caller: Caller | null): Promise<ItemDetail> {
  const [bids, watching, myBid, reviews] = await Promise.all([
    bidHistoryOf(item),
    caller ? isWatching(caller.uid, item.id) : false,
    caller ? getMyBid(caller.uid, item.id) : null,
    listReviewsOfSeller(item.sellerId),
  ]);
  const viewer = { uid: caller?.uid ?? null, roles: caller?.groups ?? [], watching, myMaxBid: myBid?.maxBid ?? null };
  const { average, count } = sellerRating(reviews);
  return toItemDetail(item, bids, viewer, { rating: average, reviewCount: count });
}
