import { fork, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../config.ts';
import type { DeployedFunction } from './deployed-functions.ts';

/** A function's error as the Lambda service reports it (errorType, errorMessage). */
export class FunctionError extends Error {
  readonly functionId: string;
  constructor(functionId: string, errorType: string, message: string) {
    super(message);
    this.functionId = functionId;
    this.name = errorType;
  }
}

export interface InitReport {
  id: string;
  ok: boolean;
  initMs?: number;
  error?: { errorType: string; errorMessage: string; stack?: string };
}

export interface FunctionHostOptions {
  /** Where the functions' folders are copied: outside the repository, so a bundle finds none of its node_modules. */
  stageDir: string;
  /** Each function's environment: its template's variables (resolved) and what the Lambda service adds. */
  environmentOf(fn: DeployedFunction): Record<string, string>;
  /** The test clock's offset from real time, sent with every invocation. */
  clockOffsetMs(): number;
  log(line: string): void;
  /** Echo the functions' own output (their logs) on the stack's console. */
  verbose?: boolean;
  /**
   * A function's Timeout is enforced times this factor (default 3): the machine running the rehearsal
   * is shared and slower than Lambda, and a time-out here must mean a hang, not a busy core.
   */
  timeoutFactor?: number;
  /**
   * How many instances of one function run invocations side by side (default 4). Lambda gives each
   * concurrent invocation an environment of its own, up to the account's concurrency; a process per
   * invocation of a burst would not fit the shared machine, so a burst beyond this waits for a free
   * instance, and its timeout starts when it starts, as each Lambda invocation's does.
   */
  instancesPerFunction?: number;
}

interface Instance {
  child: ChildProcess;
  ready: Promise<InitReport>;
  pending: Map<number, { resolve(value: unknown): void; reject(error: Error): void; timer: NodeJS.Timeout }>;
  /** Running an invocation: an execution environment runs one at a time. */
  busy: boolean;
  /** Exited or killed: never given another invocation. */
  gone: boolean;
}

/** A function's instances, and the invocations waiting for one of them to be free. */
interface Pool {
  instances: Instance[];
  waiting: Array<(instance: Instance) => void>;
}

/**
 * Runs deployed functions as Lambda does (docs/adr/0047): each instance a process of its own, started
 * on its function's first invocation (a cold start) from a copy of its asset folder, with exactly its
 * environment, and reused for the next ones. An instance runs one invocation at a time, as a Lambda
 * execution environment does; invocations that come together get further instances (cold starts
 * too), up to instancesPerFunction, and the rest wait for one to be free (docs/adr/0057 §2: one
 * process taking a burst at once queued it on its SDK client's 50 sockets, past its timeout). An invocation answers the handler's result, or rejects with the
 * function's error (a FunctionError named as Lambda names it: Runtime.ImportModuleError,
 * Runtime.HandlerNotFound, the thrown error's name, or Sandbox.Timedout). A function that failed
 * to initialise fails every invocation, as a deployed one does.
 */
export function createFunctionHost(options: FunctionHostOptions) {
  const pools = new Map<string, Pool>();
  const instancesPerFunction = options.instancesPerFunction ?? 4;
  const failures: string[] = [];
  let nextId = 1;
  rmSync(options.stageDir, { recursive: true, force: true });
  const runtimeModules = path.join(options.stageDir, 'node_modules');
  provideRuntimeSdk(runtimeModules);
  const runtimeEntry = path.join(import.meta.dirname, 'lambda-runtime.ts');

  function start(fn: DeployedFunction): Instance {
    const taskRoot = path.join(options.stageDir, 'task', fn.logicalId);
    // One copy per function: its instances share it (a function's code is read-only in Lambda too).
    if (!existsSync(taskRoot)) cpSync(fn.codeDir, taskRoot, { recursive: true, dereference: true });
    const child = fork(runtimeEntry, [taskRoot, fn.handler], {
      cwd: taskRoot,
      env: { ...options.environmentOf(fn), LAMBDA_TASK_ROOT: taskRoot },
      execPath: process.execPath,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const pending: Instance['pending'] = new Map();
    const prefix = `[${fn.id}]`;
    const echo = (stream: NodeJS.ReadableStream | null, always: boolean) =>
      stream?.on('data', (chunk: Buffer) => {
        if (!always && !options.verbose) return;
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) options.log(`${prefix} ${line}`);
      });
    echo(child.stdout, false);
    echo(child.stderr, true);
    const ready = new Promise<InitReport>((resolve) => {
      child.on('message', (message: { type: string; id?: number; ok: boolean; result?: unknown; initMs?: number; error?: InitReport['error'] }) => {
        if (message.type === 'init') {
          const report: InitReport = { id: fn.id, ok: message.ok, ...(message.initMs !== undefined ? { initMs: message.initMs } : {}), ...(message.error ? { error: message.error } : {}) };
          if (!message.ok) {
            failures.push(`${fn.id}: ${message.error?.errorType}: ${message.error?.errorMessage}`);
            options.log(`${prefix} init failed: ${message.error?.errorType}: ${message.error?.errorMessage}`);
          }
          resolve(report);
          return;
        }
        const call = pending.get(message.id!);
        if (!call) return;
        pending.delete(message.id!);
        clearTimeout(call.timer);
        if (message.ok) call.resolve(message.result);
        else call.reject(new FunctionError(fn.id, message.error?.errorType ?? 'Error', message.error?.errorMessage ?? 'failed'));
      });
      child.once('exit', (code, signal) => {
        resolve({ id: fn.id, ok: false, error: { errorType: 'Runtime.ExitError', errorMessage: `exited (${code ?? signal}) before initialising` } });
        for (const [id, call] of pending) {
          clearTimeout(call.timer);
          call.reject(new FunctionError(fn.id, 'Runtime.ExitError', `The function's process exited (${code ?? signal})`));
          pending.delete(id);
        }
        // The next invocation starts a new instance, as Lambda replaces a crashed one.
        instance.gone = true;
        const pool = poolOf(fn);
        pool.instances = pool.instances.filter((i) => i !== instance);
      });
    });
    const instance: Instance = { child, ready, pending, busy: false, gone: false };
    poolOf(fn).instances.push(instance);
    return instance;
  }

  function poolOf(fn: DeployedFunction): Pool {
    let pool = pools.get(fn.id);
    if (!pool) pools.set(fn.id, (pool = { instances: [], waiting: [] }));
    return pool;
  }

  /** A free instance of the function for one invocation: an idle one, a new one, or the next one freed. */
  function acquire(fn: DeployedFunction): Promise<Instance> | Instance {
    const pool = poolOf(fn);
    const instance = pool.instances.find((i) => !i.busy && !i.gone) ?? (pool.instances.length < instancesPerFunction ? start(fn) : null);
    if (!instance) return new Promise((resolve) => pool.waiting.push(resolve));
    instance.busy = true;
    return instance;
  }

  /** Hands the instance to the next waiting invocation (a new instance when it is gone), or frees it. */
  function release(fn: DeployedFunction, instance: Instance): void {
    const next = poolOf(fn).waiting.shift();
    if (!next) return void (instance.busy = false);
    const successor = instance.gone ? start(fn) : instance;
    successor.busy = true;
    next(successor);
  }

  /** One invocation on an instance of its own: its timeout starts now, when it starts to run. */
  function run(fn: DeployedFunction, instance: Instance, event: unknown): Promise<unknown> {
    const id = nextId++;
    const limitMs = fn.timeoutSeconds * 1000 * (options.timeoutFactor ?? 3);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        instance.pending.delete(id);
        failures.push(`${fn.id}: timed out after ${limitMs} ms`);
        // Lambda ends a timed-out instance; its next invocation is a cold start.
        instance.gone = true;
        instance.child.kill('SIGKILL');
        reject(new FunctionError(fn.id, 'Sandbox.Timedout', `Task timed out after ${(limitMs / 1000).toFixed(0)} seconds`));
      }, limitMs);
      instance.pending.set(id, { resolve, reject, timer });
      instance.child.send({
        type: 'invoke',
        id,
        event,
        clockOffsetMs: options.clockOffsetMs(),
        // The time the function is given is the stretched one: middy answers early when it runs short.
        deadlineMs: Date.now() + limitMs,
        requestId: `rehearsal-${id}`,
      });
    });
  }

  return {
    /** Starts a function and waits for its init (the rehearsal starts every function before the tests). */
    init(fn: DeployedFunction): Promise<InitReport> {
      return (poolOf(fn).instances[0] ?? start(fn)).ready;
    },

    async invoke(fn: DeployedFunction, event: unknown): Promise<unknown> {
      const instance = await acquire(fn);
      try {
        await instance.ready;
        return await run(fn, instance, event);
      } finally {
        release(fn, instance);
      }
    },

    /** What went wrong so far: init failures and time-outs (the rehearsal's summary names them). */
    failures: (): readonly string[] => failures,

    async stop(): Promise<void> {
      await Promise.all(
        [...pools.values()].flatMap((pool) => pool.instances).map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      pools.clear();
      rmSync(options.stageDir, { recursive: true, force: true });
    },
  };
}

export type FunctionHost = ReturnType<typeof createFunctionHost>;

/** A stage folder per stack port, under the system's temporary directory (never inside the repository). */
export function rehearsalStageDir(port: number): string {
  return path.join(tmpdir(), `patina-rehearsal-${port}`);
}

/**
 * The nodejs runtime's own modules: Lambda provides the AWS SDK v3 (which the bundles leave out,
 * infra/lambda-bundling.ts), and nothing else. Linked from the project's install into the stage's
 * node_modules, which the functions' folders sit below.
 */
function provideRuntimeSdk(dir: string): void {
  mkdirSync(path.join(dir, '@aws-sdk'), { recursive: true });
  const sdk = path.join(ROOT, 'node_modules', '@aws-sdk');
  for (const name of readdirSync(sdk)) symlinkSync(path.join(sdk, name), path.join(dir, '@aws-sdk', name), 'dir');
}
