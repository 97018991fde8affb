import { bannersKey } from '../data/entities/catalogue-reference.ts';
import { CHANGE_FILTER_PATTERNS, changeTarget } from '../search/changes.ts';

/**
 * Which of the table's changes the pages function follows (docs/adr/0036): apart from its renderer
 * (lambdas/pages/changes.ts), so the table stream's dispatcher selects its records without loading it.
 */

const BANNERS = bannersKey();

/** True for the banners' record: the home page shows the first banner (docs/adr/0037). */
export function isBannersChange(key: { pk: string; sk: string }): boolean {
  return key.pk === BANNERS.pk && key.sk === BANNERS.sk;
}

/**
 * The records the pages function follows, as a Lambda event source filter: the search projector's
 * (lots, listings, categories) and the banners' record (the table stream's dispatcher,
 * lambdas/stream/consumers.ts; locally the change delivery keeps the same).
 */
export const PAGE_CHANGE_FILTER_PATTERNS: readonly object[] = [...CHANGE_FILTER_PATTERNS, { dynamodb: { Keys: { pk: { S: [BANNERS.pk] }, sk: { S: [BANNERS.sk] } } } }];

/** True for a record the pages function follows (the local twin of PAGE_CHANGE_FILTER_PATTERNS). */
export function isPageChange(key: { pk: string; sk: string }): boolean {
  return changeTarget(key) !== null || isBannersChange(key);
}
