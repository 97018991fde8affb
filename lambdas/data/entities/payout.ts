import type { Pence } from '../../../shared/money.ts';
import { putIfAbsent, queryIndex, queryPartition } from '../table.ts';

/**
 * One seller's payout in one fortnightly run: PAYOUTRUN#<runId> / SELLER#<sellerId>, also indexed by
 * seller (gsi2: PAYOUTS#<sellerId>, newest first) for the statements in the dashboard. A run writes
 * each seller's payout once (a retried run finds it and writes nothing).
 */
export interface Payout {
  runId: string;
  sellerId: string;
  amount: Pence;
  commission: Pence;
  fees: Pence;
  orderIds: string[];
  createdAt: string;
}

/** Records a seller's payout of a run: false when the run has one for that seller already. */
export function recordPayout(payout: Payout): Promise<boolean> {
  return putIfAbsent({ pk: `PAYOUTRUN#${payout.runId}`, sk: `SELLER#${payout.sellerId}` }, payout, {
    gsi2pk: `PAYOUTS#${payout.sellerId}`,
    gsi2sk: `${payout.createdAt}#${payout.runId}`,
  });
}

/** Every payout of one run. */
export function listPayoutsOfRun(runId: string): Promise<Payout[]> {
  return queryPartition<Payout>({ pk: `PAYOUTRUN#${runId}`, skPrefix: 'SELLER#' });
}

/** A seller's payouts, newest first. */
export function listPayoutsOfSeller(sellerId: string): Promise<Payout[]> {
  return queryIndex<Payout>({ index: 'gsi2', pk: `PAYOUTS#${sellerId}` }, true);
}
