import path from 'node:path';
import { scheduledRunId } from '../../shared/payout.ts';
import { digestDay } from '../../shared/saved-searches.ts';
import { scheduleOnClock } from './clock-schedule.ts';
import { ROOT } from './config.ts';
import type { Running } from './emulators.ts';
import type { TestClock } from './test-clock.ts';

/**
 * The local twin of the fortnightly payout schedule (EventBridge Scheduler in AWS, infra/stacks/
 * payouts.ts): the same Lambda entry runs when the test clock enters a new fortnight (clock-schedule.ts).
 */
export async function schedulePayouts(clock: TestClock, file: string, log: (line: string) => void, deployed?: () => Promise<unknown>): Promise<Running> {
  // The rehearsal passes the deployed function (docs/adr/0047); otherwise the entry runs in this process.
  const { handler } = deployed ? { handler: deployed } : ((await import(path.join(ROOT, 'lambdas/entry/payout-run.ts'))) as typeof import('../../lambdas/entry/payout-run.ts'));
  return scheduleOnClock({ name: 'payout schedule', clock, file, log, periodOf: scheduledRunId, run: handler });
}

/**
 * The local twin of the daily alert digest's schedule (infra/stacks/alerts.ts, docs/adr/0053): the digest
 * entry runs when the test clock enters a new UTC day.
 */
export async function scheduleAlertDigest(clock: TestClock, file: string, log: (line: string) => void, deployed?: () => Promise<unknown>): Promise<Running> {
  const { handler } = deployed ? { handler: deployed } : ((await import(path.join(ROOT, 'lambdas/entry/alert-digest.ts'))) as typeof import('../../lambdas/entry/alert-digest.ts'));
  return scheduleOnClock({ name: 'alert digest schedule', clock, file, log, periodOf: digestDay, run: handler });
}
