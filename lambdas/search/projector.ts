import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Sql } from './sql.ts';
import { displayPrice } from '../../shared/catalogue.ts';
import type { Category } from '../../shared/categories.ts';
import type { Item, Lot, LotListing } from '../../shared/item.ts';
import { buyNowAvailable } from '../../shared/proxy-bidding.ts';
import { withoutKeys } from '../data/table.ts';
import { changeTarget } from './changes.ts';
import { searchDb } from './db.ts';

/**
 * The projector (docs/adr/0026): turns the table's change records (DynamoDB Streams' shape, NEW_IMAGE;
 * locally the stack delivers the same records) into the read model's rows. Idempotent and order-proof:
 * a lot's half is replaced only by a later version, a listing's only by a submission at least as
 * recent, so a replayed or late change never overwrites a newer one.
 */

/** One change record as DynamoDB Streams delivers it to Lambda (the fields the projector reads). */
export interface ChangeRecord {
  eventName?: 'INSERT' | 'MODIFY' | 'REMOVE' | string;
  dynamodb?: {
    Keys?: Record<string, AttributeValue>;
    NewImage?: Record<string, AttributeValue>;
  };
}

/** A DynamoDB Streams event. */
export interface ChangeEvent {
  Records: ChangeRecord[];
}

/** The row's hot half, from a lot's record. */
interface LotRow {
  id: string;
  lot_version: number;
  lot: Omit<Lot, 'lastBids'>;
  status: string;
  list_as_auction: boolean;
  list_as_buy_now: boolean;
  display_price: number;
  bid_count: number;
  buy_now_available: boolean;
  ends_at: string | null;
  activated_at: string | null;
  sold_at: string | null;
  sold_price: number | null;
  seller_id: string;
}

/** What a row keeps of a listing: a summary's fields (its status mirror is the lot's business, its text the document's). */
export type StoredListing = Omit<LotListing, 'description' | 'specifics' | 'status' | 'statusVersion'>;

/** The row's cold half, from a listing (its text goes to the document, only a summary's fields are kept). */
interface ListingRow {
  id: string;
  listing_at: string;
  listing: StoredListing;
  name: string;
  caption: string;
  description: string;
  category_id: string;
  sub_category_id: string | null;
  estimated_value: number;
  created_at: string;
}

export function lotRow(lot: Lot): LotRow {
  const { lastBids: _bids, lastDecisions: _decisions, shownBids: _shown, committerStays: _stays, ...kept } = lot;
  return {
    id: lot.id,
    lot_version: lot.version,
    lot: kept,
    status: lot.status,
    list_as_auction: lot.listAsAuction,
    list_as_buy_now: lot.listAsBuyNow,
    display_price: displayPrice(lot as Item),
    bid_count: lot.bidCount,
    buy_now_available: buyNowAvailable(lot),
    ends_at: lot.endsAt,
    activated_at: lot.activatedAt,
    sold_at: lot.soldAt,
    sold_price: lot.soldPrice,
    seller_id: lot.sellerId,
  };
}

export function listingRow(listing: LotListing): ListingRow {
  const { description, specifics: _specifics, status: _status, statusVersion: _statusVersion, ...kept } = listing;
  return {
    id: listing.id,
    listing_at: listing.submittedAt ?? listing.createdAt,
    listing: { ...kept, photos: listing.photos.slice(0, 1) },
    name: listing.name,
    caption: listing.caption,
    description,
    category_id: listing.categoryId,
    sub_category_id: listing.subCategoryId,
    estimated_value: listing.estimatedValue,
    created_at: listing.createdAt,
  };
}

/**
 * Rows in statements of at most ~256 KB of JSON each: a stream batch or a scan page can hold a few MB
 * of listings, more than one Data API request should carry (docs/adr/0045).
 */
