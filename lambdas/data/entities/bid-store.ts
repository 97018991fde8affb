import type { Lot } from '../../../shared/item.ts';
import { batchWriteRecords } from '../table.ts';
import { bidHistoryWrites } from './bid.ts';
import { bidDecisionWrites } from './bid-queue.ts';
import type { CarriedWriter } from './lot.ts';

/**
 * The bidders' way of storing what a version of the lot carries (docs/adr/0038): its history lines,
 * its decisions' record and its bids' removal from the queue, 25 to a request (BatchWriteItem) instead
 * of one request each. Every record's key fixes its content, so writing it again (a later writer that
 * stores it too) is harmless, as with the one-by-one writes (lot.ts writeCarriedOneByOne). Only the
 * bidding function's role may send BatchWriteItem (infra/stacks/function-rights.ts), so only
 * placeBid uses this.
 */
export const writeCarriedInBatches: CarriedWriter = (lot: Lot) =>
  batchWriteRecords([...bidHistoryWrites(lot.id, lot.version, lot.lastBids ?? []), ...bidDecisionWrites(lot.id, lot.version, lot.lastDecisions ?? [])]);
