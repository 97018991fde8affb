import { questionCalls } from '../calls/questions/index.ts';
import { groupHandler } from '../lib/call.ts';

/** Lambda entry of the questions group (lambdas/functions.ts). */
export const handler = groupHandler(questionCalls);
