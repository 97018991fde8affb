import { payoutCalls } from '../calls/payouts/index.ts';
import { groupHandler } from '../lib/call.ts';

/** Lambda entry of the payouts group (lambdas/functions.ts). */
export const handler = groupHandler(payoutCalls);
