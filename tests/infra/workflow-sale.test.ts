import { afterEach, describe, expect, it } from 'vitest';
import { createWorkflowRunner, type WorkflowRunner, type WorkflowTaskHandler } from '../../infra/local/workflow-runner.ts';
import { ItemWorkflowState as S, MAX_WAIT_SECONDS, SECOND_CHANCE_TIMEOUT_SECONDS, itemWorkflowDefinition } from '../../infra/workflow/item-workflow.ts';
import { OrderStatus } from '../../shared/order.ts';
import { planPayment, planShipment, SHIPMENT_REMINDER_SECONDS } from '../../shared/sale-deadlines.ts';
import { SALE_OUTCOMES } from '../../shared/workflow.ts';

/*
 * The item workflow after a sale (ARCHITECTURE.md lifecycle steps 5–6), on the deployed definition run
 * by the local runner: stub task handlers keep a lot's orders in memory and decide with the real
 * rules (shared/sale-deadlines.ts), the clock is the test's own.
 */

const START = Date.parse('2026-03-01T10:00:00Z');
const WEEK = 7 * 24 * 3600;
const HOUR = 3600;

interface FakeOrder {
  id: string;
  status: OrderStatus;
  payBy: string;
  paidAt: string | null;
}

const runners: WorkflowRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

/** A lot sold at the end of its auction, its orders and the tokens its waits stored, and the clock. */
function saleWorld(overrides: Partial<Record<string, WorkflowTaskHandler>> = {}) {
  let now = START;
  const orders = new Map<string, FakeOrder>();
  const world = {
    currentOrder: 'o-1',
    reminders: [] as string[],
    tokens: {} as Record<string, string>,
    entered: [] as string[],
  };
  const order = (id: string) => orders.get(id)!;
  const sell = (id: string) => {
    orders.set(id, { id, status: OrderStatus.AwaitingPayment, payBy: new Date(now + 24 * HOUR * 1000).toISOString(), paidAt: null });
    world.currentOrder = id;
  };
  const wait = (name: string): WorkflowTaskHandler => async (input: any) => {
    world.entered.push(name);
    world.tokens[name] = input.taskToken;
    return {};
  };
  const handlers: Record<string, WorkflowTaskHandler> = {
    [S.AwaitReview]: wait(S.AwaitReview),
    [S.ActivateListing]: async () => ({ endsAt: new Date(START + WEEK * 1000).toISOString(), secondsLeft: WEEK }),
    [S.RejectListing]: async () => ({}),
    [S.AwaitAuctionEnd]: wait(S.AwaitAuctionEnd),
    [S.ReadEndTime]: async () => ({ endsAt: new Date(START + WEEK * 1000).toISOString(), secondsLeft: 1, ended: true }),
    [S.EndAuction]: async () => {
      if (!orders.has('o-1')) sell('o-1');
      return { outcome: 'Awaiting Payment' };
    },
    [S.ReadPayment]: async () => {
      const o = order(world.currentOrder);
      const plan = planPayment(o, new Date(now));
      if (plan.reminder) world.reminders.push(`${o.id} pay ${plan.reminder}`);
      return { orderId: o.id, stage: plan.stage, secondsLeft: plan.secondsLeft };
    },
    [S.AwaitPayment]: wait(S.AwaitPayment),
    [S.LapseSale]: async (input: any) => {
      const o = order(input.sale.orderId);
      if (o.status === OrderStatus.AwaitingPayment && now >= Date.parse(o.payBy)) o.status = OrderStatus.CancelledUnpaid;
      return { lapsed: o.status === OrderStatus.CancelledUnpaid };
    },
    [S.AwaitSecondChance]: wait(S.AwaitSecondChance),
    [S.ReadShipment]: async (input: any) => {
      const o = order(input.sale.orderId);
      const plan = planShipment(o, new Date(now));
      if (plan.remind) world.reminders.push(`${o.id} ship`);
      return { stage: plan.stage, secondsLeft: plan.secondsLeft };
    },
    [S.AwaitShipment]: wait(S.AwaitShipment),
    ...overrides,
  };
  const runner = createWorkflowRunner({ definition: itemWorkflowDefinition(), taskHandlers: handlers, now: () => now, pollIntervalMs: 0 });
  runners.push(runner);

  /** The lot reviewed, accepted, and sold at its end: the workflow waits for the payment. */
  const sold = async (name = 'item-sale') => {
    const { executionArn } = await runner.startExecution(name, { itemId: name });
    await runner.settled(executionArn);
    await runner.sendTaskSuccess(world.tokens[S.AwaitReview]!, { decision: 'accept' });
    await runner.settled(executionArn);
    now += WEEK * 1000;
    await runner.fireDueTimeouts();
    return executionArn;
  };
  /** Moves the clock to the execution's wait's deadline and fires it. */
  const toDeadline = async (executionArn: string) => {
    const [pending] = runner.pendingTasks(executionArn);
    now = pending!.deadline!;
    await runner.fireDueTimeouts();
  };
  const pay = (id: string) => Object.assign(order(id), { status: OrderStatus.Paid, paidAt: new Date(now).toISOString() });
  return { runner, world, order, sell, sold, toDeadline, pay, advance: (seconds: number) => void (now += seconds * 1000), now: () => now };
}

