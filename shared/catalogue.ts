import { minNextBid } from './bidding.ts';
import { publicHistory } from './bid-state.ts';
import type { Banner, ItemDetail, ItemSummary, SearchInput, StoredBanner } from './contract/catalogue.ts';
import { ItemStatus, type Bid, type Item, type PhotoRef } from './item.ts';
import { lotPhotoSrcset, srcsetUrl } from './photo-sizes.ts';
import { buyNowAvailable, reserveMet } from './proxy-bidding.ts';
import { isStaff as isStaffGroups } from './roles.ts';

/**
 * Photos are served on the site's own origin under /photos/ (the local gateway proxies the S3
 * emulator; CloudFront routes the path to the photo bucket), so a URL is just the key behind it.
 */
export function photoUrl(key: string): string {
  return `/photos/${key}`;
}

/**
 * A stored banner as a reader of `locale` gets it: its French words where it has them (else its
 * English, so no banner disappears from the French home page), its image and its phone copy as URLs,
 * no translations.
 */
export function localiseBanner(banner: StoredBanner, locale: 'en' | 'fr'): Banner {
  const words = locale === 'fr' && banner.fr ? banner.fr : banner;
  const shown: Banner = { title: words.title, text: words.text, image: photoUrl(banner.image), link: banner.link };
  // Written as a `srcset` candidate (shared/photo-sizes.ts), so pages and the slider use it as it is.
  if (banner.phoneImage) shown.phoneImage = srcsetUrl(photoUrl(banner.phoneImage));
  return shown;
}

/** The price a list shows and filters on: the auction's current price, else the Buy it now price. */
export function displayPrice(item: Item): number {
  if (item.listAsAuction) return item.currentBid ?? item.startingPrice;
  return item.buyItNowPrice ?? item.startingPrice;
}

export function toItemSummary(item: Item): ItemSummary {
  const first = item.photos[0];
  const summary: ItemSummary = {
    id: item.id,
    itemNumber: item.itemNumber,
    name: item.name,
    caption: item.caption,
    photo: first ? photoUrl(first.thumbKey) : null,
    categoryId: item.categoryId,
    subCategoryId: item.subCategoryId,
    listAsAuction: item.listAsAuction,
    listAsBuyNow: item.listAsBuyNow,
    buyNowAvailable: buyNowAvailable(item),
    startingPrice: item.startingPrice,
    currentBid: item.currentBid,
    bidCount: item.bidCount,
    buyItNowPrice: item.buyItNowPrice,
    endsAt: item.endsAt,
    status: item.status,
  };
  if (item.soldPrice !== null) summary.soldPrice = item.soldPrice;
  return summary;
}

/** A stored photo as pages get it: URLs, and the `srcset` of its phone copy when it has one. */
function photoOf(ref: PhotoRef): ItemDetail['photos'][number] {
  const photo: ItemDetail['photos'][number] = { url: photoUrl(ref.key), thumbnailUrl: photoUrl(ref.thumbKey) };
  if (ref.phone) photo.srcset = lotPhotoSrcset(photo.url, { ...ref.phone, url: photoUrl(ref.phone.key) });
  return photo;
}

/** Who is looking at an item detail; decides which private fields it may carry. */
export interface Viewer {
  uid: string | null;
  roles: readonly string[];
  watching?: boolean;
  myMaxBid?: number | null;
}

export function toItemDetail(
  item: Item,
  bids: Bid[],
  viewer: Viewer,
  seller: { rating: number | null; reviewCount: number },
): ItemDetail {
  const isOwner = viewer.uid !== null && viewer.uid === item.sellerId;
  const isStaff = isStaffGroups(viewer.roles);
  const hasReserve = item.reservePrice !== null;
  const detail: ItemDetail = {
    ...toItemSummary(item),
    description: item.description,
    photos: item.photos.map(photoOf),
    specifics: item.specifics,
    seller: { id: item.sellerId, name: item.sellerName, rating: seller.rating, reviewCount: seller.reviewCount },
    location: item.location,
    shipping: item.shipping,
    insured: item.insured,
    shippingPaidBy: item.shippingPaidBy,
    minNextBid: minNextBid(item),
    hasReserve,
    reserveMet: reserveMet(item),
    estimatedValue: item.estimatedValue,
    priceIncrement: item.priceIncrement,
    bids: publicHistory(bids),
  };
  if (viewer.uid !== null) {
    detail.watching = viewer.watching ?? false;
    detail.isOwner = isOwner;
    detail.myMaxBid = viewer.myMaxBid ?? null;
    detail.highBidder = item.leaderId === viewer.uid;
  }
  if (isOwner || isStaff) {
    detail.reservePrice = item.reservePrice;
    detail.rejectionNote = item.rejectionNote;
    detail.durationDays = item.durationDays;
    detail.fulfilment = { ...item.fulfilment };
  }
  return detail;
}

