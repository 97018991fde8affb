import { describe, expect, it } from 'vitest';
import { commissionOn } from '../../shared/money.ts';
import { PayoutFaultPoint } from '../../lambdas/payouts/run.ts';
import { crashAndRestart, startChildStack } from '../support/child-stack.ts';
import { useOwnStack } from '../support/own-stack.ts';

/*
 * A payout run killed half-way (kill -9 between two of a seller's sales; docs/adr/0016, 0024) and run
 * again pays each sale once: the next run finishes the payout the dead one left pending; killed after
 * deducting a seller's debit (a sale refunded after it was paid out), the next run deducts it once. On a stack of
 * its own (TEST_PORT+1300), killed with SIGKILL at the exact line.
 */

const own = useOwnStack('payouts-crash', 1300, { startFirst: false });
const { callApi } = await import('../support/api.ts');
const { asRole } = await import('../support/auth.ts');
const { saleAt, SALE_PRICE, SALE_SHIPPING } = await import('../support/orders.ts');
const { useStackTable } = await import('../support/stack-db.ts');
useStackTable();
const { getOrder } = await import('../../lambdas/data/entities/order.ts');
const { listPendingPayouts } = await import('../../lambdas/data/entities/payout.ts');
const { getPayoutDebit } = await import('../../lambdas/data/entities/payout-debit.ts');

const SALE_PAYOUT = SALE_PRICE - commissionOn(SALE_PRICE) + SALE_SHIPPING;

describe('a payout run killed half-way', () => {
  it('is finished by the next run: each sale paid once, in one payout', async () => {
    // Two sales of one seller, both received (due), made on a first start of the stack.
    const { port, dataDir } = own;
    own.stack = await startChildStack({ port, dataDir });
    const [seller, expert, admin] = await Promise.all([asRole('seller'), asRole('expert'), asRole('admin')]);
    const orderIds = [(await saleAt(seller, expert.token, 'received')).orderId, (await saleAt(seller, expert.token, 'received')).orderId].sort();
    // The stack prints warnings and errors, not a line (or a metric) for each of the calls those sales took.
    expect(own.stack.output()).not.toMatch(/"message":"call"|"_aws"/);
    await own.stack.stop();

    // The run dies (SIGKILL) right after claiming the seller's first sale.
    const crashed = await crashAndRestart({
      port,
      dataDir,
      crashAt: `${PayoutFaultPoint.saleClaimed}:${orderIds[0]}`,
      trigger: () => callApi('adminRunPayouts', {}, admin.headers),
    });
    own.stack = crashed.stack;
    expect((await getOrder(orderIds[0]!, true))!.payoutRunId).not.toBeNull();
    expect((await getOrder(orderIds[1]!, true))!.payoutRunId).toBeNull();
    const pending = (await listPendingPayouts()).filter((p) => p.sellerId === seller.uid);
    expect(pending).toHaveLength(1);
    expect((await callApi('getMyPayouts', {}, seller.headers)).data.payouts).toEqual([]);

    // Run again: the dead run's payout is finished with both sales; nothing is paid twice, then or later.
    const again = await callApi('adminRunPayouts', {}, admin.headers);
    expect(again.status, again.message).toBe(200);
    const mine = (again.data.payouts as { runId: string; sellerId: string; amount: number; sales: { orderId: string }[] }[]).filter((p) => p.sellerId === seller.uid);
    expect(mine).toMatchObject([{ runId: pending[0]!.runId, amount: 2 * SALE_PAYOUT }]);
    expect(mine[0]!.sales.map((s) => s.orderId).sort()).toEqual(orderIds);
    expect(((await callApi('adminRunPayouts', {}, admin.headers)).data.payouts as { sellerId: string }[]).filter((p) => p.sellerId === seller.uid)).toEqual([]);
    const statements = (await callApi('getMyPayouts', {}, seller.headers)).data.payouts as { sales: { orderId: string }[] }[];
    expect(statements.flatMap((p) => p.sales.map((s) => s.orderId)).sort()).toEqual(orderIds);
    expect(await listPendingPayouts()).toEqual([]);
  }, 900_000); // three starts of a stack (the first seeds the demo catalogue)
});

describe('a payout run killed while deducting a debit', () => {
  it('is finished by the next run: the debit is deducted once', async () => {
    const { port, dataDir } = own;
    const [seller, expert, admin] = await Promise.all([asRole('seller'), asRole('expert'), asRole('admin')]);
    // A sale paid out, then cancelled by the dispute manager: its seller owes it back.
    const refunded = await saleAt(seller, expert.token, 'received');
    expect((await callApi('adminRunPayouts', {}, admin.headers)).status).toBe(200);
    const itemDisputeId = (await callApi('createDispute', { orderId: refunded.orderId, message: 'Not as described.' }, refunded.buyer.headers)).data.itemDisputeId as string;
    expect((await callApi('setDisputeStatus', { itemDisputeId, status: 'sale_cancelled' }, admin.headers)).status).toBe(200);
    const next = await saleAt(seller, expert.token, 'received');
    await own.stack!.stop();

    // The run dies (SIGKILL) right after recording its deduction from the debit, before sending the payout.
    const crashed = await crashAndRestart({
      port,
      dataDir,
      crashAt: `${PayoutFaultPoint.debitClaimed}:${refunded.orderId}`,
      trigger: () => callApi('adminRunPayouts', {}, admin.headers),
    });
    own.stack = crashed.stack;
    const pending = (await listPendingPayouts()).filter((p) => p.sellerId === seller.uid);
    expect(pending).toHaveLength(1);
    expect(await getPayoutDebit(refunded.orderId)).toMatchObject({ open: 0, deductions: [{ runId: pending[0]!.runId, amount: SALE_PAYOUT }] });

    // Run again: the dead run's payout is finished with the deduction it made, and no more.
    const again = await callApi('adminRunPayouts', {}, admin.headers);
    expect(again.status, again.message).toBe(200);
    const mine = (again.data.payouts as { runId: string; sellerId: string }[]).filter((p) => p.sellerId === seller.uid);
    expect(mine).toMatchObject([{ runId: pending[0]!.runId, amount: 0, sales: [{ orderId: next.orderId }], deductions: [{ orderId: refunded.orderId, amount: SALE_PAYOUT }] }]);
    expect(((await callApi('adminRunPayouts', {}, admin.headers)).data.payouts as { sellerId: string }[]).filter((p) => p.sellerId === seller.uid)).toEqual([]);
    expect((await getPayoutDebit(refunded.orderId))!.deductions).toHaveLength(1);
    expect(await listPendingPayouts()).toEqual([]);
  }, 900_000); // a stop and a restart of the stack
});
