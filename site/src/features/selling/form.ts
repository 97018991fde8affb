import type { ItemDetail } from '../../../../shared/contract/catalogue.ts';
import type { ListingForm } from '../../../../shared/contract/selling.ts';
import { LISTING_RULES } from '../../../../shared/listing-rules.ts';

/*
 * The wizard's form, shaped after the spec's listing draft (section 3, "Listing draft"): every
 * field always present, empty or false when unset, amounts in pence. `toListingForm` turns it into
 * the contract's `ListingForm` (unset fields left out), `fromListingForm` back (a resumed draft).
 * Type-only imports from the contract keep zod out of the browser.
 */

export type ShippingPaidBy = '' | 'buyer' | 'seller';

export interface ListingFormState {
  category: string;
  subCategoryId: string | null;
  /** Photo keys (createUploadUrl's `key`) in display order; the first is the cover. */
  photos: string[];
  /** The item goes through Patina's fulfilment centre (any of the four services chosen). */
  itemFullFill: boolean;
  itemName: string;
  itemCaption: string;
  itemDescription: string;
  /** Answers to the category's seller form, by position: {field1: value, ...}. */
  itemSpecifics: Record<string, string>;
  No_of_objects_Specific: string;
  Series: string;
  Publisher: string;
  Extras: string;
  No_of_Objects: string;
  Series_of_objects: string;
  Publisher_of_objects: string;
  /** The spec's `price` (number, default 0). */
  price: number;
  estimatedValue: number | null;
  listAsAuction: boolean;
  startingAuctionPrice: number | null;
  priceIncrement: number | null;
  auctionDurationDays: number;
  reservePrice: number | null;
  List_of_Buy_it: boolean;
  buyItNowPrice: number | null;
  /** Extra services asked for (professional cleaning, photography, 360° photography). */
  Service_info: boolean;
  shipWithUs: boolean;
  professionallyCleaned: boolean;
  photography: boolean;
  threeSixtyPhotography: boolean;
  shippingPaidBy: ShippingPaidBy;
  insureItem: boolean;
  nationwideShippingCost: number | null;
  nationwideShippingDeliveryDays: number | null;
  shippingToEuropeCost: number | null;
  shippingToEuropeDeliveryDays: number | null;
  worldwideShippingCost: number | null;
  worldwideShippingDeliveryDays: number | null;
  companyName: string;
  isDraft: boolean;
}

/** Every field empty or false (the spec's reset), the auction length at its default of 7 days. */
export function emptyListingForm(): ListingFormState {
  return {
    category: '',
    subCategoryId: null,
    photos: [],
    itemFullFill: false,
    itemName: '',
    itemCaption: '',
    itemDescription: '',
    itemSpecifics: {},
    No_of_objects_Specific: '',
    Series: '',
    Publisher: '',
    Extras: '',
    No_of_Objects: '',
    Series_of_objects: '',
    Publisher_of_objects: '',
    price: 0,
    estimatedValue: null,
    listAsAuction: false,
    startingAuctionPrice: null,
    priceIncrement: null,
    auctionDurationDays: LISTING_RULES.defaultDurationDays,
    reservePrice: null,
    List_of_Buy_it: false,
    buyItNowPrice: null,
    Service_info: false,
    shipWithUs: false,
    professionallyCleaned: false,
    photography: false,
    threeSixtyPhotography: false,
    shippingPaidBy: '',
    insureItem: false,
    nationwideShippingCost: null,
    nationwideShippingDeliveryDays: null,
    shippingToEuropeCost: null,
    shippingToEuropeDeliveryDays: null,
    worldwideShippingCost: null,
    worldwideShippingDeliveryDays: null,
    companyName: '',
    isDraft: false,
  };
}

export type FulfilmentOption = 'shipWithUs' | 'professionallyCleaned' | 'photography' | 'threeSixtyPhotography';
export const FULFILMENT_OPTIONS: readonly FulfilmentOption[] = ['shipWithUs', 'professionallyCleaned', 'photography', 'threeSixtyPhotography'];

/** The shipping zones, as [zone, cost field, days field]. */
export const ZONES = [
  ['nationwide', 'nationwideShippingCost', 'nationwideShippingDeliveryDays'],
  ['europe', 'shippingToEuropeCost', 'shippingToEuropeDeliveryDays'],
  ['worldwide', 'worldwideShippingCost', 'worldwideShippingDeliveryDays'],
] as const;

