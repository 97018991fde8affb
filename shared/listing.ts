import type { ListingForm } from './contract/selling.ts';
import { LISTING_RULES } from './listing-rules.ts';
import { freshMarket, ItemStatus, type Item, type PhotoRef, type ShippingOffer } from './item.ts';
import { commissionOn, type Pence } from './money.ts';

/** The thumbnail's key beside an uploaded photo's ("uploads/u/p.jpg" → "uploads/u/p-thumb.jpg"). */
export function thumbnailKey(key: string): string {
  return key.replace(/\.(jpg|png)$/, '-thumb.jpg');
}

/** The stored photos of a listing: each photo's key with its thumbnail's beside it. */
export function photoRefs(keys: readonly string[]): PhotoRef[] {
  return keys.map((key) => ({ key, thumbKey: thumbnailKey(key) }));
}

function offer(cost: Pence | null | undefined, days: number | null | undefined): ShippingOffer | null {
  return cost != null && days != null ? { cost, days } : null;
}

/**
 * A new lot, Awaiting Approval, from a submitted (already validated) listing form: the seller's
 * listing and the pricing the bidding reads. The auction state starts empty; acceptance sets the end.
 */
export function itemFromListing(
  form: ListingForm,
  at: { id: string; itemNumber: string; sellerId: string; sellerName: string; location: string; specifics: Record<string, string>; photos: PhotoRef[]; now: Date },
): Item {
  const now = at.now.toISOString();
  return {
    id: at.id,
    itemNumber: at.itemNumber,
    sellerId: at.sellerId,
    sellerName: at.sellerName,
    status: ItemStatus.AwaitingApproval,
    version: 0,
    name: form.itemName ?? '',
    caption: form.itemCaption ?? '',
    description: form.itemDescription ?? '',
    categoryId: form.category ?? '',
    subCategoryId: form.subCategoryId ?? null,
    specifics: at.specifics,
    photos: at.photos,
    location: at.location,
    ...listingPricing(form),
    durationDays: form.auctionDurationDays ?? LISTING_RULES.defaultDurationDays,
    estimatedValue: form.estimatedValue ?? 0,
    shipping: {
      nationwide: offer(form.nationwideShippingCost, form.nationwideShippingDeliveryDays),
      europe: offer(form.shippingToEuropeCost, form.shippingToEuropeDeliveryDays),
      worldwide: offer(form.worldwideShippingCost, form.worldwideShippingDeliveryDays),
    },
    insured: form.insureItem === true,
    shippingPaidBy: form.shippingPaidBy ?? 'buyer',
    fulfilment: {
      shipWithUs: form.shipWithUs === true,
      professionallyCleaned: form.professionallyCleaned === true,
      photography: form.photography === true,
      threeSixtyPhotography: form.threeSixtyPhotography === true,
    },
    ...freshMarket(),
    createdAt: now,
    submittedAt: now,
    updatedAt: now,
  };
}

/** The pricing of a listing form, as the lot's hot record keeps it (auction fields only for an auction). */
export function listingPricing(form: ListingForm): Pick<Item, 'listAsAuction' | 'listAsBuyNow' | 'startingPrice' | 'priceIncrement' | 'reservePrice' | 'buyItNowPrice'> {
  const auction = form.listAsAuction === true;
  const buyNow = form.List_of_Buy_it === true;
  return {
    listAsAuction: auction,
    listAsBuyNow: buyNow,
    startingPrice: auction ? (form.startingAuctionPrice ?? LISTING_RULES.minStartingPrice) : (form.buyItNowPrice ?? LISTING_RULES.minStartingPrice),
    priceIncrement: auction ? (form.priceIncrement ?? null) : null,
    reservePrice: auction ? (form.reservePrice ?? null) : null,
    buyItNowPrice: buyNow ? (form.buyItNowPrice ?? null) : null,
  };
}

/**
 * What the seller would receive at a given sale price: the price less the 2.95 % commission (the
 * fulfilment service's fee, once priced, comes off too). Shown before submitting.
 */
export function sellerPreview(form: ListingForm): { price: Pence; commission: Pence; proceeds: Pence } | null {
  const price = form.List_of_Buy_it && form.buyItNowPrice != null ? form.buyItNowPrice : form.listAsAuction ? (form.reservePrice ?? form.startingAuctionPrice) : undefined;
  if (price == null) return null;
  const commission = commissionOn(price);
  return { price, commission, proceeds: price - commission };
}
