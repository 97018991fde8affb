import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListSalesOutput } from '../../shared/contract/payouts.ts';
import { callApi } from '../support/api.ts';
import { asRole, type TestUser } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { openAs, type PageSession } from '../support/browser.ts';
import { saleAt } from '../support/orders.ts';
import { bearer, makePhoto, reviewWhenReady } from '../support/selling.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * The back office's areas in a real browser (issue 11 item 3): an admin creates a category and its
 * seller form (a dropdown and a number field), and a seller listing in it through the wizard is asked
 * exactly those and submits the listing with its answers; an admin writes a support article in English
 * and French, which the help centre shows at once in each language, then deletes it after confirmation;
 * an admin downloads the sales as CSV, which says what the page shows; the fulfilment centre takes
 * an item a seller sent in through its steps to the buyer.
 */

const browser = useBrowser();
let admin: TestUser;
let adminPage: PageSession;
let dir: string;
const word = () => `Zq ${randomBytes(4).toString('hex')}`;
const toast = (page: Page) => page.getByTestId('review-toast').textContent();

beforeAll(async () => {
  admin = await asRole('admin');
  adminPage = { token: admin.token, email: admin.email };
  dir = mkdtempSync(path.join(tmpdir(), 'patina-admin-areas-'));
}, 60_000);

afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('seller forms', () => {
  it('a category’s seller form made by an admin is what the wizard asks a seller, and the listing keeps the answers', async () => {
    // The admin makes a category, then its form: a required dropdown and a required number field.
    const { page, errors } = await openAs(browser(), '/admin-details?section=categories', adminPage, { hydrated: true });
    const name = word();
    await page.getByTestId('new-category').fill(name);
    await page.getByRole('button', { name: 'Add' }).first().click();
    await expect.poll(() => toast(page)).toContain('Category saved successfully');
    const category = ((await callApi('getCategories', {})).data.categories as { id: string; name: string }[]).find((c) => c.name === name)!;
    expect(category).toBeTruthy();

    await page.getByTestId('console-nav-seller-forms').click();
    await page.getByTestId('sf-category').selectOption({ label: name });
    expect(await page.getByTestId('sf-empty').textContent()).toContain('No fields yet');
    await page.getByTestId('sf-add').click();
    await page.getByTestId('sf-label').fill('Finish');
    expect(await page.getByTestId('sf-kind').inputValue()).toBe('dropdwon');
    // A dropdown without options is refused before anything is sent.
    await page.getByTestId('sf-save').click();
    await expect.poll(() => page.getByTestId('sf-editor').getByTestId('field-error').allTextContents()).toEqual(['A dropdown needs at least one option']);
    // The editor open, with a message, is as accessible as the pages the page-load walk sees.
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('sf-options').fill('Gilt\nSilvered\n\nPatinated');
    await page.getByTestId('sf-required').check();
    await page.getByTestId('sf-save').click();
    await expect.poll(() => page.getByTestId('sf-field').count()).toBe(1);
    expect(await toast(page)).toContain('Seller form saved successfully');

    // A second field with the same label is the server's to refuse: its message shows under the label.
    await page.getByTestId('sf-add').click();
    await page.getByTestId('sf-label').fill('finish');
    await page.getByTestId('sf-kind').selectOption('textFeild');
    await page.getByTestId('sf-save').click();
    await expect.poll(() => page.getByTestId('sf-editor').getByTestId('field-error').allTextContents()).toEqual(['Each field of the form needs its own label']);
    await page.getByTestId('sf-label').fill('Height (cm)');
    await page.getByTestId('sf-kind').selectOption('numberFeild');
    await page.getByTestId('sf-required').check();
    await page.getByTestId('sf-save').click();
    await expect.poll(() => page.getByTestId('sf-field').allTextContents()).toEqual([expect.stringContaining('Finish'), expect.stringContaining('Height (cm)')]);
    expect(await page.getByTestId('sf-field').last().textContent()).toContain('Number · required');
    const served = (await callApi('getSellerForm', { categoryId: category.id })).data.fields;
    expect(served).toEqual([
      { name: 'field1', label: 'Finish', type: 'dropdown', options: ['Gilt', 'Silvered', 'Patinated'], required: true },
      { name: 'field2', label: 'Height (cm)', type: 'number', required: true },
    ]);
    expect(errors).toEqual([]);
    await page.context().close();

    // A seller lists in that category through the wizard: asked those two fields, a number checked as one.
    const seller = await asRole('seller');
    const files: string[] = [];
    const seed = randomBytes(2).readUInt16BE(0);
    for (let n = 0; n < 5; n++) {
      const file = path.join(dir, `lamp-${n}.jpg`);
      writeFileSync(file, await makePhoto(seed * 10 + n));
      files.push(file);
    }
    const wizard = await openAs(browser(), '/sell-items', { token: seller.token, email: seller.email, seller: true }, { hydrated: true });
    const w = wizard.page;
    await w.getByTestId('wizard').waitFor();
    await w.getByTestId('category-select').selectOption(category.id);
    await w.getByTestId('specific-field1').waitFor();
    expect(await w.getByTestId('specific-field1').locator('option').allTextContents()).toEqual(expect.arrayContaining(['Gilt', 'Silvered', 'Patinated']));
    expect(await w.locator('label[for="specific-field2"]').textContent()).toContain('Height (cm)');
    expect(await w.getByTestId('specific-field3').count()).toBe(0);
    await w.getByTestId('specific-field1').selectOption('Silvered');
    await w.getByTestId('specific-field2').fill('about forty');
    const itemName = `Silvered lamp ${randomBytes(3).toString('hex')}`;
    await w.getByTestId('item-name').fill(itemName);
    await w.getByTestId('item-caption').fill('A silvered brass table lamp');
    await w.getByTestId('item-description').fill('A silvered brass table lamp, rewired, with its original shade.');
    await w.getByTestId('photo-input').setInputFiles(files);
    await expect.poll(() => w.getByTestId('photo-item').count(), { timeout: 20_000 }).toBe(5);
    await w.getByTestId('step-next').click();
    await expect.poll(() => w.getByTestId('field-error').allTextContents()).toContain('Field must be a number');
    expect(await w.getByTestId('wizard-step').getAttribute('data-step')).toBe('1');
    await w.getByTestId('specific-field2').fill('41.5');
    await w.getByTestId('step-next').click();
    await expect.poll(() => w.getByTestId('wizard-step').getAttribute('data-step')).toBe('2');
    await w.getByTestId('estimated-value').fill('120');
    await w.getByTestId('list-as-auction').check();
    await w.getByTestId('starting-price').fill('20');
    await w.getByTestId('step-next').click();
    await expect.poll(() => w.getByTestId('wizard-step').getAttribute('data-step')).toBe('3');
    await w.getByTestId('shipping-paid-by').selectOption('buyer');
    await w.getByTestId('nationwide-cost').fill('12');
    await w.getByTestId('nationwide-days').fill('3');
    const review = (await w.getByTestId('listing-review').textContent())!;
    for (const text of ['Finish', 'Silvered', 'Height (cm)', '41.5']) expect(review).toContain(text);
    await w.getByTestId('submit-listing').click();
    await w.waitForURL(/\/thanks-submit-items\?item=/);
    expect(wizard.errors).toEqual([]);
    await wizard.page.context().close();

    // The listing awaits review in that category, its specifics by the form's labels.
    const submissions = (await callApi('getSellerItems', { tab: 'submissions' }, bearer(seller.token))).data.items as { id: string; name: string }[];
    const listed = submissions.find((i) => i.name === itemName)!;
    expect(listed).toBeTruthy();
    const detail = (await callApi('getItem', { itemId: listed.id }, bearer(seller.token))).data as { categoryId: string; specifics: Record<string, string> };
    expect(detail.categoryId).toBe(category.id);
    expect(detail.specifics).toEqual({ Finish: 'Silvered', 'Height (cm)': '41.5' });

    // Leave the shared catalogue as found: the listing declined, the category removed.
    const expert = await asRole('expert');
    expect((await reviewWhenReady(expert.token, listed.id, 'reject', 'Test listing')).status).toBe(200);
    expect((await callApi('adminDeleteCategory', { id: category.id }, admin.headers)).status).toBe(200);
  }, 240_000);
});

