/**
 * The local twin of Step Functions: runs the SAME Amazon States Language document the CDK app deploys
 * (infra/workflow/item-workflow.ts) with aws-local-stepfunctions, its Task states bound by state name
 * to local functions (the same handler code the task Lambda runs).
 *
 * What it adds around aws-local-stepfunctions (see /work/shared/notes/TOOL-FACTS.md):
 * - Task tokens: the library's context object is static (one `$$.Task.Token` per run), so the run gets
 *   a sentinel token and every task invocation gets its own `${executionArn}:${stateName}:${n}`,
 *   substituted wherever the sentinel appears in the task's input.
 * - Callback tasks (`.waitForTaskToken`) do not resolve until `sendTaskSuccess` / `sendTaskFailure`.
 * - Timeouts of callback tasks do NOT use Node timers (they overflow above 24.8 days and would follow
 *   real time, not the test clock): the runner computes each wait's deadline from the state's
 *   TimeoutSeconds / TimeoutSecondsPath against its own clock (`now`), lists them in `pendingTasks()`
 *   and fails them with `States.Timeout` from `fireDueTimeouts()` (called by a poll timer, and by
 *   the test clock whenever it moves). The library itself gets a ceiling timeout it never reaches.
 * - Lambda integration shapes: for `arn:aws:states:::lambda:invoke[.waitForTaskToken]` the handler
 *   receives `Parameters.Payload` (what the Lambda would receive) and a non-callback result is wrapped
 *   as `{ Payload, StatusCode: 200, ExecutedVersion }`, so ResultSelector paths work unchanged.
 * - Settled points: an execution is settled when it has finished, or when it waits on a task token
 *   whose handler has returned (the token is stored where its sender finds it). `settled()` and
 *   `fireDueTimeouts()` await the runner's own state changes, never time.
 *
 * ## Durability: what survives kill -9 (docs/adr/0016-durable-local-workflow.md)
 * The store receives a snapshot (ExecutionSnapshot) at these moments, each written before the step
 * it describes has any effect outside the runner:
 *   S0 startExecution: RUNNING, no position — before startExecution answers;
 *   S1 entering a Task: its state name and raw input — before its handler runs; for a callback task
 *      also its token, the handler's input and the wait's start and timeout;
 *   S2 a callback completion (success, failure or timeout) — before sendTaskSuccess/Failure answers;
 *   S3 the end (SUCCEEDED / FAILED / ABORTED).
 * At stack start every RUNNING snapshot is resumed (resumeExecution) at its position. So, for a kill
 * at any instant:
 * - before S0 is written: the execution does not exist and startExecution never answered; the caller
 *   must start it again (same name + same input is idempotent while it runs).
 * - between S0 and the first S1: the run starts again from StartAt with its input.
 * - after S1 of a non-callback task (its handler not run, running, or done but the next S1 not yet
 *   written): the handler runs again — AT LEAST ONCE. Task handlers must be idempotent.
 * - after S1 of a callback task, whether its handler has not run, is running or has returned: the
 *   handler runs again with the SAME token and input (handlers store the token they are given, so a
 *   second run is harmless), and the wait keeps its first start time and deadline. The token always
 *   reaches its handler's store: a resumed wait never keeps a token nobody can send.
 * - sendTaskSuccess/Failure killed before S2 is written: the caller got no answer; the resumed wait
 *   is armed again with the same token, so the caller's retry succeeds. After S2: the completion is
 *   replayed on resume (the handler is not run again) and the run goes on to the next state. A
 *   sendTaskSuccess that answered is never lost; one that did not answer may or may not have counted,
 *   so callers retry and treat TaskDoesNotExist as "already taken" after re-reading their state.
 * - Choice/Pass states are not positions: they are evaluated again from the last Task's saved input
 *   (deterministic). A kill before S3 runs the last Task again (at least once) and then ends.
 * - A deadline that fell due while the stack was down fires once the stack is up again.
 * The file store replaces each snapshot atomically (write + rename): safe against a killed process,
 * not against power loss (no fsync). `$$.Execution.Input`/`StartTime` after a resume are those of the
 * resumed run, and Map/Parallel states are not tracked as positions (the item workflow has none).
 *
 * Fault points (lambdas/lib/fault.ts, names in WorkflowFaultPoint) let the kill -9 tests stop the
 * process exactly between these steps.
 *
 * ## Each execution keeps its definition (docs/adr/0020)
 * In AWS an execution runs to its end on the state machine version it started with, whatever is
 * deployed meanwhile. So here: the runner names each definition by its content hash
 * (`definitionHash`), hands it to the store before the first snapshot that names it, and every
 * snapshot records the hash of its execution's definition. A resumed execution runs on its own
 * definition, loaded from the store, even when the runner was started with a newer one; only new
 * executions start on the runner's `definition`. Task states are bound to handlers by state name, or
 * to `defaultTaskHandler` (the task function serving every Task, as the Lambda does in AWS), so a
 * state only an older definition has still finds its handler.
 *
 * Known gaps vs AWS: an invalid TimeoutSecondsPath value is a catchable error here (States.Runtime in
 * AWS); `States.TaskFailed` in a Catch would also match a local timeout (don't use it).
 */
