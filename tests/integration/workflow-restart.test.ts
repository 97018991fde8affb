import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WorkflowFaultPoint } from '../../infra/local/workflow-runner.ts';
import { ItemWorkflowState } from '../../infra/workflow/item-workflow.ts';
import { ItemStatus } from '../../shared/item.ts';
import { CallFaultPoint } from '../../lambdas/lib/fault.ts';
import { crashAndRestart } from '../support/child-stack.ts';
import { advanceClockTo, useOwnStack } from '../support/own-stack.ts';

/*
 * kill -9 in the middle of a submission and of a review: the stack runs as a child process
 * (`npm start`'s command) on its own port and data, kills itself with SIGKILL at a fault point of
 * the workflow runner, and is started again on the same data; every check is a call an outside
 * client makes. docs/adr/0016-durable-local-workflow.md.
 */

const own = useOwnStack('kill-test', 200, { startFirst: false });
const { port, dataDir } = own;
const { callApi } = await import('../support/api.ts');
const { signInDemo } = await import('../support/auth.ts');
const { bearer, clockListing, reviewWhenReady, uploadFivePhotos } = await import('../support/selling.ts');
const { waitFor } = await import('../support/wait.ts');

/** Two stack starts (the first seeds the demo) and a kill per test, on a busy machine. */
const STACK_TEST_MS = 240_000;

/** Submits a new clock as the demo seller; `onItem` hears its id as soon as the call answers. */
async function submitClock(name: string, onItem: (itemId: string) => void = () => {}): Promise<string> {
  const seller = await signInDemo('seller');
  const photos = await uploadFivePhotos(seller, 31);
  const submitted = await callApi('submitListing', { form: clockListing(photos, name) }, bearer(seller));
  if (submitted.status !== 200) throw new Error(`submitListing answered ${submitted.status}: ${submitted.message}`);
  onItem(submitted.data.itemId);
  return submitted.data.itemId as string;
}

/** The lot's status as its seller sees it. */
async function statusOf(itemId: string): Promise<string | undefined> {
  const seller = await signInDemo('seller');
  return (await callApi('getItem', { itemId }, bearer(seller))).data?.status;
}

/**
 * Stops the tests' stack, runs `trigger` against a stack that kills itself at `crashAt`, and keeps
 * the stack started again on the same data as the tests' own. Answers how the trigger ended.
 */
async function killAt<T>(crashAt: string, trigger: () => Promise<T>): Promise<PromiseSettledResult<T>> {
  await own.stack?.stop();
  const restarted = await crashAndRestart({ port, dataDir, crashAt, trigger });
  own.stack = restarted.stack;
  return restarted.triggered;
}

/** Submits a clock and has the expert accept it, the process dying at `crashAt` inside the expert's call (which so fails): the lot's id. */
async function killedInReview(name: string, crashAt: string): Promise<string> {
  let itemId: string | undefined;
  const triggered = await killAt(crashAt, async () => {
    await submitClock(name, (id) => (itemId = id));
    const expert = await signInDemo('expert');
    return reviewWhenReady(expert, itemId!, 'accept');
  });
  expect(triggered.status).toBe('rejected');
  expect(itemId).toBeDefined();
  return itemId!;
}

/** The lot named `name`, found exactly once in the experts' queue: its id, and the expert who read it. */
async function queuedOnce(name: string): Promise<{ itemId: string; expert: string }> {
  const expert = await signInDemo('expert');
  const queue = (await callApi('getSubmissions', {}, bearer(expert))).data.items as { id: string; name: string }[];
  const mine = queue.filter((item) => item.name === name);
  expect(mine).toHaveLength(1);
  return { itemId: mine[0]!.id, expert };
}

/** Moves the clock past the lot's end: a lot whose workflow waits for its end, with no bids, ends unsold. */
async function expectEndsUnsold(itemId: string): Promise<void> {
  const live = (await callApi('getItem', { itemId })).data as { endsAt: string };
  await advanceClockTo(Date.parse(live.endsAt), { pastBy: 60 });
  expect(await statusOf(itemId)).toBe(ItemStatus.EndedUnsold);
}