describe('support articles', () => {
  it('an article written in English and French shows in the help centre in each language at once, and goes after confirmation', async () => {
    const { page, errors } = await openAs(browser(), '/admin-details?section=support-articles', adminPage, { hydrated: true });
    const tag = randomBytes(3).toString('hex');
    const en = { title: `Caring for gilt frames ${tag}`, category: `Care ${tag}`, body: 'Dust with a soft brush.\n\nNever use water.' };
    const fr = { title: `Entretenir les cadres dorés ${tag}`, category: `Entretien ${tag}`, body: 'Dépoussiérez avec un pinceau doux.' };

    await page.getByTestId('article-new').click();
    await page.getByTestId('article-title').fill(en.title);
    await page.getByTestId('article-category').fill(en.category);
    await page.getByTestId('article-body').fill(en.body);
    // A French text begun must be finished.
    await page.getByTestId('article-fr-title').fill(fr.title);
    await page.getByTestId('article-save').click();
    await expect.poll(() => page.getByTestId('article-editor').getByTestId('field-error').allTextContents()).toEqual(['This field is required', 'This field is required']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('article-fr-category').fill(fr.category);
    await page.getByTestId('article-fr-body').fill(fr.body);
    await page.getByTestId('article-save').click();
    await expect.poll(() => toast(page)).toContain('Support article saved successfully');
    const row = page.getByTestId('article-row').filter({ hasText: en.title });
    await row.waitFor();
    expect(await row.textContent()).toContain(fr.title);

    const helpCentre = async (address: string, title: string) => {
      const visitor = await openAs(browser(), address, undefined, { hydrated: true });
      const article = visitor.page.locator('.support-article').filter({ hasText: title });
      const count = await article
        .first()
        .waitFor({ timeout: 10_000 })
        .then(() => article.count())
        .catch(() => 0);
      expect(visitor.errors).toEqual([]);
      await visitor.page.context().close();
      return count;
    };
    expect(await helpCentre('/support-center', en.title)).toBe(1);
    expect(await helpCentre('/fr/support-center', fr.title)).toBe(1);

    // Edited: the English changes, the French stays.
    await row.getByTestId('article-edit').click();
    expect(await page.getByTestId('article-fr-title').inputValue()).toBe(fr.title);
    await page.getByTestId('article-title').fill(`${en.title} (revised)`);
    await page.getByTestId('article-save').click();
    await page.getByTestId('article-row').filter({ hasText: '(revised)' }).waitFor();
    const stored = ((await callApi('adminGetSupportArticles', {}, admin.headers)).data.articles as { title: string; fr?: object }[]).find((a) => a.title === `${en.title} (revised)`);
    expect(stored?.fr).toEqual(fr);

    // Deleted after confirmation: kept when the admin says no, gone from the help centre when yes.
    const revised = page.getByTestId('article-row').filter({ hasText: '(revised)' });
    await revised.getByTestId('article-delete').click();
    await page.getByTestId('confirm-no').click();
    expect(await revised.count()).toBe(1);
    await revised.getByTestId('article-delete').click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => toast(page)).toContain('Support article deleted successfully');
    await revised.waitFor({ state: 'detached' });
    const left = ((await callApi('getSupportArticles', { locale: 'fr' })).data.articles as { title: string }[]).filter((a) => a.title.includes(tag));
    expect(left).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('sales', () => {
  it('downloads the sales shown as CSV, each sale with its commission and payout, and the totals; filters by payout; refuses a backwards range', async () => {
    const { page, errors } = await openAs(browser(), '/admin-details?section=sales', adminPage, { hydrated: true });
    // The demo's past sales are there from the start.
    await page.getByTestId('sale-row').first().waitFor();
    const rows = await page.getByTestId('sale-row').count();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sales-csv').click()]);
    expect(download.suggestedFilename()).toBe('patina-sales-start-to-today.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,order,item number,buyer e-mail,seller e-mail,status,sale amount,commission,payout to seller,paid to seller,transaction id');
    expect(lines).toHaveLength(rows + 2);

    // Each line says what the call says of that sale (other tests make sales meanwhile: each line is
    // looked up, not the list compared), and the total line sums the sales that stand.
    const listed = (await callApi<AdminListSalesOutput>('adminListSales', {}, admin.headers)).data;
    const pounds = (p: number) => (p / 100).toFixed(2);
    const fields = lines.slice(1, -1).map((l) => l.split(','));
    for (const [date, orderId, itemNumber, buyer, seller, , amount, commission, payout] of fields) {
      const sale = listed.sales.find((s) => s.orderId === orderId)!;
      expect(sale, orderId).toBeTruthy();
      expect([date, itemNumber, buyer, seller, amount, commission, payout]).toEqual([sale.date.slice(0, 10), sale.itemNumber, sale.buyerEmail, sale.sellerEmail, pounds(sale.amount), pounds(sale.commission), pounds(sale.payout)]);
    }
    const standing = fields.filter((f) => f[5] !== 'refunded');
    const sum = (column: number) => pounds(standing.reduce((t, f) => t + Math.round(Number(f[column]) * 100), 0));
    expect(lines.at(-1)).toBe(`total,,,,,,${sum(6)},${sum(7)},${sum(8)},,`);
    expect((await page.getByTestId('sales-total-commission').textContent())!.replace(/,/g, '')).toContain(sum(7));

    // Only the sales not yet paid to their sellers.
    await page.getByTestId('sales-paid').selectOption('no');
    await page.getByTestId('sales-show').click();
    await expect.poll(async () => (await page.locator('[data-testid="sale-row"] [data-testid="sale-paid"]').allTextContents()).every((paid) => paid === 'No')).toBe(true);
    const unpaid = (await callApi<AdminListSalesOutput>('adminListSales', { paidToSeller: false }, admin.headers)).data.sales.map((s) => s.orderId);
    for (const row of await page.getByTestId('sale-row').all()) {
      expect(await row.getByTestId('sale-paid').textContent()).toBe('No');
      expect(unpaid).toContain(await row.getAttribute('data-order-id'));
    }

    // A range that ends before it starts is refused, by the field, in the server's words.
    await page.getByTestId('sales-from').fill('2026-11-20');
    await page.getByTestId('sales-to').fill('2026-11-01');
    await page.getByTestId('sales-show').click();
    await expect.poll(() => page.getByTestId('sales-filter').getByTestId('field-error').allTextContents()).toEqual(['The start date must not be after the end date']);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('sales, refunded and on a phone', () => {
  it('shows a refunded sale as refunded, without commission or payout, and at 375 px scrolls the table inside its region with the first column in view (issue 24)', async () => {
    const [seller, expert] = await Promise.all([asRole('seller'), asRole('expert')]);
    const [refunded, standing] = await Promise.all([saleAt(seller, expert.token, 'received'), saleAt(seller, expert.token, 'paid')]);
    const opened = await callApi('createDispute', { orderId: refunded.orderId, message: 'Not as described.' }, refunded.buyer.headers);
    expect(opened.status, opened.message).toBe(200);
    expect((await callApi('setDisputeStatus', { itemDisputeId: opened.data.itemDisputeId, status: 'sale_cancelled' }, admin.headers)).status).toBe(200);

    const { page, errors } = await openAs(browser(), '/admin-details?section=sales', adminPage, { viewport: { width: 375, height: 800 } });
    const row = (orderId: string) => page.locator(`[data-testid="sale-row"][data-order-id="${orderId}"]`);
    await row(refunded.orderId).waitFor();
    expect(await row(refunded.orderId).getByTestId('sale-refunded').textContent()).toBe('Refunded');
    expect(await row(refunded.orderId).getByTestId('sale-commission').count()).toBe(0);
    expect(await row(refunded.orderId).getByTestId('sale-payout').count()).toBe(0);
    expect(await row(standing.orderId).getByTestId('sale-commission').textContent()).toBe('£16.23');

    // The page itself never scrolls sideways: the table does, inside its region, its first column staying put.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const region = page.locator('.table-scroll');
    const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, right: el.getBoundingClientRect().right }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.right).toBeLessThanOrEqual(375);
    const firstCell = row(standing.orderId).locator('td').first();
    const before = (await firstCell.boundingBox())!.x;
    await region.evaluate((el) => el.scrollBy({ left: 400 }));
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect((await firstCell.boundingBox())!.x).toBe(before);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});

describe('the fulfilment centre', () => {
  it('marks an item sent in received and cleaned, then ships it to the buyer with its tracking', async () => {
    const seller = await asRole('seller');
    const expert = await asRole('expert');
    const sale = await saleAt(seller, expert.token, 'paid', { shipWithUs: true, professionallyCleaned: true });
    const inbound = await callApi('addTrackingNumber', { orderId: sale.orderId, trackingNumber: 'RM100200300GB', carrier: 'royalMail' }, seller.headers);
    expect(inbound.message).toBe('Tracking of your shipment to our fulfilment centre updated successfully');

    const { page, errors } = await openAs(browser(), '/admin-details?section=fulfilment', adminPage, { hydrated: true });
    await page.getByTestId('fulfilment-stage').selectOption('toCentre');
    const order = page.locator(`[data-testid="fulfilment-order"][data-order-id="${sale.orderId}"]`);
    await order.waitFor();
    expect(await order.textContent()).toContain('RM100200300GB');
    expect(await order.textContent()).toContain('Professional cleaning');

    // Received: it leaves the "on its way" list; all stages show it at the centre, awaiting its cleaning.
    await order.getByTestId('fulfilment-received').click();
    await expect.poll(() => toast(page)).toContain('Fulfilment order updated');
    await order.waitFor({ state: 'detached' });
    await page.getByTestId('fulfilment-stage').selectOption('');
    await expect.poll(() => order.getAttribute('data-stage')).toBe('atCentre');
    expect(await order.getByTestId('fulfilment-photographed').count()).toBe(0);
    await order.getByTestId('fulfilment-cleaned').click();
    await expect.poll(() => order.getAttribute('data-stage')).toBe('readyToShip');
    expect(await seriousViolations(page)).toEqual([]);

    // Shipped with a tracking number the server accepts (a bad one is refused by the field first).
    await order.getByTestId('ship-carrier').selectOption('dpd');
    await order.getByTestId('ship-tracking').fill('DPD#1');
    await order.getByTestId('ship-submit').click();
    await expect.poll(() => order.getByTestId('field-error').allTextContents()).toEqual(['Use letters, digits, spaces and dashes only']);
    await order.getByTestId('ship-tracking').fill('15501234567890');
    await order.getByTestId('ship-submit').click();
    await expect.poll(() => order.getAttribute('data-stage')).toBe('shipped');
    expect(await toast(page)).toContain('Buyer tracking information updated successfully');
    const seen = (await callApi('getOrder', { orderId: sale.orderId }, sale.buyer.headers)).data;
    expect(seen).toMatchObject({ status: 'shipped', trackingNumber: '15501234567890', carrier: 'dpd' });
    expect(errors).toEqual([]);
  }, 180_000);
});
