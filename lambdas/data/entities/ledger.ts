import type { Pence } from '../../../shared/money.ts';
import { putIfAbsent, queryPartition } from '../table.ts';

/**
 * Money that moved for an order: ORDER#<orderId> / LEDGER#<provider id>, one record per charge and per
 * refund, keyed by the payment provider's own id, so a replayed event can never count twice.
 */
export interface LedgerEntry {
  orderId: string;
  kind: 'charge' | 'refund';
  providerId: string;
  amount: Pence;
  at: string;
}

/** Records a movement once: false when that provider id is recorded already (nothing is written). */
export function recordLedgerEntry(entry: LedgerEntry): Promise<boolean> {
  return putIfAbsent({ pk: `ORDER#${entry.orderId}`, sk: `LEDGER#${entry.providerId}` }, entry);
}

/** Every movement of an order, in provider-id order. */
export function listLedger(orderId: string): Promise<LedgerEntry[]> {
  return queryPartition<LedgerEntry>({ pk: `ORDER#${orderId}`, skPrefix: 'LEDGER#' });
}

/**
 * The provider id a (full) refund of a charge is recorded under: the charge's, so the refund Patina
 * asked for and the provider's `charge.refunded` event about it land on the same record, once.
 */
export const refundLedgerId = (chargeId: string): string => `refund-of-${chargeId}`;
