import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, callApi } from '../support/api.ts';
import { DEMO_PASSWORD, signInDemo } from '../support/auth.ts';
import { goHydrated, signInOnSite } from '../support/browser.ts';
import { bearer, clockListing, reviewWhenReady, uploadFivePhotos } from '../support/selling.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * Reject → Unsold → edit and relist, in a real browser against the local stack. The demo seller's
 * listing is submitted and the demo expert rejects it through the API (the console's own journey is
 * tests/e2e/review.test.ts); the seller reads the note on the dashboard, opens the item in the
 * wizard from "Edit and relist", changes its name and relists it; it is back in review, renamed.
 */

const SELLER = 'seller@patina.test';
const EXPERT = 'expert@patina.test';

const browser = useBrowser();
let context: BrowserContext | undefined;
let sellerToken: string;
let expertToken: string;

const itemAsSeller = async (itemId: string) => (await callApi('getItem', { itemId }, bearer(sellerToken))).data;

beforeAll(async () => {
  [sellerToken, expertToken] = await Promise.all([signInDemo('seller'), signInDemo('expert')]);
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
});

describe('a rejected listing', () => {
  it('is rejected with a note, edited in the wizard and relisted for a new review', async () => {
    const word = `patina${randomBytes(4).toString('hex')}`;
    const name = `Rejected mantel clock ${word}`;
    const renamed = `Japy Frères mantel clock, later movement ${word}`;
    const note = 'The movement is a later replacement: say so in the name and description.';

    const photos = await uploadFivePhotos(sellerToken, 21);
    const submitted = await callApi('submitListing', { form: clockListing(photos, name) }, bearer(sellerToken));
    expect(submitted.status, submitted.message).toBe(200);
    const itemId = submitted.data.itemId as string;
    const itemNumber = submitted.data.itemNumber as string;
    const before = await itemAsSeller(itemId);

    const rejected = await reviewWhenReady(expertToken, itemId, 'reject', note);
    expect(rejected.status, rejected.message).toBe(200);
    await expect.poll(async () => (await itemAsSeller(itemId)).status).toBe('Unsold');

    context = await browser().newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) calls.push(path.slice('/api/'.length));
    });

    // The dashboard's Unsold tab: the item with the expert's note, and "Edit and relist".
    await signInOnSite(page, SELLER, DEMO_PASSWORD, '/sellar-dashboard/Unsold');
    const row = page.getByTestId('dashboard-item').filter({ hasText: name });
    await row.waitFor();
    expect(await row.getByTestId('rejection-note').textContent()).toContain(note);
    const edit = row.getByTestId('edit-relist');
    expect(await edit.getAttribute('href')).toBe(`/sellar-dashboard/List%20an%20item?relist=${encodeURIComponent(itemId)}`);
    await edit.click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/sellar-dashboard/List an item' && url.searchParams.get('relist') === itemId);

    // The wizard holds the whole listing, under the note, and saves no draft of it.
    await page.getByTestId('wizard').waitFor();
    const banner = page.getByTestId('relist-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('You are editing a listing to send it for review again');
    expect(await banner.getByTestId('relist-note').textContent()).toContain(note);
    await expect.poll(() => page.getByTestId('item-name').inputValue()).toBe(name);
    expect(await page.getByTestId('category-select').inputValue()).toBe('clocks');
    await expect.poll(() => page.getByTestId('subcategory-select').inputValue()).toBe('clocks-mantel');
    expect(await page.getByTestId('item-caption').inputValue()).toBe(before.caption);
    expect(await page.getByTestId('photo-item').count()).toBe(5);
    expect(await page.getByTestId('save-draft').count()).toBe(0);

    await page.getByTestId('item-name').fill(renamed);
    await page.getByTestId('step-next').click();
    await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe('2');
    expect(await page.getByTestId('estimated-value').inputValue()).toBe('600.00');
    expect(await page.getByTestId('starting-price').inputValue()).toBe('100.00');
    expect(await page.getByTestId('reserve-price').inputValue()).toBe('200.00');
    expect(await page.getByTestId('buy-now-price').inputValue()).toBe('550.00');
    await page.getByTestId('step-next').click();
    await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe('3');
    const relist = page.getByTestId('submit-listing');
    expect(await relist.textContent()).toContain('Relist for review');
    await relist.click();

    await page.waitForURL((url) => url.pathname === '/thanks-submit-items');
    expect(new URL(page.url()).searchParams.get('item')).toBe(itemNumber);
    expect(calls).toContain('relistItem');
    expect(calls).not.toContain('saveDraft');
    expect(calls).not.toContain('submitListing');
    expect(errors).toEqual([]);

    // A new review: Awaiting Approval under the new name, everything else as it was, no old note.
    const after = await itemAsSeller(itemId);
    expect(after).toMatchObject({
      status: 'Awaiting Approval',
      name: renamed,
      itemNumber,
      caption: before.caption,
      description: before.description,
      specifics: before.specifics,
      photos: before.photos,
      startingPrice: 10_000,
      reservePrice: 20_000,
      buyItNowPrice: 55_000,
      durationDays: 7,
      shipping: before.shipping,
      rejectionNote: null,
    });
    const drafts = (await callApi('getDrafts', {}, bearer(sellerToken))).data.drafts as { form: { itemName?: string } }[];
    expect(drafts.some((d) => d.form.itemName?.includes(word))).toBe(false);

    await expect
      .poll(async () => {
        const queue = (await callApi('getSubmissions', {}, bearer(expertToken))).data.items as { id: string; name: string }[];
        return queue.find((i) => i.id === itemId)?.name;
      })
      .toBe(renamed);
  });
});
