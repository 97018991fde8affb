import { readFileSync, writeFileSync } from 'node:fs';
import type { Running } from './emulators.ts';
import type { TestClock } from './test-clock.ts';

/**
 * The local twin of an EventBridge Scheduler schedule (the payout run's, the alert digest's): `run` goes
 * when the test clock enters a new period (`periodOf` names the period a moment falls in), after the
 * clock's other deadlines (so POST /dev/clock answers once it is done), and on a minute's check in real
 * time. The last period run is kept in `file` beside the data, so a restart neither repeats it nor skips
 * one; a fresh stack starts in the current period without running.
 */
export async function scheduleOnClock(options: {
  name: string;
  clock: TestClock;
  file: string;
  log: (line: string) => void;
  periodOf: (now: Date) => string;
  run: () => Promise<unknown>;
}): Promise<Running> {
  const { name, clock, file, log, periodOf, run } = options;
  let last = readLast(file);
  if (!last) writeFileSync(file, JSON.stringify({ lastRunId: (last = periodOf(clock.now())) }));
  // One check at a time, in order: a run in progress finishes before the next period is looked at.
  let queue = Promise.resolve();
  const check = (now: Date): Promise<void> =>
    (queue = queue.then(async () => {
      const due = periodOf(now);
      if (due === last) return;
      try {
        await run();
        writeFileSync(file, JSON.stringify({ lastRunId: (last = due) }));
      } catch (error) {
        log(`${name} failed: ${String(error)}`);
      }
    }));
  clock.onAdvance(check);
  await check(clock.now());
  const timer = setInterval(() => void check(clock.now()), 60_000);
  timer.unref();
  return { name, stop: async () => clearInterval(timer) };
}

function readLast(file: string): string | null {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { lastRunId?: string }).lastRunId ?? null;
  } catch {
    return null;
  }
}
