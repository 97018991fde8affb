import { disputeCalls } from '../calls/disputes/index.ts';
import { groupHandler } from '../lib/call.ts';

/** Lambda entry of the disputes group (lambdas/functions.ts). */
export const handler = groupHandler(disputeCalls);
