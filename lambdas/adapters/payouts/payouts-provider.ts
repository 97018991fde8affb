import type { Pence } from '../../../shared/money.ts';

/**
 * How a seller's payout leaves Patina (docs/adr/0024): one instruction per seller per run, sent under
 * a reference made from the run and the seller, so sending the same payout again (a retried run)
 * makes no second transfer.
 */
export interface PayoutInstruction {
  /** `payout-<runId>-<sellerId>`: the idempotency key and the bank transfer's reference. */
  reference: string;
  sellerId: string;
  accountName: string;
  iban: string;
  swift: string;
  amount: Pence;
  currency: 'GBP';
  orderIds: string[];
}

export interface PayoutsProvider {
  /** Sends one payout; answers the transfer's id. Idempotent by `reference`. */
  send(instruction: PayoutInstruction): Promise<{ transferId: string }>;
}
