import type { PendingQuery, Row, Sql } from 'postgres';
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

function orderBy(sql: Sql, sort: SearchInput['sort'], ranked: boolean): PendingQuery<Row[]> {
  switch (sort) {
    case 'newest':
      return sql.unsafe(`newest_at DESC, ${SOONEST}`);
    case 'endingSoon':
      return sql.unsafe(SOONEST);
    case 'highestBids':
      return sql.unsafe(`display_price DESC, ${SOONEST}`);
    case 'lowestBids':
      return sql.unsafe(`display_price, ${SOONEST}`);
    default:
      return sql.unsafe(ranked ? `ts_rank(doc, q) DESC, ${SOONEST}` : SOONEST);
  }
}

/**
 * The search's two statements, not yet run: one page of the Active lots that match, and how many match
 * in all (the bench explains them as they are).
 */
export function searchStatements(sql: Sql, input: SearchInput): { page: PendingQuery<SummaryRow[]>; count: PendingQuery<{ total: number }[]> } {
  const words = searchWords(input.term);
  const ranked = words.length > 0;
  const filters = [
    sql`${sql.unsafe(LIVE)}`,
    ...(ranked ? [sql`doc @@ q`] : []),
    ...(input.categoryId ? [sql`(category_id = ${input.categoryId} OR sub_category_id = ${input.categoryId})`] : []),
    ...(input.format === 'auction' ? [sql`list_as_auction`] : []),
    ...(input.format === 'buyNow' ? [sql`list_as_buy_now`] : []),
    ...(input.minPrice !== undefined && input.maxPrice !== undefined ? [sql`display_price BETWEEN ${input.minPrice} AND ${input.maxPrice}`] : []),
  ];
  const where = filters.reduce((all, next) => sql`${all} AND ${next}`);
  // The term's query is built once (typo lookups included) and shared by the conditions and the rank.
  const from = ranked ? sql`catalogue_lots, patina_term_query(${words}::text[]) AS q` : sql`catalogue_lots`;
  return {
    page: sql<SummaryRow[]>`SELECT lot, listing FROM ${from} WHERE ${where} ORDER BY ${orderBy(sql, input.sort, ranked)} LIMIT ${input.limit} OFFSET ${input.offset}`,
    count: sql<{ total: number }[]>`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
  };
}

/** The search call's answer: one page of the Active lots that match, and how many match in all. */
export async function searchCatalogue(input: SearchInput): Promise<{ items: ItemSummary[]; total: number }> {
  const sql = await searchDb();
  const { page, count } = searchStatements(sql, input);
  const [rows, [counted]] = await Promise.all([page, count]);
  return { items: rows.map(summary), total: counted!.total };
}

/** The home page's four lists (the rules of shared/catalogue.ts homepageSections, as queries). */
export async function homepageLots(size = 8): Promise<{ endingSoon: ItemSummary[]; recommended: ItemSummary[]; recentlySold: ItemSummary[]; buyNow: ItemSummary[] }> {
  const sql = await searchDb();
  const live = sql.unsafe(LIVE);
  const [endingSoon, recommended, recentlySold, buyNow] = await Promise.all([
    sql<SummaryRow[]>`SELECT lot, listing FROM catalogue_lots WHERE ${live} AND list_as_auction ORDER BY ${sql.unsafe(SOONEST)} LIMIT ${size}`,
    // The auctions drawing the most interest (bids, then value), not already in "ending soon".
    sql<SummaryRow[]>`
      SELECT lot, listing FROM catalogue_lots
       WHERE ${live} AND list_as_auction
         AND id NOT IN (SELECT id FROM catalogue_lots WHERE ${live} AND list_as_auction ORDER BY ${sql.unsafe(SOONEST)} LIMIT ${size})
       ORDER BY bid_count DESC, estimated_value DESC, ${sql.unsafe(SOONEST)} LIMIT ${size}`,
    sql<SummaryRow[]>`SELECT lot, listing FROM catalogue_lots WHERE ${sql.unsafe(SOLD)} ORDER BY sold_at DESC NULLS LAST, id LIMIT ${size}`,
    sql<SummaryRow[]>`SELECT lot, listing FROM catalogue_lots WHERE ${live} AND buy_now_available ORDER BY ${sql.unsafe(SOONEST)} LIMIT ${size}`,
  ]);
  return { endingSoon: endingSoon.map(summary), recommended: recommended.map(summary), recentlySold: recentlySold.map(summary), buyNow: buyNow.map(summary) };
}

/**
 * Suggestions for what the user is typing: categories whose name has every word (as a prefix), then
 * the live lots that match best (the search's own query, so a typo is forgiven here too).
 */
export async function suggest(term: string, limit: number): Promise<Suggestion[]> {
  const words = searchWords(term);
  if (words.length === 0) return [];
  const sql = await searchDb();
  const [categories, lots] = await Promise.all([
    sql<{ id: string; name: string; parent_name: string | null }[]>`
      SELECT id, name, parent_name FROM catalogue_categories, patina_term_query(${words}::text[]) AS q
       WHERE to_tsvector('patina_simple', name) || to_tsvector('patina_en', name) || to_tsvector('patina_fr', name) @@ q
       ORDER BY parent_id IS NOT NULL, name LIMIT ${Math.ceil(limit / 2)}`,
    sql<{ id: string; name: string; list_as_auction: boolean }[]>`
      SELECT id, name, list_as_auction FROM catalogue_lots, patina_term_query(${words}::text[]) AS q
       WHERE ${sql.unsafe(LIVE)} AND doc @@ q ORDER BY ts_rank(doc, q) DESC, ${sql.unsafe(SOONEST)} LIMIT ${limit}`,
  ]);
  const suggestions: Suggestion[] = categories.map((c) => ({ kind: 'category', id: c.id, name: c.name, parentName: c.parent_name }));
  for (const lot of lots) if (suggestions.length < limit) suggestions.push({ kind: 'lot', id: lot.id, name: lot.name, listAsAuction: lot.list_as_auction });
  return suggestions;
}