import { ExecutionAbortedError, ExecutionError, StateMachine } from 'aws-local-stepfunctions';
import { definitionHash } from '../workflow/definition-hash.ts';
import { faultPoint } from '../../lambdas/lib/fault.ts';

export { definitionHash } from '../workflow/definition-hash.ts';

/**
 * The runner's crash points (PATINA_CRASH_AT, see lambdas/lib/fault.ts), one per gap between the
 * durability steps of the header: the process is killed right after the step named.
 */
export const WorkflowFaultPoint = {
  /** S0 written (the execution exists), before its run begins. */
  executionSaved: 'workflow:execution-saved',
  /** S1 of a non-callback Task written, before its handler runs. */
  taskSaved: (stateName: string) => `workflow:task-saved:${stateName}`,
  /** A non-callback Task's handler returned, before the run uses its result. */
  taskDone: (stateName: string) => `workflow:task-done:${stateName}`,
  /** S1 of a callback Task written (token and deadline saved), before its handler runs. */
  callbackSaved: (stateName: string) => `workflow:callback-saved:${stateName}`,
  /** A callback Task's handler returned (the token is stored), the wait armed. */
  callbackArmed: (stateName: string) => `workflow:callback-armed:${stateName}`,
  /** S2 written (a token's success, failure or timeout), before the run goes on or the sender hears. */
  completionRecorded: (stateName: string) => `workflow:completion-recorded:${stateName}`,
} as const;

export type WorkflowTaskHandler = (input: unknown, ctx: WorkflowTaskContext) => Promise<unknown>;

export interface WorkflowTaskContext {
  /** Set for callback (`.waitForTaskToken`) tasks: the token sendTaskSuccess/Failure must name. */
  taskToken?: string;
  /** The execution ARN (`$$.Execution.Id`). */
  executionId: string;
  executionName: string;
  stateName: string;
}

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'ABORTED';

/** A callback task waiting for its token. Times are milliseconds on the runner's clock (`now`). */
export interface PendingTask {
  token: string;
  executionArn: string;
  executionName: string;
  stateName: string;
  /** What the task handler received. */
  input: unknown;
  startedAt: number;
  /** null: the state has no timeout. */
  timeoutSeconds: number | null;
  /** startedAt + timeoutSeconds·1000, or null. */
  deadline: number | null;
}

export type CallbackCompletion = { output: unknown } | { error: string; cause: string };

/** Everything needed to resume an execution after a restart (JSON-serialisable). */
export interface ExecutionSnapshot {
  executionArn: string;
  name: string;
  /**
   * The content hash of the definition the execution started with (definitionHash); the store keeps
   * that definition. Absent only in snapshots written before executions kept their definition: those
   * resume on the runner's current one.
   */
  definitionHash?: string;
  input: unknown;
  status: ExecutionStatus;
  startDate: string;
  stopDate?: string;
  output?: unknown;
  error?: string;
  cause?: string;
  /** Tokens already issued (keeps tokens unique across a resume). */
  tokenCounter: number;
  /** The Task state the execution last entered, and its raw input. */
  position?: {
    stateName: string;
    stateInput: unknown;
    enteredAt: number;
    callback?: {
      token: string;
      input: unknown;
      startedAt: number;
      timeoutSeconds: number | null;
      /** Set once sendTaskSuccess/Failure arrived (so a crash right after does not lose it). */
      completion?: CallbackCompletion;
    };
  };
}

export interface WorkflowStore {
  save(snapshot: ExecutionSnapshot): void | Promise<void>;
  /** Keeps a definition under its hash (called before any snapshot names it; idempotent). */
  saveDefinition?(hash: string, definition: object): void | Promise<void>;
  /** A definition kept earlier, by its hash; null when the store has none. */
  loadDefinition?(hash: string): object | null | Promise<object | null>;
}

export interface ExecutionDescription {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  status: ExecutionStatus;
  input: unknown;
  output?: unknown;
  error?: string;
  cause?: string;
  startDate: Date;
  stopDate?: Date;
  /** The hash of the definition the execution runs on (in AWS: its state machine version). */
  definitionHash: string;
  /** Local extras: the state being executed or waited in, and the states entered so far. */
  currentState?: string;
  history: string[];
}

export interface WorkflowRunnerOptions {
  /** The definition from itemWorkflowDefinition(); placeholders may stay unresolved. Not mutated. */
  definition: object;
  /** One handler per Task state name (every Task state of a definition needs one, or the default). */
  taskHandlers?: Record<string, WorkflowTaskHandler>;
  /** The handler of any Task state without its own in `taskHandlers` (the one task function). */
  defaultTaskHandler?: WorkflowTaskHandler;
  stateMachineName?: string;
  region?: string;
  accountId?: string;
  /** The clock deadlines follow, in ms (default Date.now). The test clock passes its own. */
  now?: () => number;
  /** Persistence hook; see ExecutionSnapshot. */
  store?: WorkflowStore;
  /** How often fireDueTimeouts() runs on its own, in ms (default 1000; 0 = never). Timer is unref'd. */
  pollIntervalMs?: number;
  /** Passed to aws-local-stepfunctions: retry pauses per state name, in ms (e.g. to retry fast locally). */
  retryIntervalOverrides?: Record<string, number | number[]>;
}

