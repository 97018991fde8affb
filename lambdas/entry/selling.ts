import { sellingCalls } from '../calls/selling/index.ts';
import { groupHandler } from '../lib/call.ts';

/** Lambda entry of the selling group (lambdas/functions.ts). */
export const handler = groupHandler(sellingCalls);
