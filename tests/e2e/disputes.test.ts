import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../shared/contract/orders.ts';
import { BASE_URL, callApi } from '../support/api.ts';
import { asRole, type TestUser, signInDemo } from '../support/auth.ts';
import { openAs as openPageAs, waitForHydration, type OpenedPage, type PageSession } from '../support/browser.ts';
import { saleAt, SALE_PRICE, SALE_SHIPPING, type Sale } from '../support/orders.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * Disputes as people meet them in Chromium against the local stack (issue 11 item 1): the buyer of a
 * paid order opens a dispute from the purchase history (the message with its characters left), lands
 * on /Submited-disputes and follows it to the thread; the dispute manager (an admin) finds it in the
 * back office's queue, replies and cancels the sale after a confirmation; the buyer then sees the
 * manager's reply, the refund on the thread and the order refunded, and the bell's DISPUTE
 * notification opens the thread. A fresh seller's lot, bought and paid by a fresh buyer.
 */

const browser = useBrowser();
let admin: PageSession;
let sale: Sale;

beforeAll(async () => {
  const [expert, adminToken, seller] = await Promise.all([signInDemo('expert'), signInDemo('admin'), asRole('seller')]);
  admin = { token: adminToken, email: 'admin@patina.test' };
  sale = await saleAt(seller, expert, 'paid');
});

/** A fresh browser (its own storage) signed in as `who`, its islands hydrated. */
const openAs = (who: PageSession, path: string): Promise<OpenedPage> => openPageAs(browser(), path, who, { viewport: { width: 1280, height: 1000 }, hydrated: true });

/** Goes to a path and waits until its islands have hydrated. */
async function go(page: Page, path: string): Promise<void> {
  await page.goto(`${BASE_URL}${path}`);
  await waitForHydration(page);
}

const orderOf = async (orderId: string, who: TestUser) => (await callApi<OrderView>('getOrder', { orderId }, who.headers)).data;

