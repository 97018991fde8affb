// From the zod-free options module: the contract module would bundle zod (~25 KB gzip) into the island.
import { SEARCH_PAGE_SIZE, SEARCH_SORTS, type SearchFormat, type SearchSort } from '../../../../shared/search-options.ts';
import { pathSegments } from './path-segments.ts';

/** The sorts, in the order the sort menu lists them (the contract's order). */
export const SORTS = SEARCH_SORTS;
/** The formats, default first, in the order the format filter lists them. */
export const FORMATS = ['both', 'auction', 'buyNow'] as const satisfies readonly SearchFormat[];
/** The spec's search page size. */
export const PAGE_SIZE = SEARCH_PAGE_SIZE;
// Fails to compile if the contract gains a format this list lacks.
const everyFormat: Record<SearchFormat, true> = { both: true, auction: true, buyNow: true };
void everyFormat;

/**
 * What a listing page shows, read from and written to its URL so reload, back and shared links
 * keep it: `/catagoriesDetails/{all|search|categoryId}?term&categoryId&format&minPrice&maxPrice&sort&sold&page`.
 * Prices in the URL are pence, so a link means the same whatever currency the reader has chosen.
 */
export interface ListingQuery {
  /** `all`, `search`, or a category or sub-category id. */
  id: string;
  term: string;
  categoryId: string | null;
  format: SearchFormat;
  minPrice: number | null;
  maxPrice: number | null;
  sort: SearchSort;
  page: number;
  /** Sold lots instead of live ones (off by default; `sold=1`; docs/adr/0054). */
  sold: boolean;
}

const wholeNumber = (value: string | null): number | null => (value !== null && /^\d{1,12}$/.test(value) ? Number(value) : null);

export function readListingQuery(location: { pathname: string; search: string }): ListingQuery {
  const id = pathSegments(location.pathname)[1] ?? 'all';
  const params = new URLSearchParams(location.search);
  const format = params.get('format') as SearchFormat;
  const sort = params.get('sort') as SearchSort;
  let minPrice = wholeNumber(params.get('minPrice'));
  let maxPrice = wholeNumber(params.get('maxPrice'));
  if (minPrice === null || maxPrice === null || minPrice >= maxPrice) minPrice = maxPrice = null;
  return {
    id,
    term: id === 'search' ? (params.get('term') ?? '').trim() : '',
    categoryId: id === 'search' ? params.get('categoryId') || null : id === 'all' ? null : id,
    format: (FORMATS as readonly string[]).includes(format) ? format : 'both',
    minPrice,
    maxPrice,
    sort: (SORTS as readonly string[]).includes(sort) ? sort : 'relevance',
    page: Math.max(1, wholeNumber(params.get('page')) ?? 1),
    sold: params.get('sold') === '1',
  };
}

/** The URL of a listing state (path without language prefix; the caller localises it). */
export function listingPath(q: ListingQuery): string {
  const params = new URLSearchParams();
  if (q.id === 'search') {
    if (q.term) params.set('term', q.term);
    if (q.categoryId) params.set('categoryId', q.categoryId);
  }
  if (q.format !== 'both') params.set('format', q.format);
  if (q.minPrice !== null && q.maxPrice !== null) {
    params.set('minPrice', String(q.minPrice));
    params.set('maxPrice', String(q.maxPrice));
  }
  if (q.sort !== 'relevance') params.set('sort', q.sort);
  if (q.sold) params.set('sold', '1');
  if (q.page > 1) params.set('page', String(q.page));
  const search = params.toString();
  return `/catagoriesDetails/${encodeURIComponent(q.id)}${search ? `?${search}` : ''}`;
}

/** The `search` call's data for a listing state. */
export function searchData(q: ListingQuery) {
  return {
    categoryId: q.categoryId,
    term: q.term,
    limit: PAGE_SIZE,
    offset: (q.page - 1) * PAGE_SIZE,
    ...(q.format !== 'both' ? { format: q.format } : {}),
    ...(q.minPrice !== null && q.maxPrice !== null ? { minPrice: q.minPrice, maxPrice: q.maxPrice } : {}),
    ...(q.sort !== 'relevance' ? { sort: q.sort } : {}),
    ...(q.sold ? { sold: true } : {}),
  };
}

/** Page numbers to offer: first, last, and two either side of the current one, with gaps as null. */
export function pageNumbers(current: number, pages: number): Array<number | null> {
  const shown: Array<number | null> = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - current) <= 1) shown.push(n);
    else if (shown[shown.length - 1] !== null) shown.push(null);
  }
  return shown;
}
