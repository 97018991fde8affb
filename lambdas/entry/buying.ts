import { buyingCalls } from '../calls/buying/index.ts';
import { groupHandler } from '../lib/call.ts';

/** Lambda entry of the buying group (lambdas/functions.ts). */
export const handler = groupHandler(buyingCalls);