/** Errors named like the Step Functions API's, so the adapter can map them 1:1. */
export class WorkflowRunnerError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/** The library's own timeout for callback tasks: below the 24.8-day overflow and never reached. */
export const LOCAL_TIMER_CEILING_SECONDS = 2_000_000;

const TOKEN_SENTINEL = '__patina_local_task_token__';
const STATE_INPUT_FIELD = '__patina_state_input';
const TIMEOUT_FIELD = '__patina_timeout_seconds';
const LAMBDA_INVOKE = 'arn:aws:states:::lambda:invoke';
const LAMBDA_INVOKE_CALLBACK = 'arn:aws:states:::lambda:invoke.waitForTaskToken';

type JsonObject = Record<string, unknown>;

interface TaskInfo {
  callback: boolean;
  lambdaInvoke: boolean;
  hasParameters: boolean;
  /** Static TimeoutSeconds of a callback task (null when it uses a path or has none). */
  staticTimeout: number | null;
  timeoutPath: string | null;
}

/** A definition the runner runs executions on: as given, as the library runs it, and its Task states. */
interface Machine {
  hash: string;
  definition: JsonObject;
  local: JsonObject;
  tasks: Map<string, TaskInfo>;
}

interface PendingEntry extends PendingTask {
  /** The task's handler has returned: the token is where its sender finds it. */
  armed: boolean;
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
}

interface ExecutionRecord {
  executionArn: string;
  name: string;
  /** The definition it started with, and runs on to its end. */
  machine: Machine;
  input: unknown;
  status: ExecutionStatus;
  startDate: Date;
  stopDate?: Date;
  output?: unknown;
  error?: string;
  cause?: string;
  tokenCounter: number;
  position?: ExecutionSnapshot['position'];
  currentState?: string;
  history: string[];
  abort?: () => void;
  finished?: Promise<void>;
  /** Set by resumeExecution: the first Task entered re-arms this position instead of re-invoking. */
  resumeAt?: ExecutionSnapshot['position'];
  /** Set when the runner shuts down: the run unwinds without recording an end. */
  shuttingDown?: boolean;
}

export class WorkflowRunner {
  readonly stateMachineArn: string;
  /** The hash of the definition new executions start on. */
  readonly definitionHash: string;
  private readonly current: Machine;
  /** Every definition an execution of this runner runs on, by hash. */
  private readonly machines = new Map<string, Machine>();
  /** Definitions the store is known to keep. */
  private readonly storedDefinitions = new Set<string>();
  private readonly handlers: Record<string, WorkflowTaskHandler>;
  private readonly defaultHandler: WorkflowTaskHandler | undefined;
  private readonly executions = new Map<string, ExecutionRecord>();
  private readonly pending = new Map<string, PendingEntry>();
  private readonly now: () => number;
  private readonly store: WorkflowStore | undefined;
  private readonly region: string;
  private readonly accountId: string;
  private readonly stateMachineName: string;
  private readonly retryIntervalOverrides: Record<string, number | number[]> | undefined;
  private poller: ReturnType<typeof setInterval> | undefined;
  private stopped = false;
  /** Called on every change of an execution's status or waits (see `until`). */
  private readonly watchers = new Set<() => void>();
  /** Timeouts delivered and not yet carried to their execution's next settled point. */
  private readonly timeoutsInFlight = new Set<Promise<void>>();
  /** The definitions (by StartAt) already validated by a StateMachine made from them. */
  private readonly validated = new Set<string>();

  constructor(options: WorkflowRunnerOptions) {
    this.handlers = { ...options.taskHandlers };
    this.defaultHandler = options.defaultTaskHandler;
    this.now = options.now ?? Date.now;
    this.store = options.store;
    this.region = options.region ?? 'local';
    this.accountId = options.accountId ?? '000000000000';
    this.stateMachineName = options.stateMachineName ?? 'ItemWorkflow';
    this.retryIntervalOverrides = options.retryIntervalOverrides;
    this.stateMachineArn = `arn:aws:states:${this.region}:${this.accountId}:stateMachine:${this.stateMachineName}`;
    this.current = this.machineFor(options.definition);
    this.definitionHash = this.current.hash;
    const poll = options.pollIntervalMs ?? 1000;
    if (poll > 0) {
      this.poller = setInterval(() => void this.fireDueTimeouts().catch(() => undefined), poll);
      this.poller.unref();
    }
  }

