import type { Sql, Statement } from './sql.ts';
import { searchWords, toItemSummary } from '../../shared/catalogue.ts';
import type { ItemSummary, SearchInput, Suggestion } from '../../shared/contract/catalogue.ts';
import { joinItem, type Lot } from '../../shared/item.ts';
import type { StoredListing } from './projector.ts';
import { searchDb } from './db.ts';
import { LIVE, SOLD } from './schema.ts';

/**
 * The catalogue's reads from its read model (docs/adr/0026): search, category listings and the home
 * page. Each reads one page through an index plus an exact count; only Active lots can match.
 */

export interface SummaryRow {
  lot: Omit<Lot, 'lastBids'>;
  listing: StoredListing;
}

/** A row's summary: the same shape the table's records give (shared/catalogue.ts toItemSummary). */
function summary(row: SummaryRow): ItemSummary {
  return toItemSummary(joinItem({ ...row.lot, lastBids: [] }, { description: '', specifics: {}, status: row.lot.status, statusVersion: row.lot.version, ...row.listing }));
}

/** Ties in every sort: the lot ending soonest, then its id, so pages never overlap. */
const SOONEST = 'ends_sort, id';

/** A sort's ORDER BY, over columns every branch of a search selects (see `searchStatements`), of `of` if named. */
function orderBy(sort: SearchInput['sort'], ranked: boolean, of = ''): string {
  const [rank, ends, id, newest, price] = ['rank', 'ends_sort', 'id', 'newest_at', 'display_price'].map((column) => (of ? `${of}.${column}` : column));
  switch (sort) {
    case 'newest':
      return `${newest} DESC, ${ends}, ${id}`;
    case 'endingSoon':
      return `${ends}, ${id}`;
    case 'highestBids':
      return `${price} DESC, ${ends}, ${id}`;
    case 'lowestBids':
      return `${price}, ${ends}, ${id}`;
    default:
      return ranked ? `${rank} DESC, ${ends}, ${id}` : `${ends}, ${id}`;
  }
}

/** The search's statements, not yet run (the bench explains them as they are). */
export interface SearchStatements {
  /** One page of the Active lots that match; when `counted`, every row carries the exact total too. */
  page: Statement<SummaryRow & { total: number | null }>;
  /** The exact total alone: a browse's facet count or count of a price range, or (counted) the fallback for a page past the end. */
  count: Statement<{ total: number }>;
  /** Whether the page's rows carry the total (so `count` is only run when the page came back empty). */
  counted: boolean;
}

/**
 * The search's statements (docs/adr/0035). A browse without words reads its page in its sort's index
 * order (it costs its offset plus its size) and its exact total from the facet counts the table keeps
 * (a price range: by counting its matches). A search with words must find every match to count them:
 * it finds them once, and the same statement counts them (`count(*) OVER ()`), ranks them and keeps
 * the page.
 */
