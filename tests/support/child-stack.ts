import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { ROOT } from '../../infra/local/config.ts';
import { waitFor } from './wait.ts';

/**
 * The local stack as a separate process — what `npm start` runs (`node infra/local/start.ts`, with
 * the project's Node) — so a test can kill it with SIGKILL, at a chosen line, and start it again on
 * the same data. The point is chosen with PATINA_CRASH_AT (lambdas/lib/fault.ts): the process kills
 * itself there. The site must be built already (the child runs with PATINA_SKIP_SITE_BUILD=1;
 * tests/with-stack.ts builds it).
 *
 *   const { stack, triggered } = await crashAndRestart({ port, dataDir, crashAt, trigger: (url) => … });
 *   // the first process died at `crashAt` while `trigger` called it; `stack` runs again on the same data
 */

export interface ChildStackOptions {
  /** The gateway's port; the emulators take the next three (infra/local/config.ts). */
  port: number;
  /** The stack's own data directory, kept across its restarts (wipe it before and after the test). */
  dataDir: string;
  /** A fault point name: the process kills itself with SIGKILL when it gets there. */
  crashAt?: string;
  /** How long the start may take before it counts as failed (START_LIMIT_MS). */
  startLimitMs?: number;
}

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildStack {
  /** http://localhost:<port> */
  url: string;
  /** The stack's process id (the bench reads its processes' CPU time). */
  pid: number;
  /** Settles when the process has exited and its ports are free again (cognito-local gone too). */
  exited: Promise<ChildExit>;
  /** What it printed (the last 8 KB), for failure messages. */
  output(): string;
  /** Ctrl-C: stops it gracefully (SIGKILL if it has not gone after 20 s); answers how it ended. */
  stop(): Promise<ChildExit>;
}

/** How long a start may take on a busy machine before it counts as failed (a fresh start seeds). */
export const START_LIMIT_MS = 600_000;
/** How long a process armed with PATINA_CRASH_AT may take to get there once its trigger is done. */
const CRASH_LIMIT_MS = 60_000;

/** Starts the stack as a child process; answers once it says it is running. */
export async function startChildStack(options: ChildStackOptions): Promise<ChildStack> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    PATINA_DATA_DIR: options.dataDir,
    PATINA_SKIP_SITE_BUILD: '1',
  };
  delete env.PATINA_CRASH_AT;
  // Set by whichever stack this test process runs beside: the child says for itself when it serves.
  delete env.PATINA_STACK_READY;
  // Set in this process's environment by the stack it runs beside; the child sets its own, as under `npm start`.
  delete env.POWERTOOLS_LOG_LEVEL;
  delete env.POWERTOOLS_METRICS_DISABLED;
  if (options.crashAt !== undefined) env.PATINA_CRASH_AT = options.crashAt;
  const child = spawn(process.execPath, [path.join('infra', 'local', 'start.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8192);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  const processExit = new Promise<ChildExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const ports = [options.port, options.port + 1, options.port + 2, options.port + 3, options.port + 5, options.port + 6, options.port + 7];
  const exited = processExit.then(async (exit) => {
    // cognito-local and the search engine (its children) exit when their stdin pipes from the dead
    // process close; the search engine closes its database first, which may take a moment.
    await waitFor(`ports ${ports.join(', ')} to be free after the stack exited`, async () => ((await allFree(ports)) ? true : undefined), { timeoutMs: 20_000 });
    return exit;
  });
  exited.catch(() => undefined);

  const ready = new Promise<void>((resolve, reject) => {
    const limit = options.startLimitMs ?? START_LIMIT_MS;
    const timer = setTimeout(() => reject(new Error(`The stack on ${options.port} did not start in ${limit} ms:\n${output}`)), limit);
    const onData = () => {
      if (!output.includes('Patina is running at')) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve();
    };
    child.stdout!.on('data', onData);
    void processExit.then((exit) => {
      clearTimeout(timer);
      reject(new Error(`The stack on ${options.port} exited while starting (${exit.signal ?? exit.code}):\n${output}`));
    });
  });
  try {
    await ready;
  } catch (error) {
    await stopProcess(child, exited);
    throw error;
  }
  return {
    url: `http://localhost:${options.port}`,
    pid: child.pid!,
    exited,
    output: () => output,
    stop: () => stopProcess(child, exited),
  };
}

/**
 * Starts the stack armed with `crashAt`, runs `trigger` against it, waits until the process has
 * killed itself at that point (failing if it exits any other way, or never gets there), then starts
 * it again on the same port and data without the fault point. Answers the running stack and how
 * the trigger ended (its calls may fail: the process died under them).
 */
export async function crashAndRestart<T>(
  options: ChildStackOptions & { crashAt: string; trigger: (url: string) => Promise<T> },
): Promise<{ stack: ChildStack; triggered: PromiseSettledResult<T> }> {
  const armed = await startChildStack(options);
  const [triggered] = await Promise.allSettled([options.trigger(armed.url)]);
  let limit: ReturnType<typeof setTimeout> | undefined;
  const exit = await Promise.race([
    armed.exited,
    new Promise<null>((resolve) => (limit = setTimeout(() => resolve(null), CRASH_LIMIT_MS))),
  ]);
  clearTimeout(limit);
  if (exit === null) {
    await armed.stop();
    throw new Error(`The stack never reached the fault point ${options.crashAt} (trigger: ${describe(triggered!)})`);
  }
  if (exit.signal !== 'SIGKILL') throw new Error(`The stack exited with ${exit.signal ?? exit.code}, not SIGKILL at ${options.crashAt}:\n${armed.output()}`);
  const { crashAt: _crashAt, trigger: _trigger, ...rest } = options;
  return { stack: await startChildStack(rest), triggered: triggered! };
}

function describe(result: PromiseSettledResult<unknown>): string {
  return result.status === 'fulfilled' ? 'it completed' : `it failed: ${String(result.reason)}`;
}

async function stopProcess(child: ChildProcess, exited: Promise<ChildExit>): Promise<ChildExit> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGINT');
    const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
    try {
      return await exited;
    } finally {
      clearTimeout(force);
    }
  }
  return exited;
}

/** True when nothing listens on any of these ports (on the stack's host). */
async function allFree(ports: number[]): Promise<boolean> {
  const free = await Promise.all(
    ports.map(
      (port) =>
        new Promise<boolean>((resolve) => {
          const probe = createServer();
          probe.once('error', () => resolve(false));
          probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
        }),
    ),
  );
  return free.every(Boolean);
}
