import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { SCHEMA_STATEMENTS } from '/work/wt/h17-search/lambdas/search/schema.ts';
const db = await PGlite.create({ dataDir: '/tmp/h17/pgdata', extensions: { pg_trgm, unaccent } });
for (const s of SCHEMA_STATEMENTS) await db.exec(s);
const n = (await db.query<{ n: number }>('select count(*)::int n from catalogue_lots')).rows[0]!.n;
if (n === 0) {
  const t = performance.now();
  await db.exec(`
  INSERT INTO catalogue_lots (id, lot_version, status, list_as_auction, list_as_buy_now, starting_price, current_bid, bid_count, buy_it_now_price, display_price, buy_now_available, ends_at, activated_at, listing_at, item_number, name, caption, photo, category_id, sub_category_id, estimated_value, created_at, doc)
  SELECT 'L' || lpad(i::text, 7, '0'), 1, 'Active', i % 3 <> 0, i % 3 <> 1, 1000 + (i * 37) % 50000, CASE WHEN i % 2 = 0 THEN 2000 + (i*13) % 60000 END, i % 17, CASE WHEN i % 3 <> 1 THEN 5000 + (i*7) % 90000 END, 1000 + (i*41) % 90000, i % 3 <> 1,
   to_char(timestamp '2026-12-01' + (i % 10000) * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z', 'PT-' || i,
   (ARRAY['Victorian','Georgian','Edwardian','Art Deco','French','Regency','Louis XV','Chinese'])[1 + i % 8] || ' ' || (ARRAY['mahogany','oak','walnut','rosewood','porcelain','silver','brass','gilt'])[1 + (i/8) % 8] || ' ' || (ARRAY['chair','table','commode','vase','clock','mirror','cabinet','lamp','desk','bureau','candlestick','teapot'])[1 + (i/64) % 12] || ' ' || i,
   'A fine piece', '/photos/x.jpg', 'cat-' || (i % 14), 'sub-' || (i % 50), 10000 + i % 1000, '2026-11-01T00:00:00.000Z',
   setweight(to_tsvector('simple', 'x'), 'A')
  FROM generate_series(1, 100000) i`);
  await db.exec(`UPDATE catalogue_lots SET doc = setweight(to_tsvector('english', unaccent(name)), 'A') || setweight(to_tsvector('french', unaccent(name)), 'A') || setweight(to_tsvector('simple', unaccent(name)), 'A') || setweight(to_tsvector('english', caption), 'B') || setweight(to_tsvector('english', 'Carved in the nineteenth century, with original patina and some wear consistent with age. Measures 80 cm.'), 'C')`);
  await db.exec('ANALYZE');
  console.log('seeded', performance.now() - t);
}
async function time(label: string, sql: string, params: unknown[] = []) {
  const ts: number[] = [];
  let r: any;
  for (let k = 0; k < 8; k++) { const t = performance.now(); r = await db.query(sql, params); ts.push(performance.now() - t); }
  ts.sort((a, b) => a - b);
  console.log(label.padEnd(30), ts[4]!.toFixed(1), ts[7]!.toFixed(1), JSON.stringify(r.rows[0]).slice(0, 80));
}
const live = `status = 'Active' AND name IS NOT NULL`;
await time('count all', `select count(*) from catalogue_lots where ${live}`);
await time('page endingSoon', `select id from catalogue_lots where ${live} order by ends_sort, id limit 10 offset 0`);
await time('page price', `select id from catalogue_lots where ${live} order by display_price desc, ends_sort, id limit 10`);
await time('count cat', `select count(*) from catalogue_lots where ${live} and (category_id = 'cat-3' or sub_category_id = 'cat-3')`);
await time('page cat ending', `select id from catalogue_lots where ${live} and (category_id = 'cat-3' or sub_category_id = 'cat-3') order by ends_sort, id limit 10`);
await time('count price range', `select count(*) from catalogue_lots where ${live} and display_price between 10000 and 20000`);
const q = `(to_tsquery('english', 'mahogany:*') || to_tsquery('french', 'mahogany:*') || to_tsquery('simple','mahogany:*')) && (to_tsquery('english', 'chair:*') || to_tsquery('french', 'chair:*') || to_tsquery('simple','chair:*'))`;
await time('term count', `select count(*) from catalogue_lots where ${live} and doc @@ (${q})`);
await time('term rank page', `select id, ts_rank(doc, ${q}) r from catalogue_lots where ${live} and doc @@ (${q}) order by r desc, ends_sort, id limit 10`);
const q1 = `(to_tsquery('english', 'mahogany:*') || to_tsquery('french', 'mahogany:*') || to_tsquery('simple','mahogany:*'))`;
await time('1word count', `select count(*) from catalogue_lots where ${live} and doc @@ (${q1})`);
await time('1word rank page', `select id, ts_rank(doc, ${q1}) r from catalogue_lots where ${live} and doc @@ (${q1}) order by r desc, ends_sort, id limit 10`);
await time('1word rank+count', `select id, ts_rank(doc, ${q1}) r, count(*) over () from catalogue_lots where ${live} and doc @@ (${q1}) order by r desc, ends_sort, id limit 10`);
const qc = `to_tsquery('simple','carved:*')`;
await time('common word count', `select count(*) from catalogue_lots where ${live} and doc @@ (${qc})`);
await time('common rank page', `select id, ts_rank(doc, ${qc}) r from catalogue_lots where ${live} and doc @@ (${qc}) order by r desc, ends_sort, id limit 10`);
await time('common ending page', `select id from catalogue_lots where ${live} and doc @@ (${qc}) order by ends_sort, id limit 10`);
console.log((await db.query(`explain (analyze, buffers) select id from catalogue_lots where ${live} and doc @@ (${q}) order by ends_sort limit 10`)).rows.map((r: any) => r['QUERY PLAN']).join('\n'));
await db.close();
