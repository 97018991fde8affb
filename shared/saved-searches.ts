import { displayPrice, normaliseText, searchWords } from './catalogue.ts';
import type { Item } from './item.ts';
import type { SearchFormat, SearchSort } from './search-options.ts';

/**
 * Saved searches, followed sellers and the alerts they give (issue 26, docs/adr/0053): the pure rules.
 * A saved search is what the results page searched (term, category, format, price range, sort); a new
 * lot that the search would list alerts its owner, as does a new lot of a seller they follow, once per
 * lot whatever number of their searches and follows it matches.
 */

/** How a saved search's (or a follow's) alerts reach their owner beyond the bell. */
export const ALERT_MODES = ['instant', 'daily', 'off'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

/** A follow's alerts come in the daily digest: a seller may list a dozen lots at once (docs/adr/0053). */
export const FOLLOW_ALERT_MODE: AlertMode = 'daily';

/** How many searches one person may save, and sellers follow (each answered with its own message past it). */
export const MAX_SAVED_SEARCHES = 50;
export const MAX_FOLLOWED_SELLERS = 200;
export const SAVED_SEARCH_NAME_MAX = 80;

/** What a saved search searches (the `search` call's filters, without its page). */
export interface SearchCriteria {
  categoryId: string | null;
  term: string;
  format?: SearchFormat;
  minPrice?: number;
  maxPrice?: number;
  sort?: SearchSort;
}

export interface SavedSearch {
  id: string;
  name: string;
  search: SearchCriteria;
  alert: AlertMode;
  createdAt: string;
}

/** The facet a saved search is indexed under: its category (or sub-category), or every lot's. */
export const ANY_CATEGORY = '*';
export const searchFacet = (criteria: Pick<SearchCriteria, 'categoryId'>): string => criteria.categoryId ?? ANY_CATEGORY;

/** The facets whose saved searches may list a lot: its category's, its sub-category's, and those of no category. */
export function lotFacets(lot: Pick<Item, 'categoryId' | 'subCategoryId'>): string[] {
  return [ANY_CATEGORY, lot.categoryId, ...(lot.subCategoryId && lot.subCategoryId !== lot.categoryId ? [lot.subCategoryId] : [])];
}

/** What a lot is to the matcher, worked out once per lot and compared with every candidate search in memory. */
export interface LotFacts {
  categoryId: string;
  subCategoryId: string | null;
  listAsAuction: boolean;
  listAsBuyNow: boolean;
  price: number;
  /** The normalised words of its name, caption, description and specifics. */
  words: readonly string[];
}

export function lotFacts(item: Item): LotFacts {
  const text = [item.name, item.caption, item.description, ...Object.values(item.specifics ?? {})].join(' ');
  return {
    categoryId: item.categoryId,
    subCategoryId: item.subCategoryId,
    listAsAuction: item.listAsAuction,
    listAsBuyNow: item.listAsBuyNow,
    price: displayPrice(item),
    words: [...new Set(searchWords(text))],
  };
}

/**
 * A word of a search finds a word of a lot that begins with its stem: a plural finds the singular and
 * a word its longer forms ("commodes" and "commod" find "commode"), as search's stemming lets them.
 */
const stem = (word: string) => (word.length > 4 ? word.replace(/(es|s|x)$/, '') : word);

/**
 * Whether the search would list the lot: in its category or sub-category (when it names one), of its
 * format, within its price range, and every word of its term found in the lot's words. The sort
 * orders a list and never filters it.
 */
export function matchesSearch(criteria: SearchCriteria, lot: LotFacts): boolean {
  if (criteria.categoryId && criteria.categoryId !== lot.categoryId && criteria.categoryId !== lot.subCategoryId) return false;
  if (criteria.format === 'auction' && !lot.listAsAuction) return false;
  if (criteria.format === 'buyNow' && !lot.listAsBuyNow) return false;
  if (criteria.minPrice !== undefined && criteria.maxPrice !== undefined && (lot.price < criteria.minPrice || lot.price > criteria.maxPrice)) return false;
  return termStems(criteria.term).every((wanted) => lot.words.some((w) => w.startsWith(wanted)));
}

/**
 * A term's words as stems, worked out once per term: a burst compares each saved search with many lots,
 * and normalising the term each time was most of the matcher's work (docs/adr/0053).
 */
const stemsOfTerm = new Map<string, string[]>();
function termStems(term: string): string[] {
  let stems = stemsOfTerm.get(term);
  if (!stems) {
    if (stemsOfTerm.size >= 100_000) stemsOfTerm.clear();
    stemsOfTerm.set(term, (stems = searchWords(term).map(stem)));
  }
  return stems;
}

/** The one alert mode of a lot for a person whose several searches and follows matched it: the most urgent. */
export function mostUrgent(modes: readonly AlertMode[]): AlertMode {
  return ALERT_MODES.find((mode) => modes.includes(mode)) ?? 'off';
}

/** Two saved searches are the same search when their filters are (the name and alert aside). */
export function sameSearch(a: SearchCriteria, b: SearchCriteria): boolean {
  const key = (c: SearchCriteria) => JSON.stringify([c.categoryId, normaliseText(c.term.trim()), c.format ?? 'both', c.minPrice ?? null, c.maxPrice ?? null, c.sort ?? null]);
  return key(a) === key(b);
}

/** The day (UTC, YYYY-MM-DD) whose digest an alert made at `at` belongs to. */
export const digestDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The day before `day` (the digest sent at the start of a day is the previous day's). */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The results page of a saved search (the account's list links to it): the listing page's URL (site listing-query.ts), prices in pence. */
export function savedSearchPath(criteria: SearchCriteria): string {
  const params = new URLSearchParams();
  if (criteria.term) params.set('term', criteria.term);
  if (criteria.categoryId) params.set('categoryId', criteria.categoryId);
  if (criteria.format) params.set('format', criteria.format);
  if (criteria.minPrice !== undefined && criteria.maxPrice !== undefined) {
    params.set('minPrice', String(criteria.minPrice));
    params.set('maxPrice', String(criteria.maxPrice));
  }
  if (criteria.sort) params.set('sort', criteria.sort);
  const query = params.toString();
  return `/catagoriesDetails/search${query ? `?${query}` : ''}`;
}

/** The account's section of saved searches and followed sellers (site features/account/tabs.ts). */
export const SAVED_SEARCHES_PATH = '/my-account/saved-searches';
