/**
 * The search's options, free of zod so the site can import them without shipping the schema
 * library to the browser. The contract (shared/contract/catalogue.ts) builds its schema from these.
 */
export const SEARCH_FORMATS = ['auction', 'buyNow', 'both'] as const;
export const SEARCH_SORTS = ['relevance', 'newest', 'endingSoon', 'highestBids', 'lowestBids'] as const;
export type SearchFormat = (typeof SEARCH_FORMATS)[number];
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** The spec's search page size. */
export const SEARCH_PAGE_SIZE = 10;
