import { adminBackOfficeCalls } from '../calls/admin/back-office.ts';
import { groupHandler } from '../lib/call.ts';

/** Lambda entry of the admin back-office group (lambdas/functions.ts). */
export const handler = groupHandler(adminBackOfficeCalls);