/** Lower-cases and strips accents so "Émile" matches "emile". */
export function normaliseText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

export function searchWords(term: string): string[] {
  return normaliseText(term).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * How well an item matches the words: every word must occur in the name, caption or description
 * (else null); a word in the name weighs most, then the caption, then the description.
 */
export function relevanceScore(item: Pick<Item, 'name' | 'caption' | 'description'>, words: string[]): number | null {
  const name = normaliseText(item.name);
  const caption = normaliseText(item.caption);
  const description = normaliseText(item.description);
  let score = 0;
  for (const word of words) {
    const inName = name.includes(word);
    const inCaption = caption.includes(word);
    const inDescription = description.includes(word);
    if (!inName && !inCaption && !inDescription) return null;
    score += (inName ? 6 : 0) + (inCaption ? 3 : 0) + (inDescription ? 1 : 0);
  }
  return score;
}

const byEndingSoon = (a: Item, b: Item) => (a.endsAt ?? '9999').localeCompare(b.endsAt ?? '9999') || a.id.localeCompare(b.id);

/**
 * The catalogue search over Active items: term (every word must match), category (or
 * sub-category), format, price range on the displayed price, one of five sorts, then a page.
 * Items that are not Active never appear, whatever the caller passes.
 */
export function searchItems(items: Item[], query: SearchInput): { items: ItemSummary[]; total: number } {
  const words = searchWords(query.term);
  const scored: { item: Item; score: number }[] = [];
  for (const item of items) {
    if (item.status !== ItemStatus.Active) continue;
    if (query.categoryId && item.categoryId !== query.categoryId && item.subCategoryId !== query.categoryId) continue;
    if (query.format === 'auction' && !item.listAsAuction) continue;
    if (query.format === 'buyNow' && !item.listAsBuyNow) continue;
    if (query.minPrice !== undefined && query.maxPrice !== undefined) {
      const price = displayPrice(item);
      if (price < query.minPrice || price > query.maxPrice) continue;
    }
    const score = words.length ? relevanceScore(item, words) : 0;
    if (score === null) continue;
    scored.push({ item, score });
  }
  const sort = query.sort ?? 'relevance';
  scored.sort((a, b) => {
    switch (sort) {
      case 'newest':
        return (b.item.activatedAt ?? b.item.createdAt).localeCompare(a.item.activatedAt ?? a.item.createdAt) || byEndingSoon(a.item, b.item);
      case 'endingSoon':
        return byEndingSoon(a.item, b.item);
      case 'highestBids':
        return displayPrice(b.item) - displayPrice(a.item) || byEndingSoon(a.item, b.item);
      case 'lowestBids':
        return displayPrice(a.item) - displayPrice(b.item) || byEndingSoon(a.item, b.item);
      default:
        return b.score - a.score || byEndingSoon(a.item, b.item);
    }
  });
  return {
    total: scored.length,
    items: scored.slice(query.offset, query.offset + query.limit).map((s) => toItemSummary(s.item)),
  };
}

/** The home page's four sections, each a short list. */
export function homepageSections(active: Item[], sold: Item[], size = 8) {
  const live = active.filter((i) => i.status === ItemStatus.Active);
  const endingSoon = live.filter((i) => i.listAsAuction).sort(byEndingSoon).slice(0, size);
  // Recommended: the auctions drawing the most interest (bids, then value), not already in ending soon.
  const shown = new Set(endingSoon.map((i) => i.id));
  const recommended = live
    .filter((i) => i.listAsAuction && !shown.has(i.id))
    .sort((a, b) => b.bidCount - a.bidCount || b.estimatedValue - a.estimatedValue || byEndingSoon(a, b))
    .slice(0, size);
  const recentlySold = [...sold].sort((a, b) => (b.soldAt ?? '').localeCompare(a.soldAt ?? '')).slice(0, size);
  const buyNow = live.filter((i) => buyNowAvailable(i)).sort(byEndingSoon).slice(0, size);
  return {
    endingSoon: endingSoon.map(toItemSummary),
    recommended: recommended.map(toItemSummary),
    recentlySold: recentlySold.map(toItemSummary),
    buyNow: buyNow.map(toItemSummary),
  };
}
