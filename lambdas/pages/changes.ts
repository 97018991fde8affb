import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Category } from '../../shared/categories.ts';
import { withoutKeys } from '../data/table.ts';
import { changeTarget } from '../search/changes.ts';
import type { ChangeEvent } from '../search/projector.ts';
import { removeCategoryPages, renderCategory, renderHome, renderLot } from './render.ts';
import { isBannersChange } from './selection.ts';

/**
 * The pages' projector (docs/adr/0036): the table's change records (DynamoDB Streams, NEW_IMAGE; the
 * search projector's selection — lots, listings, categories — and the banners) re-render what they change.
 * A lot is rendered once per batch whatever number of its records the batch holds (a hot auction's
 * bids coalesce), from the records as they are when it renders: the page shows the lot's status,
 * price and end as they are, and loses its pages when it stops being public.
 */
export async function renderChanges(event: ChangeEvent): Promise<void> {
  const lots = new Set<string>();
  const categories = new Map<string, Category | null>();
  let banners = false;
  for (const record of event.Records) {
    const keys = record.dynamodb?.Keys;
    if (!keys) continue;
    const key = unmarshall(keys) as { pk: string; sk: string };
    if (isBannersChange(key)) banners = true;
    const target = changeTarget(key);
    if (!target) continue;
    if (target.kind === 'category') {
      const image = record.eventName === 'REMOVE' ? undefined : record.dynamodb?.NewImage;
      categories.set(target.id, image ? withoutKeys<Category>(unmarshall(image)) : null);
    } else if (record.eventName !== 'REMOVE') lots.add(target.id);
  }
  // A few at once: a batch may name hundreds of lots (a seed, a rebuild), each a handful of reads and two writes.
  const queue = [...lots];
  await Promise.all(Array.from({ length: Math.min(8, queue.length) }, async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) await renderLot(id);
  }));
  for (const [id, category] of categories) {
    if (category) await renderCategory(category);
    else await removeCategoryPages(id);
  }
  if (banners) await renderHome();
}