  /** Starts an execution (same name + same input while running answers the running one, like AWS). */
  async startExecution(name: string, input: unknown = {}): Promise<{ executionArn: string; startDate: Date }> {
    this.assertRunning();
    const executionArn = this.executionArnOf(name);
    const existing = this.executions.get(executionArn);
    if (existing) {
      if (existing.status === 'RUNNING' && JSON.stringify(existing.input) === JSON.stringify(input ?? {})) {
        return { executionArn, startDate: existing.startDate };
      }
      throw new WorkflowRunnerError('ExecutionAlreadyExists', `Execution already exists: '${executionArn}'`);
    }
    const record: ExecutionRecord = {
      executionArn,
      name,
      machine: this.current,
      input: clone(input ?? {}),
      status: 'RUNNING',
      startDate: new Date(this.now()),
      tokenCounter: 0,
      history: [],
    };
    this.executions.set(executionArn, record);
    try {
      await this.keepDefinition(this.current);
      await this.save(record);
    } catch (error) {
      this.executions.delete(executionArn);
      throw error;
    }
    faultPoint(WorkflowFaultPoint.executionSaved);
    this.launch(record, record.machine.local, record.input);
    return { executionArn, startDate: record.startDate };
  }

  /**
   * Resumes an execution saved by the store. RUNNING snapshots run again from their saved position
   * (a callback wait runs its handler again with the same token, or replays a completion that was
   * recorded); finished ones are only registered (so describeExecution answers for them).
   */
  async resumeExecution(snapshot: ExecutionSnapshot): Promise<{ executionArn: string }> {
    this.assertRunning();
    if (this.executions.has(snapshot.executionArn)) {
      throw new WorkflowRunnerError('ExecutionAlreadyExists', `Execution already exists: '${snapshot.executionArn}'`);
    }
    // A finished execution needs no definition to describe it; a running one resumes on its own.
    const machine = snapshot.definitionHash === undefined ? this.current : snapshot.status === 'RUNNING' ? await this.machineOf(snapshot.definitionHash) : this.machines.get(snapshot.definitionHash) ?? { ...this.current, hash: snapshot.definitionHash };
    const record: ExecutionRecord = {
      executionArn: snapshot.executionArn,
      name: snapshot.name,
      machine,
      input: clone(snapshot.input),
      status: snapshot.status,
      startDate: new Date(snapshot.startDate),
      ...(snapshot.stopDate ? { stopDate: new Date(snapshot.stopDate) } : {}),
      ...(snapshot.output !== undefined ? { output: snapshot.output } : {}),
      ...(snapshot.error !== undefined ? { error: snapshot.error } : {}),
      ...(snapshot.cause !== undefined ? { cause: snapshot.cause } : {}),
      tokenCounter: snapshot.tokenCounter,
      ...(snapshot.position ? { position: clone(snapshot.position) } : {}),
      history: [],
    };
    this.executions.set(record.executionArn, record);
    if (record.status !== 'RUNNING') return { executionArn: record.executionArn };
    if (!snapshot.position) {
      this.launch(record, machine.local, record.input);
    } else {
      record.resumeAt = clone(snapshot.position);
      const definition = { ...machine.local, StartAt: snapshot.position.stateName };
      this.launch(record, definition, snapshot.position.stateInput);
    }
    return { executionArn: record.executionArn };
  }

  /** Completes a callback task: its state's result is `output` (a JSON value, already parsed). */
  async sendTaskSuccess(token: string, output: unknown): Promise<void> {
    const entry = this.takePending(token);
    const value = clone(output ?? null);
    await this.recordCompletion(entry, { output: value });
    faultPoint(WorkflowFaultPoint.completionRecorded(entry.stateName));
    entry.resolve(value);
  }

  /** Fails a callback task with `error` (matched by Retry/Catch ErrorEquals) and `cause`. */
  async sendTaskFailure(token: string, error = 'TaskFailed', cause = ''): Promise<void> {
    const entry = this.takePending(token);
    await this.recordCompletion(entry, { error, cause });
    faultPoint(WorkflowFaultPoint.completionRecorded(entry.stateName));
    entry.reject(namedError(error, cause));
  }

  /** Fails a callback task with States.Timeout, as Step Functions does when its timeout elapses. */
  sendTaskTimeout(token: string): Promise<void> {
    return this.sendTaskFailure(token, 'States.Timeout', 'The task timed out.');
  }

  /**
   * Times out every callback task whose deadline is at or before `now` (default: the runner's clock,
   * read again after each round), and answers once each execution it fired — and each one fired
   * meanwhile by anyone else, e.g. the poll timer — has run on to its next settled point (waiting on
   * a token again, or finished). Deadlines that fall due on the way (a wait re-armed already past its
   * end) are fired in the same call. Answers the tokens this call fired.
   */
  async fireDueTimeouts(now?: number): Promise<string[]> {
    const fired: string[] = [];
    for (;;) {
      const at = now ?? this.now();
      const due = [...this.pending.values()].filter((p) => p.deadline !== null && p.deadline <= at);
      for (const p of due) {
        if (!this.pending.has(p.token)) continue;
        this.track(this.timeOut(p));
        fired.push(p.token);
      }
      await Promise.all([...this.timeoutsInFlight]);
      if (due.length === 0) return fired;
    }
  }