/** Whether the reserve price field is offered: an auction valued over £150. */
export function reserveOffered(form: Pick<ListingFormState, 'listAsAuction' | 'estimatedValue'>): boolean {
  return form.listAsAuction && (form.estimatedValue ?? 0) > LISTING_RULES.reserveAllowedAbove;
}

const TEXT_FIELDS = [
  'itemName',
  'itemCaption',
  'itemDescription',
  'No_of_objects_Specific',
  'Series',
  'Publisher',
  'Extras',
  'No_of_Objects',
  'Series_of_objects',
  'Publisher_of_objects',
] as const;
const NUMBER_FIELDS = [
  'estimatedValue',
  'startingAuctionPrice',
  'priceIncrement',
  'reservePrice',
  'buyItNowPrice',
  'nationwideShippingCost',
  'nationwideShippingDeliveryDays',
  'shippingToEuropeCost',
  'shippingToEuropeDeliveryDays',
  'worldwideShippingCost',
  'worldwideShippingDeliveryDays',
] as const;
const BOOLEAN_FIELDS = [
  'itemFullFill',
  'listAsAuction',
  'List_of_Buy_it',
  'Service_info',
  'shipWithUs',
  'professionallyCleaned',
  'photography',
  'threeSixtyPhotography',
  'insureItem',
] as const;

/**
 * The contract's form from the wizard's: unset values left out (the server reads a missing field
 * as not given), text trimmed, specifics without empty answers. Reserve and the auction's fields go
 * only with an auction, the Buy it now price only with Buy it now.
 */
export function toListingForm(state: ListingFormState): ListingForm {
  const form: Record<string, unknown> = {};
  if (state.category) form.category = state.category;
  if (state.category && state.subCategoryId) form.subCategoryId = state.subCategoryId;
  form.photos = [...state.photos];
  for (const name of TEXT_FIELDS) {
    const value = state[name].trim();
    if (value) form[name] = value;
  }
  const specifics = Object.entries(state.itemSpecifics).filter(([, v]) => v.trim() !== '');
  if (specifics.length) form.itemSpecifics = Object.fromEntries(specifics.map(([k, v]) => [k, v.trim()]));
  for (const name of NUMBER_FIELDS) {
    const value = state[name];
    if (value !== null && Number.isFinite(value)) form[name] = value;
  }
  for (const name of BOOLEAN_FIELDS) form[name] = state[name];
  form.price = state.price;
  if (state.listAsAuction) form.auctionDurationDays = state.auctionDurationDays;
  else {
    delete form.startingAuctionPrice;
    delete form.priceIncrement;
    delete form.reservePrice;
  }
  if (!reserveOffered(state)) delete form.reservePrice;
  if (!state.List_of_Buy_it) delete form.buyItNowPrice;
  if (state.shippingPaidBy) form.shippingPaidBy = state.shippingPaidBy;
  const company = state.companyName.trim();
  if (company) form.companyName = company;
  return form as ListingForm;
}

const inRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The form a draft saves: as `toListingForm`, less any value the draft schema would refuse (a
 * number still out of range while the seller types); the field shows its own message meanwhile.
 */
export function toDraftForm(state: ListingFormState): ListingForm {
  const form = toListingForm(state) as Record<string, unknown>;
  if (form.auctionDurationDays !== undefined && !inRange(form.auctionDurationDays, LISTING_RULES.minDurationDays, LISTING_RULES.maxDurationDays)) {
    delete form.auctionDurationDays;
  }
  for (const [, , days] of ZONES) if (form[days] !== undefined && !inRange(form[days], 1, LISTING_RULES.maxShippingDays)) delete form[days];
  for (const name of NUMBER_FIELDS) if (form[name] !== undefined && !inRange(form[name], 0, 100_000_000_00)) delete form[name];
  return form as ListingForm;
}

/** True when a draft would hold nothing the seller entered. */
export function isBlankForm(form: ListingForm): boolean {
  return !form.category && !form.photos?.length && !form.itemName && !form.itemCaption && !form.itemDescription && form.estimatedValue === undefined;
}

/**
 * True once a listing is worth keeping as a draft: it has a name or a photo. A category chosen on
 * its own (the wizard's first field) would otherwise fill the drafts list with "Untitled draft"s.
 */
