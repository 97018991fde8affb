import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { ROOT } from '../../infra/local/config.ts';
import { START_LIMIT_MS, startChildStack, type ChildStack } from './child-stack.ts';
import { ownStackPort } from './ports.ts';

/**
 * A test file's own stack, for tests that move the test clock or stop the stack: on the stack the
 * other tests share, that would move their deadlines and end times under them. Its port is
 * TEST_PORT + `offset` (README lists the offsets taken), its data a fresh `.data-<name>-<port>`.
 *
 * Call it at the top of the file BEFORE loading the support modules that read PATINA_URL when they
 * load (api.ts, auth.ts, selling.ts…): load those with `await import(…)` after this line.
 */
export interface OwnStack {
  port: number;
  dataDir: string;
  /** The running stack (set once `beforeAll` has started it, or by the test that starts it itself). */
  stack: ChildStack | undefined;
  /** Stops the stack and starts it again on the same data (as a deploy or a crash restarts it). */
  restart(): Promise<void>;
}

export function useOwnStack(name: string, offset: number, { startFirst = true }: { startFirst?: boolean } = {}): OwnStack {
  const port = ownStackPort(offset);
  const dataDir = path.join(ROOT, `.data-${name}-${port}`);
  const own: OwnStack = {
    port,
    dataDir,
    stack: undefined,
    async restart() {
      await own.stack?.stop();
      own.stack = await startChildStack({ port, dataDir });
    },
  };
  const sharedUrl = process.env.PATINA_URL;
  process.env.PATINA_URL = `http://localhost:${port}`;
  beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (startFirst) own.stack = await startChildStack({ port, dataDir });
    // A fresh stack seeds the demo catalogue first: the hook allows what a start is allowed, and a little more
    // for clearing the data, so a slow start fails with the start's own message (its output), not a bare timeout.
  }, START_LIMIT_MS + 30_000);
  afterAll(async () => {
    await own.stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.env.PATINA_URL = sharedUrl;
  });
  return own;
}

const clockUrl = () => `${process.env.PATINA_URL}/dev/clock`;

/** The stack's test clock, in ms. */
export async function clockNow(): Promise<number> {
  return Date.parse(((await (await fetch(clockUrl())).json()) as { now: string }).now);
}

/**
 * Moves the test clock on by `seconds` and answers its new reading (ms). The answer comes once every
 * deadline the move made due has been carried through (CALLS.md), so what follows can assert at once.
 */
export async function advanceClock(seconds: number): Promise<number> {
  const moved = await fetch(clockUrl(), { method: 'POST', body: JSON.stringify({ advanceSeconds: seconds }) });
  expect(moved.status).toBe(200);
  return Date.parse(((await moved.json()) as { now: string }).now);
}

/**
 * Moves the test clock to `at` (ms), `pastBy` seconds beyond it (a wait's deadline is whole seconds
 * after its start). A clock already there fails the test, or with `alreadyPast: 'stay'` stays put.
 */
export async function advanceClockTo(at: number, { pastBy = 0, alreadyPast = 'fail' }: { pastBy?: number; alreadyPast?: 'fail' | 'stay' } = {}): Promise<number> {
  const now = await clockNow();
  const seconds = Math.ceil((at - now) / 1000) + pastBy;
  if (seconds >= 1) return advanceClock(seconds);
  if (alreadyPast === 'stay') return now;
  throw new Error(`The clock is already past ${new Date(at).toISOString()}`);
}
