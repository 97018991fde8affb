import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scheduledRunId } from '../../shared/payout.ts';
import { ROOT } from './config.ts';
import type { Running } from './emulators.ts';
import type { TestClock } from './test-clock.ts';

/**
 * The local twin of the fortnightly payout schedule (EventBridge Scheduler in AWS, infra/stacks/
 * payouts.ts): the same Lambda entry runs when the test clock enters a new fortnight, after the clock's
 * other deadlines (so POST /dev/clock answers once it is done), and on a minute's check in real time.
 * The last fortnight run is kept beside the data, so a restart neither repeats it nor skips one; a
 * fresh stack starts in the current fortnight without running.
 */
export async function schedulePayouts(clock: TestClock, file: string, log: (line: string) => void, deployed?: () => Promise<unknown>): Promise<Running> {
  // The rehearsal passes the deployed function (docs/adr/0047); otherwise the entry runs in this process.
  const { handler } = deployed ? { handler: deployed } : ((await import(path.join(ROOT, 'lambdas/entry/payout-run.ts'))) as typeof import('../../lambdas/entry/payout-run.ts'));
  let last = readLast(file);
  if (!last) writeFileSync(file, JSON.stringify({ lastRunId: (last = scheduledRunId(clock.now())) }));
  // One check at a time, in order: a run in progress finishes before the next fortnight is looked at.
  let queue = Promise.resolve();
  const check = (now: Date): Promise<void> =>
    (queue = queue.then(async () => {
      const due = scheduledRunId(now);
      if (due === last) return;
      try {
        await handler();
        writeFileSync(file, JSON.stringify({ lastRunId: (last = due) }));
      } catch (error) {
        log(`payout run failed: ${String(error)}`);
      }
    }));
  clock.onAdvance(check);
  await check(clock.now());
  const timer = setInterval(() => void check(clock.now()), 60_000);
  timer.unref();
  return { name: 'payout schedule', stop: async () => clearInterval(timer) };
}

function readLast(file: string): string | null {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { lastRunId?: string }).lastRunId ?? null;
  } catch {
    return null;
  }
}
