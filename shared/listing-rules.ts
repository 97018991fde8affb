/**
 * The listing rules (spec section 5 and 9, CALLS.md "Listing rules"), free of zod so the listing
 * wizard can run them in the browser as the seller types. The contract (shared/contract/selling.ts)
 * re-exports them and builds its submission schema on `listingRuleIssues`; the server runs them again.
 */
import { BID_INCREMENTS } from './bidding.ts';
import type { ListingForm } from './contract/selling.ts';
import { Messages } from './messages.ts';

/** Listing limits (spec §5, §9 and CALLS.md "Listing rules"). */
export const LISTING_RULES = {
  minPhotos: 5,
  maxPhotos: 20,
  maxPhotoBytes: 2 * 1024 * 1024,
  photoTypes: ['image/jpeg', 'image/png'] as const,
  minStartingPrice: 100,
  reserveAllowedAbove: 15_000,
  minReserve: 15_000,
  defaultDurationDays: 7,
  minDurationDays: 1,
  maxDurationDays: 14,
  maxShippingDays: 90,
} as const;

/** The listing rules' messages, in the spec's words where it has them. */
export const ListingMessages = {
  minimumImages: Messages.minimumImages,
  atLeastOneFormat: 'At least one option must be selected',
  startingPriceMin: 'The starting price must be at least £1',
  reserveNotAllowed: 'A reserve price can only be set for items valued over £150',
  reserveMin: 'The reserve price must be at least £150',
  buyNowAboveStart: 'The Buy it now price must be higher than the starting price',
  oneShippingZone: 'Add the cost and delivery days of at least one shipping zone',
  shippingPair: 'Give both the cost and the delivery days',
  duration: 'An auction lasts from 1 to 14 days',
  photosDistinct: Messages.photosDistinct,
  reserveBelowStart: 'The reserve price must be at least the starting price',
  reserveAboveBuyNow: 'The reserve price must be lower than the Buy it now price',
  incrementMin: 'The bid increment must be at least 5p',
} as const;

const ZONES = [
  ['nationwideShippingCost', 'nationwideShippingDeliveryDays'],
  ['shippingToEuropeCost', 'shippingToEuropeDeliveryDays'],
  ['worldwideShippingCost', 'worldwideShippingDeliveryDays'],
] as const;

/**
 * The rules a listing must meet to be submitted, each with the spec's or CALLS.md's message, in
 * the order the wizard asks for them. Pure: the wizard runs it as the seller types, the server again.
 * Seller-form specifics are checked separately (they depend on the category's form).
 */
export function listingRuleIssues(form: ListingForm): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const need = (path: keyof ListingForm, ok: boolean) => ok || issues.push({ path, message: Messages.required });
  need('category', Boolean(form.category));
  need('itemName', Boolean(form.itemName));
  need('itemCaption', Boolean(form.itemCaption));
  need('itemDescription', Boolean(form.itemDescription));
  if ((form.photos?.length ?? 0) < LISTING_RULES.minPhotos) issues.push({ path: 'photos', message: ListingMessages.minimumImages });
  else if (new Set(form.photos).size !== form.photos!.length) issues.push({ path: 'photos', message: ListingMessages.photosDistinct });
  need('estimatedValue', form.estimatedValue !== undefined);
  if (!form.listAsAuction && !form.List_of_Buy_it) issues.push({ path: 'listAsAuction', message: ListingMessages.atLeastOneFormat });
  if (form.listAsAuction) {
    if (form.startingAuctionPrice === undefined) issues.push({ path: 'startingAuctionPrice', message: Messages.required });
    else if (form.startingAuctionPrice < LISTING_RULES.minStartingPrice) issues.push({ path: 'startingAuctionPrice', message: ListingMessages.startingPriceMin });
    // The seller's own step replaces the increment table, but never below its first step.
    if (form.priceIncrement != null && form.priceIncrement < BID_INCREMENTS[0]!.step) issues.push({ path: 'priceIncrement', message: ListingMessages.incrementMin });
  }
  if (form.reservePrice != null) {
    if (!form.listAsAuction || (form.estimatedValue ?? 0) <= LISTING_RULES.reserveAllowedAbove) issues.push({ path: 'reservePrice', message: ListingMessages.reserveNotAllowed });
    else if (form.reservePrice < LISTING_RULES.minReserve) issues.push({ path: 'reservePrice', message: ListingMessages.reserveMin });
    else if (form.startingAuctionPrice !== undefined && form.reservePrice < form.startingAuctionPrice) issues.push({ path: 'reservePrice', message: ListingMessages.reserveBelowStart });
    else if (form.List_of_Buy_it && form.buyItNowPrice != null && form.buyItNowPrice > (form.startingAuctionPrice ?? 0) && form.reservePrice >= form.buyItNowPrice) issues.push({ path: 'reservePrice', message: ListingMessages.reserveAboveBuyNow });
  }
  if (form.List_of_Buy_it) {
    if (form.buyItNowPrice == null) issues.push({ path: 'buyItNowPrice', message: Messages.required });
    else if (form.buyItNowPrice < LISTING_RULES.minStartingPrice) issues.push({ path: 'buyItNowPrice', message: ListingMessages.startingPriceMin });
    else if (form.listAsAuction && form.startingAuctionPrice !== undefined && form.buyItNowPrice <= form.startingAuctionPrice) {
      issues.push({ path: 'buyItNowPrice', message: ListingMessages.buyNowAboveStart });
    }
  }
  need('shippingPaidBy', form.shippingPaidBy !== undefined);
  let zones = 0;
  for (const [cost, days] of ZONES) {
    const hasCost = form[cost] != null;
    const hasDays = form[days] != null;
    if (hasCost && hasDays) zones += 1;
    else if (hasCost !== hasDays) issues.push({ path: hasCost ? days : cost, message: ListingMessages.shippingPair });
  }
  if (zones === 0) issues.push({ path: 'nationwideShippingCost', message: ListingMessages.oneShippingZone });
  return issues;
}
