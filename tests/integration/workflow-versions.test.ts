import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localStackConfig } from '../../infra/local/config.ts';
import { startLocalStack, type LocalStack } from '../../infra/local/stack.ts';
import { definitionHash } from '../../infra/workflow/definition-hash.ts';
import { ItemWorkflowState as S, itemWorkflowDefinition } from '../../infra/workflow/item-workflow.ts';
import { ItemStatus } from '../../shared/item.ts';
import { OrderStatus } from '../../shared/order.ts';
import { advanceClockTo, useOwnStack } from '../support/own-stack.ts';

/*
 * Auctions already running keep working when the workflow grows (issue 10 point 7, docs/adr/0020):
 * a lot whose execution started on the definition of lifecycle steps 1–3 (before the sale's steps)
 * is in flight when the stack restarts with the current definition. It finishes on its own definition
 * (as an AWS execution keeps its version), its sale is then lapsed by the sweeper (no workflow follows
 * it), while a lot started after the restart gets the current definition's payment steps. The stack
 * runs in this process, on its own port, data and clock, so the test can read its executions.
 */

const STEPS_1_TO_3 = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'item-workflow-steps-1-3.json'), 'utf8')) as object;
// The stack runs in this process (not as a child), so it is started and stopped here.
const own = useOwnStack('versions-test', 900, { startFirst: false });
const config = localStackConfig({ PORT: String(own.port), PATINA_DATA_DIR: own.dataDir });
const { callApi } = await import('../support/api.ts');
const { newUser, signInDemo } = await import('../support/auth.ts');
const { liveLot: newLiveLot } = await import('../support/market.ts');
const { bearer } = await import('../support/selling.ts');
const { waitFor } = await import('../support/wait.ts');

let stack: LocalStack | null = null;
afterAll(() => stack?.stop());

const advanceTo = (at: number) => advanceClockTo(at, { pastBy: 2, alreadyPast: 'stay' });
const liveLot = (seller: string, expert: string, label: string) => newLiveLot(seller, expert, {}, label);

const executionOf = (running: LocalStack, itemId: string) => running.workflow.listExecutions().find((e) => e.name.startsWith(`${itemId}-`))!;

describe('executions keep the definition they started with', () => {
  it('finishes an auction started on the old definition on it after a restart with the current one; new lots get the payment steps', async () => {
    stack = await startLocalStack(config, { log: () => {}, workflowDefinition: STEPS_1_TO_3 });
    const [seller, expert] = await Promise.all([signInDemo('seller'), signInDemo('expert')]);
    const old = await liveLot(seller, expert, 'Clock of the old workflow');
    const bidder = await newUser({ emailPrefix: 'oldbid' });
    expect((await callApi('placeBid', { itemId: old.itemId, amount: 25_000 }, bidder.headers)).status).toBe(200);
    expect(executionOf(stack, old.itemId)).toMatchObject({ status: 'RUNNING', definitionHash: definitionHash(STEPS_1_TO_3), currentState: S.AwaitAuctionEnd });

    // The deploy: the stack stops and starts again with the current definition.
    await stack.stop();
    stack = await startLocalStack(config, { log: () => {} });
    expect(stack.workflow.definitionHash).toBe(definitionHash(itemWorkflowDefinition()));
    expect(executionOf(stack, old.itemId)).toMatchObject({ status: 'RUNNING', definitionHash: definitionHash(STEPS_1_TO_3) });
    const fresh = await liveLot(seller, expert, 'Clock of the new workflow');
    expect(executionOf(stack, fresh.itemId).definitionHash).toBe(stack.workflow.definitionHash);
    const buyer = await newUser({ emailPrefix: 'newbin' });
    expect((await callApi('buyNow', { itemId: fresh.itemId }, buyer.headers)).status).toBe(200);
    await waitFor('the new lot to wait for its payment', async () => (executionOf(stack!, fresh.itemId).currentState === S.AwaitPayment ? true : undefined));

    // The old lot's end: it ends as its own definition says, with no payment steps.
    await advanceTo(Date.parse(old.endsAt) + 60_000);
    const ended = executionOf(stack, old.itemId);
    expect(ended).toMatchObject({ status: 'SUCCEEDED', definitionHash: definitionHash(STEPS_1_TO_3) });
    expect(ended.history.slice(-3)).toEqual([S.EndAuction, S.CheckAuctionOutcome, S.AuctionEnded]);
    expect(ended.history).not.toContain(S.ReadPayment);
    const sold = (await callApi('getBidState', { itemId: old.itemId }, bidder.headers)).data;
    expect(sold).toMatchObject({ status: ItemStatus.AwaitingPayment, orderId: expect.any(String) });

    // Past its deadline, the sweeper lapses the sale no workflow follows; the new lot's own workflow lapses its own.
    const orders = (await callApi('getMyOrders', {}, bidder.headers)).data.orders as Array<{ id: string; payBy: string; status: string }>;
    const order = orders.find((o) => o.id === sold.orderId)!;
    await advanceTo(Date.parse(order.payBy) + 10 * 60_000);
    expect((await callApi('getMyOrders', {}, bidder.headers)).data.orders.find((o: { id: string }) => o.id === order.id).status).toBe(OrderStatus.CancelledUnpaid);
    expect((await callApi('getItem', { itemId: old.itemId }, bearer(seller))).data.status).toBe(ItemStatus.PaymentNotDone);
    expect((await callApi('getItem', { itemId: fresh.itemId }, bearer(seller))).data.status).toBe(ItemStatus.PaymentNotDone);
    expect(executionOf(stack, fresh.itemId)).toMatchObject({ status: 'RUNNING', currentState: S.AwaitSecondChance });
  }, 300_000);
});
