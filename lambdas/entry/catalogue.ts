import { catalogueCalls } from '../calls/catalogue/index.ts';
import { groupHandler } from '../lib/call.ts';

/** Lambda entry of the catalogue group (lambdas/functions.ts). */
export const handler = groupHandler(catalogueCalls);