describe('the item workflow when the stack is killed (SIGKILL) and started again', () => {
  it('killed after the review wait was saved but before its token reached the lot: the expert can still accept, and the lot goes Active', async () => {
    const name = `Clock killed before its review token ${randomUUID().slice(0, 8)}`;
    const triggered = await killAt(WorkflowFaultPoint.callbackSaved(ItemWorkflowState.AwaitReview), () => submitClock(name));

    // The submission may or may not have answered before the process died; the lot is in the queue once.
    const { itemId, expert } = await queuedOnce(name);
    if (triggered.status === 'fulfilled') expect(triggered.value).toBe(itemId);

    const accepted = await reviewWhenReady(expert, itemId, 'accept');
    expect(accepted.status).toBe(200);
    await waitFor(`lot ${itemId} to be Active`, async () => ((await statusOf(itemId)) === ItemStatus.Active ? true : undefined));
    expect((await callApi('getItem', { itemId })).data).toMatchObject({ id: itemId, name, status: ItemStatus.Active });
  }, STACK_TEST_MS);

  it("killed right after the expert's decision was recorded: the lot reaches Active after the restart", async () => {
    const name = `Clock killed after its review ${randomUUID().slice(0, 8)}`;
    // The process dies inside the expert's call: the decision is recorded, nothing after it has run.
    const itemId = await killedInReview(name, WorkflowFaultPoint.completionRecorded(ItemWorkflowState.AwaitReview));

    await waitFor(`lot ${itemId} to be Active`, async () => ((await statusOf(itemId)) === ItemStatus.Active ? true : undefined));
    const live = (await callApi('getItem', { itemId })).data;
    expect(live).toMatchObject({ id: itemId, name, status: ItemStatus.Active });
    expect(Date.parse(live.endsAt)).toBeGreaterThan(Date.now());
    // The decision counted once: the lot is no longer in the experts' queue.
    const expert = await signInDemo('expert');
    const queue = (await callApi('getSubmissions', {}, bearer(expert))).data.items as { id: string }[];
    expect(queue.map((item) => item.id)).not.toContain(itemId);
  }, STACK_TEST_MS);

  it('killed after a submission stored its lot but before its workflow started: the restart starts it, and the review goes ahead', async () => {
    const name = `Clock killed before its workflow ${randomUUID().slice(0, 8)}`;
    const triggered = await killAt(CallFaultPoint.submitLotWritten, () => submitClock(name));
    // The call died with the process: the seller never heard back, yet the lot is in the queue once.
    expect(triggered.status).toBe('rejected');
    const { itemId, expert } = await queuedOnce(name);
    // The sweeper started its workflow at start-up: the expert's decision moves it on to the sale.
    expect((await reviewWhenReady(expert, itemId, 'accept')).status).toBe(200);
    await waitFor(`lot ${itemId} to wait for its end`, async () => {
      const lot = (await callApi('getItem', { itemId })).data;
      return lot?.status === ItemStatus.Active ? lot : undefined;
    });
    // Its workflow is really there: moved past its end, the lot ends (no bids → unsold).
    await expectEndsUnsold(itemId);
  }, STACK_TEST_MS);

  it("killed after the expert's decision was written on the lot but before the workflow heard it: after the restart the workflow catches up", async () => {
    const name = `Clock killed after its decision ${randomUUID().slice(0, 8)}`;
    const itemId = await killedInReview(name, CallFaultPoint.reviewLotDecided);
    // The lot was Active from the call's own write; the workflow (waiting for a review) learns it and
    // goes on to wait for the end, so the lot ends when the clock passes it.
    expect(await statusOf(itemId)).toBe(ItemStatus.Active);
    await expectEndsUnsold(itemId);
  }, STACK_TEST_MS);
});
