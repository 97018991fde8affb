import type { Sql } from './sql.ts';
import type { Category } from '../../shared/categories.ts';
import type { Lot, LotListing } from '../../shared/item.ts';
import { send } from '../data/client.ts';
import { getListings } from '../data/entities/lot-listing.ts';
import { getLots } from '../data/entities/lot.ts';
import { tableName, withoutKeys } from '../data/table.ts';
import { changeTarget } from './changes.ts';
import { searchDb } from './db.ts';
import { putCategories, removeCategories, upsertListings, upsertLots } from './projector.ts';

/**
 * Repopulates the read model from the table, the system of record (docs/adr/0026): every lot,
 * listing and category is written again (the same version too, so a changed derivation reaches every
 * row) and rows whose records are gone are removed. Nothing is emptied first, so searches keep
 * answering meanwhile, and a change the stream delivers during the rebuild still wins by its version.
 */
export async function rebuildSearch(options: { segments?: number; log?: (line: string) => void } = {}): Promise<{ lots: number; listings: number; categories: number }> {
  const sql = await searchDb();
  const segments = options.segments ?? 4;
  const seen = { lots: new Set<string>(), listings: 0, categories: new Set<string>() };
  // A parallel scan, each page projected as it arrives.
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await send((sdk) => new sdk.ScanCommand({ TableName: tableName(), Segment: segment, TotalSegments: segments, ExclusiveStartKey }));
        ExclusiveStartKey = page.LastEvaluatedKey;
        await projectPage(sql, (page.Items ?? []) as Record<string, unknown>[], seen);
      } while (ExclusiveStartKey);
      options.log?.(`segment ${segment} done`);
    }),
  );
  // Rows the scan did not meet: gone from the table, or written after the scan passed them (kept).
  // Read in pages of ids (a Data API answer holds at most 1 MB), the unseen ones checked against the table.
  for (let after = ''; ; ) {
    const page = (await sql<{ id: string }>`SELECT id FROM catalogue_lots WHERE id > ${after} ORDER BY id LIMIT 1000`).map((r) => r.id);
    const unseen = page.filter((id) => !seen.lots.has(id));
    if (unseen.length > 0) {
      const [stillLots, stillListings] = await Promise.all([getLots(unseen), getListings(unseen)]);
      const gone = unseen.filter((id) => !stillLots.has(id) && !stillListings.has(id));
      if (gone.length > 0) await sql`DELETE FROM catalogue_lots WHERE id IN ${sql(gone)}`;
    }
    if (page.length < 1000) break;
    after = page.at(-1)!;
  }
  const categories = await sql<{ id: string }>`SELECT id FROM catalogue_categories WHERE parent_id IS NULL`;
  await removeCategories(sql, categories.map((c) => c.id).filter((id) => !seen.categories.has(id)));
  return { lots: seen.lots.size, listings: seen.listings, categories: seen.categories.size };
}

async function projectPage(sql: Sql, records: Record<string, unknown>[], seen: { lots: Set<string>; listings: number; categories: Set<string> }): Promise<void> {
  const lots: Lot[] = [];
  const listings: LotListing[] = [];
  const categories: Category[] = [];
  for (const record of records) {
    const target = changeTarget({ pk: String(record.pk), sk: String(record.sk) });
    if (!target) continue;
    const value = withoutKeys<never>(record)!;
    if (target.kind === 'lot') {
      lots.push(value as Lot);
      seen.lots.add(target.id);
    } else if (target.kind === 'listing') {
      listings.push(value as LotListing);
      seen.lots.add(target.id);
      seen.listings++;
    } else {
      categories.push(value as Category);
      seen.categories.add(target.id);
    }
  }
  await upsertListings(sql, listings, true);
  await upsertLots(sql, lots, true);
  await putCategories(sql, categories);
}
