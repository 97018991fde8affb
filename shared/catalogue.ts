import { minNextBid } from './bidding.ts';
import { publicHistory } from './bid-state.ts';
import type { Banner, ItemDetail, ItemSummary, StoredBanner } from './contract/catalogue.ts';
import type { Bid, Item, PhotoRef } from './item.ts';
import { lotPhotoSrcset, srcsetUrl } from './photo-sizes.ts';
import { buyNowAvailable, reserveMet } from './proxy-bidding.ts';
import { saleStands, soldVia } from './item-status.ts';
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
  // A cancelled or lapsed sale keeps its price and moment on the lot until a relist: never shown (docs/adr/0054).
  if (saleStands(item.status) && item.soldPrice !== null && item.soldAt) {
    summary.soldPrice = item.soldPrice;
    summary.soldAt = item.soldAt;
    summary.soldVia = soldVia(item);
  }
  return summary;
}

/**
 * The moment a lot that takes no more bids ended, as every page prints it: the sale's when it sold
 * (Buy it now ends it long before its planned end), else its planned end.
 */
export function endedAt(item: Pick<ItemSummary, 'endsAt' | 'soldAt'>): string | null {
  return item.soldAt ?? item.endsAt;
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