  /** Callback tasks now waiting for their token, oldest first. */
  pendingTasks(executionArn?: string): PendingTask[] {
    return [...this.pending.values()]
      .filter((p) => executionArn === undefined || p.executionArn === executionArn)
      .sort((a, b) => a.startedAt - b.startedAt)
      .map(({ resolve: _resolve, reject: _reject, armed: _armed, ...task }) => clone(task));
  }

  describeExecution(executionArn: string): ExecutionDescription {
    const r = this.executions.get(executionArn);
    if (!r) throw new WorkflowRunnerError('ExecutionDoesNotExist', `Execution does not exist: '${executionArn}'`);
    const waitingIn = [...this.pending.values()].find((p) => p.executionArn === executionArn)?.stateName;
    const currentState = waitingIn ?? r.currentState;
    return {
      executionArn: r.executionArn,
      stateMachineArn: this.stateMachineArn,
      name: r.name,
      status: r.status,
      input: clone(r.input),
      ...(r.output !== undefined ? { output: clone(r.output) } : {}),
      ...(r.error !== undefined ? { error: r.error } : {}),
      ...(r.cause !== undefined ? { cause: r.cause } : {}),
      startDate: r.startDate,
      ...(r.stopDate ? { stopDate: r.stopDate } : {}),
      definitionHash: r.machine.hash,
      ...(currentState !== undefined && r.status === 'RUNNING' ? { currentState } : {}),
      history: [...r.history],
    };
  }

  listExecutions(status?: ExecutionStatus): ExecutionDescription[] {
    return [...this.executions.keys()]
      .map((arn) => this.describeExecution(arn))
      .filter((d) => status === undefined || d.status === status);
  }

  /** The snapshot the store last received (or would receive) for an execution. */
  snapshot(executionArn: string): ExecutionSnapshot {
    const r = this.executions.get(executionArn);
    if (!r) throw new WorkflowRunnerError('ExecutionDoesNotExist', `Execution does not exist: '${executionArn}'`);
    return toSnapshot(r);
  }

  /** Stops one execution (ABORTED), like StopExecution. */
  async stopExecution(executionArn: string, error?: string, cause?: string): Promise<void> {
    const r = this.executions.get(executionArn);
    if (!r) throw new WorkflowRunnerError('ExecutionDoesNotExist', `Execution does not exist: '${executionArn}'`);
    if (r.status !== 'RUNNING') return;
    r.status = 'ABORTED';
    r.stopDate = new Date(this.now());
    if (error !== undefined) r.error = error;
    if (cause !== undefined) r.cause = cause;
    r.abort?.();
    this.unwindPending(executionArn);
    await this.save(r);
    this.notify();
    await r.finished;
  }

  /**
   * Resolves once the execution (or every execution) has stopped running or waits on a task token
   * whose handler has returned: the point where nothing moves until someone calls
   * sendTaskSuccess/Failure or a deadline falls due. Rejects after `timeoutMs` without that state.
   */
  async settled(executionArn?: string, timeoutMs = 10_000): Promise<void> {
    if (executionArn !== undefined && !this.executions.has(executionArn)) {
      throw new WorkflowRunnerError('ExecutionDoesNotExist', `Execution does not exist: '${executionArn}'`);
    }
    const isSettled = () =>
      executionArn !== undefined
        ? this.isSettled(executionArn)
        : [...this.executions.keys()].every((arn) => this.isSettled(arn));
    await this.until(isSettled, timeoutMs, () => `Workflow not settled after ${timeoutMs} ms`);
  }

  /**
   * Shuts the runner down (the local stack stopping): runs are abandoned without recording an end, so
   * RUNNING snapshots in the store stay resumable. Pending callbacks are unwound; no timers remain.
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.poller) clearInterval(this.poller);
    const running = [...this.executions.values()].filter((r) => r.status === 'RUNNING');
    for (const r of running) {
      r.shuttingDown = true;
      r.abort?.();
      this.unwindPending(r.executionArn);
    }
    this.notify();
    await Promise.all(running.map((r) => r.finished));
  }

  // ---------------------------------------------------------------------------------------------

  /** The ARN of an execution of this state machine, by its name (as Step Functions builds it). */
  executionArnOf(name: string): string {
    return `arn:aws:states:${this.region}:${this.accountId}:execution:${this.stateMachineName}:${name}`;
  }

  private assertRunning(): void {
    if (this.stopped) throw new Error('The workflow runner has been stopped');
  }

  private isSettled(executionArn: string): boolean {
    const r = this.executions.get(executionArn);
    if (!r || r.status !== 'RUNNING') return true;
    return [...this.pending.values()].some((p) => p.executionArn === executionArn && p.armed);
  }

  private notify(): void {
    for (const watcher of [...this.watchers]) watcher();
  }

