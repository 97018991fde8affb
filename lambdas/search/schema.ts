/**
 * The catalogue read model's schema (docs/adr/0026): one row per lot, made of two halves the projector
 * writes independently — the hot half from the lot's record (ordered by its `version`) and the cold half
 * from its listing (ordered by its submission time) — plus the categories and the search lexicon.
 * Every statement is idempotent; `migrate` runs them under an advisory lock, so processes that start
 * together (the projector and the catalogue calls) never race each other.
 */

/** Raised when a statement below changes: a read model of an older shape is rebuilt from the table. */
export const SCHEMA_VERSION = 1;

/** A lot can be searched once both halves arrived and it is Active. */
const LIVE = `status = 'Active' AND name IS NOT NULL`;

export const SCHEMA_STATEMENTS: readonly string[] = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE EXTENSION IF NOT EXISTS unaccent`,
  `CREATE TABLE IF NOT EXISTS catalogue_meta (name text PRIMARY KEY, value text NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS catalogue_lots (
    id text COLLATE "C" PRIMARY KEY,
    -- the hot half: the lot's record at lot_version (-1 until it arrives)
    lot_version integer NOT NULL DEFAULT -1,
    status text,
    list_as_auction boolean,
    list_as_buy_now boolean,
    starting_price bigint,
    current_bid bigint,
    bid_count integer,
    buy_it_now_price bigint,
    display_price bigint,
    buy_now_available boolean,
    ends_at text COLLATE "C",
    activated_at text COLLATE "C",
    sold_at text COLLATE "C",
    sold_price bigint,
    -- the cold half: the listing as submitted at listing_at (null until it arrives)
    listing_at text COLLATE "C",
    item_number text,
    name text,
    caption text,
    photo text,
    category_id text COLLATE "C",
    sub_category_id text COLLATE "C",
    estimated_value bigint,
    created_at text COLLATE "C",
    doc tsvector,
    -- sort keys the indexes below order by
    ends_sort text COLLATE "C" GENERATED ALWAYS AS (coalesce(ends_at, '9999')) STORED,
    newest_at text COLLATE "C" GENERATED ALWAYS AS (coalesce(activated_at, created_at)) STORED
  )`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_doc ON catalogue_lots USING gin (doc) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_ending ON catalogue_lots (ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_newest ON catalogue_lots (newest_at DESC, ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_price ON catalogue_lots (display_price, ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_category ON catalogue_lots (category_id, ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_sub_category ON catalogue_lots (sub_category_id, ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_interest ON catalogue_lots (bid_count DESC, estimated_value DESC, ends_sort, id) WHERE ${LIVE} AND list_as_auction`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_buy_now ON catalogue_lots (ends_sort, id) WHERE ${LIVE} AND buy_now_available`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_sold ON catalogue_lots (sold_at DESC) WHERE status IN ('Awaiting Payment', 'Shipping', 'Sold') AND name IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_name_trgm ON catalogue_lots USING gin (lower(name) gin_trgm_ops) WHERE ${LIVE}`,
  // Every word the listings use (accents removed, lower case): typo tolerance looks for near words here.
  `CREATE TABLE IF NOT EXISTS catalogue_words (word text COLLATE "C" PRIMARY KEY)`,
  `CREATE INDEX IF NOT EXISTS catalogue_words_trgm ON catalogue_words USING gin (word gin_trgm_ops)`,
  `CREATE TABLE IF NOT EXISTS catalogue_categories (
    id text COLLATE "C" PRIMARY KEY,
    name text NOT NULL,
    parent_id text COLLATE "C",
    search_name text NOT NULL
  )`,
];

/** The SQL of the lots a search may show. */
export const LIVE_CONDITION = LIVE;
