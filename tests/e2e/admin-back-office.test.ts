import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api.ts';
import { asRole, newUser, type TestUser, signInDemo } from '../support/auth.ts';
import { goHydrated, openConsole } from '../support/browser.ts';
import { clockListing, reviewWhenReady, uploadFivePhotos } from '../support/selling.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * The back office's customers and categories in a real browser against the local stack (issue 11,
 * docs/adr/0025): an admin signs in at /admin-login, finds and deletes a customer after confirmation,
 * and creates and deletes a category, a category with a live item being refused with the reason.
 */

const browser = useBrowser();
let context: BrowserContext;
let page: Page;
let admin: TestUser;
const errors: string[] = [];
const word = () => `Zq ${randomBytes(4).toString('hex')}`;

const open = (path: string) => goHydrated(page, path);

beforeAll(async () => {
  admin = await asRole('admin');
  ({ context, page } = await openConsole(browser(), admin, errors));
}, 60_000);

afterAll(async () => {
  await context?.close().catch(() => undefined);
});

describe('the back office in the browser', () => {
  it('finds a customer by e-mail and deletes them after confirmation', async () => {
    const prefix = `gone${randomBytes(3).toString('hex')}`;
    const customer = await newUser({ emailPrefix: prefix });
    await open('/admin-details?section=customers');
    await page.getByTestId('customer-query').fill(prefix);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('customer-row').filter({ hasText: customer.email });
    // The newest customer may already be on the unfiltered first page: wait for the search's answer to replace it.
    await expect.poll(() => page.getByTestId('customer-row').count()).toBe(1);
    await row.waitFor();

    await row.getByTestId('customer-delete').click();
    await expect.poll(() => page.getByTestId('confirm-dialog').textContent()).toContain(customer.email);
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => page.getByTestId('review-toast').textContent()).toContain('User deleted successfully');
    await row.waitFor({ state: 'detached' });
    expect((await callApi('getProfile', {}, customer.headers)).status).toBe(401);
    expect(errors).toEqual([]);
  });

  it('creates a category and deletes it, and refuses to delete one with a live item, saying why', async () => {
    await open('/admin-details?section=categories');
    const name = word();
    await page.getByTestId('new-category').fill(name);
    await page.getByRole('button', { name: 'Add' }).first().click();
    await expect.poll(() => page.getByTestId('review-toast').textContent()).toContain('Category saved successfully');
    const card = page.getByTestId('admin-category').filter({ hasText: name });
    await card.waitFor();
    expect((await callApi('getCategories', {})).data.categories.map((c: { name: string }) => c.name)).toContain(name);

    await card.getByTestId('category-delete').first().click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => page.getByTestId('review-toast').textContent()).toContain('Category deleted successfully');
    await card.waitFor({ state: 'detached' });

    // A category a seller has just listed in (under review) cannot go: the page says so and keeps it.
    const busy = (await callApi('adminSaveCategory', { name: word() }, admin.headers)).data.category as { id: string; name: string };
    const seller = await asRole('seller');
    const photos = await uploadFivePhotos(seller.token, 811);
    const submitted = await callApi('submitListing', { form: { ...clockListing(photos, word()), category: busy.id, subCategoryId: undefined, itemSpecifics: {} } }, seller.headers);
    expect(submitted.status, submitted.message).toBe(200);
    await open('/admin-details?section=categories');
    const busyCard = page.getByTestId('admin-category').filter({ hasText: busy.name });
    await busyCard.getByTestId('category-delete').first().click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => page.getByTestId('form-error').textContent()).toContain('This category has 1 live items, so it cannot be deleted');
    expect(await busyCard.count()).toBe(1);

    // Leave the shared catalogue as found.
    await reviewWhenReady(await signInDemo('expert'), submitted.data.itemId, 'reject', 'Test listing');
    expect((await callApi('adminDeleteCategory', { id: busy.id }, admin.headers)).status).toBe(200);
    expect(errors).toEqual([]);
  });
});
