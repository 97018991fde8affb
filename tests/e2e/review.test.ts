import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, callApi } from '../support/api.ts';
import { DEMO_PASSWORD, signInDemo } from '../support/auth.ts';
import { goHydrated, signInOnSite, signInToConsole } from '../support/browser.ts';
import { bearer, clockListing, uploadFivePhotos } from '../support/selling.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * Expert review and the seller dashboard in a real browser against the local stack. Listings are
 * submitted through the API as the demo seller (the wizard's own journey is tests/e2e/listing.test.ts);
 * the demo expert signs in at /admin-login and decides in the console; the seller follows the
 * outcome on /sellar-dashboard; a visitor finds an accepted listing by search.
 */

const SELLER = 'seller@patina.test';
const EXPERT = 'expert@patina.test';
const BUYER = 'buyer@patina.test';

const browser = useBrowser();
const contexts: BrowserContext[] = [];
let sellerToken: string;

/** A word nobody else uses, so a search finds exactly our listing. */
const uniqueWord = () => `patina${randomBytes(4).toString('hex')}`;

/** Submits a complete listing as the demo seller; answers its id and name. */
async function submitAsSeller(name: string, seed: number): Promise<{ itemId: string; name: string }> {
  const photos = await uploadFivePhotos(sellerToken, seed);
  const answer = await callApi('submitListing', { form: clockListing(photos, name) }, bearer(sellerToken));
  expect(answer.status, answer.message).toBe(200);
  expect(answer.data.status).toBe('Awaiting Approval');
  return { itemId: answer.data.itemId as string, name };
}

async function itemStatus(itemId: string): Promise<string> {
  const answer = await callApi('getItem', { itemId }, bearer(sellerToken));
  return answer.data?.status as string;
}

/** A fresh browser context (its own storage) whose uncaught page errors are collected. */
async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Signs in through the console's sign-in page, landing on /admin-details. */
async function openConsole(page: Page, email: string): Promise<void> {
  await goHydrated(page, '/admin-login');
  await signInToConsole(page, email, DEMO_PASSWORD);
}

/** The console's card of one listing. */
const submissionCard = (page: Page, name: string) => page.getByTestId('submission').filter({ hasText: name });

beforeAll(async () => {
  sellerToken = await signInDemo('seller');
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
});

describe('the expert console', () => {
  let expert: { page: Page; errors: string[] };

  beforeAll(async () => {
    expert = await newPage();
    await openConsole(expert.page, EXPERT);
  });

  it('shows a submission with its five photographs; accepting it puts it in search within seconds', async () => {
    const word = uniqueWord();
    const { itemId, name } = await submitAsSeller(`Japy Frères gilt mantel clock ${word}`, 11);

    const { page } = expert;
    await goHydrated(page, '/admin-details');
    const card = submissionCard(page, name);
    await card.waitFor();
    expect(await card.getByTestId('submission-photo').count()).toBe(5);
    // every field an expert checks, the reserve included (clockListing: £200 reserve, £600 estimate)
    const text = await card.textContent();
    for (const expected of ['Clocks', 'Japy Frères', 'striking the hours on a bell', '£100.00', '£200.00', '£550.00', '£600.00', 'Nationwide', '£25.00', 'Europe'])
      expect(text).toContain(expected);
    // a photograph opens full size
    await card.getByTestId('submission-photo').nth(2).click();
    await expect.poll(() => page.locator('dialog.rv-lightbox[open] img').getAttribute('src')).toMatch(/^\/photos\/listings\//);
    await page.keyboard.press('Escape');

    // on /fr the specifics are the form's French, labels and options (docs/adr/0051)
    await goHydrated(page, '/fr/admin-details');
    const frenchCard = submissionCard(page, name);
    await frenchCard.waitFor();
    const french = await frenchCard.locator('.rv-facts--specifics').textContent();
    for (const expected of ['Époque', 'Victorienne (1837–1901)', 'Mouvement', 'Mécanique (ressort)', 'Très bon', 'Japy Frères']) expect(french).toContain(expected);
    expect(french).not.toContain('Victorian');
    await goHydrated(page, '/admin-details');

    await card.getByTestId('accept').click();
    await expect.poll(() => page.getByTestId('review-toast').textContent()).toContain(name);
    await expect.poll(() => submissionCard(page, name).count()).toBe(0);
    await expect.poll(() => itemStatus(itemId)).toBe('Active');

    // a visitor (no session) finds it by a word of its name
    const visitor = await newPage();
    await goHydrated(visitor.page, `/catagoriesDetails/search?term=${word}`);
    await expect
      .poll(
        async () => {
          const cards = await visitor.page.getByTestId('item-card').allTextContents();
          if (!cards.some((c) => c.includes(name))) await visitor.page.reload();
          return cards;
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toEqual(expect.arrayContaining([expect.stringContaining(name)]));
    expect(visitor.errors).toEqual([]);
    expect(expert.errors).toEqual([]);
  });

  it('rejects only with a note; the seller reads it on the dashboard, relists, and it is back in the queue', async () => {
    const { itemId, name } = await submitAsSeller(`Second mantel clock ${uniqueWord()}`, 12);
    const note = 'The movement is a later replacement: say so in the description, and add a photograph of the back plate.';

    const { page } = expert;
    await goHydrated(page, '/admin-details');
    const card = submissionCard(page, name);
    await card.waitFor();
    const reject = card.getByTestId('reject');
    expect(await reject.isDisabled()).toBe(true);
    expect(await card.textContent()).toContain('Say why the listing is rejected');
    await card.getByTestId('reject-note').fill(note);
    expect(await reject.isDisabled()).toBe(false);
    await reject.click();
    await expect.poll(() => page.getByTestId('review-toast').textContent()).toContain(name);
    await expect.poll(() => submissionCard(page, name).count()).toBe(0);
    await expect.poll(() => itemStatus(itemId)).toBe('Unsold');

    // the seller sees it under Unsold with the expert's note, and relists it as it is
    const seller = await newPage();
    await signInOnSite(seller.page, SELLER, DEMO_PASSWORD, '/sellar-dashboard/Unsold');
    const row = seller.page.getByTestId('dashboard-item').filter({ hasText: name });
    await row.waitFor();
    expect(await seller.page.getByTestId('dashboard-tab-unsold').getAttribute('aria-current')).toBe('page');
    expect(await row.getByTestId('rejection-note').textContent()).toContain(note);
    await row.getByTestId('relist').click();
    await expect.poll(() => seller.page.getByTestId('dashboard-alert').textContent()).toContain(name);
    await expect.poll(() => seller.page.getByTestId('dashboard-item').filter({ hasText: name }).count()).toBe(0);
    expect(await itemStatus(itemId)).toBe('Awaiting Approval');

    await seller.page.getByTestId('dashboard-tab-submissions').click();
    await expect.poll(() => seller.page.url()).toContain('/sellar-dashboard/Submissions');
    await seller.page.getByTestId('dashboard-item').filter({ hasText: name }).waitFor();
    expect(seller.errors).toEqual([]);

    // a new review: back in the expert's queue, without the old note
    await goHydrated(page, '/admin-details');
    await submissionCard(page, name).waitFor();
    expect(await submissionCard(page, name).getByTestId('reject-note').inputValue()).toBe('');
    expect(expert.errors).toEqual([]);
  });

  it('sends a buyer who opens the console to the admin sign-in', async () => {
    const buyer = await newPage();
    await signInOnSite(buyer.page, BUYER, DEMO_PASSWORD, '/');
    await buyer.page.goto(`${BASE_URL}/admin-details`);
    await buyer.page.waitForURL((url) => url.pathname === '/admin-login');
    expect(await buyer.page.getByTestId('submission').count()).toBe(0);
  });
});

describe('the seller dashboard', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await newPage());
    await signInOnSite(page, SELLER, DEMO_PASSWORD, '/sellar-dashboard');
  });

  it('lists the seller’s items by tab, and a reload keeps the tab', async () => {
    const counts: Record<string, number> = {};
    for (const tab of ['active', 'sold', 'unsold', 'shipping', 'submissions']) {
      const answer = await callApi('getSellerItems', { tab }, bearer(sellerToken));
      counts[tab] = (answer.data.items as unknown[]).length;
    }
    expect(counts.active).toBeGreaterThan(10);
    expect(counts.sold).toBeGreaterThan(0);

    await goHydrated(page, '/sellar-dashboard');
    expect(await page.getByTestId('dashboard-tab-active').getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.getByTestId('dashboard-item').count()).toBe(counts.active);
    const active = (await callApi('getSellerItems', { tab: 'active' }, bearer(sellerToken))).data.items as { name: string; itemNumber: string }[];
    const firstRow = await page.getByTestId('dashboard-item').first().textContent();
    expect(firstRow).toContain(active[0]!.name);
    expect(firstRow).toContain(active[0]!.itemNumber);
    expect(await page.getByTestId('list-an-item').getAttribute('href')).toBe('/sellar-dashboard/List%20an%20item');

    await page.getByTestId('dashboard-tab-sold').click();
    await expect.poll(() => page.url()).toContain('/sellar-dashboard/Sold');
    await expect.poll(() => page.getByTestId('dashboard-item').count()).toBe(counts.sold);
    expect(await page.getByTestId('dashboard-item').first().textContent()).toContain('Sold for');
    await page.reload();
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    expect(await page.getByTestId('dashboard-tab-sold').getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.getByTestId('dashboard-item').count()).toBe(counts.sold);

    if (counts.shipping === 0) {
      await page.getByTestId('dashboard-tab-shipping').click();
      await expect.poll(() => page.getByTestId('dashboard-empty').textContent()).toContain('Nothing to ship');
    }
    // Reviews: what getSellerReviewsMine answers (none on a fresh stack, unless another test reviewed the demo seller).
    const mine = (await callApi('getSellerReviewsMine', {}, bearer(sellerToken))).data as { count: number };
    await page.getByTestId('dashboard-tab-reviews').click();
    if (mine.count === 0) await expect.poll(() => page.getByTestId('dashboard-empty').textContent()).toContain('No reviews yet.');
    else await expect.poll(() => page.getByTestId('seller-summary').getAttribute('data-count')).toBe(String(mine.count));
    await page.getByTestId('dashboard-tab-payment').click();
    expect(await page.getByTestId('payment-settings-link').getAttribute('href')).toBe('/seller-account');
    expect(errors).toEqual([]);
  });

  it('shows a fresh submission under Submissions', async () => {
    const { name } = await submitAsSeller(`Dashboard mantel clock ${uniqueWord()}`, 13);
    await goHydrated(page, '/sellar-dashboard/Submissions');
    const row = page.getByTestId('dashboard-item').filter({ hasText: name });
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('Awaiting Approval');
    expect(await row.textContent()).toContain('Submitted');
    expect(errors).toEqual([]);
  });

  it('lists drafts to resume in the wizard, and deletes one after a confirmation', async () => {
    const name = `Draft famille rose plates ${uniqueWord()}`;
    const saved = await callApi('saveDraft', { form: { itemName: name, category: 'ceramics' } }, bearer(sellerToken));
    expect(saved.status).toBe(200);
    const draftId = saved.data.draftId as string;

    await goHydrated(page, '/sellar-dashboard/Drafts');
    const row = page.locator(`[data-draft-id="${draftId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(name);
    expect(await row.getByTestId('draft-resume').getAttribute('href')).toBe(`/sellar-dashboard/List%20an%20item?draft=${draftId}`);

    // Resume opens the wizard at /sellar-dashboard/List an item with the draft as it was left
    await row.getByTestId('draft-resume').click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/sellar-dashboard/List an item');
    await page.getByTestId('wizard').waitFor();
    await expect.poll(() => page.getByTestId('item-name').inputValue()).toBe(name);
    await goHydrated(page, '/sellar-dashboard/Drafts');
    await row.waitFor();

    await row.getByTestId('draft-delete').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByTestId('confirm-no').click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await row.count()).toBe(1);

    await row.getByTestId('draft-delete').click();
    await dialog.getByTestId('confirm-yes').click();
    await expect.poll(() => page.getByTestId('dashboard-alert').textContent()).toContain('Draft removed successfully');
    await expect.poll(() => row.count()).toBe(0);
    const drafts = (await callApi('getDrafts', {}, bearer(sellerToken))).data.drafts as { draftId: string }[];
    expect(drafts.some((d) => d.draftId === draftId)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('tells someone without a seller account where to open one', async () => {
    const buyer = await newPage();
    await signInOnSite(buyer.page, BUYER, DEMO_PASSWORD, '/sellar-dashboard');
    await buyer.page.getByTestId('dashboard-not-seller').waitFor();
    expect(await buyer.page.getByTestId('dashboard-not-seller').locator('a').getAttribute('href')).toBe('/seller-account');
    expect(buyer.errors).toEqual([]);
  });
});
