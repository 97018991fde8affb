import { afterEach, describe, expect, it } from 'vitest';
import {
  createWorkflowRunner,
  type ExecutionSnapshot,
  type WorkflowRunner,
  type WorkflowTaskContext,
  type WorkflowTaskHandler,
} from '../../infra/local/workflow-runner.ts';
import { ItemWorkflowState as S, REVIEW_TIMEOUT_SECONDS, TASK_ERROR_RETRY, itemWorkflowDefinition } from '../../infra/workflow/item-workflow.ts';

const START = Date.parse('2026-03-01T10:00:00Z');
const WEEK = 7 * 24 * 3600;

/**
 * A fake clock, task handlers that record their calls, and a runner over the real definition
 * (`retryAt`: the states whose retries happen at once instead of after the definition's intervals).
 */
function setup(overrides: Partial<Record<string, WorkflowTaskHandler>> = {}, retryAt: string[] = []) {
  let now = START;
  const calls: Array<{ state: string; input: any; ctx: WorkflowTaskContext }> = [];
  const snapshots: ExecutionSnapshot[] = [];
  const record =
    (state: string, result: (input: any) => unknown = () => ({})): WorkflowTaskHandler =>
    async (input, ctx) => {
      calls.push({ state, input, ctx });
      return result(input);
    };
  const endsAt = new Date(START + WEEK * 1000).toISOString();
  const handlers: Record<string, WorkflowTaskHandler> = {
    [S.AwaitReview]: record(S.AwaitReview),
    [S.ActivateListing]: record(S.ActivateListing, () => ({ endsAt, secondsLeft: WEEK })),
    [S.RejectListing]: record(S.RejectListing),
    [S.AwaitAuctionEnd]: record(S.AwaitAuctionEnd),
    [S.ReadEndTime]: record(S.ReadEndTime, () => ({ endsAt, secondsLeft: 1, ended: true })),
    [S.EndAuction]: record(S.EndAuction, () => ({ outcome: 'sold' })),
    [S.ReadPayment]: record(S.ReadPayment, () => ({ orderId: 'o-1', stage: 'closed', secondsLeft: 1 })),
    [S.AwaitPayment]: record(S.AwaitPayment),
    [S.LapseSale]: record(S.LapseSale, () => ({ lapsed: true })),
    [S.AwaitSecondChance]: record(S.AwaitSecondChance),
    [S.ReadShipment]: record(S.ReadShipment, () => ({ stage: 'shipped', secondsLeft: 1 })),
    [S.AwaitShipment]: record(S.AwaitShipment),
    ...overrides,
  };
  const make = () =>
    createWorkflowRunner({
      definition: itemWorkflowDefinition(),
      taskHandlers: handlers,
      now: () => now,
      store: { save: (s) => void snapshots.push(s) },
      pollIntervalMs: 0,
      retryIntervalOverrides: Object.fromEntries(retryAt.map((state) => [state, 0])),
    });
  const runner = make();
  runners.push(runner);
  return {
    runner,
    make: () => {
      const r = make();
      runners.push(r);
      return r;
    },
    calls,
    snapshots,
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}

const runners: WorkflowRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

/**
 * Runs item `itemId`'s execution until it settles, its wait states in `answers` answering themselves
 * at once with their own task token (as a stale wait does): the execution at the end, and the calls.
 */
async function runAnsweringItself(itemId: string, answers: Partial<Record<string, object>>) {
  let runnerRef: WorkflowRunner | null = null;
  const answering = Object.entries(answers).map(([state, answer]): [string, WorkflowTaskHandler] => [
    state,
    async (_input, ctx) => void (await runnerRef!.sendTaskSuccess(ctx.taskToken!, answer)),
  ]);
  const { runner, calls } = setup(Object.fromEntries(answering));
  runnerRef = runner;
  const executionArn = await startSettled(runner, itemId);
  return { done: runner.describeExecution(executionArn), calls };
}

/** Starts item `itemId`'s execution (named after it) and waits for it to settle: its ARN. */
async function startSettled(runner: WorkflowRunner, itemId: string): Promise<string> {
  const { executionArn } = await runner.startExecution(itemId, { itemId });
  await runner.settled(executionArn);
  return executionArn;
}

/** Completes the one wait pending with `answer` and lets the execution run on until it settles again. */
async function answerWait(runner: WorkflowRunner, executionArn: string, answer: object): Promise<void> {
  await runner.sendTaskSuccess(runner.pendingTasks()[0]!.token, answer);
  await runner.settled(executionArn);
}

describe('local workflow runner (aws-local-stepfunctions, the deployed definition)', () => {
  it('waits for the review, activates on accept, waits for the end, and ends on the timeout', async () => {
    const { runner, calls, advance } = setup();
    const { executionArn } = await runner.startExecution('item-1-r1', { itemId: 'item-1' });

    await runner.settled(executionArn);
    const [review] = runner.pendingTasks(executionArn);
    expect(review).toMatchObject({ stateName: S.AwaitReview, timeoutSeconds: REVIEW_TIMEOUT_SECONDS, startedAt: START });
    expect(runner.describeExecution(executionArn)).toMatchObject({ status: 'RUNNING', currentState: S.AwaitReview });
    // The handler got the Lambda payload, with this task's own token in it.
    expect(calls[0]!.input).toEqual({
      task: 'awaitReview',
      itemId: 'item-1',
      executionId: executionArn,
      taskToken: review!.token,
    });
    expect(calls[0]!.ctx.taskToken).toBe(review!.token);

    await runner.sendTaskSuccess(review!.token, { decision: 'accept' });
    await runner.settled(executionArn);
    expect(calls.map((c) => c.state)).toEqual([S.AwaitReview, S.ActivateListing, S.AwaitAuctionEnd]);
    const [endWait] = runner.pendingTasks(executionArn);
    expect(endWait).toMatchObject({ stateName: S.AwaitAuctionEnd, timeoutSeconds: WEEK, deadline: START + WEEK * 1000 });
    expect(endWait!.token).not.toBe(review!.token);

    // Nothing is due before the end; at the end the clock fires the timeout.
    advance(WEEK - 1);
    expect(await runner.fireDueTimeouts()).toEqual([]);
    advance(1);
    expect(await runner.fireDueTimeouts()).toEqual([endWait!.token]);
    await runner.settled(executionArn);

    const done = runner.describeExecution(executionArn);
    expect(done.status).toBe('SUCCEEDED');
    expect(done.history).toEqual([
      S.AwaitReview,
      S.CheckReviewDecision,
      S.ActivateListing,
      S.AwaitAuctionEnd,
      S.ReadEndTime,
      S.CheckEndTime,
      S.EndAuction,
      S.CheckAuctionOutcome,
      S.AuctionEnded,
    ]);
    expect(done.output).toMatchObject({ itemId: 'item-1', review: { decision: 'accept' }, auction: { outcome: 'sold' } });
  });

  it('waits again when a soft close moved the end', async () => {
    let reads = 0;
    const { runner, advance } = setup({
      [S.ReadEndTime]: async () =>
        ++reads === 1
          ? { endsAt: '2026-03-08T10:02:00Z', secondsLeft: 120, ended: false }
          : { endsAt: '2026-03-08T10:02:00Z', secondsLeft: 1, ended: true },
    });
    const executionArn = await startSettled(runner, 'item-2');
    await answerWait(runner, executionArn, { decision: 'accept' });
    await runner.sendTaskFailure(runner.pendingTasks()[0]!.token, 'States.Timeout', 'end');
    await runner.settled(executionArn);
    const [again] = runner.pendingTasks(executionArn);
    expect(again).toMatchObject({ stateName: S.AwaitAuctionEnd, timeoutSeconds: 120 });
    advance(120);
    await runner.fireDueTimeouts();
    await runner.settled(executionArn);
    expect(runner.describeExecution(executionArn).status).toBe('SUCCEEDED');
    expect(reads).toBe(2);
  });

  it('ends early when the end wait is completed (Buy it now)', async () => {
    const { runner, calls } = setup();
    const executionArn = await startSettled(runner, 'item-3');
    await answerWait(runner, executionArn, { decision: 'accept' });
    await answerWait(runner, executionArn, { reason: 'boughtNow' });
    expect(runner.describeExecution(executionArn)).toMatchObject({ status: 'SUCCEEDED', output: { earlyEnd: { reason: 'boughtNow' } } });
    expect(calls.map((c) => c.state)).not.toContain(S.ReadEndTime);
  });

  it('ends quietly (Superseded) when a stale review wait answers itself "superseded"', async () => {
    const { done } = await runAnsweringItself('item-stale', { [S.AwaitReview]: { decision: 'superseded' } });
    expect(done.status).toBe('SUCCEEDED');
    expect(done.history).toEqual([S.AwaitReview, S.CheckReviewDecision, S.Superseded]);
  });

  it('ends quietly (Superseded) when a stale end wait answers itself "superseded", without ending the lot', async () => {
    const { done, calls } = await runAnsweringItself('item-stale-end', { [S.AwaitReview]: { decision: 'accept' }, [S.AwaitAuctionEnd]: { reason: 'superseded' } });
    expect(done.status).toBe('SUCCEEDED');
    expect(done.history.at(-1)).toBe(S.Superseded);
    expect(calls.map((c) => c.state)).not.toContain(S.EndAuction);
  });

  it('rejects: RejectListing runs with the note, then the execution succeeds', async () => {
    const { runner, calls } = setup();
    const executionArn = await startSettled(runner, 'item-4');
    await answerWait(runner, executionArn, { decision: 'reject', note: 'Not antique' });
    expect(runner.describeExecution(executionArn).status).toBe('SUCCEEDED');
    expect(calls.at(-1)).toMatchObject({ state: S.RejectListing, input: { review: { decision: 'reject', note: 'Not antique' } } });
  });

  it('retries a task whose own error is transient, and goes on', async () => {
    let attempts = 0;
    const { runner } = setup(
      {
        [S.ActivateListing]: async () => {
          if (++attempts === 1) throw Object.assign(new Error('Rate of requests exceeds the allowed throughput'), { name: 'ThrottlingException' });
          return { endsAt: '2026-03-08T10:00:00Z', secondsLeft: WEEK };
        },
      },
      [S.ActivateListing],
    );
    const executionArn = await startSettled(runner, 'item-5');
    await answerWait(runner, executionArn, { decision: 'accept' });
    expect(attempts).toBe(2);
    expect(runner.describeExecution(executionArn)).toMatchObject({ status: 'RUNNING', currentState: S.AwaitAuctionEnd });
  });

  it('fails AT the task whose error outlasts its retries, with that error: no catch-all, so a redrive resumes there', async () => {
    let attempts = 0;
    const { runner } = setup(
      {
        [S.EndAuction]: async () => {
          attempts += 1;
          throw Object.assign(new Error('Lot item-5b does not exist'), { name: 'LotMissingError' });
        },
      },
      [S.EndAuction],
    );
    const executionArn = await startSettled(runner, 'item-5b');
    await answerWait(runner, executionArn, { decision: 'accept' });
    await answerWait(runner, executionArn, { reason: 'boughtNow' });
    expect(attempts).toBe(1 + TASK_ERROR_RETRY.MaxAttempts);
    const failed = runner.describeExecution(executionArn);
    expect(failed).toMatchObject({ status: 'FAILED', error: 'LotMissingError', cause: 'Lot item-5b does not exist' });
    expect(failed.history.at(-1)).toBe(S.EndAuction);
  });

  it("retries a wait whose handler failed (a fresh token), but never the wait's own timeout", async () => {
    let attempts = 0;
    const tokens: string[] = [];
    const { runner, advance, calls } = setup(
      {
        [S.AwaitAuctionEnd]: async (input: any) => {
          tokens.push(input.taskToken);
          if (++attempts === 1) throw Object.assign(new Error('Throughput exceeds the current capacity'), { name: 'ProvisionedThroughputExceededException' });
          return {};
        },
      },
      [S.AwaitAuctionEnd],
    );
    const executionArn = await startSettled(runner, 'item-5c');
    await answerWait(runner, executionArn, { decision: 'accept' });
    const [wait] = runner.pendingTasks(executionArn);
    expect(attempts).toBe(2);
    expect(wait).toMatchObject({ stateName: S.AwaitAuctionEnd, token: tokens[1] });
    expect(tokens[1]).not.toBe(tokens[0]);

    // The timeout is the planned end: it goes to ReadEndTime at once, the wait is not armed again.
    advance(WEEK);
    await runner.fireDueTimeouts();
    await runner.settled(executionArn);
    expect(attempts).toBe(2);
    expect(runner.describeExecution(executionArn).status).toBe('SUCCEEDED');
    expect(calls.map((c) => c.state)).toEqual([S.AwaitReview, S.ActivateListing, S.ReadEndTime, S.EndAuction]);
  });

  it('waits for the review again when a decision is neither accept nor reject', async () => {
    const { runner, calls } = setup();
    const executionArn = await startSettled(runner, 'item-5d');
    const [first] = runner.pendingTasks(executionArn);
    await runner.sendTaskSuccess(first!.token, { decision: 'perhaps' });
    await runner.settled(executionArn);
    const [again] = runner.pendingTasks(executionArn);
    expect(again).toMatchObject({ stateName: S.AwaitReview });
    expect(again!.token).not.toBe(first!.token);
    expect(calls.map((c) => c.state)).toEqual([S.AwaitReview, S.AwaitReview]);
  });

  it('fails AT a wait whose handler fails for good, with its error', async () => {
    let attempts = 0;
    const { runner } = setup({
      [S.AwaitReview]: async () => {
        attempts += 1;
        throw Object.assign(new Error('Execution item-5e-1 is not the current one of lot item-5e'), { name: 'Error' });
      },
    });
    const executionArn = await startSettled(runner, 'item-5e');
    expect(attempts).toBe(1);
    expect(runner.describeExecution(executionArn)).toMatchObject({ status: 'FAILED', error: 'Error', cause: 'Execution item-5e-1 is not the current one of lot item-5e' });
  });

  it('answers unknown tokens and duplicate names like Step Functions', async () => {
    const { runner } = setup();
    await expect(runner.sendTaskSuccess('nope', {})).rejects.toMatchObject({ name: 'TaskDoesNotExist' });
    const first = await runner.startExecution('item-6', { itemId: 'item-6' });
    expect(await runner.startExecution('item-6', { itemId: 'item-6' })).toEqual(first);
    await expect(runner.startExecution('item-6', { itemId: 'other' })).rejects.toMatchObject({ name: 'ExecutionAlreadyExists' });
  });

  it('resumes a saved execution at its wait, with the same token and deadline, its handler run again', async () => {
    const { runner, make, calls, snapshots, advance } = setup();
    const executionArn = await startSettled(runner, 'item-7');
    await answerWait(runner, executionArn, { decision: 'accept' });
    const waiting = runner.pendingTasks(executionArn)[0]!;
    await runner.stop(); // the local stack goes down; the store keeps the RUNNING snapshot

    const saved = snapshots.filter((s) => s.executionArn === executionArn).at(-1)!;
    expect(saved).toMatchObject({ status: 'RUNNING', position: { stateName: S.AwaitAuctionEnd, callback: { token: waiting.token } } });

    const callsBefore = calls.length;
    const restarted = make();
    await restarted.resumeExecution(JSON.parse(JSON.stringify(saved)));
    await restarted.settled(executionArn);
    expect(restarted.pendingTasks(executionArn)).toEqual([waiting]);
    // The handler runs again with the same token (it stores it: a second run is harmless, a lost one is not).
    expect(calls.slice(callsBefore)).toMatchObject([{ state: S.AwaitAuctionEnd, input: { taskToken: waiting.token }, ctx: { taskToken: waiting.token } }]);

    advance(WEEK);
    await restarted.fireDueTimeouts();
    expect(restarted.describeExecution(executionArn).status).toBe('SUCCEEDED');
    expect(calls.slice(callsBefore).map((c) => c.state)).toEqual([S.AwaitAuctionEnd, S.ReadEndTime, S.EndAuction]);
  });

  it('answers fireDueTimeouts only once the executions it fired have run on to their next settled point', async () => {
    let enterRead!: () => void;
    const readEntered = new Promise<void>((resolve) => (enterRead = resolve));
    let releaseRead!: () => void;
    const readGate = new Promise<void>((resolve) => (releaseRead = resolve));
    const { runner, calls, advance } = setup({
      [S.ReadEndTime]: async () => {
        enterRead();
        await readGate;
        return { endsAt: '2026-03-08T10:00:00Z', secondsLeft: 1, ended: true };
      },
      [S.EndAuction]: async (input, ctx) => {
        calls.push({ state: S.EndAuction, input, ctx });
        return { outcome: 'unsold' };
      },
    });
    const executionArn = await startSettled(runner, 'item-8');
    await answerWait(runner, executionArn, { decision: 'accept' });

    advance(WEEK);
    const answered: string[] = [];
    const first = runner.fireDueTimeouts().then((fired) => void answered.push(`first fired ${fired.length}`));
    // A second caller (the poll timer, another POST /dev/clock) finds nothing left to fire, yet waits too.
    const second = runner.fireDueTimeouts().then((fired) => void answered.push(`second fired ${fired.length}`));
    await readEntered;
    expect(answered).toEqual([]);
    releaseRead();
    await Promise.all([first, second]);
    expect(answered.sort()).toEqual(['first fired 1', 'second fired 0']);
    // No settled() needed: the end has been carried through when the clock's call answers.
    expect(runner.describeExecution(executionArn)).toMatchObject({ status: 'SUCCEEDED', output: { auction: { outcome: 'unsold' } } });
    expect(calls.map((c) => c.state)).toContain(S.EndAuction);
  });

  it('counts a callback wait as settled only once its handler has stored the token', async () => {
    let enterReview!: () => void;
    const reviewEntered = new Promise<void>((resolve) => (enterReview = resolve));
    let releaseReview!: () => void;
    const reviewGate = new Promise<void>((resolve) => (releaseReview = resolve));
    const { runner } = setup({
      // The review of item-9 is slow to store its token; item-9b's is not.
      [S.AwaitReview]: async (input: any) => {
        if (input.itemId !== 'item-9') return {};
        enterReview();
        await reviewGate;
        return {};
      },
    });
    const slow = await runner.startExecution('item-9', { itemId: 'item-9' });
    let settled = false;
    const settling = runner.settled(slow.executionArn).then(() => void (settled = true));
    await reviewEntered;
    const quick = await runner.startExecution('item-9b', { itemId: 'item-9b' });
    await runner.settled(quick.executionArn);
    expect(runner.pendingTasks(slow.executionArn)).toHaveLength(1); // its token can already be answered…
    expect(settled).toBe(false); // …but it is not settled until the handler has returned
    releaseReview();
    await settling;
    expect(settled).toBe(true);
  });

  it('gives a review that timed out a fresh token, stored before the clock answers', async () => {
    const item: { reviewToken?: string } = {};
    const { runner, advance } = setup({
      [S.AwaitReview]: async (input: any) => {
        item.reviewToken = input.taskToken;
        return {};
      },
    });
    const executionArn = await startSettled(runner, 'item-10');
    const first = item.reviewToken!;
    advance(REVIEW_TIMEOUT_SECONDS);
    expect(await runner.fireDueTimeouts()).toEqual([first]);
    const [again] = runner.pendingTasks(executionArn);
    expect(again).toMatchObject({ stateName: S.AwaitReview, startedAt: START + REVIEW_TIMEOUT_SECONDS * 1000 });
    expect(again!.token).not.toBe(first);
    expect(item.reviewToken).toBe(again!.token);
    await expect(runner.sendTaskSuccess(first, { decision: 'accept' })).rejects.toMatchObject({ name: 'TaskDoesNotExist' });
  });
});

describe('kill -9 at any point: every snapshot the store received is a state a killed stack restarts from', () => {
  const WEEK_MS = WEEK * 1000;
  const ENDS_AT = new Date(START + WEEK_MS).toISOString();

  /** The lot as the task handlers keep it (idempotent writes, as the real ones are). */
  interface Lot {
    status: 'Awaiting Approval' | 'Active' | 'Ended';
    reviewToken: string | null;
    endToken: string | null;
    activations: number;
  }

  /** A runner over the real definition whose handlers write `lot`, and the clock it follows. */
  function world(lot: Lot, startAt: number, onSave?: (snapshot: ExecutionSnapshot, now: number) => void) {
    let now = startAt;
    const handlers: Record<string, WorkflowTaskHandler> = {
      [S.AwaitReview]: async (input: any) => {
        if (lot.status === 'Awaiting Approval') lot.reviewToken = input.taskToken;
        return {};
      },
      [S.ActivateListing]: async () => {
        if (lot.status !== 'Active') lot.activations += 1;
        lot.status = 'Active';
        lot.reviewToken = null;
        return { endsAt: ENDS_AT, secondsLeft: Math.max(1, Math.ceil((START + WEEK_MS - now) / 1000)) };
      },
      [S.RejectListing]: async () => ({}),
      [S.AwaitAuctionEnd]: async (input: any) => {
        if (lot.status === 'Active') lot.endToken = input.taskToken;
        return {};
      },
      [S.ReadEndTime]: async () => ({ endsAt: ENDS_AT, secondsLeft: 1, ended: now >= START + WEEK_MS }),
      [S.EndAuction]: async () => {
        lot.status = 'Ended';
        lot.endToken = null;
        return { outcome: 'unsold' };
      },
    };
    const runner = createWorkflowRunner({
      definition: itemWorkflowDefinition(),
      taskHandlers: handlers,
      // The lot ends unsold: no sale step is reached.
      defaultTaskHandler: async (_input, ctx) => {
        throw new Error(`${ctx.stateName} is not reached by an unsold lot`);
      },
      now: () => now,
      store: { save: (snapshot) => onSave?.(snapshot, now) },
      pollIntervalMs: 0,
    });
    runners.push(runner);
    return { runner, advanceTo: (at: number) => void (now = Math.max(now, at)) };
  }

  /**
   * What the outside world does until the execution ends: the expert accepts with the token found ON
   * THE LOT (never one read from the runner), and the clock moves to each end wait's deadline.
   */
  async function drive(runner: WorkflowRunner, advanceTo: (at: number) => void, lot: Lot, executionArn: string) {
    for (let step = 0; step < 10; step++) {
      await runner.settled(executionArn);
      if (runner.describeExecution(executionArn).status !== 'RUNNING') return;
      const [wait] = runner.pendingTasks(executionArn);
      if (wait!.stateName === S.AwaitReview) {
        expect(lot.reviewToken, 'the review token reached the lot').toBe(wait!.token);
        await runner.sendTaskSuccess(lot.reviewToken!, { decision: 'accept' });
      } else {
        expect(lot.endToken, 'the end token reached the lot').toBe(wait!.token);
        advanceTo(wait!.deadline!);
        await runner.fireDueTimeouts();
      }
    }
    throw new Error('the execution did not end');
  }

  it('completes the lot from the moment after each save, and from the moment before the next one', async () => {
    const lot: Lot = { status: 'Awaiting Approval', reviewToken: null, endToken: null, activations: 0 };
    /** Each snapshot with the lot and the time as they were when it was written. */
    const moments: Array<{ snapshot: ExecutionSnapshot; lot: Lot; now: number }> = [];
    const reference = world(lot, START, (snapshot, now) => moments.push({ snapshot, lot: structuredClone(lot), now }));
    const { executionArn } = await reference.runner.startExecution('item-k', { itemId: 'item-k' });
    await drive(reference.runner, reference.advanceTo, lot, executionArn);
    expect(lot).toMatchObject({ status: 'Ended', activations: 1 });
    const expectedOutput = reference.runner.describeExecution(executionArn).output;

    const running = moments.map((m, i) => ({ ...m, next: moments[i + 1] })).filter((m) => m.snapshot.status === 'RUNNING');
    // start, AwaitReview entered, its decision, ActivateListing, AwaitAuctionEnd entered, its timeout, ReadEndTime, EndAuction
    expect(running.map((m) => `${m.snapshot.position?.stateName ?? 'start'}${m.snapshot.position?.callback?.completion ? ' done' : ''}`)).toEqual([
      'start',
      `${S.AwaitReview}`,
      `${S.AwaitReview} done`,
      `${S.ActivateListing}`,
      `${S.AwaitAuctionEnd}`,
      `${S.AwaitAuctionEnd} done`,
      `${S.ReadEndTime}`,
      `${S.EndAuction}`,
    ]);

    for (const moment of running) {
      // Killed right after this save (the lot as it was then), and killed just before the next save.
      for (const [when, lotThen] of [['after', moment.lot], ['before next', moment.next!.lot]] as const) {
        const label = `${when} ${moment.snapshot.position?.stateName ?? 'start'}`;
        const restartedLot = structuredClone(lotThen);
        const restarted = world(restartedLot, moment.next!.now);
        await restarted.runner.resumeExecution(structuredClone(moment.snapshot));
        await drive(restarted.runner, restarted.advanceTo, restartedLot, executionArn);
        expect(restarted.runner.describeExecution(executionArn), label).toMatchObject({ status: 'SUCCEEDED', output: expectedOutput });
        expect(restartedLot, label).toMatchObject({ status: 'Ended', reviewToken: null, endToken: null, activations: 1 });
      }
    }
  });
});
