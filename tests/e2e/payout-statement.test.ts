import { readFile, rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useOwnStack } from '../support/own-stack.ts';

/*
 * Issue 11 point 2, the seller's side: after a payout run pays a sale, its seller finds the statement in
 * the dashboard's own Payouts tab (issue 24: each sale by its item's title, linked; its final price,
 * commission, shipping, fulfilment fee, net; no serious accessibility violation)
 * and downloads it as CSV with the same figures; a seller without payout details is told their payouts
 * are held. A payout run pays every due sale of the stack, so this runs on a stack of its own (TEST_PORT+1700).
 */

useOwnStack('payout-statement', 1700);
const { callApi } = await import('../support/api.ts');
const { asRole } = await import('../support/auth.ts');
const { openAs } = await import('../support/browser.ts');
const { useBrowser } = await import('../support/use-browser.ts');
const { seriousViolations } = await import('../support/axe.ts');
const { saleAt } = await import('../support/orders.ts');
const { useStackTable } = await import('../support/stack-db.ts');
useStackTable();
const { updateProfileFields } = await import('../../lambdas/data/entities/profile.ts');

const browser = useBrowser();

const paymentSettings = '/sellar-dashboard/Payment%20settings';
const payouts = '/sellar-dashboard/Payouts';

describe('the payout statement in the seller dashboard', () => {
  it('shows a paid-out sale with its figures, and downloads the statement as CSV with the same figures', async () => {
    const [seller, expert, admin] = await Promise.all([asRole('seller'), asRole('expert'), asRole('admin')]);
    // A Buy it now sale of £550 with £25 shipping, paid, shipped and received: due to its seller.
    const sale = await saleAt(seller, expert.token, 'received');
    const run = await callApi('adminRunPayouts', {}, admin.headers);
    expect(run.status, run.message).toBe(200);
    const payout = (run.data.payouts as { runId: string; sellerId: string }[]).find((p) => p.sellerId === seller.uid);
    expect(payout).toBeDefined();
    const itemNumber = ((await callApi('getOrder', { orderId: sale.orderId }, seller.headers)).data as { itemNumber: string }).itemNumber;

    // From the dashboard, its own tab (not under Payment settings).
    const { page, errors } = await openAs(browser(), '/sellar-dashboard', { token: seller.token, email: seller.email, seller: true }, { hydrated: true });
    await page.getByTestId('dashboard-tab-payouts').click();
    await page.waitForURL((url) => url.pathname === payouts);
    const statement = page.locator(`[data-testid="payout-statement"][data-run-id="${payout!.runId}"]`);
    const row = statement.locator(`[data-testid="payout-sale"][data-order-id="${sale.orderId}"]`);
    await row.waitFor();
    // The sale by its item's title, to its page, and its number.
    expect(await row.getByTestId('payout-sale-item').textContent()).toBe(sale.name);
    expect(await row.getByTestId('payout-sale-item').getAttribute('href')).toBe(`/items/${sale.itemId}/recommended`);
    expect(await row.getByTestId('payout-sale-number').textContent()).toBe(`Item ${itemNumber}`);
    // 2.95 % of £550 is £16.225, rounded half up to £16.23; the seller shipped it, so the £25 shipping is theirs and no fulfilment fee.
    expect(await row.getByTestId('payout-sale-price').textContent()).toBe('£550.00');
    expect(await row.getByTestId('payout-sale-commission').textContent()).toBe('−£16.23');
    expect(await row.getByTestId('payout-sale-net').textContent()).toBe('£558.77');
    expect(await statement.getByTestId('payout-total').textContent()).toBe('£558.77');
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), statement.getByTestId('payout-csv').click()]);
    expect(download.suggestedFilename()).toBe(`patina-payout-${payout!.runId}.csv`);
    const file = await download.path();
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\r\n');
    await rm(file, { force: true });
    expect(lines[0]).toBe('payout,date,order,item number,sale price,commission,shipping,fulfilment fee,paid to you,deducted for a refunded sale');
    expect(lines.slice(1).map((l) => l.split(','))).toEqual([
      [payout!.runId, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), sale.orderId, itemNumber, '550.00', '16.23', '25.00', '0.00', '558.77', ''],
      [payout!.runId, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 'total', '', '', '', '', '', '558.77', '0.00'],
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);

  it('names a sale cancelled after it was paid out as a deduction from the next payout', async () => {
    const [seller, expert, admin] = await Promise.all([asRole('seller'), asRole('expert'), asRole('admin')]);
    const refunded = await saleAt(seller, expert.token, 'received');
    expect((await callApi('adminRunPayouts', {}, admin.headers)).status).toBe(200);
    const itemDisputeId = (await callApi('createDispute', { orderId: refunded.orderId, message: 'Not as described.' }, refunded.buyer.headers)).data.itemDisputeId as string;
    expect((await callApi('setDisputeStatus', { itemDisputeId, status: 'sale_cancelled' }, admin.headers)).status).toBe(200);
    await saleAt(seller, expert.token, 'received');
    const run = await callApi('adminRunPayouts', {}, admin.headers);
    const payout = (run.data.payouts as { runId: string; sellerId: string }[]).find((p) => p.sellerId === seller.uid);
    expect(payout).toBeDefined();
    const itemNumber = ((await callApi('getOrder', { orderId: refunded.orderId }, seller.headers)).data as { itemNumber: string }).itemNumber;

    const { page, errors } = await openAs(browser(), payouts, { token: seller.token, email: seller.email, seller: true }, { hydrated: true });
    const statement = page.locator(`[data-testid="payout-statement"][data-run-id="${payout!.runId}"]`);
    const deduction = statement.locator(`[data-testid="payout-deduction"][data-order-id="${refunded.orderId}"]`);
    await deduction.waitFor();
    expect(await deduction.locator('th').textContent()).toBe(`Deducted: order ${refunded.orderId} (item ${itemNumber}), refunded to its buyer after an earlier payout paid you for it`);
    expect(await deduction.getByTestId('payout-deduction-amount').textContent()).toBe('−£558.77');
    expect(await statement.getByTestId('payout-total').textContent()).toBe('£0.00');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);

  it('tells a seller without payout details that their payouts are held', async () => {
    const seller = await asRole('seller');
    await updateProfileFields(seller.uid, { iban: null, swift: null, paymentDetailsAdded: false }, new Date());
    const { page, errors } = await openAs(browser(), paymentSettings, { token: seller.token, email: seller.email, seller: true }, { hydrated: true });
    const held = page.getByTestId('payout-held');
    await held.waitFor();
    expect(await held.textContent()).toContain('Your payouts are held: add your payout details');
    // the statements are a click away, in their own tab
    await page.getByTestId('payout-statements-link').click();
    await page.getByTestId('payout-statements-empty').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