const waitOf = (runner: WorkflowRunner, executionArn: string) => {
  const pending = runner.pendingTasks(executionArn);
  expect(pending).toHaveLength(1);
  return pending[0]!;
};

describe('after the hammer: the buyer has 24 hours to pay', () => {
  it('reminds the buyer 12 hours and 1 hour before the deadline, lapses the sale at it, then waits a few days for a second chance and ends', async () => {
    const { runner, world, order, sold, toDeadline } = saleWorld();
    const executionArn = await sold();

    expect(waitOf(runner, executionArn)).toMatchObject({ stateName: S.AwaitPayment, timeoutSeconds: 12 * HOUR });
    expect(world.reminders).toEqual([]);
    await toDeadline(executionArn);
    expect(world.reminders).toEqual(['o-1 pay 12h']);
    expect(waitOf(runner, executionArn)).toMatchObject({ stateName: S.AwaitPayment, timeoutSeconds: 11 * HOUR });
    await toDeadline(executionArn);
    expect(world.reminders).toEqual(['o-1 pay 12h', 'o-1 pay 1h']);
    expect(waitOf(runner, executionArn)).toMatchObject({ stateName: S.AwaitPayment, timeoutSeconds: HOUR });

    await toDeadline(executionArn);
    expect(order('o-1').status).toBe(OrderStatus.CancelledUnpaid);
    expect(waitOf(runner, executionArn)).toMatchObject({ stateName: S.AwaitSecondChance, timeoutSeconds: SECOND_CHANCE_TIMEOUT_SECONDS });
    expect(world.reminders).toHaveLength(2);

    await toDeadline(executionArn);
    const done = runner.describeExecution(executionArn);
    expect(done.status).toBe('SUCCEEDED');
    expect(done.history.slice(done.history.indexOf(S.EndAuction))).toEqual([
      S.EndAuction, S.CheckAuctionOutcome,
      S.ReadPayment, S.CheckPayment, S.AwaitPayment,
      S.ReadPayment, S.CheckPayment, S.AwaitPayment,
      S.ReadPayment, S.CheckPayment, S.AwaitPayment,
      S.ReadPayment, S.CheckPayment, S.LapseSale, S.CheckLapse, S.AwaitSecondChance,
      S.SaleLapsed,
    ]);
  });

  it("follows a second-chance offer's new order: paid, the seller reminded once 5 days later, shipped → the execution succeeds", async () => {
    const { runner, world, sell, pay, order, sold, toDeadline } = saleWorld();
    const executionArn = await sold();
    for (let i = 0; i < 3; i++) await toDeadline(executionArn);
    expect(waitOf(runner, executionArn).stateName).toBe(S.AwaitSecondChance);

    // The seller's offer made the under-bidder's order (the call writes, then answers the wait).
    sell('o-2');
    await runner.sendTaskSuccess(world.tokens[S.AwaitSecondChance]!, { offered: true, orderId: 'o-2' });
    await runner.settled(executionArn);
    const payment = waitOf(runner, executionArn);
    expect(payment).toMatchObject({ stateName: S.AwaitPayment, timeoutSeconds: 12 * HOUR, input: { sale: { orderId: 'o-2', stage: 'awaiting' } } });

    pay('o-2');
    await runner.sendTaskSuccess(world.tokens[S.AwaitPayment]!, { paid: true, orderId: 'o-2' });
    await runner.settled(executionArn);
    expect(waitOf(runner, executionArn)).toMatchObject({ stateName: S.AwaitShipment, timeoutSeconds: SHIPMENT_REMINDER_SECONDS });
    await toDeadline(executionArn);
    expect(world.reminders.filter((r) => r.endsWith('ship'))).toEqual(['o-2 ship']);
    // Reminded once; the wait goes on (as long as a wait may last, then it looks again).
    expect(waitOf(runner, executionArn)).toMatchObject({ stateName: S.AwaitShipment, timeoutSeconds: MAX_WAIT_SECONDS });

    order('o-2').status = OrderStatus.Shipped;
    await runner.sendTaskSuccess(world.tokens[S.AwaitShipment]!, { shipped: true, orderId: 'o-2' });
    await runner.settled(executionArn);
    const done = runner.describeExecution(executionArn);
    expect(done).toMatchObject({ status: 'SUCCEEDED', output: { sale: { orderId: 'o-2', stage: 'paid' }, shipment: { stage: 'shipped' } } });
    expect(done.history.at(-1)).toBe(S.SaleCompleted);
    expect(world.reminders.filter((r) => r.endsWith('ship'))).toHaveLength(1);
  });

  it('keeps a sale whose payment won the race against the lapse: LapseSale answers not lapsed and the shipment is followed', async () => {
    let paidAtTheWire: (() => void) | null = null;
    const { runner, pay, sold, toDeadline } = saleWorld({
      // The payment settled between ReadPayment's look and the lapse's conditional write.
      [S.LapseSale]: async () => {
        paidAtTheWire!();
        return { lapsed: false };
      },
    });
    paidAtTheWire = () => pay('o-1');
    const executionArn = await sold();
    for (let i = 0; i < 3; i++) await toDeadline(executionArn);
    const history = runner.describeExecution(executionArn).history;
    expect(history.slice(history.lastIndexOf(S.LapseSale))).toEqual([S.LapseSale, S.CheckLapse, S.ReadPayment, S.CheckPayment, S.ReadShipment, S.CheckShipment, S.AwaitShipment]);
  });

  it('goes from a Buy it now (an early end) to the payment wait', async () => {
    const { runner, world } = saleWorld();
    const { executionArn } = await runner.startExecution('item-bin', { itemId: 'item-bin' });
    await runner.settled(executionArn);
    await runner.sendTaskSuccess(world.tokens[S.AwaitReview]!, { decision: 'accept' });
    await runner.settled(executionArn);
    await runner.sendTaskSuccess(world.tokens[S.AwaitAuctionEnd]!, { reason: 'Awaiting Payment' });
    await runner.settled(executionArn);
    expect(waitOf(runner, executionArn)).toMatchObject({ stateName: S.AwaitPayment, input: { sale: { orderId: 'o-1', stage: 'awaiting' } } });
  });

  it.each(SALE_OUTCOMES)('follows the payment of a sale the auction ended as %s (paid, shipped or lapsed before the workflow looked)', async (outcome) => {
    const { runner, world } = saleWorld({ [S.EndAuction]: async () => ({ outcome }), [S.ReadPayment]: async () => ({ orderId: 'o-1', stage: 'closed', secondsLeft: 1 }) });
    const { executionArn } = await runner.startExecution('item-outcome', { itemId: 'item-outcome' });
    await runner.settled(executionArn);
    await runner.sendTaskSuccess(world.tokens[S.AwaitReview]!, { decision: 'accept' });
    await runner.settled(executionArn);
    await runner.sendTaskSuccess(world.tokens[S.AwaitAuctionEnd]!, { reason: outcome });
    await runner.settled(executionArn);
    expect(runner.describeExecution(executionArn).history.slice(-4)).toEqual([S.CheckAuctionOutcome, S.ReadPayment, S.CheckPayment, S.SaleClosed]);
  });

  it.each([
    ['the payment', S.AwaitPayment, 0],
    ['a second chance', S.AwaitSecondChance, 3],
  ] as const)('ends quietly (Superseded) when a stale execution’s wait for %s answers itself "superseded"', async (_what, state, deadlines) => {
    let runnerRef: WorkflowRunner | null = null;
    const { runner, sold, toDeadline } = saleWorld({
      [state]: async (_input, ctx) => void (await runnerRef!.sendTaskSuccess(ctx.taskToken!, { reason: 'superseded' })),
    });
    runnerRef = runner;
    const executionArn = await sold();
    for (let i = 0; i < deadlines; i++) await toDeadline(executionArn);
    await runner.settled(executionArn);
    const done = runner.describeExecution(executionArn);
    expect(done.status).toBe('SUCCEEDED');
    expect(done.history.slice(-3)).toEqual([state, state === S.AwaitPayment ? S.CheckPaymentAnswer : S.CheckSecondChance, S.Superseded]);
  });

  it('ends quietly (Superseded) when a stale shipment wait answers itself "superseded"', async () => {
    let runnerRef: WorkflowRunner | null = null;
    const { runner, world, pay, sold } = saleWorld({
      [S.AwaitShipment]: async (_input, ctx) => void (await runnerRef!.sendTaskSuccess(ctx.taskToken!, { reason: 'superseded' })),
    });
    runnerRef = runner;
    const executionArn = await sold();
    pay('o-1');
    await runner.sendTaskSuccess(world.tokens[S.AwaitPayment]!, { paid: true });
    await runner.settled(executionArn);
    expect(runner.describeExecution(executionArn).history.slice(-3)).toEqual([S.AwaitShipment, S.CheckShipmentAnswer, S.Superseded]);
  });

  it('resumes a payment wait after a restart with its token and deadline, and lapses the sale when the deadline passed while down', async () => {
    const snapshots: any[] = [];
    let now = START;
    const handlers = (token: { value?: string }): Record<string, WorkflowTaskHandler> => ({
      [S.AwaitReview]: async () => ({}),
      [S.ActivateListing]: async () => ({ endsAt: '2026-03-08T10:00:00Z', secondsLeft: WEEK }),
      [S.RejectListing]: async () => ({}),
      [S.AwaitAuctionEnd]: async () => ({}),
      [S.ReadEndTime]: async () => ({ endsAt: '2026-03-08T10:00:00Z', secondsLeft: 1, ended: true }),
      [S.EndAuction]: async () => ({ outcome: 'Awaiting Payment' }),
      [S.ReadPayment]: async () => planPaymentStep(now),
      [S.AwaitPayment]: async (input: any) => void (token.value = input.taskToken),
      [S.LapseSale]: async () => ({ lapsed: true }),
      [S.AwaitSecondChance]: async () => ({}),
      [S.ReadShipment]: async () => ({ stage: 'closed', secondsLeft: 1 }),
      [S.AwaitShipment]: async () => ({}),
    });
    const payBy = START + WEEK * 1000 + 24 * HOUR * 1000;
    const planPaymentStep = (at: number) => {
      const plan = planPayment({ status: OrderStatus.AwaitingPayment, payBy: new Date(payBy).toISOString() }, new Date(at));
      return { orderId: 'o-1', stage: plan.stage, secondsLeft: plan.secondsLeft };
    };
    const first = { value: undefined as string | undefined };
    const runner = createWorkflowRunner({ definition: itemWorkflowDefinition(), taskHandlers: handlers(first), now: () => now, store: { save: (s) => void snapshots.push(s) }, pollIntervalMs: 0 });
    runners.push(runner);
    const { executionArn } = await runner.startExecution('item-down', { itemId: 'item-down' });
    await runner.settled(executionArn);
    await runner.sendTaskSuccess(runner.pendingTasks(executionArn)[0]!.token, { decision: 'accept' });
    await runner.settled(executionArn);
    now += WEEK * 1000;
    await runner.fireDueTimeouts();
    const waiting = runner.pendingTasks(executionArn)[0]!;
    expect(waiting.stateName).toBe(S.AwaitPayment);
    await runner.stop();

    // Down for two days: the reminders' times and the deadline passed meanwhile.
    now += 48 * HOUR * 1000;
    const again = { value: undefined as string | undefined };
    const restarted = createWorkflowRunner({ definition: itemWorkflowDefinition(), taskHandlers: handlers(again), now: () => now, pollIntervalMs: 0 });
    runners.push(restarted);
    await restarted.resumeExecution(snapshots.filter((s) => s.executionArn === executionArn).at(-1));
    await restarted.settled(executionArn);
    expect(again.value).toBe(waiting.token);
    await restarted.fireDueTimeouts();
    expect(restarted.pendingTasks(executionArn)).toMatchObject([{ stateName: S.AwaitSecondChance }]);
  });
});
