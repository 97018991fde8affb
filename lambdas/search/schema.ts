import { SOLD_STATUSES } from '../../shared/item-status.ts';

/**
 * The catalogue read model's schema (docs/adr/0026), the same on Aurora PostgreSQL and on the local
 * PGlite: one row per lot made of two halves the projector writes independently — the hot half from
 * the lot's record (ordered by its `version`) and the cold half from its listing (ordered by its
 * submission time) — plus the categories and the lexicon typo tolerance looks in. Every statement is
 * idempotent; `migrate` (db.ts) runs them under an advisory lock.
 */

/** A lot may be searched once both halves arrived and it is Active. */
export const LIVE = `status = 'Active' AND name IS NOT NULL`;

/** A lot whose sale stands (shared/item-status.ts SOLD_STATUSES: never a lapsed or cancelled sale) and may be shown. */
export const SOLD = `status IN (${SOLD_STATUSES.map((s) => `'${s}'`).join(', ')}) AND name IS NOT NULL AND sold_price IS NOT NULL AND sold_at IS NOT NULL`;

/** A text search configuration: `base`'s stemmer after unaccent, so "Émile" and "emile" are one word. */
const configuration = (name: string, base: string, dictionary: string) => `DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = '${name}') THEN
    CREATE TEXT SEARCH CONFIGURATION ${name} (COPY = ${base});
    ALTER TEXT SEARCH CONFIGURATION ${name} ALTER MAPPING FOR hword, hword_part, word WITH unaccent, ${dictionary};
  END IF;
END $$`;

/**
 * How many live lots each facet holds, kept by the table itself (docs/adr/0035): a browse without
 * words or prices (all lots, a category, a sub-category, each format) answers its exact total from
 * one row instead of counting thousands. Statement triggers add what a write brings into a facet and
 * subtract what it takes out, from the statement's before and after rows, in the writer's transaction,
 * so the counts are exact whoever writes (the projector, a rebuild, a hand-made DELETE). A bid changes
 * no facet, so it writes no count. The facets of a row: '' (all lots), its category, its sub-category;
 * formats: 'both', 'auction' if it is listed as one, 'buyNow' likewise, as the search's filters read.
 */
const FACETS_OF = (rows: string) => `
  SELECT f.facet, m.format, r.delta
    FROM ${rows} r
   CROSS JOIN LATERAL (SELECT DISTINCT x FROM unnest(ARRAY['', r.category_id, r.sub_category_id]) AS x WHERE x IS NOT NULL) AS f(facet)
   CROSS JOIN LATERAL unnest(ARRAY['both', CASE WHEN r.list_as_auction THEN 'auction' END, CASE WHEN r.list_as_buy_now THEN 'buyNow' END]) AS m(format)
   WHERE m.format IS NOT NULL`;
const LIVE_ROWS = (table: string, delta: number) =>
  `SELECT category_id, sub_category_id, list_as_auction, list_as_buy_now, ${delta} AS delta FROM ${table} WHERE ${LIVE}`;
/** Adds the deltas up per facet (in key order, so two writers lock count rows in the same order). */
const APPLY_COUNTS = (rows: string) => `
  INSERT INTO catalogue_counts (facet, format, live)
  SELECT facet, format, sum(delta) FROM (${FACETS_OF(`(${rows})`)}) AS d
   GROUP BY facet, format HAVING sum(delta) <> 0 ORDER BY facet, format
  ON CONFLICT (facet, format) DO UPDATE SET live = catalogue_counts.live + excluded.live`;