  /**
   * Resolves when `condition` holds (checked now and on every change), or when the runner stops
   * (nothing moves any more); rejects with `message()` after `timeoutMs` (null: never).
   */
  private until(condition: () => boolean, timeoutMs: number | null, message: () => string): Promise<void> {
    if (this.stopped || condition()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const check = () => {
        if (!this.stopped && !condition()) return;
        this.watchers.delete(check);
        if (timer) clearTimeout(timer);
        resolve();
      };
      this.watchers.add(check);
      if (timeoutMs !== null) {
        timer = setTimeout(() => {
          this.watchers.delete(check);
          reject(new Error(message()));
        }, timeoutMs);
      }
    });
  }

  /** Keeps a fired timeout in flight until its execution has moved on (fireDueTimeouts awaits them). */
  private track(work: Promise<void>): void {
    const tracked: Promise<void> = work.finally(() => this.timeoutsInFlight.delete(tracked));
    this.timeoutsInFlight.add(tracked);
  }

  /** Delivers States.Timeout to one wait, then waits until its execution is settled past that wait. */
  private async timeOut(entry: PendingEntry): Promise<void> {
    try {
      await this.sendTaskTimeout(entry.token);
    } catch (error) {
      // Answered meanwhile by its sender: that sender's own run carries the execution on.
      if (error instanceof WorkflowRunnerError && error.name === 'TaskDoesNotExist') return;
      throw error;
    }
    const movedOn = () => {
      const r = this.executions.get(entry.executionArn);
      if (!r || r.status !== 'RUNNING') return true;
      return [...this.pending.values()].some((p) => p.executionArn === entry.executionArn && p.armed && p.token !== entry.token);
    };
    await this.until(movedOn, null, () => '');
  }

  /**
   * A definition as the runner runs it (made once per hash): the copy the library runs, with the
   * timeouts of callback tasks moved into the runner, and its Task states, each with a handler.
   */
  private machineFor(given: object): Machine {
    const hash = definitionHash(given);
    const known = this.machines.get(hash);
    if (known) return known;
    const definition = structuredClone(given) as JsonObject;
    const tasks = new Map<string, TaskInfo>();
    const local = structuredClone(definition);
    const states = local.States as Record<string, JsonObject>;
    for (const [name, state] of Object.entries(states)) {
      if (state.Type !== 'Task') continue;
      const resource = String(state.Resource ?? '');
      const callback = resource.endsWith('.waitForTaskToken');
      const hasParameters = typeof state.Parameters === 'object' && state.Parameters !== null && !Array.isArray(state.Parameters);
      const info: TaskInfo = {
        callback,
        lambdaInvoke: resource === LAMBDA_INVOKE || resource === LAMBDA_INVOKE_CALLBACK,
        hasParameters,
        staticTimeout: null,
        timeoutPath: null,
      };
      if (hasParameters) {
        // The raw state input (after InputPath), for resume positions.
        state.Parameters = { ...(state.Parameters as JsonObject), [`${STATE_INPUT_FIELD}.$`]: '$' };
      }
      if (callback) {
        if (typeof state.TimeoutSecondsPath === 'string') {
          info.timeoutPath = state.TimeoutSecondsPath;
          if (hasParameters) {
            // AWS resolves TimeoutSecondsPath against the state input, as Parameters paths are.
            state.Parameters = { ...(state.Parameters as JsonObject), [`${TIMEOUT_FIELD}.$`]: state.TimeoutSecondsPath };
          }
          delete state.TimeoutSecondsPath;
        } else if (typeof state.TimeoutSeconds === 'number') {
          info.staticTimeout = state.TimeoutSeconds;
        }
        state.TimeoutSeconds = LOCAL_TIMER_CEILING_SECONDS;
      }
      tasks.set(name, info);
    }
    const missing = [...tasks.keys()].filter((name) => typeof (this.handlers[name] ?? this.defaultHandler) !== 'function');
    if (missing.length > 0) throw new Error(`No local task handler for Task state(s): ${missing.join(', ')}`);
    const machine: Machine = { hash, definition, local, tasks };
    this.machines.set(hash, machine);
    return machine;
  }

  /** The definition an execution started with, by its hash: known to this runner, or kept by the store. */
  private async machineOf(hash: string): Promise<Machine> {
    const known = this.machines.get(hash);
    if (known) return known;
    const stored = await this.store?.loadDefinition?.(hash);
    if (!stored) throw new WorkflowRunnerError('StateMachineDoesNotExist', `No definition ${hash} in the workflow store: the execution cannot resume`);
    if (definitionHash(stored) !== hash) throw new WorkflowRunnerError('InvalidDefinition', `The stored definition ${hash} does not match its hash`);
    this.storedDefinitions.add(hash);
    return this.machineFor(stored);
  }

  /** Hands a definition to the store once, before the first snapshot that names it. */
  private async keepDefinition(machine: Machine): Promise<void> {
    if (!this.store?.saveDefinition || this.storedDefinitions.has(machine.hash)) return;
    await this.store.saveDefinition(machine.hash, machine.definition);
    this.storedDefinitions.add(machine.hash);
  }



  private launch(record: ExecutionRecord, definition: JsonObject, input: unknown): void {
    const handlers: Record<string, (input: unknown) => Promise<unknown>> = {};
    for (const stateName of record.machine.tasks.keys()) {
      handlers[stateName] = (taskInput) => this.runTask(record, stateName, taskInput);
    }
    // Validating compiles the States Language schema (~0.1 s of CPU): once per definition is enough
    // (a resume changes only its StartAt), not once per execution.
    const startAt = String(definition.StartAt);
    const machine = new StateMachine(definition as never, {
      validationOptions: this.validated.has(startAt) ? { noValidate: true } : { checkArn: true, checkPaths: true },
    });
    this.validated.add(startAt);
    const execution = machine.run(input as never, {
      overrides: {
        taskResourceLocalHandlers: handlers as never,
        ...(this.retryIntervalOverrides ? { retryIntervalOverrides: this.retryIntervalOverrides } : {}),
      },
      context: {
        Execution: { Id: record.executionArn, Name: record.name, RoleArn: 'arn:aws:iam::000000000000:role/local' },
        StateMachine: { Id: this.stateMachineArn, Name: this.stateMachineName },
        Task: { Token: TOKEN_SENTINEL },
      },
    });
    record.abort = execution.abort;
    void (async () => {
      try {
        for await (const event of execution.eventLogs) {
          if (event.type === 'StateEntered' && 'state' in event && event.index === undefined) {
            record.currentState = event.state.name;
            record.history.push(event.state.name);
          }
        }
      } catch {
        // the log ends with the run
      }
    })();
    record.finished = execution.result.then(
      async (output) => {
        if (record.shuttingDown || record.status !== 'RUNNING') return;
        record.status = 'SUCCEEDED';
        record.output = output;
        record.stopDate = new Date(this.now());
        await this.save(record);
        this.notify();
      },
      async (err: unknown) => {
        if (record.shuttingDown || record.status !== 'RUNNING') return;
        if (err instanceof ExecutionAbortedError) {
          record.status = 'ABORTED';
        } else {
          record.status = 'FAILED';
          const inner = err instanceof ExecutionError && err.cause instanceof Error ? err.cause : err;
          record.error = inner instanceof Error ? inner.name : 'Error';
          record.cause = inner instanceof Error ? inner.message : String(inner);
        }
        record.stopDate = new Date(this.now());
        await this.save(record);
        this.notify();
      },
    );
  }

  /** The local handler of one Task state, for one execution. */
  private async runTask(record: ExecutionRecord, stateName: string, rawInput: unknown): Promise<unknown> {
    const info = record.machine.tasks.get(stateName)!;
    const resumeAt = record.resumeAt?.stateName === stateName ? record.resumeAt : undefined;
    record.resumeAt = undefined;

    let params = clone(rawInput) as JsonObject;
    let stateInput: unknown = params;
    let timeoutSeconds: number | null = info.staticTimeout;
    if (info.hasParameters && params && typeof params === 'object') {
      stateInput = params[STATE_INPUT_FIELD];
      if (info.timeoutPath !== null) timeoutSeconds = validTimeout(params[TIMEOUT_FIELD], info.timeoutPath);
      const { [STATE_INPUT_FIELD]: _s, [TIMEOUT_FIELD]: _t, ...rest } = params;
      params = rest;
    }

    // Resuming a callback wait: replay a completion that was recorded, or run the handler again with
    // the same token (it may never have run: the kill came between the snapshot and its write).
    if (resumeAt?.callback && info.callback) {
      const saved = resumeAt.callback;
      record.position = clone(resumeAt);
      if (saved.completion) return completionResult(saved.completion);
      return this.invokeCallback(record, stateName, saved.token, saved.input, saved.startedAt, saved.timeoutSeconds);
    }

    const token = info.callback ? `${record.executionArn}:${stateName}:${++record.tokenCounter}` : undefined;
    if (token) params = replaceString(params, TOKEN_SENTINEL, token) as JsonObject;
    const handlerInput = info.lambdaInvoke && params && typeof params === 'object' && 'Payload' in params ? params.Payload : params;
    const enteredAt = this.now();
    record.position = { stateName, stateInput: clone(stateInput), enteredAt };

    if (!token) {
      await this.save(record);
      faultPoint(WorkflowFaultPoint.taskSaved(stateName));
      const ctx: WorkflowTaskContext = { executionId: record.executionArn, executionName: record.name, stateName };
      const result = clone((await this.handlerOf(stateName)(clone(handlerInput), ctx)) ?? null);
      faultPoint(WorkflowFaultPoint.taskDone(stateName));
      return info.lambdaInvoke ? { ExecutedVersion: '$LATEST', Payload: result, StatusCode: 200 } : result;
    }

    record.position.callback = { token, input: clone(handlerInput), startedAt: enteredAt, timeoutSeconds };
    await this.save(record);
    faultPoint(WorkflowFaultPoint.callbackSaved(stateName));
    return this.invokeCallback(record, stateName, token, handlerInput, enteredAt, timeoutSeconds);
  }

  /**
   * Runs a callback task's handler with its token and answers the wait: it resolves or rejects when
   * the token is answered (or times out), or rejects with the handler's own error. The wait is armed
   * (counts as settled) once the handler has returned.
   */
  private invokeCallback(
    record: ExecutionRecord,
    stateName: string,
    token: string,
    handlerInput: unknown,
    startedAt: number,
    timeoutSeconds: number | null,
  ): Promise<unknown> {
    // Register first: the token may come back before the handler has even returned.
    const waiting = this.waitForToken(record, stateName, token, handlerInput, startedAt, timeoutSeconds);
    // The library awaits `waiting` only once we return; until then a failure must not count as unhandled.
    waiting.catch(() => undefined);
    const ctx: WorkflowTaskContext = { executionId: record.executionArn, executionName: record.name, stateName, taskToken: token };
    void (async () => {
      try {
        await this.handlerOf(stateName)(clone(handlerInput), ctx);
      } catch (error) {
        const entry = this.pending.get(token);
        if (entry) {
          this.pending.delete(token);
          entry.reject(error instanceof Error ? error : namedError('Error', String(error)));
          this.notify();
        }
        return;
      }
      const entry = this.pending.get(token);
      if (entry) {
        entry.armed = true;
        faultPoint(WorkflowFaultPoint.callbackArmed(stateName));
        this.notify();
      }
    })();
    return waiting;
  }

  private waitForToken(
    record: ExecutionRecord,
    stateName: string,
    token: string,
    input: unknown,
    startedAt: number,
    timeoutSeconds: number | null,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.pending.set(token, {
        token,
        executionArn: record.executionArn,
        executionName: record.name,
        stateName,
        input: clone(input),
        startedAt,
        timeoutSeconds,
        deadline: timeoutSeconds === null ? null : startedAt + timeoutSeconds * 1000,
        armed: false,
        resolve,
        reject,
      });
    });
  }

  private takePending(token: string): PendingEntry {
    const entry = this.pending.get(token);
    if (!entry) {
      throw new WorkflowRunnerError('TaskDoesNotExist', 'Task does not exist anymore (already completed, timed out or unknown)');
    }
    this.pending.delete(token);
    this.notify();
    return entry;
  }

  /** Saves a completion before it takes effect; if it cannot be saved, the wait stays as it was. */
  private async recordCompletion(entry: PendingEntry, completion: CallbackCompletion): Promise<void> {
    const record = this.executions.get(entry.executionArn);
    if (record?.position?.callback?.token !== entry.token) return;
    record.position.callback.completion = clone(completion);
    try {
      await this.save(record);
    } catch (error) {
      delete record.position.callback.completion;
      this.pending.set(entry.token, entry);
      this.notify();
      throw error;
    }
  }

  private unwindPending(executionArn: string): void {
    for (const entry of [...this.pending.values()]) {
      if (entry.executionArn !== executionArn) continue;
      this.pending.delete(entry.token);
      entry.reject(namedError('ExecutionAborted', 'The execution was stopped'));
    }
    this.notify();
  }

  private handlerOf(stateName: string): WorkflowTaskHandler {
    return (this.handlers[stateName] ?? this.defaultHandler)!;
  }

  private async save(record: ExecutionRecord): Promise<void> {
    if (!this.store || record.shuttingDown) return;
    await this.store.save(toSnapshot(record));
  }
}

