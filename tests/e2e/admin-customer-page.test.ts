import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../shared/messages.ts';
import { callApi } from '../support/api.ts';
import { asRole, newUser, type TestUser } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { goHydrated, openAs, openConsole } from '../support/browser.ts';
import { liveLot } from '../support/market.ts';
import { saleAt } from '../support/orders.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * The back office's facts to decide, in a browser (issue 24 items 9 and 10; docs/adr/0050): an admin
 * finds a customer, opens their page (orders, bids, listings, disputes, history), suspends them after
 * confirmation with a reason; the customer's next bid on the lot page is refused with the reason given
 * by the server. The dispute view shows the order's facts with links to both parties. axe finds nothing
 * serious on these views with data, and they fit a 375 px phone.
 */

const browser = useBrowser();
let context: BrowserContext;
let page: Page;
let admin: TestUser;
let seller: TestUser;
let buyer: TestUser;
let lotId: string;
let soldLotId: string;
let itemDisputeId: string;
const errors: string[] = [];

const open = (path: string) => goHydrated(page, path);

beforeAll(async () => {
  let expert: TestUser;
  [admin, seller, expert] = await Promise.all([asRole('admin'), asRole('seller'), asRole('expert')]);
  buyer = await newUser({ emailPrefix: 'custpage', firstName: 'Cora', lastName: 'Customer' });
  // Something of everything: an order (paid, then disputed) and a bid on a live lot.
  const sale = await saleAt(seller, expert.token, 'shipped', {}, buyer);
  soldLotId = sale.itemId;
  const opened = await callApi('createDispute', { orderId: sale.orderId, message: 'The case is scratched.' }, buyer.headers);
  expect(opened.status, opened.message).toBe(200);
  itemDisputeId = opened.data.itemDisputeId;
  lotId = (await liveLot(seller.token, expert.token, {}, 'Customer page clock')).itemId;
  expect((await callApi('placeBid', { itemId: lotId, amount: 10_000 }, buyer.headers)).status).toBe(200);

  ({ context, page } = await openConsole(browser(), admin, errors));
}, 180_000);

afterAll(async () => {
  await context?.close().catch(() => undefined);
});

