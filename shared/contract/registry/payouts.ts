import { entry, group, returns } from './entry.ts';
import { AdminListSalesInputSchema, AdminRunPayoutsInputSchema, GetMyPayoutsInputSchema, type AdminListSalesOutput, type AdminRunPayoutsOutput, type GetMyPayoutsOutput } from '../payouts.ts';

/** The payouts function's calls: sales and payouts. */
export const PAYOUTS_CALLS = group('payouts', {
  adminListSales: entry('admin', AdminListSalesInputSchema, returns<AdminListSalesOutput>()),
  adminRunPayouts: entry('admin', AdminRunPayoutsInputSchema, returns<AdminRunPayoutsOutput>()),
  getMyPayouts: entry('seller', GetMyPayoutsInputSchema, returns<GetMyPayoutsOutput>()),
});
