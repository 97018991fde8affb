import * as z from 'zod';
import { ruleIssue, said } from './protocol.ts';
import type { Category } from '../categories.ts';
import type { Currency, Pence } from '../money.ts';
import type { ItemStatus, ShippingOffers, SoldVia } from '../item.ts';
import { SEARCH_FORMATS, SEARCH_PAGE_SIZE, SEARCH_SORTS } from '../search-options.ts';

/** Identifiers in payloads: opaque, short, printable. */
export const IdSchema = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, said('invalidId'));
/** Money in pence: a whole, non-negative number. */
export const PenceSchema = z.number().int(said('wholePence')).min(0).max(100_000_000_00);

export { SEARCH_FORMATS, SEARCH_PAGE_SIZE, SEARCH_SORTS, type SearchFormat, type SearchSort } from '../search-options.ts';

// ---- inputs ------------------------------------------------------------------------------------

export const GetCategoriesInputSchema = z.strictObject({ sortByNameAsc: z.boolean().default(true) });

export const SearchInputSchema = z
  .strictObject({
    categoryId: IdSchema.nullable().default(null),
    term: z.string().max(200).default(''),
    limit: z.number().int().min(1).max(100).default(SEARCH_PAGE_SIZE),
    offset: z.number().int().min(0).max(10_000).default(0),
    format: z.enum(SEARCH_FORMATS).optional(),
    minPrice: PenceSchema.optional(),
    maxPrice: PenceSchema.optional(),
    sort: z.enum(SEARCH_SORTS).optional(),
    /** Sold lots only (their sale standing), instead of live ones (docs/adr/0054). */
    sold: z.boolean().optional(),
  })
  .superRefine(checkPriceRange);
export type SearchInput = z.output<typeof SearchInputSchema>;

/** A search's price range: both ends or neither, min below max (the search call's and a saved search's rule). */
export function checkPriceRange(v: { minPrice?: number; maxPrice?: number }, ctx: z.RefinementCtx): void {
  const hasMin = v.minPrice !== undefined;
  const hasMax = v.maxPrice !== undefined;
  if (hasMin !== hasMax) {
    ctx.addIssue(ruleIssue([hasMin ? 'maxPrice' : 'minPrice'], 'priceRangeBothRequired'));
  } else if (hasMin && hasMax && v.minPrice! >= v.maxPrice!) {
    ctx.addIssue(ruleIssue(['minPrice'], 'priceRangeMinBelowMax'));
  }
}

/** How many months a price guide may cover (the page shows the default, 12). */
export const PRICE_GUIDE_MONTHS = { default: 12, max: 24 } as const;
export const GetPriceGuideInputSchema = z.strictObject({
  subCategoryId: IdSchema,
  months: z.number().int().min(1).max(PRICE_GUIDE_MONTHS.max).default(PRICE_GUIDE_MONTHS.default),
});
export type GetPriceGuideInput = z.output<typeof GetPriceGuideInputSchema>;

/** The header search box's suggestions as the user types (a prefix of every word). */
export const SuggestInputSchema = z.strictObject({
  term: z.string().max(100),
  limit: z.number().int().min(1).max(10).default(8),
});
export type SuggestInput = z.output<typeof SuggestInputSchema>;

export const MetadataInputSchema = z.strictObject({});
/** The reader's language: French readers get the banners' French (docs/adr/0037). */
export const GetHomepageInputSchema = z.strictObject({ locale: z.enum(['en', 'fr']).default('en') });
export const GetItemInputSchema = z.strictObject({ itemId: IdSchema });
export const GetSupportArticlesInputSchema = z.strictObject({
  category: z.string().trim().min(1).max(80).optional(),
  /** The reader's language: French readers get each article's French where it has one (docs/adr/0025). */
  locale: z.enum(['en', 'fr']).default('en'),
});

export const SendContactMessageInputSchema = z.strictObject({
  name: z.string().trim().min(1, said('required')).max(120),
  email: z.email(said('invalidEmail')).max(254),
  subject: z.string().trim().min(1, said('required')).max(200),
  message: z.string().trim().min(1, said('required')).max(5000),
});
export type SendContactMessageInput = z.output<typeof SendContactMessageInputSchema>;

// ---- outputs -----------------------------------------------------------------------------------

/** An item in a list (search, home, watchlist): what a card shows. */
export interface ItemSummary {
  id: string;
  itemNumber: string;
  name: string;
  caption: string;
  /** Thumbnail URL of the first photo. */
  photo: string | null;
  categoryId: string;
  subCategoryId: string | null;
  listAsAuction: boolean;
  listAsBuyNow: boolean;
  /** Buy it now can still be used: listed so, Active, and (for auctions) no bid reached the price. */
  buyNowAvailable: boolean;
  startingPrice: Pence;
  currentBid: Pence | null;
  bidCount: number;
  buyItNowPrice: Pence | null;
  endsAt: string | null;
  status: ItemStatus;
  soldPrice?: Pence | null;
  /** When it sold (the hammer, or Buy it now: possibly long before `endsAt`); absent while unsold. */
  soldAt?: string | null;
  /** How it sold (docs/adr/0054); present exactly when `soldPrice` is. */
  soldVia?: SoldVia;
}

