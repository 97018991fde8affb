import type { ListingForm } from './contract/selling.ts';
import { LISTING_RULES } from './listing-rules.ts';
import { ItemStatus, type Item, type PhotoRef, type ShippingOffer } from './item.ts';
import { commissionOn, type Pence } from './money.ts';

/** The thumbnail's key beside an uploaded photo's ("uploads/u/p.jpg" → "uploads/u/p-thumb.jpg"). */
export function thumbnailKey(key: string): string {
  return key.replace(/\.(jpg|png)$/, '-thumb.jpg');
}

function offer(cost: Pence | null | undefined, days: number | null | undefined): ShippingOffer | null {
  return cost != null && days != null ? { cost, days } : null;
}

/**
 * A new item, Awaiting Approval, from a submitted (already validated) listing form. The auction
 * state starts empty; activation sets the end time.
 */
export function itemFromListing(
  form: ListingForm,
  at: { id: string; itemNumber: string; sellerId: string; sellerName: string; location: string; specifics: Record<string, string>; now: Date },
): Item {
  const auction = form.listAsAuction === true;
  const buyNow = form.List_of_Buy_it === true;
  const photos: PhotoRef[] = (form.photos ?? []).map((key) => ({ key, thumbKey: thumbnailKey(key) }));
  return {
    id: at.id,
    itemNumber: at.itemNumber,
    sellerId: at.sellerId,
    sellerName: at.sellerName,
    status: ItemStatus.AwaitingApproval,
    name: form.itemName ?? '',
    caption: form.itemCaption ?? '',
    description: form.itemDescription ?? '',
    categoryId: form.category ?? '',
    subCategoryId: form.subCategoryId ?? null,
    specifics: at.specifics,
    photos,
    location: at.location,
    listAsAuction: auction,
    listAsBuyNow: buyNow,
    startingPrice: auction ? (form.startingAuctionPrice ?? LISTING_RULES.minStartingPrice) : (form.buyItNowPrice ?? LISTING_RULES.minStartingPrice),
    priceIncrement: auction ? (form.priceIncrement ?? null) : null,
    durationDays: form.auctionDurationDays ?? LISTING_RULES.defaultDurationDays,
    reservePrice: auction ? (form.reservePrice ?? null) : null,
    buyItNowPrice: buyNow ? (form.buyItNowPrice ?? null) : null,
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
    currentBid: null,
    bidCount: 0,
    leaderId: null,
    leaderMaxBid: null,
    version: 0,
    createdAt: at.now.toISOString(),
    activatedAt: null,
    endsAt: null,
    soldAt: null,
    soldPrice: null,
    rejectionNote: null,
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

/** When an accepted listing ends: `durationDays` after activation (auctions and Buy it now alike). */
export function endTimeFor(item: Pick<Item, 'durationDays'>, activatedAt: Date): Date {
  return new Date(activatedAt.getTime() + item.durationDays * 86_400_000);
}