/** Factory form of `new WorkflowRunner(options)`. */
export function createWorkflowRunner(options: WorkflowRunnerOptions): WorkflowRunner {
  return new WorkflowRunner(options);
}

function toSnapshot(r: ExecutionRecord): ExecutionSnapshot {
  return clone({
    executionArn: r.executionArn,
    name: r.name,
    definitionHash: r.machine.hash,
    input: r.input,
    status: r.status,
    startDate: r.startDate.toISOString(),
    ...(r.stopDate ? { stopDate: r.stopDate.toISOString() } : {}),
    ...(r.output !== undefined ? { output: r.output } : {}),
    ...(r.error !== undefined ? { error: r.error } : {}),
    ...(r.cause !== undefined ? { cause: r.cause } : {}),
    tokenCounter: r.tokenCounter,
    ...(r.position ? { position: r.position } : {}),
  });
}

function completionResult(completion: CallbackCompletion): unknown {
  if ('output' in completion) return clone(completion.output);
  throw namedError(completion.error, completion.cause);
}

function validTimeout(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw namedError('States.Runtime', `TimeoutSecondsPath ${path} must select a positive integer, got ${JSON.stringify(value)}`);
  }
  return value;
}

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** A JSON round trip: what crossing a Lambda boundary does to a value (undefined → absent/null). */
function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function replaceString(value: unknown, from: string, to: string): unknown {
  if (typeof value === 'string') return value === from ? to : value;
  if (Array.isArray(value)) return value.map((v) => replaceString(v, from, to));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceString(v, from, to)]));
  }
  return value;
}
