import type { Sql, Statement } from './sql.ts';
import { searchWords, toItemSummary } from '../../shared/catalogue.ts';
import { alternativeTerms } from '../../shared/search-alternatives.ts';
import type { ItemSummary, PriceGuideMonth, PriceGuideOutput, RelatedCategory, SearchInput, SearchOutput, Suggestion } from '../../shared/contract/catalogue.ts';
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

/** The search call's answer: one page of the Active lots that match, and how many match in all; for words that found nothing, what to try instead. */
export async function searchCatalogue(input: SearchInput): Promise<SearchOutput> {
  const sql = await searchDb();
  if (input.sold) {
    const { page, count } = soldSearchStatements(sql, input);
    const [rows, [counted]] = await Promise.all([page, count]);
    return { items: rows.map(summary), total: counted!.total };
  }
  const { page, count, counted } = searchStatements(sql, input);
  if (!counted) {
    const [rows, [facet]] = await Promise.all([page, count]);
    return { items: rows.map(summary), total: facet!.total };
  }
  const rows = await page;
  // A page past the last match carries no total: then (only then) the matches are counted alone.
  const total = rows[0]?.total ?? (input.offset > 0 ? (await count)[0]!.total : 0);
  if (total > 0 || input.offset > 0) return { items: rows.map(summary), total };
  return { items: [], total, ...(await alternatives(sql, searchWords(input.term))) };
}

/** A sold search's ORDER BY (of `of` if named): the newest sale first unless a price or the rank orders it. */
function soldOrderBy(sort: SearchInput['sort'], ranked: boolean, of = ''): string {
  const [rank, soldAt, id, price] = ['rank', 'sold_at', 'id', 'sold_price'].map((column) => (of ? `${of}.${column}` : column));
  if (sort === 'highestBids') return `${price} DESC, ${soldAt} DESC, ${id}`;
  if (sort === 'lowestBids') return `${price}, ${soldAt} DESC, ${id}`;
  if (ranked && (sort ?? 'relevance') === 'relevance') return `${rank} DESC, ${soldAt} DESC, ${id}`;
  return `${soldAt} DESC, ${id}`;
}

/**
 * A search of sold lots (docs/adr/0054): the same words, category, format and sorts as a live search,
 * over the lots whose sale stands, a price range on the price they sold for, newest sale first. Read
 * through the sold lots' own partial indexes (text, category, sub-category, newest); counted apart.
 */