export function searchStatements(sql: Sql, input: SearchInput): SearchStatements {
  const words = searchWords(input.term);
  const ranked = words.length > 0;
  const priced = input.minPrice !== undefined && input.maxPrice !== undefined;
  // With words every match is found through the text index anyway, so that one pass also counts them.
  // A price range alone is read in its sort's index order (the page stops early) and counted apart:
  // counting in the page's statement would read every match in the sort's order first.
  const counted = ranked;
  const inCategory = sql`category_id = ${input.categoryId ?? ''}`;
  const inSubCategory = sql`sub_category_id = ${input.categoryId ?? ''} AND category_id <> ${input.categoryId ?? ''}`;
  const filters = [
    sql`${sql.unsafe(LIVE)}`,
    ...(ranked ? [sql`doc @@ q`] : []),
    ...(input.format === 'auction' ? [sql`list_as_auction`] : []),
    ...(input.format === 'buyNow' ? [sql`list_as_buy_now`] : []),
    // With words, the price is checked on the matches the text index found, never looked up in the
    // price index (`+ 0`): the driver's prepared statement gets a generic plan after five runs, which
    // cannot see the range and, taking it for narrow, would read the whole range and test each lot's
    // document out of line (~100 ms at 100,000 lots instead of 5; docs/adr/0035).
    ...(priced ? [ranked ? sql`display_price + 0 BETWEEN ${input.minPrice!} AND ${input.maxPrice!}` : sql`display_price BETWEEN ${input.minPrice!} AND ${input.maxPrice!}`] : []),
    // Finding every match anyway, the category is one more condition on them.
    ...(counted && input.categoryId ? [sql`(${inCategory} OR sub_category_id = ${input.categoryId})`] : []),
  ];
  const and = (all: Statement, next: Statement) => sql`${all} AND ${next}`;
  const where = filters.reduce(and);
  // The term's query is built once (typo lookups included) and shared by the conditions and the rank.
  const from = ranked ? sql`catalogue_lots, patina_term_query(${words}::text[]) AS q` : sql`catalogue_lots`;
  const byRank = ranked && (input.sort ?? 'relevance') === 'relevance';
  const order = sql.unsafe(orderBy(input.sort, ranked));
  // The rank reads every match's name and caption: only worked out when it orders the page.
  const columns = sql`id, ends_sort, newest_at, display_price, ${byRank ? sql`ts_rank(rank_doc, q)` : sql`0`} AS rank`;
  const hitsOrder = orderBy(input.sort, ranked, 'hits');
  const count = (conditions: Statement) => sql<{ total: number }>`SELECT count(*)::int AS total FROM ${from} WHERE ${conditions}`;
  if (counted) {
    return {
      page: wholeRows(sql, sql`SELECT ${columns}, count(*) OVER ()::int AS total FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${input.limit} OFFSET ${input.offset}`, hitsOrder),
      count: count(where),
      counted,
    };
  }
  if (!input.categoryId) {
    return {
      page: wholeRows(sql, sql`SELECT ${columns}, NULL::int AS total FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${input.limit} OFFSET ${input.offset}`, hitsOrder),
      count: priced ? count(where) : facetCount(sql, '', input.format),
      counted,
    };
  }
  // "In a category" is its category or its sub-category: two branches, each read in its index's order
  // and merged (an OR of the two columns would sort every lot of the category for one page). A lot is
  // in the second only if not in the first, so none is counted twice.
  const upTo = input.offset + input.limit;
  const branch = (facet: Statement) => sql`(SELECT ${columns}, NULL::int AS total FROM ${from} WHERE ${and(where, facet)} ORDER BY ${order} LIMIT ${upTo})`;
  return {
    page: wholeRows(sql, sql`SELECT * FROM (${branch(inCategory)} UNION ALL ${branch(inSubCategory)}) AS hits ORDER BY ${order} LIMIT ${input.limit} OFFSET ${input.offset}`, hitsOrder),
    count: priced ? count(and(where, sql`(${inCategory} OR sub_category_id = ${input.categoryId})`)) : facetCount(sql, input.categoryId, input.format),
    counted,
  };
}

/**
 * The page's lots read whole: the hits are found and ordered on narrow columns, and only the page's
 * own rows have their records read (a deep page skips thousands of rows without reading any).
 */
function wholeRows(sql: Sql, hits: Statement, order: string): Statement<SummaryRow & { total: number | null }> {
  return sql<SummaryRow & { total: number | null }>`SELECT c.lot, c.listing, hits.total FROM (${hits}) AS hits JOIN catalogue_lots AS c ON c.id = hits.id ORDER BY ${sql.unsafe(order)}`;
}

/** The exact number of live lots in a facet ('' for all lots) and format, from the counts the table keeps. */
function facetCount(sql: Sql, facet: string, format: SearchInput['format']): Statement<{ total: number }> {
  return sql<{ total: number }>`SELECT coalesce((SELECT live FROM catalogue_counts WHERE facet = ${facet} AND format = ${format ?? 'both'}), 0)::int AS total`;
}

/** The search call's answer: one page of the Active lots that match, and how many match in all. */
export async function searchCatalogue(input: SearchInput): Promise<{ items: ItemSummary[]; total: number }> {
  const sql = await searchDb();
  const { page, count, counted } = searchStatements(sql, input);
  if (!counted) {
    const [rows, [facet]] = await Promise.all([page, count]);
    return { items: rows.map(summary), total: facet!.total };
  }
  const rows = await page;
  // A page past the last match carries no total: then (only then) the matches are counted alone.
  const total = rows[0]?.total ?? (input.offset > 0 ? (await count)[0]!.total : 0);
  return { items: rows.map(summary), total };
}

