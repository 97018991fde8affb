import { scheduledRunId } from '../../shared/payout.ts';
import { currentTime } from '../lib/clock.ts';
import { logger } from '../lib/observability.ts';
import { runPayouts } from '../payouts/run.ts';

/**
 * Lambda entry of the fortnightly payout run (an EventBridge Scheduler schedule in AWS; the local
 * stack runs it when its test clock enters a new fortnight). The run id is the fortnight's, so a
 * retried invocation is the same run and pays nothing twice.
 */
export async function handler(): Promise<unknown> {
  const now = currentTime();
  const report = await runPayouts(scheduledRunId(now), now);
  logger.info('payout run', { payouts: report.runId, paid: report.payouts.length, held: report.held.length });
  return { runId: report.runId, paid: report.payouts.length, held: report.held.length };
}
