import { afterEach, describe, expect, it } from 'vitest';
import {
  createWorkflowRunner,
  type ExecutionSnapshot,
  type WorkflowRunner,
  type WorkflowTaskContext,
  type WorkflowTaskHandler,
} from '../../infra/local/workflow-runner.ts';
import { ItemWorkflowState as S, REVIEW_TIMEOUT_SECONDS, itemWorkflowDefinition } from '../../infra/workflow/item-workflow.ts';

const START = Date.parse('2026-03-01T10:00:00Z');
const WEEK = 7 * 24 * 3600;

/** A fake clock, task handlers that record their calls, and a runner over the real definition. */
function setup(overrides: Partial<Record<string, WorkflowTaskHandler>> = {}) {
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
    [S.HandleFailure]: record(S.HandleFailure),
    ...overrides,
  };
  const make = () =>
    createWorkflowRunner({
      definition: itemWorkflowDefinition(),
      taskHandlers: handlers,
      now: () => now,
      store: { save: (s) => void snapshots.push(s) },
      pollIntervalMs: 0,
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
    const { executionArn } = await runner.startExecution('item-2', { itemId: 'item-2' });
    await runner.settled(executionArn);
    await runner.sendTaskSuccess(runner.pendingTasks()[0]!.token, { decision: 'accept' });
    await runner.settled(executionArn);
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
    const { executionArn } = await runner.startExecution('item-3', { itemId: 'item-3' });
    await runner.settled(executionArn);
    await runner.sendTaskSuccess(runner.pendingTasks()[0]!.token, { decision: 'accept' });
    await runner.settled(executionArn);
    await runner.sendTaskSuccess(runner.pendingTasks()[0]!.token, { reason: 'boughtNow' });
    await runner.settled(executionArn);
    expect(runner.describeExecution(executionArn)).toMatchObject({ status: 'SUCCEEDED', output: { earlyEnd: { reason: 'boughtNow' } } });
    expect(calls.map((c) => c.state)).not.toContain(S.ReadEndTime);
  });

  it('rejects: RejectListing runs with the note, then the execution succeeds', async () => {
    const { runner, calls } = setup();
    const { executionArn } = await runner.startExecution('item-4', { itemId: 'item-4' });
    await runner.settled(executionArn);
    await runner.sendTaskSuccess(runner.pendingTasks()[0]!.token, { decision: 'reject', note: 'Not antique' });
    await runner.settled(executionArn);
    expect(runner.describeExecution(executionArn).status).toBe('SUCCEEDED');
    expect(calls.at(-1)).toMatchObject({ state: S.RejectListing, input: { review: { decision: 'reject', note: 'Not antique' } } });
  });

  it('compensates and fails when a task fails', async () => {
    const { runner, calls } = setup({
      [S.ActivateListing]: async () => {
        throw Object.assign(new Error('item changed'), { name: 'ConditionalCheckFailed' });
      },
    });
    const { executionArn } = await runner.startExecution('item-5', { itemId: 'item-5' });
    await runner.settled(executionArn);
    await runner.sendTaskSuccess(runner.pendingTasks()[0]!.token, { decision: 'accept' });
    await runner.settled(executionArn);
    expect(runner.describeExecution(executionArn)).toMatchObject({ status: 'FAILED', error: 'ItemWorkflowFailed' });
    expect(calls.at(-1)).toMatchObject({
      state: S.HandleFailure,
      input: { task: 'handleFailure', error: { Error: 'ConditionalCheckFailed', Cause: 'item changed' } },
    });
  });

  it('answers unknown tokens and duplicate names like Step Functions', async () => {
    const { runner } = setup();
    await expect(runner.sendTaskSuccess('nope', {})).rejects.toMatchObject({ name: 'TaskDoesNotExist' });
    const first = await runner.startExecution('item-6', { itemId: 'item-6' });
    expect(await runner.startExecution('item-6', { itemId: 'item-6' })).toEqual(first);
    await expect(runner.startExecution('item-6', { itemId: 'other' })).rejects.toMatchObject({ name: 'ExecutionAlreadyExists' });
  });

  it('resumes a saved execution at its wait, with the same token and deadline', async () => {
    const { runner, make, calls, snapshots, advance } = setup();
    const { executionArn } = await runner.startExecution('item-7', { itemId: 'item-7' });
    await runner.settled(executionArn);
    await runner.sendTaskSuccess(runner.pendingTasks()[0]!.token, { decision: 'accept' });
    await runner.settled(executionArn);
    const waiting = runner.pendingTasks(executionArn)[0]!;
    await runner.stop(); // the local stack goes down; the store keeps the RUNNING snapshot

    const saved = snapshots.filter((s) => s.executionArn === executionArn).at(-1)!;
    expect(saved).toMatchObject({ status: 'RUNNING', position: { stateName: S.AwaitAuctionEnd, callback: { token: waiting.token } } });

    const callsBefore = calls.length;
    const restarted = make();
    await restarted.resumeExecution(JSON.parse(JSON.stringify(saved)));
    await restarted.settled(executionArn);
    expect(restarted.pendingTasks(executionArn)).toEqual([waiting]);
    expect(calls.length).toBe(callsBefore); // the wait is re-armed, its handler not invoked again

    advance(WEEK);
    await restarted.fireDueTimeouts();
    await restarted.settled(executionArn);
    expect(restarted.describeExecution(executionArn).status).toBe('SUCCEEDED');
    expect(calls.slice(callsBefore).map((c) => c.state)).toEqual([S.ReadEndTime, S.EndAuction]);
  });
});