export function byJsonSize<T>(rows: T[], limit = 256 * 1024): T[][] {
  const chunks: T[][] = [];
  let chunk: T[] = [];
  let size = 0;
  for (const row of rows) {
    const rowSize = JSON.stringify(row).length;
    if (chunk.length > 0 && size + rowSize > limit) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
    chunk.push(row);
    size += rowSize;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** Keeps, per id, the row that would win anyway (one statement may not touch a row twice). */
function newestById<T extends { id: string }>(rows: T[], newer: (a: T, b: T) => boolean): T[] {
  const byId = new Map<string, T>();
  for (const row of rows) {
    const seen = byId.get(row.id);
    if (!seen || newer(row, seen)) byId.set(row.id, row);
  }
  return [...byId.values()];
}

/**
 * Writes lots' hot halves where the row holds an older version (or, for a rebuild, `refresh`, the same
 * one too, so a changed derivation reaches every row).
 */
export async function upsertLots(sql: Sql, lots: Lot[], refresh = false): Promise<void> {
  for (const rows of byJsonSize(newestById(lots.map(lotRow), (a, b) => a.lot_version > b.lot_version))) await upsertLotRows(sql, rows, refresh);
}

async function upsertLotRows(sql: Sql, rows: ReturnType<typeof lotRow>[], refresh: boolean): Promise<void> {
  await sql`
    INSERT INTO catalogue_lots (id, lot_version, lot, status, list_as_auction, list_as_buy_now, display_price, bid_count, buy_now_available, ends_at, activated_at, sold_at, sold_price, seller_id)
    SELECT id, lot_version, lot, status, list_as_auction, list_as_buy_now, display_price, bid_count, buy_now_available, ends_at, activated_at, sold_at, sold_price, seller_id
      FROM jsonb_to_recordset(${sql.json(rows)}::jsonb) AS r(id text, lot_version int, lot jsonb, status text, list_as_auction boolean, list_as_buy_now boolean,
        display_price bigint, bid_count int, buy_now_available boolean, ends_at text, activated_at text, sold_at text, sold_price bigint, seller_id text)
    ON CONFLICT (id) DO UPDATE SET lot_version = excluded.lot_version, lot = excluded.lot, status = excluded.status,
      list_as_auction = excluded.list_as_auction, list_as_buy_now = excluded.list_as_buy_now, display_price = excluded.display_price, bid_count = excluded.bid_count,
      buy_now_available = excluded.buy_now_available, ends_at = excluded.ends_at, activated_at = excluded.activated_at, sold_at = excluded.sold_at,
      sold_price = excluded.sold_price, seller_id = excluded.seller_id
    WHERE catalogue_lots.lot_version < excluded.lot_version OR (${refresh} AND catalogue_lots.lot_version = excluded.lot_version)`;
}

/** Writes listings' cold halves where the row holds none, or an older submission, or other content. */
export async function upsertListings(sql: Sql, listings: LotListing[], refresh = false): Promise<void> {
  for (const chunk of byJsonSize(newestById(listings.map(listingRow), (a, b) => a.listing_at >= b.listing_at))) {
    const changed = await sql<{ id: string }>`
      INSERT INTO catalogue_lots (id, listing_at, listing, name, category_id, sub_category_id, estimated_value, created_at, doc, rank_doc)
      SELECT id, listing_at, listing, name, category_id, sub_category_id, estimated_value, created_at, patina_doc(name, caption, description), patina_doc(name, caption, '')
        FROM jsonb_to_recordset(${sql.json(chunk)}::jsonb) AS r(id text, listing_at text, listing jsonb, name text, caption text, description text,
          category_id text, sub_category_id text, estimated_value bigint, created_at text)
      ON CONFLICT (id) DO UPDATE SET listing_at = excluded.listing_at, listing = excluded.listing, name = excluded.name,
        category_id = excluded.category_id, sub_category_id = excluded.sub_category_id, estimated_value = excluded.estimated_value,
        created_at = excluded.created_at, doc = excluded.doc, rank_doc = excluded.rank_doc
      -- a status mirror rewrites the listing with the same content: nothing to do then
      WHERE (catalogue_lots.listing_at IS NULL OR catalogue_lots.listing_at <= excluded.listing_at)
        AND (${refresh} OR catalogue_lots.listing IS DISTINCT FROM excluded.listing)
      RETURNING id`;
    if (changed.length === 0) continue;
    const ids = new Set(changed.map((c) => c.id));
    const text = chunk.filter((r) => ids.has(r.id)).map((r) => `${r.name} ${r.caption} ${r.description}`);
    // The lexicon typo tolerance looks in (words are never removed: a stale one only widens a typo's net).
    await sql`
      INSERT INTO catalogue_words (word)
      SELECT DISTINCT lexeme FROM unnest(${text}::text[]) AS t(body), unnest(to_tsvector('patina_simple', body)) AS v
       WHERE length(lexeme) >= 3 AND lexeme !~ '^[0-9]+$'
      ON CONFLICT DO NOTHING`;
  }
}

/** Replaces categories with their sub-categories (a category record is the whole tree under it). */
export async function putCategories(sql: Sql, categories: Category[]): Promise<void> {
  for (const category of categories) {
    const french = category.nameFr || null;
    const rows = [
      { id: category.id, name: category.name, name_fr: french, parent_id: null, parent_name: null, parent_name_fr: null },
      ...category.subCategories.map((s) => ({ id: s.id, name: s.name, name_fr: s.nameFr || null, parent_id: category.id, parent_name: category.name, parent_name_fr: french })),
    ];
    await sql`DELETE FROM catalogue_categories WHERE parent_id = ${category.id} AND id NOT IN ${sql(rows.map((r) => r.id))}`;
    await sql`INSERT INTO catalogue_categories ${sql(rows)} ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_fr = excluded.name_fr, parent_id = excluded.parent_id, parent_name = excluded.parent_name, parent_name_fr = excluded.parent_name_fr`;
  }
}

/** A removed category leaves suggestions; removed lots and listings are none of the catalogue's (they stay as they were). */
export async function removeCategories(sql: Sql, ids: string[]): Promise<void> {
  if (ids.length) await sql`DELETE FROM catalogue_categories WHERE id IN ${sql(ids)} OR parent_id IN ${sql(ids)}`;
}

/** Applies a batch of change records (in stream order) to the read model. */
export async function project(event: ChangeEvent, sql?: Sql): Promise<void> {
  const db = sql ?? (await searchDb());
  const lots: Lot[] = [];
  const listings: LotListing[] = [];
  const categories = new Map<string, Category>();
  const removedCategories: string[] = [];
  for (const record of event.Records) {
    const keys = record.dynamodb?.Keys;
    if (!keys) continue;
    const { pk, sk } = unmarshall(keys) as { pk: string; sk: string };
    const target = changeTarget({ pk, sk });
    if (!target) continue;
    if (record.eventName === 'REMOVE') {
      if (target.kind === 'category') removedCategories.push(target.id);
      continue;
    }
    const image = record.dynamodb?.NewImage;
    if (!image) continue;
    const value = withoutKeys<object>(unmarshall(image))!;
    if (target.kind === 'lot') lots.push(value as Lot);
    else if (target.kind === 'listing') listings.push(value as LotListing);
    else categories.set(target.id, value as Category);
  }
  await upsertListings(db, listings);
  await upsertLots(db, lots);
  await removeCategories(db, removedCategories.filter((id) => !categories.has(id)));
  await putCategories(db, [...categories.values()]);
}

/** The projector's Lambda handler (DynamoDB Streams → Lambda in AWS; the local stack calls it the same way). */
export async function handler(event: ChangeEvent): Promise<void> {
  await project(event);
}
