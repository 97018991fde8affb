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
const { signIn } = await import('../support/auth.ts');
const { bearer, clockListing, reviewWhenReady, uploadFivePhotos } = await import('../support/selling.ts');
const { waitFor } = await import('../support/wait.ts');

const PASSWORD = 'Patina-demo-1';
/** Two stack starts (the first seeds the demo) and a kill per test, on a busy machine. */
const STACK_TEST_MS = 240_000;

/** Submits a new clock as the demo seller; `onItem` hears its id as soon as the call answers. */
async function submitClock(name: string, onItem: (itemId: string) => void = () => {}): Promise<string> {
  const seller = await signIn('seller@patina.test', PASSWORD);
  const photos = await uploadFivePhotos(seller, 31);
  const submitted = await callApi('submitListing', { form: clockListing(photos, name) }, bearer(seller));
  if (submitted.status !== 200) throw new Error(`submitListing answered ${submitted.status}: ${submitted.message}`);
  onItem(submitted.data.itemId);
  return submitted.data.itemId as string;
}

/** The lot's status as its seller sees it. */
async function statusOf(itemId: string): Promise<string | undefined> {
  const seller = await signIn('seller@patina.test', PASSWORD);
  return (await callApi('getItem', { itemId }, bearer(seller))).data?.status;
}

describe('the item workflow when the stack is killed (SIGKILL) and started again', () => {
  it('killed after the review wait was saved but before its token reached the lot: the expert can still accept, and the lot goes Active', async () => {
    const name = `Clock killed before its review token ${randomUUID().slice(0, 8)}`;
    await own.stack?.stop();
    const restarted = await crashAndRestart({
      port,
      dataDir,
      crashAt: WorkflowFaultPoint.callbackSaved(ItemWorkflowState.AwaitReview),
      trigger: () => submitClock(name),
    });
    own.stack = restarted.stack;

    // The submission may or may not have answered before the process died; the lot is in the queue once.
    const expert = await signIn('expert@patina.test', PASSWORD);
    const queue = (await callApi('getSubmissions', {}, bearer(expert))).data.items as { id: string; name: string }[];
    const mine = queue.filter((item) => item.name === name);
    expect(mine).toHaveLength(1);
    const itemId = mine[0]!.id;
    if (restarted.triggered.status === 'fulfilled') expect(restarted.triggered.value).toBe(itemId);

    const accepted = await reviewWhenReady(expert, itemId, 'accept');
    expect(accepted.status).toBe(200);
    await waitFor(`lot ${itemId} to be Active`, async () => ((await statusOf(itemId)) === ItemStatus.Active ? true : undefined));
    expect((await callApi('getItem', { itemId })).data).toMatchObject({ id: itemId, name, status: ItemStatus.Active });
  }, STACK_TEST_MS);

  it("killed right after the expert's decision was recorded: the lot reaches Active after the restart", async () => {
    const name = `Clock killed after its review ${randomUUID().slice(0, 8)}`;
    let itemId: string | undefined;
    await own.stack?.stop();
    const restarted = await crashAndRestart({
      port,
      dataDir,
      crashAt: WorkflowFaultPoint.completionRecorded(ItemWorkflowState.AwaitReview),
      trigger: async () => {
        await submitClock(name, (id) => (itemId = id));
        const expert = await signIn('expert@patina.test', PASSWORD);
        // The process dies inside this call: the decision is recorded, nothing after it has run.
        return reviewWhenReady(expert, itemId!, 'accept');
      },
    });
    own.stack = restarted.stack;
    expect(restarted.triggered.status).toBe('rejected');
    expect(itemId).toBeDefined();

    await waitFor(`lot ${itemId} to be Active`, async () => ((await statusOf(itemId!)) === ItemStatus.Active ? true : undefined));
    const live = (await callApi('getItem', { itemId })).data;
    expect(live).toMatchObject({ id: itemId, name, status: ItemStatus.Active });
    expect(Date.parse(live.endsAt)).toBeGreaterThan(Date.now());
    // The decision counted once: the lot is no longer in the experts' queue.
    const expert = await signIn('expert@patina.test', PASSWORD);
    const queue = (await callApi('getSubmissions', {}, bearer(expert))).data.items as { id: string }[];
    expect(queue.map((item) => item.id)).not.toContain(itemId);
  }, STACK_TEST_MS);

  it('killed after a submission stored its lot but before its workflow started: the restart starts it, and the review goes ahead', async () => {
    const name = `Clock killed before its workflow ${randomUUID().slice(0, 8)}`;
    await own.stack?.stop();
    const restarted = await crashAndRestart({ port, dataDir, crashAt: CallFaultPoint.submitLotWritten, trigger: () => submitClock(name) });
    own.stack = restarted.stack;
    // The call died with the process: the seller never heard back, yet the lot is in the queue once.
    expect(restarted.triggered.status).toBe('rejected');
    const expert = await signIn('expert@patina.test', PASSWORD);
    const queue = (await callApi('getSubmissions', {}, bearer(expert))).data.items as { id: string; name: string }[];
    const mine = queue.filter((item) => item.name === name);
    expect(mine).toHaveLength(1);
    const itemId = mine[0]!.id;
    // The sweeper started its workflow at start-up: the expert's decision moves it on to the sale.
    expect((await reviewWhenReady(expert, itemId, 'accept')).status).toBe(200);
    await waitFor(`lot ${itemId} to wait for its end`, async () => {
      const lot = (await callApi('getItem', { itemId })).data;
      return lot?.status === ItemStatus.Active ? lot : undefined;
    });
    // Its workflow is really there: moved past its end, the lot ends (no bids → unsold).
    const live = (await callApi('getItem', { itemId })).data as { endsAt: string };
    await advanceClockTo(Date.parse(live.endsAt), { pastBy: 60 });
    expect(await statusOf(itemId)).toBe(ItemStatus.EndedUnsold);
  }, STACK_TEST_MS);

  it("killed after the expert's decision was written on the lot but before the workflow heard it: after the restart the workflow catches up", async () => {
    const name = `Clock killed after its decision ${randomUUID().slice(0, 8)}`;
    let itemId: string | undefined;
    await own.stack?.stop();
    const restarted = await crashAndRestart({
      port,
      dataDir,
      crashAt: CallFaultPoint.reviewLotDecided,
      trigger: async () => {
        await submitClock(name, (id) => (itemId = id));
        const expert = await signIn('expert@patina.test', PASSWORD);
        return reviewWhenReady(expert, itemId!, 'accept');
      },
    });
    own.stack = restarted.stack;
    expect(restarted.triggered.status).toBe('rejected');
    // The lot was Active from the call's own write; the workflow (waiting for a review) learns it and
    // goes on to wait for the end, so the lot ends when the clock passes it.
    expect(await statusOf(itemId!)).toBe(ItemStatus.Active);
    const live = (await callApi('getItem', { itemId })).data as { endsAt: string };
    await advanceClockTo(Date.parse(live.endsAt), { pastBy: 60 });
    expect(await statusOf(itemId!)).toBe(ItemStatus.EndedUnsold);
  }, STACK_TEST_MS);
});