/** The home page's four lists: the next auctions to end, the auctions drawing most interest, the latest sold, Buy it now. */
export async function homepageLots(size = 8): Promise<{ endingSoon: ItemSummary[]; recommended: ItemSummary[]; recentlySold: ItemSummary[]; buyNow: ItemSummary[] }> {
  const sql = await searchDb();
  const live = sql.unsafe(LIVE);
  const [endingSoon, recommended, recentlySold, buyNow] = await Promise.all([
    sql<SummaryRow>`SELECT lot, listing FROM catalogue_lots WHERE ${live} AND list_as_auction ORDER BY ${sql.unsafe(SOONEST)} LIMIT ${size}`,
    // The auctions drawing the most interest (bids, then value), not already in "ending soon".
    sql<SummaryRow>`
      SELECT lot, listing FROM catalogue_lots
       WHERE ${live} AND list_as_auction
         AND id NOT IN (SELECT id FROM catalogue_lots WHERE ${live} AND list_as_auction ORDER BY ${sql.unsafe(SOONEST)} LIMIT ${size})
       ORDER BY bid_count DESC, estimated_value DESC, ${sql.unsafe(SOONEST)} LIMIT ${size}`,
    sql<SummaryRow>`SELECT lot, listing FROM catalogue_lots WHERE ${sql.unsafe(SOLD)} ORDER BY sold_at DESC NULLS LAST, id LIMIT ${size}`,
    sql<SummaryRow>`SELECT lot, listing FROM catalogue_lots WHERE ${live} AND buy_now_available ORDER BY ${sql.unsafe(SOONEST)} LIMIT ${size}`,
  ]);
  return { endingSoon: endingSoon.map(summary), recommended: recommended.map(summary), recentlySold: recentlySold.map(summary), buyNow: buyNow.map(summary) };
}

/**
 * How many of a prefix's matches a suggestion ranks at most: all of them when fewer (the answer is then
 * exactly the best), else the first this many the text index gives, so a short prefix matching
 * thousands of lots costs what a rarer one does (docs/adr/0035).
 */
export const SUGGESTION_CANDIDATES = 200;

/**
 * Suggestions for what the user is typing: categories whose name has every word (as a prefix), then
 * the live lots whose name or caption has them (the search's own query, so a typo is forgiven here
 * too), best first: a suggestion shows a name, so it is found by its name (docs/adr/0035). The lots
 * are ranked among at most SUGGESTION_CANDIDATES matches: a suggestion only needs good matches, not
 * the best of 8,000, and the user's next letters narrow them.
 */
export async function suggest(term: string, limit: number): Promise<Suggestion[]> {
  const words = searchWords(term);
  if (words.length === 0) return [];
  const { categories, lots } = suggestStatements(await searchDb(), words, limit);
  const [categoryRows, lotRows] = await Promise.all([categories, lots]);
  const suggestions: Suggestion[] = categoryRows.map((c) => ({ kind: 'category', id: c.id, name: c.name, parentName: c.parent_name }));
  for (const lot of lotRows) if (suggestions.length < limit) suggestions.push({ kind: 'lot', id: lot.id, name: lot.name, listAsAuction: lot.list_as_auction });
  return suggestions;
}

/** The suggestion's two statements, not yet run (the bench explains them as they are). */
export function suggestStatements(sql: Sql, words: readonly string[], limit: number) {
  return {
    categories: sql<{ id: string; name: string; parent_name: string | null }>`
      SELECT id, name, parent_name FROM catalogue_categories, patina_term_query(${words as string[]}::text[]) AS q
       WHERE to_tsvector('patina_simple', name) || to_tsvector('patina_en', name) || to_tsvector('patina_fr', name) @@ q
       ORDER BY parent_id IS NOT NULL, name LIMIT ${Math.ceil(limit / 2)}`,
    lots: sql<{ id: string; name: string; list_as_auction: boolean }>`
      SELECT id, name, list_as_auction FROM (
        SELECT id, name, list_as_auction, ends_sort, ts_rank(rank_doc, q) AS rank
          FROM catalogue_lots, patina_term_query(${words as string[]}::text[]) AS q
         WHERE ${sql.unsafe(LIVE)} AND rank_doc @@ q LIMIT ${SUGGESTION_CANDIDATES}
      ) AS candidates ORDER BY rank DESC, ${sql.unsafe(SOONEST)} LIMIT ${limit}`,
  };
}
