import { reviewCalls } from '../calls/review/index.ts';
import { groupHandler } from '../lib/call.ts';

/** Lambda entry of the expert review group (lambdas/functions.ts). */
export const handler = groupHandler(reviewCalls);
