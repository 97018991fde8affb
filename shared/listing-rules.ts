/**
 * The listing rules (spec section 5 and 9, CALLS.md "Listing rules"), free of zod so the listing
 * wizard can run them in the browser as the seller types. The contract (shared/contract/selling.ts)
 * re-exports them and builds its submission schema on `listingRuleIssues`; the server runs them again.
 */
import { BID_INCREMENTS } from './bidding.ts';
import type { FieldNotice } from './messages.ts';
import type { Pence } from './money.ts';

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

const ZONES = [
  ['nationwideShippingCost', 'nationwideShippingDeliveryDays'],
  ['shippingToEuropeCost', 'shippingToEuropeDeliveryDays'],
  ['worldwideShippingCost', 'worldwideShippingDeliveryDays'],
] as const;

type ShippingZoneField = (typeof ZONES)[number][number];

/**
 * The fields of a listing form (contract/selling.ts `ListingForm`, which satisfies this) the rules
 * read. Spelled out here rather than imported so the contract can build on the rules without the
 * two modules importing each other.
 */
export type ListingRuleFields = {
  category?: string;
  itemName?: string;
  itemCaption?: string;
  itemDescription?: string;
  photos?: string[];
  estimatedValue?: Pence;
  listAsAuction?: boolean;
  List_of_Buy_it?: boolean;
  startingAuctionPrice?: Pence;
  priceIncrement?: Pence | null;
  reservePrice?: Pence | null;
  buyItNowPrice?: Pence | null;
  shippingPaidBy?: 'buyer' | 'seller';
} & { [field in ShippingZoneField]?: number | null };

/**
 * The rules a listing must meet to be submitted, each with the code of the spec's or CALLS.md's
 * message, in the order the wizard asks for them. Pure: the wizard runs it as the seller types, the
 * server again. Seller-form specifics are checked separately (they depend on the category's form).
 */
export function listingRuleIssues(form: ListingRuleFields): FieldNotice[] {
  const issues: FieldNotice[] = [];
  const need = (path: keyof ListingRuleFields, ok: boolean) => ok || issues.push({ path, code: 'required' });
  need('category', Boolean(form.category));
  need('itemName', Boolean(form.itemName));
  need('itemCaption', Boolean(form.itemCaption));
  need('itemDescription', Boolean(form.itemDescription));
  if ((form.photos?.length ?? 0) < LISTING_RULES.minPhotos) issues.push({ path: 'photos', code: 'minimumImages' });
  else if (new Set(form.photos).size !== form.photos!.length) issues.push({ path: 'photos', code: 'photosDistinct' });
  need('estimatedValue', form.estimatedValue !== undefined);
  if (!form.listAsAuction && !form.List_of_Buy_it) issues.push({ path: 'listAsAuction', code: 'atLeastOneFormat' });
  if (form.listAsAuction) {
    if (form.startingAuctionPrice === undefined) issues.push({ path: 'startingAuctionPrice', code: 'required' });
    else if (form.startingAuctionPrice < LISTING_RULES.minStartingPrice) issues.push({ path: 'startingAuctionPrice', code: 'startingPriceMin' });
    // The seller's own step replaces the increment table, but never below its first step.
    if (form.priceIncrement != null && form.priceIncrement < BID_INCREMENTS[0]!.step) issues.push({ path: 'priceIncrement', code: 'incrementMin' });
  }
  if (form.reservePrice != null) {
    if (!form.listAsAuction || (form.estimatedValue ?? 0) <= LISTING_RULES.reserveAllowedAbove) issues.push({ path: 'reservePrice', code: 'reserveNotAllowed' });
    else if (form.reservePrice < LISTING_RULES.minReserve) issues.push({ path: 'reservePrice', code: 'reserveMin' });
    else if (form.startingAuctionPrice !== undefined && form.reservePrice < form.startingAuctionPrice) issues.push({ path: 'reservePrice', code: 'reserveBelowStart' });
    else if (form.List_of_Buy_it && form.buyItNowPrice != null && form.buyItNowPrice > (form.startingAuctionPrice ?? 0) && form.reservePrice >= form.buyItNowPrice) issues.push({ path: 'reservePrice', code: 'reserveAboveBuyNow' });
  }
  if (form.List_of_Buy_it) {
    if (form.buyItNowPrice == null) issues.push({ path: 'buyItNowPrice', code: 'required' });
    else if (form.buyItNowPrice < LISTING_RULES.minStartingPrice) issues.push({ path: 'buyItNowPrice', code: 'startingPriceMin' });
    else if (form.listAsAuction && form.startingAuctionPrice !== undefined && form.buyItNowPrice <= form.startingAuctionPrice) {
      issues.push({ path: 'buyItNowPrice', code: 'buyNowAboveStart' });
    }
  }
  need('shippingPaidBy', form.shippingPaidBy !== undefined);
  let zones = 0;
  for (const [cost, days] of ZONES) {
    const hasCost = form[cost] != null;
    const hasDays = form[days] != null;
    if (hasCost && hasDays) zones += 1;
    else if (hasCost !== hasDays) issues.push({ path: hasCost ? days : cost, code: 'shippingPair' });
  }
  if (zones === 0) issues.push({ path: 'nationwideShippingCost', code: 'oneShippingZone' });
  return issues;
}
