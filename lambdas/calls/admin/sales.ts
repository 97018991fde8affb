import type { AdminListSalesOutput } from '../../../shared/contract/payouts.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { listSales } from '../../payouts/statements.ts';

/** The back office's sales: a date range, paid to the seller or not, with the totals and each sale's commission and payout. */
export const adminListSales = defineCall('adminListSales', {
  async run(input, ctx): Promise<Reply<AdminListSalesOutput>> {
    return { data: await listSales(input, ctx.now) };
  },
});
