import { requireEnv } from '../../lib/env.ts';
import { createBankExport } from './bank-export.ts';
import type { PayoutsProvider } from './payouts-provider.ts';

export type { PayoutInstruction, PayoutsProvider } from './payouts-provider.ts';

let provider: PayoutsProvider | null = null;

/** The payouts adapter of this process: the bank export to `PAYOUT_BUCKET` (s3rver locally). */
export function payouts(): PayoutsProvider {
  provider ??= createBankExport(requireEnv('PAYOUT_BUCKET'));
  return provider;
}

/** Replaces the adapter (tests of the use cases). */
export function usePayouts(replacement: PayoutsProvider | null): void {
  provider = replacement;
}
