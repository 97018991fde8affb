import { toItemDetail } from '../../shared/catalogue.ts';
import type { ItemDetail } from '../../shared/contract/catalogue.ts';
import type { Item } from '../../shared/item.ts';
import { sellerRating } from '../../shared/reviews.ts';
import { localSpecifics, type SellerForm } from '../../shared/seller-form.ts';
import type { Caller } from '../lib/caller.ts';
import { bidHistoryOf, getMyBid } from './entities/bid.ts';
import { sellerFormFor } from './entities/catalogue-reference.ts';
import { listReviewsOfSeller } from './entities/review.ts';
import { isWatching } from './entities/watch.ts';

/**
 * A lot as one caller sees it: getItem's answer, and (caller null) what its rendered page shows a
 * visitor (docs/adr/0036). Visibility is the caller's to check first (shared/item-status.ts canSeeLot).
 */
export async function itemDetailFor(item: Item, caller: Caller | null): Promise<ItemDetail> {
  const [bids, watching, myBid, reviews, french] = await Promise.all([
    bidHistoryOf(item),
    caller ? isWatching(caller.uid, item.id) : false,
    caller ? getMyBid(caller.uid, item.id) : null,
    listReviewsOfSeller(item.sellerId),
    specificsInFrench([item]),
  ]);
  const viewer = { uid: caller?.uid ?? null, roles: caller?.groups ?? [], watching, myMaxBid: myBid?.maxBid ?? null };
  const { average, count } = sellerRating(reviews);
  return { ...toItemDetail(item, bids, viewer, { rating: average, reviewCount: count }), specificsFr: french[0]! };
}

/**
 * Each lot's specifics as /fr shows them (`specificsFr`), read from its form as the form is now, so an
 * admin's translation reaches every lot (docs/adr/0051). A form is read once however many lots answer it.
 */
export async function specificsInFrench(items: Item[]): Promise<Record<string, string>[]> {
  const forms = new Map<string, Promise<SellerForm | null>>();
  const formOf = (item: Item) => {
    const key = `${item.categoryId}/${item.subCategoryId ?? ''}`;
    let form = forms.get(key);
    if (!form) forms.set(key, (form = sellerFormFor(item.categoryId, item.subCategoryId)));
    return form;
  };
  return Promise.all(items.map(async (item) => localSpecifics(Object.keys(item.specifics).length ? await formOf(item) : null, item.specifics, 'fr')));
}
