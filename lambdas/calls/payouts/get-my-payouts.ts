import type { GetMyPayoutsOutput } from '../../../shared/contract/payouts.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { payoutStatements } from '../../payouts/statements.ts';

/** The seller's payout statements (the dashboard's payment settings), each with its CSV. */
export const getMyPayouts = defineCall('getMyPayouts', {
  async run(_input, ctx): Promise<Reply<GetMyPayoutsOutput>> {
    return { data: await payoutStatements(ctx.caller!.uid) };
  },
});