export function soldSearchStatements(sql: Sql, input: SearchInput) {
  const words = searchWords(input.term);
  const ranked = words.length > 0;
  const filters = [
    sql`${sql.unsafe(SOLD)}`,
    ...(ranked ? [sql`doc @@ q`] : []),
    ...(input.format === 'auction' ? [sql`list_as_auction`] : []),
    ...(input.format === 'buyNow' ? [sql`list_as_buy_now`] : []),
    ...(input.minPrice !== undefined && input.maxPrice !== undefined ? [sql`sold_price BETWEEN ${input.minPrice} AND ${input.maxPrice}`] : []),
    ...(input.categoryId ? [sql`(category_id = ${input.categoryId} OR sub_category_id = ${input.categoryId})`] : []),
  ];
  const where = filters.reduce((all, next) => sql`${all} AND ${next}`);
  const from = ranked ? sql`catalogue_lots, patina_term_query(${words}::text[]) AS q` : sql`catalogue_lots`;
  const byRank = ranked && (input.sort ?? 'relevance') === 'relevance';
  const hits = sql`SELECT id, sold_at, sold_price, ${byRank ? sql`ts_rank(rank_doc, q)` : sql`0`} AS rank FROM ${from} WHERE ${where}
    ORDER BY ${sql.unsafe(soldOrderBy(input.sort, ranked))} LIMIT ${input.limit} OFFSET ${input.offset}`;
  return {
    page: sql<SummaryRow>`SELECT c.lot, c.listing FROM (${hits}) AS hits JOIN catalogue_lots AS c ON c.id = hits.id ORDER BY ${sql.unsafe(soldOrderBy(input.sort, ranked, 'hits'))}`,
    count: sql<{ total: number }>`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
  };
}

/** How many sales a price guide lists as the highest, and as the most recent. */
export const PRICE_GUIDE_LISTED = 6;

/**
 * A sub-category's realised prices (docs/adr/0054): per UTC calendar month of the window (oldest first,
 * every month, those without sales with a count of 0), how many sold and the median, lowest and highest
 * price; and the window's highest and most recent sales. Each is one statement over the sold lots'
 * sub-category index, which holds the sale's moment and price: a sub-category's year is read from the
 * index alone, whatever the rest of the catalogue holds. Null when the sub-category is unknown.
 */
export async function priceGuide(subCategoryId: string, months: number, now: Date): Promise<PriceGuideOutput | null> {
  const sql = await searchDb();
  const { category, window, highest, recent } = priceGuideStatements(sql, subCategoryId, months, now);
  const [[found], monthRows, highestRows, recentRows] = await Promise.all([category, window, highest, recent]);
  if (!found) return null;
  const byMonth = new Map(monthRows.map((m) => [m.month, m]));
  return {
    subCategory: {
      id: found.id,
      name: found.name,
      ...(found.name_fr ? { nameFr: found.name_fr } : {}),
      parentId: found.parent_id,
      parentName: found.parent_name ?? '',
      ...(found.parent_name_fr ? { parentNameFr: found.parent_name_fr } : {}),
    },
    months: guideMonths(now, months).map((month) => byMonth.get(month) ?? { month, count: 0, median: null, min: null, max: null }),
    highest: highestRows.map(summary),
    recent: recentRows.map(summary),
  };
}

/** The window's months ('YYYY-MM', UTC), oldest first, ending with the month of `now`. */
export function guideMonths(now: Date, months: number): string[] {
  return Array.from({ length: months }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1)).toISOString().slice(0, 7));
}

/** The price guide's statements, not yet run (the bench explains them as they are). */
export function priceGuideStatements(sql: Sql, subCategoryId: string, months: number, now: Date) {
  // From the first instant of the window's first month, up to now (a sale the test clock has not reached yet is not shown).
  const from = `${guideMonths(now, months)[0]}-01T00:00:00.000Z`;
  const until = now.toISOString();
  const sold = sql`${sql.unsafe(SOLD)} AND sub_category_id = ${subCategoryId} AND sold_at >= ${from} AND sold_at <= ${until}`;
  return {
    category: sql<{ id: string; name: string; name_fr: string | null; parent_id: string; parent_name: string | null; parent_name_fr: string | null }>`
      SELECT id, name, name_fr, parent_id, parent_name, parent_name_fr FROM catalogue_categories WHERE id = ${subCategoryId} AND parent_id IS NOT NULL`,
    // The median in whole pence (the mean of the middle two rounded half up, when the count is even).
    window: sql<PriceGuideMonth>`
      SELECT left(sold_at, 7) AS month, count(*)::int AS count,
             round(percentile_cont(0.5) WITHIN GROUP (ORDER BY sold_price))::bigint::int AS median,
             min(sold_price)::bigint::int AS min, max(sold_price)::bigint::int AS max
        FROM catalogue_lots WHERE ${sold} GROUP BY 1 ORDER BY 1`,
    highest: sql<SummaryRow>`
      SELECT c.lot, c.listing FROM (SELECT id, sold_price, sold_at FROM catalogue_lots WHERE ${sold} ORDER BY sold_price DESC, sold_at DESC, id LIMIT ${PRICE_GUIDE_LISTED}) AS top
        JOIN catalogue_lots AS c ON c.id = top.id ORDER BY top.sold_price DESC, top.sold_at DESC, top.id`,
    recent: sql<SummaryRow>`
      SELECT c.lot, c.listing FROM (SELECT id, sold_at FROM catalogue_lots WHERE ${sold} ORDER BY sold_at DESC, id LIMIT ${PRICE_GUIDE_LISTED}) AS top
        JOIN catalogue_lots AS c ON c.id = top.id ORDER BY top.sold_at DESC, top.id`,
  };
}

/** How many live lots and sales a seller's page shows. */
export const SELLER_PAGE_LOTS = 12;

/** A seller's live lots (ending soonest first) and their latest sales with prices (docs/adr/0054). */
export async function sellerLots(sellerId: string): Promise<{ live: ItemSummary[]; sold: ItemSummary[] }> {
  const sql = await searchDb();
  const [live, sold] = await Promise.all([
    sql<SummaryRow>`SELECT lot, listing FROM catalogue_lots WHERE ${sql.unsafe(LIVE)} AND seller_id = ${sellerId} ORDER BY ${sql.unsafe(SOONEST)} LIMIT ${SELLER_PAGE_LOTS}`,
    sql<SummaryRow>`SELECT lot, listing FROM catalogue_lots WHERE ${sql.unsafe(SOLD)} AND seller_id = ${sellerId} ORDER BY sold_at DESC, id LIMIT ${SELLER_PAGE_LOTS}`,
  ]);
  return { live: live.map(summary), sold: sold.map(summary) };
}

/** How many terms a search without results offers, how many categories, and each word's nearest catalogue words looked at. */
export const ALTERNATIVES = { terms: 3, categories: 4, nearest: 3 } as const;
/** How far (trigram distance, 1 − similarity) a catalogue word may be from a searched one to be offered: wider than the search's own typo net (0.7). */
const NEAR = 0.8;
/** How many lots of the first term offered are looked at for their categories. */
const CATEGORY_SAMPLE = 200;

/** A search without results' alternatives (docs/adr/0051): nearest terms that find lots, and related categories. */
export async function alternatives(sql: Sql, words: readonly string[]): Promise<Required<Pick<SearchOutput, 'didYouMean' | 'relatedCategories'>>> {
  const near = await nearestWordsStatement(sql, words);
  const nearest = words.map((_, i) => near.filter((n) => n.position === i + 1).map((n) => n.word));
  const candidates = alternativeTerms(words, nearest);
  const found = candidates.length ? (await termsWithLotsStatement(sql, candidates)).map((r) => r.term) : [];
  const categories = await relatedCategoriesStatement(sql, words, found[0] ?? null);
  const related = [...new Map(categories.map((c) => [c.id, c])).values()].slice(0, ALTERNATIVES.categories);
  return {
    didYouMean: found,
    relatedCategories: related.map((c): RelatedCategory => ({ id: c.id, name: c.name, ...(c.name_fr ? { nameFr: c.name_fr } : {}), parentId: c.parent_id })),
  };
}

/**
 * Each searched word's nearest catalogue words, nearest first (the word itself when the catalogue has
 * it): the lexicon's trigram index walked nearest first, a few words each, those too far left out after
 * (a distance in the walk's condition would read the whole index for a word with none near).
 */
export function nearestWordsStatement(sql: Sql, words: readonly string[]) {
  return sql<{ position: number; word: string }>`
    SELECT w.position::int AS position, n.word
      FROM unnest(${words as string[]}::text[]) WITH ORDINALITY AS w(searched, position)
     CROSS JOIN LATERAL (
       SELECT word, word <-> w.searched AS distance FROM catalogue_words ORDER BY word <-> w.searched, word LIMIT ${ALTERNATIVES.nearest}
     ) AS n
     WHERE n.distance <= ${NEAR}
     ORDER BY w.position, n.distance, n.word`;
}

/** The terms (in the order given) that find live lots, at most ALTERNATIVES.terms: each a text-index probe that stops at its first lot. */
export function termsWithLotsStatement(sql: Sql, terms: readonly string[]) {
  return sql<{ term: string }>`
    SELECT t.term FROM unnest(${terms as string[]}::text[]) WITH ORDINALITY AS t(term, position)
     WHERE EXISTS (SELECT 1 FROM catalogue_lots, patina_term_query(regexp_split_to_array(t.term, ' ')) AS q WHERE ${sql.unsafe(LIVE)} AND doc @@ q)
     ORDER BY t.position LIMIT ${ALTERNATIVES.terms}`;
}

/**
 * Categories related to a search without results: where the first term offered finds its lots (the
 * sub-category where there is one, the most lots first, among the first CATEGORY_SAMPLE found), then
 * those whose name in either language has a word like a searched one.
 */
export function relatedCategoriesStatement(sql: Sql, words: readonly string[], term: string | null) {
  const sample = term
    ? sql`SELECT coalesce(sub_category_id, category_id) AS id FROM catalogue_lots, patina_term_query(${term.split(' ')}::text[]) AS q WHERE ${sql.unsafe(LIVE)} AND doc @@ q LIMIT ${CATEGORY_SAMPLE}`
    : sql`SELECT NULL::text AS id WHERE false`;
  return sql<{ id: string; name: string; name_fr: string | null; parent_id: string | null }>`
    SELECT c.id, c.name, c.name_fr, c.parent_id FROM (
      SELECT id, count(*) AS lots, 0 AS source FROM (${sample}) AS found GROUP BY id
      UNION ALL
      SELECT id, 0, 1 FROM catalogue_categories
       WHERE EXISTS (SELECT 1 FROM unnest(${words as string[]}::text[]) AS w(searched)
                      WHERE word_similarity(w.searched, lower(unaccent(name || ' ' || coalesce(name_fr, '')))) >= 0.6)
    ) AS related JOIN catalogue_categories AS c ON c.id = related.id
    ORDER BY related.source, related.lots DESC, c.parent_id IS NULL, c.name LIMIT ${ALTERNATIVES.categories * 2}`;
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
    sql<SummaryRow>`SELECT lot, listing FROM catalogue_lots WHERE ${sql.unsafe(SOLD)} ORDER BY sold_at DESC, id LIMIT ${size}`,
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
  const suggestions: Suggestion[] = categoryRows.map((c) => ({
    kind: 'category',
    id: c.id,
    name: c.name,
    parentName: c.parent_name,
    ...(c.name_fr ? { nameFr: c.name_fr } : {}),
    ...(c.parent_name_fr ? { parentNameFr: c.parent_name_fr } : {}),
  }));
  for (const lot of lotRows) if (suggestions.length < limit) suggestions.push({ kind: 'lot', id: lot.id, name: lot.name, listAsAuction: lot.list_as_auction });
  return suggestions;
}

/** The suggestion's two statements, not yet run (the bench explains them as they are). */
export function suggestStatements(sql: Sql, words: readonly string[], limit: number) {
  return {
    categories: sql<{ id: string; name: string; parent_name: string | null; name_fr: string | null; parent_name_fr: string | null }>`
      SELECT id, name, parent_name, name_fr, parent_name_fr FROM catalogue_categories, patina_term_query(${words as string[]}::text[]) AS q
       WHERE to_tsvector('patina_simple', name) || to_tsvector('patina_en', name) || to_tsvector('patina_fr', name) || to_tsvector('patina_fr', coalesce(name_fr, '')) @@ q
       ORDER BY parent_id IS NOT NULL, name LIMIT ${Math.ceil(limit / 2)}`,
    lots: sql<{ id: string; name: string; list_as_auction: boolean }>`
      SELECT id, name, list_as_auction FROM (
        SELECT id, name, list_as_auction, ends_sort, ts_rank(rank_doc, q) AS rank
          FROM catalogue_lots, patina_term_query(${words as string[]}::text[]) AS q
         WHERE ${sql.unsafe(LIVE)} AND rank_doc @@ q LIMIT ${SUGGESTION_CANDIDATES}
      ) AS candidates ORDER BY rank DESC, ${sql.unsafe(SOONEST)} LIMIT ${limit}`,
  };
}
