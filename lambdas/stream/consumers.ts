import { ALERT_FILTER_PATTERNS, isLotRecord } from '../alerts/changes.ts';
import { isPageChange, PAGE_CHANGE_FILTER_PATTERNS } from '../pages/selection.ts';
import { CHANGE_FILTER_PATTERNS, changeTarget } from '../search/changes.ts';
import { type StreamConsumer, unionOfFilters } from './dispatch.ts';

/** A consumer as deployed: its own function, named to the dispatcher by an environment variable. */
export interface TableStreamConsumer extends StreamConsumer {
  /** The dispatcher's environment variable holding the consumer function's name. */
  functionEnv: string;
}

/**
 * Everything that follows the table's changes (docs/adr/0046), read by one dispatcher: the search
 * projector (the catalogue's read model, docs/adr/0026) and the pages function (rendered lot, category
 * and home pages, docs/adr/0036), and the alerts of saved searches and follows (docs/adr/0053). A new
 * consumer is one more entry here and its function in the CDK app.
 */
export const TABLE_STREAM_CONSUMERS: readonly TableStreamConsumer[] = [
  { name: 'search-projector', keeps: (key) => changeTarget(key) !== null, filterPatterns: CHANGE_FILTER_PATTERNS, functionEnv: 'SEARCH_PROJECTOR_FUNCTION' },
  { name: 'site-pages', keeps: isPageChange, filterPatterns: PAGE_CHANGE_FILTER_PATTERNS, functionEnv: 'SITE_PAGES_FUNCTION' },
  { name: 'alerts', keeps: isLotRecord, filterPatterns: ALERT_FILTER_PATTERNS, functionEnv: 'ALERTS_FUNCTION' },
];

/** The dispatcher's event source filter: only records some consumer follows invoke it. */
export const TABLE_STREAM_FILTER_PATTERNS: readonly object[] = unionOfFilters(TABLE_STREAM_CONSUMERS);

/** True for a record some consumer follows (the local change delivery's twin of the filter). */
export function someConsumerKeeps(key: { pk: string; sk: string }): boolean {
  return TABLE_STREAM_CONSUMERS.some((consumer) => consumer.keeps(key));
}