export function deservesDraft(form: ListingForm): boolean {
  return Boolean(form.itemName?.trim()) || Boolean(form.photos?.length);
}

/** The wizard's form from a saved draft (or any listing form): missing fields empty. */
export function fromListingForm(form: ListingForm): ListingFormState {
  const state = emptyListingForm();
  const source = form as Record<string, unknown>;
  const target = state as unknown as Record<string, unknown>;
  for (const name of TEXT_FIELDS) if (typeof source[name] === 'string') target[name] = source[name];
  for (const name of NUMBER_FIELDS) if (typeof source[name] === 'number') target[name] = source[name];
  for (const name of BOOLEAN_FIELDS) if (typeof source[name] === 'boolean') target[name] = source[name];
  if (form.category) state.category = form.category;
  if (form.subCategoryId) state.subCategoryId = form.subCategoryId;
  if (Array.isArray(form.photos)) state.photos = [...form.photos];
  if (form.itemSpecifics) state.itemSpecifics = { ...form.itemSpecifics };
  if (typeof form.price === 'number') state.price = form.price;
  if (typeof form.auctionDurationDays === 'number') state.auctionDurationDays = form.auctionDurationDays;
  if (form.shippingPaidBy === 'buyer' || form.shippingPaidBy === 'seller') state.shippingPaidBy = form.shippingPaidBy;
  if (form.companyName) state.companyName = form.companyName;
  state.isDraft = form.isDraft === true;
  return state;
}

/** The photo key behind a photo URL ("/photos/uploads/u/p.jpg" → "uploads/u/p.jpg"). */
export function photoKeyOf(url: string): string {
  return url.replace(/^(?:https?:\/\/[^/]+)?\/photos\//, '');
}

/**
 * The wizard's form from an item as getItem gives it to its owner (an unsold item reopened to be
 * edited and relisted): amounts are already pence; the specifics (label → value) go back to the
 * seller form's positional names (`field1`, ...) by label; those the form no longer asks are dropped.
 */
export function fromItemDetail(item: ItemDetail, fields: readonly { name: string; label: string }[] | null): ListingFormState {
  const state = emptyListingForm();
  state.category = item.categoryId;
  state.subCategoryId = item.subCategoryId ?? null;
  state.photos = item.photos.map((p) => photoKeyOf(p.url));
  state.itemName = item.name;
  state.itemCaption = item.caption;
  state.itemDescription = item.description;
  const byLabel = new Map((fields ?? []).map((f) => [f.label, f.name]));
  for (const [label, value] of Object.entries(item.specifics ?? {})) {
    const name = byLabel.get(label);
    if (name && typeof value === 'string') state.itemSpecifics[name] = value;
  }
  state.estimatedValue = item.estimatedValue;
  state.listAsAuction = item.listAsAuction;
  if (item.listAsAuction) {
    state.startingAuctionPrice = item.startingPrice;
    state.priceIncrement = item.priceIncrement ?? null;
    state.reservePrice = item.reservePrice ?? null;
    if (typeof item.durationDays === 'number') state.auctionDurationDays = item.durationDays;
  }
  state.List_of_Buy_it = item.listAsBuyNow;
  if (item.listAsBuyNow) state.buyItNowPrice = item.buyItNowPrice ?? null;
  const fulfilment = item.fulfilment;
  if (fulfilment) {
    for (const option of FULFILMENT_OPTIONS) state[option] = fulfilment[option] === true;
    state.itemFullFill = FULFILMENT_OPTIONS.some((o) => state[o]);
    state.Service_info = state.professionallyCleaned || state.photography || state.threeSixtyPhotography;
  }
  state.shippingPaidBy = item.shippingPaidBy === 'seller' ? 'seller' : item.shippingPaidBy === 'buyer' ? 'buyer' : '';
  state.insureItem = item.insured;
  const zone = (offer: { cost: number; days: number } | null | undefined) => [offer?.cost ?? null, offer?.days ?? null] as const;
  [state.nationwideShippingCost, state.nationwideShippingDeliveryDays] = zone(item.shipping?.nationwide);
  [state.shippingToEuropeCost, state.shippingToEuropeDeliveryDays] = zone(item.shipping?.europe);
  [state.worldwideShippingCost, state.worldwideShippingDeliveryDays] = zone(item.shipping?.worldwide);
  return state;
}
