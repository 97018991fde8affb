import { accountCalls } from '../calls/account/index.ts';
import { groupHandler } from '../lib/call.ts';

/** Lambda entry of the account group (lambdas/functions.ts). */
export const handler = groupHandler(accountCalls);
