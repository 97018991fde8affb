import { categoryKey } from '../data/entities/catalogue-reference.ts';
import { listingKey } from '../data/entities/lot-listing.ts';
import { lotKey } from '../data/entities/lot.ts';
import type { Key } from '../data/table.ts';

/**
 * Which of the table's changes the read model follows (docs/adr/0026): a lot's hot record, its
 * listing, and the categories. The keys come from the entity modules, so no key is spelled here.
 */
const LOT = lotKey('');
const LISTING = listingKey('');
const CATEGORY = categoryKey('');

/** A change the projector applies, named by what it changes. */
export type ChangeTarget = { kind: 'lot'; id: string } | { kind: 'listing'; id: string } | { kind: 'category'; id: string };

/** What a record's key is to the read model, or null for a record it ignores. */
export function changeTarget(key: Key): ChangeTarget | null {
  if (key.pk.startsWith(LOT.pk) && key.sk === LOT.sk) return { kind: 'lot', id: key.pk.slice(LOT.pk.length) };
  if (key.pk.startsWith(LISTING.pk) && key.sk === LISTING.sk) return { kind: 'listing', id: key.pk.slice(LISTING.pk.length) };
  if (key.pk === CATEGORY.pk) return { kind: 'category', id: key.sk };
  return null;
}

/**
 * The same selection as a Lambda event source filter (DynamoDB Streams → the projector), so in AWS
 * the projector is invoked only for these records (infra/stacks/search-stack.ts).
 */
export const CHANGE_FILTER_PATTERNS: readonly object[] = [
  { dynamodb: { Keys: { pk: { S: [{ prefix: LOT.pk }] }, sk: { S: [LOT.sk, LISTING.sk] } } } },
  { dynamodb: { Keys: { pk: { S: [CATEGORY.pk] } } } },
];
