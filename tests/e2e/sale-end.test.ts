import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemDetail } from '../../shared/contract/catalogue.ts';
import type { OrderView } from '../../shared/contract/orders.ts';
import { formatMoney, GBP } from '../../shared/money.ts';
import { formatMessageDate } from '../../shared/reader.ts';
import { callApi } from '../support/api.ts';
import { asRole, type TestUser } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { openAs, type PageSession } from '../support/browser.ts';
import { liveLot, submitLot } from '../support/market.ts';
import { saleAt, SALE_PRICE, SALE_SHIPPING } from '../support/orders.ts';
import { clockListing, reviewWhenReady, uploadFivePhotos } from '../support/selling.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * Issue 24, the end of a sale told right (docs/adr/0049): after Buy it now the lot page and the seller's
 * Sold tab show the sale's moment, not the auction's planned end days ahead; the buyer's receipt is a
 * receipt (order number, item, seller, price, shipping, total, the card charged, the date paid in the
 * reader's language and time zone) and prints on one page without the site's chrome; a draft whose
 * required item specifics are empty reopens at step 1; every seller dashboard tab, with something in
 * it, has no serious accessibility violation (the orange "Sold" badge among them). The extension
 * notice, which needs the test clock, is in auction-end.test.ts; the Payouts tab in payout-statement.test.ts.
 */

const browser = useBrowser();
let seller: TestUser;
let expert: TestUser;

beforeAll(async () => {
  [seller, expert] = await Promise.all([asRole('seller'), asRole('expert')]);
});

const asSeller = (): PageSession => ({ token: seller.token, email: seller.email, seller: true });

describe('the end of a sale, told right', () => {
  it('after Buy it now, the lot page and the Sold tab show the sale’s moment, not the planned end a week ahead', async () => {
    const { itemId } = await liveLot(seller.token, expert.token, {}, 'Clock bought outright');
    const plannedEnd = (await callApi<ItemDetail>('getItem', { itemId })).data.endsAt!;
    const buyer = await asRole('user');
    const bought = await callApi('buyNow', { itemId }, buyer.headers);
    expect(bought.status, bought.message).toBe(200);
    const sold = (await callApi<ItemDetail>('getItem', { itemId })).data;
    expect(sold.soldAt).toBeDefined();
    // the auction had days to run: the planned end is far from the sale
    expect(Date.parse(plannedEnd) - Date.parse(sold.soldAt!)).toBeGreaterThan(24 * 3_600_000);

    const lot = await openAs(browser(), `/items/${itemId}/auction`);
    const ended = lot.page.getByTestId('ends-at');
    await ended.waitFor();
    expect(await ended.getAttribute('data-ends-at')).toBe(sold.soldAt);
    expect(await ended.textContent()).toMatch(/^Ended /);
    expect(lot.errors).toEqual([]);
    await lot.page.context().close();

    const dashboard = await openAs(browser(), '/sellar-dashboard/Sold', asSeller());
    const row = dashboard.page.locator(`[data-testid="dashboard-item"][data-item-id="${itemId}"]`);
    await row.waitFor();
    expect(await row.getByTestId('ended-at').getAttribute('datetime')).toBe(sold.soldAt);
    expect(dashboard.errors).toEqual([]);
    await dashboard.page.context().close();
  }, 180_000);

  it('gives the buyer a receipt: order number, item, seller, price, shipping, total, card and date paid, in French and Paris time, printable on one page', async () => {
    const sale = await saleAt(seller, expert.token, 'paid');
    expect((await callApi('updateProfile', { language: 'fr', timeZone: 'Europe/Paris' }, sale.buyer.headers)).status).toBe(200);
    const order = (await callApi<OrderView>('getOrder', { orderId: sale.orderId }, sale.buyer.headers)).data;
    expect(order.paidWith).toEqual({ brand: 'visa', last4: '4242' });
    const item = (await callApi<ItemDetail>('getItem', { itemId: sale.itemId })).data;

    const { page, errors } = await openAs(browser(), `/fr/pay-items/${sale.orderId}`, { token: sale.buyer.token, email: sale.buyer.email });
    const receipt = page.getByTestId('receipt');
    await receipt.waitFor();
    const text = (testId: string) => receipt.getByTestId(testId).textContent();
    expect(await text('receipt-order')).toBe(sale.orderId);
    expect(await text('receipt-item')).toBe(sale.name);
    expect(await receipt.getByTestId('receipt-item').locator('a').getAttribute('href')).toBe(`/fr/items/${sale.itemId}/auction`);
    expect(await text('receipt-seller')).toBe(item.seller.name);
    expect(await text('receipt-price')).toBe(formatMoney(SALE_PRICE, GBP, 'fr'));
    expect(await text('receipt-shipping')).toBe(formatMoney(SALE_SHIPPING, GBP, 'fr'));
    expect(await text('order-total')).toBe(formatMoney(SALE_PRICE + SALE_SHIPPING, GBP, 'fr'));
    expect(await text('receipt-card')).toBe('Visa se terminant par 4242');
    await expect.poll(() => receipt.getByTestId('receipt-paid-at').getAttribute('data-ready')).toBe('true');
    const paidAt = await text('receipt-paid-at');
    expect(paidAt).toBe(formatMessageDate(order.paidAt!, { locale: 'fr', timeZone: 'Europe/Paris' }));
    expect(paidAt).toMatch(/UTC\+[12]$/);

    // On paper: the receipt without the site's header, footer or buttons, on one page.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.site-footer').isVisible()).toBe(false);
    expect(await page.getByTestId('print-receipt').isVisible()).toBe(false);
    expect(await receipt.isVisible()).toBe(true);
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('reopens a draft whose required item specifics are empty at step 1, from the dashboard’s link and from the wizard’s list', async () => {
    const photos = await uploadFivePhotos(seller.token, 7);
    const { itemSpecifics: _none, ...listing } = clockListing(photos, 'Draft clock without its specifics');
    // Step 1 complete but for the specifics, step 2 not started: the wizard used to open it at step 2.
    const form = { category: listing.category, subCategoryId: listing.subCategoryId, photos, itemName: listing.itemName, itemCaption: listing.itemCaption, itemDescription: listing.itemDescription };
    const saved = await callApi<{ draftId: string }>('saveDraft', { form }, seller.headers);
    expect(saved.status, saved.message).toBe(200);

    const byLink = await openAs(browser(), `/sellar-dashboard/List%20an%20item?draft=${saved.data.draftId}`, asSeller());
    await expect.poll(() => byLink.page.getByTestId('wizard-step').getAttribute('data-step')).toBe('1');
    // the category's form has arrived (its fields are on step 1), and the wizard stayed there
    await byLink.page.getByTestId('specific-field1').waitFor();
    expect(await byLink.page.getByTestId('wizard-step').getAttribute('data-step')).toBe('1');
    expect(byLink.errors).toEqual([]);
    await byLink.page.context().close();

    const byList = await openAs(browser(), '/sell-items', asSeller());
    const draft = byList.page.locator(`[data-testid="draft-item"][data-draft-id="${saved.data.draftId}"]`);
    await draft.getByTestId('draft-resume').click();
    await byList.page.getByTestId('specific-field1').waitFor();
    expect(await byList.page.getByTestId('wizard-step').getAttribute('data-step')).toBe('1');
    expect(byList.errors).toEqual([]);
    await byList.page.context().close();
  }, 180_000);

  it('every seller dashboard tab, with something in it, has no serious accessibility violation', async () => {
    // Something in every tab: a live lot, a sale awaiting payment (Sold), one paid (Shipping), one
    // received and reviewed (Reviews), a rejected listing (Unsold), one under review, a draft.
    const [live, awaiting, , received, rejected] = await Promise.all([
      liveLot(seller.token, expert.token, {}, 'Clock on sale'),
      liveLot(seller.token, expert.token, {}, 'Clock sold, unpaid'),
      saleAt(seller, expert.token, 'paid'),
      saleAt(seller, expert.token, 'received'),
      submitLot(seller.token, {}, 'Clock the expert declines'),
      submitLot(seller.token, {}, 'Clock under review'),
      callApi('saveDraft', { form: { category: 'clocks', itemName: 'Draft clock' } }, seller.headers),
    ]);
    expect(live.itemId).toBeTruthy();
    const buyer = await asRole('user');
    expect((await callApi('buyNow', { itemId: awaiting.itemId }, buyer.headers)).status).toBe(200);
    expect((await reviewWhenReady(expert.token, rejected.itemId, 'reject', 'The photos do not show the movement.')).status).toBe(200);
    const reviewed = await callApi('addReview', { orderId: received.orderId, rating: 5, title: 'As described', text: 'Well packed and on time.' }, received.buyer.headers);
    expect(reviewed.status, reviewed.message).toBe(200);

    const { page, errors } = await openAs(browser(), '/sellar-dashboard/Active', asSeller());
    // An item tab is judged once its list has loaded (a list reloading is faded while it waits).
    const listed = (p: Page) => p.locator('.dash-list:not([aria-busy]) [data-testid="dashboard-item"]').first().waitFor();
    const tabs: [string, (p: Page) => Promise<void>][] = [
      ['active', listed],
      ['sold', listed],
      ['unsold', listed],
      ['shipping', listed],
      ['submissions', listed],
      ['drafts', (p) => p.locator('[data-testid="dashboard-item"][data-draft-id]').first().waitFor()],
      ['reviews', (p) => p.getByTestId('dashboard-reviews').waitFor()],
      ['payouts', (p) => p.getByTestId('payout-statements').waitFor()],
      ['payment', (p) => p.getByTestId('dashboard-payment').waitFor()],
    ];
    const found: Record<string, string[]> = {};
    for (const [tab, filled] of tabs) {
      await page.getByTestId(`dashboard-tab-${tab}`).click();
      await expect.poll(() => page.locator('.dash-panel').getAttribute('data-tab')).toBe(tab);
      await filled(page);
      found[tab] = await seriousViolations(page);
    }
    expect(found).toEqual(Object.fromEntries(tabs.map(([tab]) => [tab, []])));
    expect(errors).toEqual([]);
    await page.context().close();
  }, 300_000);
});