describe("a customer's page in the back office", () => {
  it('opens from the list with their name, standing in words, orders, bids and disputes; axe finds nothing serious', async () => {
    await open('/admin-details?section=customers');
    await page.getByTestId('customer-query').fill(buyer.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByTestId('customer-row').count()).toBe(1);
    await page.getByTestId('customer-row').getByRole('button', { name: 'View' }).click();

    await expect.poll(() => page.getByTestId('customer-name').textContent()).toBe('Cora Customer');
    expect(new URL(page.url()).searchParams.get('uid')).toBe(buyer.uid);
    expect(await page.getByTestId('customer-status').textContent()).toBe('Active');
    expect(await page.getByTestId('customer-detail').textContent()).not.toContain(buyer.uid);
    expect(await page.getByTestId('customer-order').count()).toBe(1);
    expect(await page.getByTestId('customer-order').textContent()).toContain('Bought');
    expect(await page.getByTestId('customer-bid').count()).toBe(1);
    expect(await page.getByTestId('customer-dispute').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('suspends the customer after confirmation with a reason; their bid is then refused with the reason why', async () => {
    await open(`/admin-details?section=customers&uid=${buyer.uid}`);
    await page.getByTestId('customer-standing').click();
    const suspending = page.getByRole('dialog', { name: 'Suspend Cora Customer?' });
    // No reason, no suspension: the dialog says why it waits.
    await suspending.getByTestId('confirm-yes').click();
    await expect.poll(() => suspending.textContent()).toContain('Say why');
    await page.getByTestId('customer-standing-reason').fill('Chargebacks on three orders');
    await suspending.getByTestId('confirm-yes').click();
    await expect.poll(() => page.getByTestId('review-toast').textContent()).toContain('Account suspended');
    await expect.poll(() => page.getByTestId('customer-status').textContent()).toBe('Suspended');
    const entry = page.getByTestId('customer-audit-entry').first();
    await expect.poll(() => entry.textContent()).toContain('Suspended the account');
    expect(await entry.textContent()).toContain(admin.email);
    expect(await entry.textContent()).toContain('Chargebacks on three orders');
    expect(await seriousViolations(page)).toEqual([]);

    // The customer, with the token they held before: the lot page shows the server's refusal.
    const bidder = await openAs(browser(), `/items/${lotId}/auction`, buyer, { hydrated: true });
    await bidder.page.getByTestId('bid-panel').waitFor();
    await bidder.page.getByTestId('bid-amount').fill('150');
    await bidder.page.getByTestId('place-bid').click();
    await bidder.page.getByTestId('confirm-yes').click();
    await expect.poll(() => bidder.page.getByTestId('bid-notice').textContent()).toContain(Messages.accountSuspended);
    expect(bidder.errors).toEqual([]);
    await bidder.page.context().close();

    // Reinstated from the same page, the customer may bid again.
    await page.getByTestId('customer-standing').click();
    await page.getByTestId('customer-standing-reason').fill('Chargebacks settled');
    await page.getByRole('dialog', { name: 'Reinstate Cora Customer?' }).getByTestId('confirm-yes').click();
    await expect.poll(() => page.getByTestId('customer-status').textContent()).toBe('Active');
    expect((await callApi('placeBid', { itemId: lotId, amount: 15_000 }, buyer.headers)).status).toBe(200);
    expect(errors).toEqual([]);
  });

  it("shows a dispute's order, parties with links to their pages, payment and shipping; axe finds nothing serious; the seller's listings' statuses in words", async () => {
    await open('/admin-details?section=disputes');
    const row = page.locator(`[data-dispute-id="${itemDisputeId}"]`);
    await row.getByTestId('queue-open').click();
    const facts = row.getByTestId('dispute-facts');
    await expect.poll(() => facts.getByTestId('dispute-amount').textContent()).toBe('£575.00');
    expect(await facts.getByTestId('dispute-payment').textContent()).toContain('Paid on');
    expect(await facts.getByTestId('dispute-tracking').textContent()).toContain('RM123456785GB');
    expect(await facts.getByTestId('dispute-buyer').textContent()).toBe('Cora Customer');
    expect(await facts.getByTestId('dispute-buyer').getAttribute('href')).toBe(`/admin-details?section=customers&uid=${buyer.uid}`);
    expect(await facts.getByTestId('dispute-seller').getAttribute('href')).toBe(`/admin-details?section=customers&uid=${seller.uid}`);
    expect(await row.getByTestId('dispute-message').first().textContent()).toContain('Cora Customer');
    expect(await seriousViolations(page)).toEqual([]);

    // The seller's page words their listings' statuses as the seller dashboard does, in French on /fr (not "Active", "In dispute").
    await open(`/fr/admin-details?section=customers&uid=${seller.uid}`);
    const listing = (id: string) => page.getByTestId('customer-listing').filter({ has: page.locator(`a[href*="/items/${id}/"]`) });
    await expect.poll(() => listing(lotId).locator('td[data-label="Statut"]').textContent()).toBe('En ligne');
    expect(await listing(soldLotId).locator('td[data-label="Statut"]').textContent()).toBe('En litige');
    expect(errors).toEqual([]);
  });

  it("resets a staff member's authenticator after confirmation; customers are offered no such button", async () => {
    await open(`/admin-details?section=customers&uid=${buyer.uid}`);
    await page.getByTestId('customer-standing').waitFor();
    expect(await page.getByTestId('customer-reset-authenticator').count()).toBe(0);
    const staff = await asRole('expert');
    await open(`/admin-details?section=customers&uid=${staff.uid}`);
    await expect.poll(() => page.getByTestId('customer-roles').textContent()).toBe('Expert');
    await page.getByTestId('customer-reset-authenticator').click();
    await page.getByRole('dialog', { name: /Reset the authenticator app/ }).getByTestId('confirm-yes').click();
    await expect.poll(() => page.getByTestId('review-toast').textContent()).toContain('Authenticator reset');
    await expect.poll(() => page.getByTestId('customer-audit-entry').first().textContent()).toContain('Reset the authenticator app');
    expect(errors).toEqual([]);
  });

  it('fits a 375 px phone: the tables fold into cards, nothing scrolls sideways', async () => {
    const phone = await openAs(browser(), `/admin-details?section=customers&uid=${buyer.uid}`, { token: admin.token, email: admin.email }, { viewport: { width: 375, height: 800 }, hydrated: true });
    await expect.poll(() => phone.page.getByTestId('customer-name').textContent()).toBe('Cora Customer');
    await phone.page.getByTestId('customer-order').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Each cell says which column it is.
    expect(await phone.page.getByTestId('customer-order').locator('td').first().getAttribute('data-label')).toBe('Item');
    expect(await seriousViolations(phone.page)).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.page.context().close();
  });
});