const LIVE_COUNTS: readonly string[] = [
  `CREATE OR REPLACE FUNCTION patina_count_live() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${APPLY_COUNTS(LIVE_ROWS('added', 1))};
      ELSIF TG_OP = 'UPDATE' THEN
        ${APPLY_COUNTS(`${LIVE_ROWS('before_rows', -1)} UNION ALL ${LIVE_ROWS('after_rows', 1)}`)};
      ELSE
        ${APPLY_COUNTS(LIVE_ROWS('removed', -1))};
      END IF;
      RETURN NULL;
    END
  $$`,
  // Created once, with the counts of the rows already there: the table is locked against writers
  // first, so no write falls between the count and the triggers.
  `DO $$ BEGIN
    IF to_regclass('catalogue_counts') IS NULL THEN
      CREATE TABLE catalogue_counts (facet text COLLATE "C" NOT NULL, format text COLLATE "C" NOT NULL, live bigint NOT NULL, PRIMARY KEY (facet, format));
      LOCK TABLE catalogue_lots IN SHARE ROW EXCLUSIVE MODE;
      CREATE TRIGGER catalogue_counts_insert AFTER INSERT ON catalogue_lots REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION patina_count_live();
      CREATE TRIGGER catalogue_counts_update AFTER UPDATE ON catalogue_lots REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION patina_count_live();
      CREATE TRIGGER catalogue_counts_delete AFTER DELETE ON catalogue_lots REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION patina_count_live();
      ${APPLY_COUNTS(LIVE_ROWS('catalogue_lots', 1))};
    END IF;
  END $$`,
];

