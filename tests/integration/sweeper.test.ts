import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStackConfig, ROOT } from '../../infra/local/config.ts';
import { startLocalStack, type LocalStack } from '../../infra/local/stack.ts';
import { ItemStatus } from '../../shared/item.ts';
import { ownStackPort } from '../support/ports.ts';

/*
 * The lot sweeper's last resort (lambdas/lots/sweeper.ts): a live lot whose workflow execution is gone
 * (here: stopped, as an operator or a failure would leave it) is still ended when its time comes, with
 * the same outcome the workflow would give it. The stack runs in this process, on its own port, data
 * and clock, so the test can stop an execution directly.
 */
const port = ownStackPort(500);
const dataDir = path.join(ROOT, `.data-sweeper-test-${port}`);
const config = localStackConfig({ PORT: String(port), PATINA_DATA_DIR: dataDir });
const sharedUrl = process.env.PATINA_URL;
let stack: LocalStack;

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  stack = await startLocalStack(config, { log: () => {} });
  process.env.PATINA_URL = stack.url;
}, 240_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.env.PATINA_URL = sharedUrl;
});

describe('the lot sweeper', () => {
  it('ends a live lot past its end whose execution is gone, as the workflow would have', async () => {
    const { callApi } = await import('../support/api.ts');
    const { signInDemo } = await import('../support/auth.ts');
    const { bearer, clockListing, uploadFivePhotos } = await import('../support/selling.ts');
    const seller = await signInDemo('seller');
    const expert = await signInDemo('expert');
    const buyer = await signInDemo('buyer');
    const submitted = await callApi('submitListing', { form: { ...clockListing(await uploadFivePhotos(seller, 61), 'Orphaned clock'), auctionDurationDays: 1 } }, bearer(seller));
    const itemId = submitted.data.itemId as string;
    expect((await callApi('reviewSubmission', { itemId, decision: 'accept', note: '' }, bearer(expert))).data.status).toBe('Active');
    expect((await callApi('placeBid', { itemId, amount: 25_000 }, bearer(buyer))).status).toBe(200);

    // Its execution is stopped (gone, as far as the lot is concerned).
    const running = stack.workflow.listExecutions('RUNNING').find((e) => e.name.startsWith(itemId));
    expect(running).toBeDefined();
    await stack.workflow.stopExecution(running!.executionArn);

    // A day and a half later (past its end and the sweeper's grace), the lot has ended with its sale.
    const moved = await fetch(`${stack.url}/dev/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceSeconds: 36 * 3600 }) });
    expect(moved.status).toBe(200);
    const ended = (await callApi('getBidState', { itemId }, bearer(buyer))).data;
    expect(ended.status).toBe(ItemStatus.AwaitingPayment);
    expect(ended.orderId).toEqual(expect.any(String));
    const mine = (await callApi('getMyBids', {}, bearer(buyer))).data.bids as { item: { id: string }; state: string }[];
    expect(mine.find((b) => b.item.id === itemId)?.state).toBe('won');
  }, 120_000);
});
