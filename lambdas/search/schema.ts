/**
 * The catalogue read model's schema (docs/adr/0026), the same on Aurora PostgreSQL and on the local
 * PGlite: one row per lot made of two halves the projector writes independently — the hot half from
 * the lot's record (ordered by its `version`) and the cold half from its listing (ordered by its
 * submission time) — plus the categories and the lexicon typo tolerance looks in. Every statement is
 * idempotent; `migrate` (db.ts) runs them under an advisory lock.
 */

/** A lot may be searched once both halves arrived and it is Active. */
export const LIVE = `status = 'Active' AND name IS NOT NULL`;

/** The statuses of a lot that found a buyer ("recently sold"). */
export const SOLD = `status IN ('Awaiting Payment', 'Shipping', 'Sold') AND name IS NOT NULL`;

/** A text search configuration: `base`'s stemmer after unaccent, so "Émile" and "emile" are one word. */
const configuration = (name: string, base: string, dictionary: string) => `DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = '${name}') THEN
    CREATE TEXT SEARCH CONFIGURATION ${name} (COPY = ${base});
    ALTER TEXT SEARCH CONFIGURATION ${name} ALTER MAPPING FOR hword, hword_part, word WITH unaccent, ${dictionary};
  END IF;
END $$`;

export const SCHEMA_STATEMENTS: readonly string[] = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE EXTENSION IF NOT EXISTS unaccent`,
  configuration('patina_en', 'english', 'english_stem'),
  configuration('patina_fr', 'french', 'french_stem'),
  configuration('patina_simple', 'simple', 'simple'),
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
  // Each index is partial on the live lots, so a sold or ended lot costs a search nothing.
  `CREATE INDEX IF NOT EXISTS catalogue_lots_doc ON catalogue_lots USING gin (doc) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_ending ON catalogue_lots (ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_newest ON catalogue_lots (newest_at DESC, ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_price ON catalogue_lots (display_price, ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_category ON catalogue_lots (category_id, ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_sub_category ON catalogue_lots (sub_category_id, ends_sort, id) WHERE ${LIVE}`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_interest ON catalogue_lots (bid_count DESC, estimated_value DESC, ends_sort, id) WHERE ${LIVE} AND list_as_auction`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_auctions ON catalogue_lots (ends_sort, id) WHERE ${LIVE} AND list_as_auction`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_buy_now ON catalogue_lots (ends_sort, id) WHERE ${LIVE} AND buy_now_available`,
  `CREATE INDEX IF NOT EXISTS catalogue_lots_sold ON catalogue_lots (sold_at DESC NULLS LAST, id) WHERE ${SOLD}`,
  // Every word the listings use (accents removed, lower case): a misspelt word is looked up here.
  `CREATE TABLE IF NOT EXISTS catalogue_words (word text COLLATE "C" PRIMARY KEY)`,
  `CREATE INDEX IF NOT EXISTS catalogue_words_trgm ON catalogue_words USING gin (word gin_trgm_ops)`,
  `CREATE TABLE IF NOT EXISTS catalogue_categories (
    id text COLLATE "C" PRIMARY KEY,
    name text NOT NULL,
    parent_id text COLLATE "C",
    parent_name text
  )`,
  // A listing's document: name (A) above caption (B) above description (C), each in English and
  // French (stemmed) and as written (for prefixes of any word), accents and case folded.
  `CREATE OR REPLACE FUNCTION patina_doc(name text, caption text, description text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT setweight(to_tsvector('patina_en', name) || to_tsvector('patina_fr', name) || to_tsvector('patina_simple', name), 'A')
        || setweight(to_tsvector('patina_en', caption) || to_tsvector('patina_fr', caption) || to_tsvector('patina_simple', caption), 'B')
        || setweight(to_tsvector('patina_en', description) || to_tsvector('patina_fr', description) || to_tsvector('patina_simple', description), 'C')
  $$`,
  // One searched word: a prefix of the word in either language's stem or as written; when no word of
  // the lexicon starts with it, the nearest lexicon words by trigrams too ("mahogony" → mahogany).
  `CREATE OR REPLACE FUNCTION patina_word_query(w text) RETURNS tsquery LANGUAGE plpgsql STABLE AS $$
    DECLARE
      q tsquery := to_tsquery('patina_simple', quote_literal(w) || ':*');
      near text;
    BEGIN
      q := q || to_tsquery('patina_en', quote_literal(w) || ':*') || to_tsquery('patina_fr', quote_literal(w) || ':*');
      IF length(w) >= 4 AND NOT EXISTS (SELECT 1 FROM catalogue_words WHERE word >= w AND word < w || chr(1114111)) THEN
        FOR near IN SELECT word FROM catalogue_words WHERE word % w ORDER BY similarity(word, w) DESC, word LIMIT 3 LOOP
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