export interface ItemDetail extends ItemSummary {
  description: string;
  /** `srcset`: the photo's phone copy and the photo, by width (shared/photo-sizes.ts); absent on photos published before copies existed. */
  photos: { url: string; thumbnailUrl: string; srcset?: string }[];
  specifics: Record<string, string>;
  /** The specifics as /fr shows them (docs/adr/0051): labels and dropdown answers in French where the form has them. */
  specificsFr?: Record<string, string>;
  seller: { id: string; name: string; rating: number | null; reviewCount: number };
  location: string;
  shipping: ShippingOffers;
  insured: boolean;
  shippingPaidBy: 'buyer' | 'seller';
  minNextBid: Pence;
  hasReserve: boolean;
  reserveMet: boolean;
  estimatedValue: Pence;
  priceIncrement: Pence | null;
  bids: { bidder: string; amount: Pence; at: string; automatic: boolean }[];
  // for a signed-in caller
  watching?: boolean;
  isOwner?: boolean;
  myMaxBid?: Pence | null;
  highBidder?: boolean;
  // for the owner, experts and admins
  reservePrice?: Pence | null;
  rejectionNote?: string | null;
  /** The auction length the seller chose (the wizard reopens an item to edit and relist it). */
  durationDays?: number;
  fulfilment?: { shipWithUs: boolean; professionallyCleaned: boolean; photography: boolean; threeSixtyPhotography: boolean };
}

export interface GetCategoriesOutput {
  categories: Category[];
}
export interface SearchOutput {
  items: ItemSummary[];
  total: number;
  /**
   * Only for a search with words that found nothing (docs/adr/0051): terms near the words that do find
   * lots in the whole catalogue ("did you mean"), and categories related to them (where those lots are,
   * or whose name resembles a word), each in both languages.
   */
  didYouMean?: string[];
  relatedCategories?: RelatedCategory[];
}
/** A category (or sub-category, with its parent's id) a search without results points to. */
export interface RelatedCategory {
  id: string;
  name: string;
  nameFr?: string;
  parentId: string | null;
}
/** A suggestion: a category (or sub-category, with its parent) to browse, or a live lot to open. */
export type Suggestion =
  | { kind: 'category'; id: string; name: string; parentName: string | null; nameFr?: string; parentNameFr?: string }
  | { kind: 'lot'; id: string; name: string; listAsAuction: boolean };
export interface SuggestOutput {
  suggestions: Suggestion[];
}
export interface MetadataOutput {
  currencies: Currency[];
}
/** A home-page banner as readers get it: in their language, `image` a URL. */
export interface Banner {
  title: string;
  text: string;
  image: string;
  link: string;
  /** The image's phone copy, its centre (shared/photo-sizes.ts `PHONE_BANNER`); absent on a banner without one. */
  phoneImage?: string;
}
/** A banner as stored: its English, the photo keys of its image and its phone copy, and its French (docs/adr/0037). */
export interface StoredBanner extends Banner {
  fr?: BannerText;
}
/** A banner's words in one language. */
export interface BannerText {
  title: string;
  text: string;
}
/** One calendar month (UTC) of a price guide: its sales' count and prices in pence; null prices when none sold. */
export interface PriceGuideMonth {
  month: string;
  count: number;
  median: Pence | null;
  min: Pence | null;
  max: Pence | null;
}
export interface PriceGuideOutput {
  subCategory: { id: string; name: string; nameFr?: string; parentId: string; parentName: string; parentNameFr?: string };
  /** Every month of the window, oldest first, the current one last. */
  months: PriceGuideMonth[];
  highest: ItemSummary[];
  recent: ItemSummary[];
}

export interface HomepageOutput {
  banners: Banner[];
  endingSoon: ItemSummary[];
  recommended: ItemSummary[];
  recentlySold: ItemSummary[];
  buyNow: ItemSummary[];
}
export interface SupportArticle {
  id: string;
  title: string;
  body: string;
  category: string;
  /** The French text, when the admin wrote one (docs/adr/0025); getSupportArticles answers it to French readers. */
  fr?: SupportArticleText;
}
/** An article's text in one language. */
export interface SupportArticleText {
  title: string;
  body: string;
  category: string;
}
export interface SupportArticlesOutput {
  categories: string[];
  articles: SupportArticle[];
}
