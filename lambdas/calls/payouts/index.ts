import { PAYOUTS_CALLS } from '../../../shared/contract/registry/payouts.ts';
import { groupCalls } from '../../lib/call.ts';
import { adminRunPayouts } from '../admin/payouts.ts';
import { adminListSales } from '../admin/sales.ts';
import { getMyPayouts } from './get-my-payouts.ts';

/** Payouts: the back office's sales and the run on demand (admin), and the seller's statements. */
export const payoutCalls = groupCalls(PAYOUTS_CALLS, [adminListSales, adminRunPayouts, getMyPayouts]);