export const SCHEMA_STATEMENTS: readonly string[] = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE EXTENSION IF NOT EXISTS unaccent`,
  configuration('patina_en', 'english', 'english_stem'),
  configuration('patina_fr', 'french', 'french_stem'),
  configuration('patina_simple', 'simple', 'simple'),
  // A listing's document: name (A) above caption (B) above description (C), each in English and
  // French (stemmed) and as written (for prefixes of any word), accents and case folded.
  `CREATE OR REPLACE FUNCTION patina_doc(name text, caption text, description text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT setweight(to_tsvector('patina_en', name) || to_tsvector('patina_fr', name) || to_tsvector('patina_simple', name), 'A')
        || setweight(to_tsvector('patina_en', caption) || to_tsvector('patina_fr', caption) || to_tsvector('patina_simple', caption), 'B')
        || setweight(to_tsvector('patina_en', description) || to_tsvector('patina_fr', description) || to_tsvector('patina_simple', description), 'C')
  $$`,
  `CREATE TABLE IF NOT EXISTS catalogue_meta (name text PRIMARY KEY, value text NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS catalogue_lots (
    id text COLLATE "C" PRIMARY KEY,
    -- the hot half: the lot's record at lot_version (-1 until it arrives)
    lot_version integer NOT NULL DEFAULT -1,
    lot jsonb,
    status text,
    list_as_auction boolean,
    list_as_buy_now boolean,
    display_price bigint,
    bid_count integer,
    buy_now_available boolean,
    ends_at text COLLATE "C",
    activated_at text COLLATE "C",
    sold_at text COLLATE "C",
    -- the cold half: the listing as submitted at listing_at (null until it arrives)
    listing_at text COLLATE "C",
    listing jsonb,
    name text,
    category_id text COLLATE "C",
    sub_category_id text COLLATE "C",
    estimated_value bigint,
    created_at text COLLATE "C",
    doc tsvector,
    ends_sort text COLLATE "C" GENERATED ALWAYS AS (coalesce(ends_at, '9999')) STORED,
    newest_at text COLLATE "C" GENERATED ALWAYS AS (coalesce(activated_at, created_at)) STORED
  )`,
  // Narrow rows (docs/adr/0035): the documents and the records a page shows are kept out of line
  // (a row is made at most 128 bytes of them), so counting, filtering and ranking thousands of matches
  // reads a few hundred pages, not tens of thousands, and only the page's lots are read whole. Every
  // other column is MAIN: kept in the row, or a sort would fetch its key from the TOAST table. (Rows
  // written before take it when next rewritten.)
  `DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'catalogue_lots'::regclass AND attname = 'ends_sort' AND attstorage = 'm') THEN
      ALTER TABLE catalogue_lots SET (toast_tuple_target = 128),
        ${['id', 'status', 'ends_at', 'activated_at', 'sold_at', 'listing_at', 'name', 'category_id', 'sub_category_id', 'created_at', 'ends_sort', 'newest_at']
          .map((column) => `ALTER COLUMN ${column} SET STORAGE MAIN`)
          .join(', ')};
    END IF;
  END $$`,
  // What relevance ranks on: the name (A) and caption (B) alone, small enough to stay in the row, so
  // ranking a match does not read its whole document. A word only in the description ranks lowest.
  `DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'catalogue_lots' AND column_name = 'rank_doc') THEN
      ALTER TABLE catalogue_lots ADD COLUMN rank_doc tsvector;
      ALTER TABLE catalogue_lots ALTER COLUMN rank_doc SET STORAGE MAIN;
      UPDATE catalogue_lots SET rank_doc = patina_doc(name, listing->>'caption', '') WHERE listing IS NOT NULL;
    END IF;
  END $$`,
  // Each index is partial on the live lots, so a sold or ended lot costs a search nothing.
  `CREATE INDEX IF NOT EXISTS catalogue_lots_doc ON catalogue_lots USING gin (doc) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_rank_doc ON catalogue_lots USING gin (rank_doc) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_ending ON catalogue_lots (ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_newest ON catalogue_lots (newest_at DESC, ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_price ON catalogue_lots (display_price, ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_category ON catalogue_lots (category_id, ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_sub_category ON catalogue_lots (sub_category_id, ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_interest ON catalogue_lots (bid_count DESC, estimated_value DESC, ends_sort, id) WHERE ${LIVE} AND list_as_auction`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_auctions ON catalogue_lots (ends_sort, id) WHERE ${LIVE} AND list_as_auction`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_buy_now ON catalogue_lots (ends_sort, id) WHERE ${LIVE} AND buy_now_available`,
  // The sale's price and the seller, in columns of their own (docs/adr/0054): sold searches, the price
  // guide's aggregates and the seller's page read them from the row and its indexes. Rows projected
  // before take them from their lot record once, here.
  `DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'catalogue_lots' AND column_name = 'sold_price') THEN
      ALTER TABLE catalogue_lots ADD COLUMN sold_price bigint, ADD COLUMN seller_id text COLLATE "C";
      ALTER TABLE catalogue_lots ALTER COLUMN seller_id SET STORAGE MAIN;
      UPDATE catalogue_lots SET sold_price = (lot->>'soldPrice')::bigint, seller_id = lot->>'sellerId' WHERE lot IS NOT NULL;
    END IF;
  END $$`,
  // The partial index "recently sold" was built on before sold lots had to carry their price.
  `DO $$ BEGIN
    IF EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = 'catalogue_lots_sold' AND indexdef NOT LIKE '%sold_price IS NOT NULL%') THEN
      DROP INDEX catalogue_lots_sold;
    END IF;
  END $$`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_sold ON catalogue_lots (sold_at DESC, id) WHERE ${SOLD}`,
  // Sold lots in a category or sub-category, newest sale first; the price guide reads a sub-category's
  // months from the second alone (its price is in the index: an index-only scan when the map allows).
  `CREATE INDEX IF NOT EXISTS catalogue_lots_sold_category ON catalogue_lots (category_id, sold_at DESC, id) WHERE ${SOLD}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_sold_sub_category ON catalogue_lots (sub_category_id, sold_at DESC, id) INCLUDE (sold_price) WHERE ${SOLD}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_sold_doc ON catalogue_lots USING gin (doc) WHERE ${SOLD}`,
  // A seller's page: their live lots ending soonest, their sales newest first.
  `CREATE INDEX IF NOT EXISTS catalogue_lots_seller_live ON catalogue_lots (seller_id, ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_seller_sold ON catalogue_lots (seller_id, sold_at DESC, id) WHERE ${SOLD}`,
  // The other sorts, in the direction each reads (a backward scan of the ascending price index would
  // order ties by ending latest), and each again within a category: a page costs its offset plus its
  // size whatever the catalogue holds (docs/adr/0035). Sub-categories are small enough to sort.
  `CREATE INDEX IF NOT EXISTS catalogue_lots_price_desc ON catalogue_lots (display_price DESC, ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_category_newest ON catalogue_lots (category_id, newest_at DESC, ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_category_price ON catalogue_lots (category_id, display_price, ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_category_price_desc ON catalogue_lots (category_id, display_price DESC, ends_sort, id) WHERE ${LIVE}`,
  ...LIVE_COUNTS,
  // Every word the listings use (accents removed, lower case): a misspelt word is looked up here.
  `CREATE TABLE IF NOT EXISTS catalogue_words (word text COLLATE "C" PRIMARY KEY)`,
  // A GiST index walks the lexicon nearest first (`<->`), so the few nearest words of a misspelt one
  // cost a handful of index pages, not a similarity per lexicon word (docs/adr/0035).
  `DROP INDEX IF EXISTS catalogue_words_trgm`,
  `CREATE INDEX IF NOT EXISTS catalogue_words_near ON catalogue_words USING gist (word gist_trgm_ops)`,
  `CREATE TABLE IF NOT EXISTS catalogue_categories (
    id text COLLATE "C" PRIMARY KEY,
    name text NOT NULL,
    parent_id text COLLATE "C",
    parent_name text
  )`,
  // Their French names (docs/adr/0051): null where the admin gave none (the site then shows its own
  // translation of the English name, or the English name).
  `ALTER TABLE catalogue_categories ADD COLUMN IF NOT EXISTS name_fr text`,
  `ALTER TABLE catalogue_categories ADD COLUMN IF NOT EXISTS parent_name_fr text`,
  // One searched word: a prefix of the word in either language's stem or as written; when no word of
  // the lexicon starts with any of them, the nearest lexicon words by trigrams too ("mahogony" →
  // mahogany). A word whose stem is found ("pendules" → pendul, in "pendule") is no typo: no lookup.
  `CREATE OR REPLACE FUNCTION patina_word_query(w text) RETURNS tsquery LANGUAGE plpgsql STABLE AS $$
    DECLARE
      q tsquery;
      stem text;
      near text;
      known boolean := false;
      parts text[];
      part text;
    BEGIN
      -- The parser reads a few words as two tokens ("78e50e": the number 78e50, then the word "e"), and
      -- the listing's document holds both. Each is then a word of its own that must match: offered as
      -- alternatives, the prefix "e" alone would find most of the catalogue.
      parts := ARRAY(SELECT p.token FROM ts_parse('default', w) AS p JOIN ts_token_type('default') AS t ON t.tokid = p.tokid WHERE t.alias <> 'blank');
      IF cardinality(parts) > 1 THEN
        FOREACH part IN ARRAY parts LOOP
          q := CASE WHEN q IS NULL THEN patina_word_query(part) ELSE q && patina_word_query(part) END;
        END LOOP;
        RETURN q;
      END IF;
      -- The word as written and its two stems, each a prefix, without the ones another starts (every
      -- word they find, the shorter finds too), so the index walks each stretch of its words once
      -- (docs/adr/0035): "victorian" is one prefix, not three of the same.
      FOR stem IN
        WITH stems AS (
          SELECT DISTINCT v.lexeme
            FROM unnest(ARRAY['patina_simple', 'patina_en', 'patina_fr']::regconfig[]) AS c(cfg), unnest(to_tsvector(c.cfg, w)) AS v
        )
        SELECT s.lexeme FROM stems s WHERE NOT EXISTS (SELECT 1 FROM stems t WHERE t.lexeme <> s.lexeme AND starts_with(s.lexeme, t.lexeme)) ORDER BY 1
      LOOP
        q := CASE WHEN q IS NULL THEN (quote_literal(stem) || ':*')::tsquery ELSE q || (quote_literal(stem) || ':*')::tsquery END;
        known := known OR EXISTS (SELECT 1 FROM catalogue_words WHERE word >= stem AND word < stem || chr(1114111));
      END LOOP;
      -- (The word as written is one of them or starts with one, so a lexicon word it starts counts too.)
      IF length(w) >= 4 AND NOT known THEN
        FOR near IN SELECT word FROM catalogue_words WHERE word % w ORDER BY word <-> w, word LIMIT 3 LOOP
          q := q || to_tsquery('patina_simple', quote_literal(near));
        END LOOP;
      END IF;
      RETURN q;
    END
  $$`,
  // Every word must match.
  `CREATE OR REPLACE FUNCTION patina_term_query(words text[]) RETURNS tsquery LANGUAGE plpgsql STABLE AS $$
    DECLARE
      q tsquery;
      w text;
    BEGIN
      FOREACH w IN ARRAY words LOOP
        q := CASE WHEN q IS NULL THEN patina_word_query(w) ELSE q && patina_word_query(w) END;
      END LOOP;
      RETURN q;
    END
  $$`,
];