describe('a dispute, from the buyer to the dispute manager and back', () => {
  it('is opened from a paid order, answered and settled as sale cancelled in the queue, and the buyer sees the refund', async () => {
    const complaint = 'The dial is cracked across the six, which the photographs did not show.';

    // The purchase history offers a dispute about the paid order; its form counts the characters left.
    const buyer = await openAs(sale.buyer, '/my-account/purchase-history');
    const { page } = buyer;
    const row = page.locator(`[data-testid="purchase"][data-order-id="${sale.orderId}"]`);
    await row.getByTestId('purchase-dispute').click();
    await page.waitForURL((url) => url.pathname === '/my-account/disputes' && url.searchParams.get('order') === sale.orderId);
    const form = page.getByTestId('dispute-form');
    await form.waitFor();
    const counter = form.locator('.form-counter');
    expect(await counter.textContent()).toBe('1000 characters left');
    // Nothing written: the field says so and nothing is sent.
    await form.getByTestId('dispute-submit').click();
    await expect.poll(() => form.getByTestId('field-error').textContent()).toBe('This field is required');
    expect((await orderOf(sale.orderId, sale.buyer)).status).toBe('paid');
    await form.getByTestId('dispute-message-input').fill(complaint);
    await expect.poll(() => counter.textContent()).toBe(`${1000 - complaint.length} characters left`);
    await form.getByTestId('dispute-submit').click();

    // "Dispute successfully submitted", and the way to its thread.
    await page.waitForURL((url) => url.pathname === '/Submited-disputes');
    const itemDisputeId = new URL(page.url()).searchParams.get('dispute')!;
    expect(itemDisputeId).toBeTruthy();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dispute successfully submitted');
    expect(await page.getByTestId('dispute-submitted').textContent()).toContain('24 to 48 hours');
    expect((await orderOf(sale.orderId, sale.buyer)).status).toBe('in_dispute');
    const toThread = page.getByTestId('submitted-thread-link');
    await toThread.waitFor();
    await toThread.click();
    await page.waitForURL((url) => url.pathname === `/my-account/disputes-details/${itemDisputeId}`);
    const details = page.getByTestId('dispute-details');
    await details.waitFor();
    expect(await details.getByTestId('dispute-status').textContent()).toBe('Open (action required)');
    expect(await details.getByTestId('dispute-response-time').textContent()).toBe('Our dispute team responds within 24 to 48 hours.');
    const opening = details.getByTestId('dispute-message').first();
    expect(await opening.getAttribute('data-from')).toBe('buyer');
    expect(await opening.textContent()).toContain('Buyer (you)');
    expect(await opening.textContent()).toContain(complaint);

    // The dispute manager: the queue of open disputes, the thread, a reply, then "sale cancelled" after a confirmation.
    const manager = await openAs(admin, '/admin-details?section=disputes');
    const queued = manager.page.locator(`[data-testid="queue-dispute"][data-dispute-id="${itemDisputeId}"]`);
    await queued.waitFor();
    expect(await queued.getByTestId('dispute-status').textContent()).toBe('Open (action required)');
    await queued.getByTestId('queue-open').click();
    const thread = queued.getByTestId('dispute-thread');
    await expect.poll(() => thread.textContent()).toContain(complaint);
    await queued.getByTestId('dispute-reply').fill('We are sorry: the sale is cancelled and you are refunded in full.');
    await queued.getByTestId('dispute-reply-submit').click();
    await expect.poll(() => thread.locator('[data-testid="dispute-message"][data-from="manager"]').textContent()).toContain('Dispute manager (you)');
    expect(await queued.getByTestId('dispute-reply').inputValue()).toBe('');
    await queued.getByTestId('dispute-new-status').selectOption('sale_cancelled');
    await queued.getByTestId('dispute-status-submit').click();
    const dialog = manager.page.getByTestId('confirm-dialog');
    await expect.poll(() => dialog.textContent()).toContain(sale.name);
    await manager.page.getByTestId('confirm-no').click();
    expect((await orderOf(sale.orderId, sale.buyer)).status).toBe('in_dispute');
    await queued.getByTestId('dispute-status-submit').click();
    await manager.page.getByTestId('confirm-yes').click();
    await expect.poll(() => queued.getByTestId('dispute-status').first().textContent()).toBe('Sale cancelled');
    expect(await manager.page.getByTestId('review-toast').textContent()).toContain('Dispute status updated');
    // Final: no further status is offered.
    expect(await queued.getByTestId('dispute-status-form').count()).toBe(0);
    await manager.page.context().close();

    // The buyer: the refund on the thread, the manager's reply, and no more replies.
    const total = SALE_PRICE + SALE_SHIPPING;
    expect(await orderOf(sale.orderId, sale.buyer)).toMatchObject({ status: 'refunded', total });
    await go(page, `/my-account/disputes-details/${itemDisputeId}`);
    await details.waitFor();
    expect(await details.getByTestId('dispute-status').textContent()).toBe('Sale cancelled');
    expect(await details.getByTestId('dispute-outcome').textContent()).toBe('The sale is cancelled and you have been refunded in full.');
    expect(await details.getByTestId('dispute-refund').getAttribute('data-pence')).toBe(String(total));
    expect(await details.getByTestId('dispute-refund').textContent()).toBe('Refunded £575.00');
    const reply = details.locator('[data-testid="dispute-message"][data-from="manager"]');
    expect(await reply.textContent()).toContain('Dispute manager');
    expect(await reply.textContent()).toContain('refunded in full');
    expect(await details.getByTestId('dispute-reply-form').count()).toBe(0);
    await details.getByTestId('dispute-no-replies').waitFor();

    // My account: the dispute under "Sale cancelled", the order refunded.
    await go(page, '/my-account/disputes');
    const listed = page.locator(`[data-testid="dispute"][data-dispute-id="${itemDisputeId}"]`);
    await listed.waitFor();
    expect(await listed.getAttribute('data-status')).toBe('sale_cancelled');
    await page.getByTestId('disputes-filter-open').click();
    expect(await listed.count()).toBe(0);
    await page.getByTestId('disputes-filter-sale_cancelled').click();
    await listed.waitFor();
    await go(page, '/my-account/purchase-history');
    await expect.poll(() => row.getByTestId('order-status').textContent()).toBe('Refunded');
    expect(await row.getByTestId('purchase-dispute').count()).toBe(0);

    // The bell: the sale's cancellation, which opens the thread.
    const bell = page.getByTestId('bell');
    await expect.poll(() => bell.getAttribute('data-unread').then(Number)).toBeGreaterThan(0);
    await bell.click();
    const notice = page.locator('[data-testid="notification"][data-template="disputeSaleCancelled"]');
    expect(await notice.getAttribute('href')).toBe(`/my-account/disputes-details/${itemDisputeId}`);
    await notice.click();
    await page.waitForURL((url) => url.pathname === `/my-account/disputes-details/${itemDisputeId}`);
    await page.getByTestId('dispute-details').waitFor();
    expect(buyer.errors).toEqual([]);
  });
});
