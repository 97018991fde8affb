import type { AdminRunPayoutsOutput } from '../../../shared/contract/payouts.ts';
import { ulid } from '../../lib/ids.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { runPayouts } from '../../payouts/run.ts';

/** The fortnightly payout run, on demand: a run of its own (`M<ulid>`), paying nothing any run paid. */
export const adminRunPayouts = defineCall('adminRunPayouts', {
  async run(_input, ctx): Promise<Reply<AdminRunPayoutsOutput>> {
    const report = await runPayouts(`M${ulid(ctx.now.getTime())}`, ctx.now);
    return { data: report, message: { code: 'payoutsDone', params: { count: String(report.payouts.length) } } };
  },
});
