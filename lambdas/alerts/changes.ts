import { ItemStatus } from '../../shared/item.ts';
import { lotKey } from '../data/entities/lot.ts';
import type { Key } from '../data/table.ts';

/**
 * Which of the table's changes the alerts' matcher follows (docs/adr/0053): lots' hot records. Apart from
 * the matcher itself, so the stream's dispatcher reads the selection without bundling the matcher.
 */
const LOT = lotKey('');

/** The stream's lot records (the same selection as the projector's lot records). */
export const isLotRecord = (key: Key): boolean => key.pk.startsWith(LOT.pk) && key.sk === LOT.sk;

/**
 * The same as a Lambda event source filter, narrowed to live lots without bids (an acceptance's image),
 * so in AWS the hot lots' bids never invoke the matcher; the matcher's isAcceptance decides among what comes.
 */
export const ALERT_FILTER_PATTERNS: readonly object[] = [
  { dynamodb: { Keys: { pk: { S: [{ prefix: LOT.pk }] }, sk: { S: [LOT.sk] } }, NewImage: { status: { S: [ItemStatus.Active] }, bidCount: { N: ['0'] } } } },
];
