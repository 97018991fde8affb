import { sendDueDigests } from '../alerts/digest.ts';
import { currentTime } from '../lib/clock.ts';
import { logger } from '../lib/observability.ts';

/**
 * Lambda entry of the daily alert digest (an EventBridge Scheduler schedule at the start of each UTC day
 * in AWS; the local stack runs it when its test clock enters a new day). Each person's digest of a day is
 * claimed before it is sent, so a retried invocation sends none twice (docs/adr/0053).
 */
export async function handler(): Promise<{ sent: number }> {
  const report = await sendDueDigests(currentTime());
  logger.info('alert digest', report);
  return report;
}
