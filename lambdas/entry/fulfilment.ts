import { fulfilmentCalls } from '../calls/admin/fulfilment.ts';
import { groupHandler } from '../lib/call.ts';

/** Lambda entry of the fulfilment centre's group (lambdas/functions.ts). */
export const handler = groupHandler(fulfilmentCalls);
