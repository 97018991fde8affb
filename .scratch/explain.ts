import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
const db = await PGlite.create({ dataDir: '/tmp/h17/pgdata', extensions: { pg_trgm, unaccent } });
const live = `status = 'Active' AND name IS NOT NULL`;
const q1 = `(to_tsquery('english', 'mahogany:*') || to_tsquery('french', 'mahogany:*') || to_tsquery('simple','mahogany:*'))`;
for (const sql of [`select count(*) from catalogue_lots where ${live}`, `select count(*) from catalogue_lots where ${live} and doc @@ (${q1})`, `select id, ts_rank(doc, ${q1}) r from catalogue_lots where ${live} and doc @@ (${q1}) order by r desc, ends_sort, id limit 10`]) {
  for (let i = 0; i < 3; i++) await db.query(sql);
  console.log((await db.query(`explain (analyze, buffers) ${sql}`)).rows.map((r: any) => r['QUERY PLAN']).join('\n'));
}
console.log((await db.query(`show work_mem`)).rows, (await db.query(`show shared_buffers`)).rows);
await db.close();
