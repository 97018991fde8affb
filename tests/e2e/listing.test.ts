import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemSummary } from '../../shared/contract/catalogue.ts';
import { BASE_URL, callApi } from '../support/api.ts';
import { newUser, DEMO_PASSWORD, signInDemo } from '../support/auth.ts';
import { openAs, signInToConsole, type PageSession } from '../support/browser.ts';
import { bearer, makePhoto } from '../support/selling.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * The listing wizard in a real browser, as the demo seller: a listing with photos through the three
 * steps, left half-way and resumed from the drafts list in a fresh browser (everything restored,
 * photos too), then submitted to expert review; a wrong file type refused before any upload; a
 * draft deleted after a confirmation; a user without a seller account sent to open one. (The
 * server's own rules, e.g. four photos refused, are the integration tests'.)
 */

const SELLER = 'seller@patina.test';

const browser = useBrowser();
let token: string;
let dir: string;
const photoFiles: string[] = [];
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  token = await signInDemo('seller');
  dir = mkdtempSync(path.join(tmpdir(), 'patina-listing-'));
  for (let n = 0; n < 6; n++) {
    const file = path.join(dir, `clock-${n + 1}.jpg`);
    writeFileSync(file, await makePhoto(700 + n));
    photoFiles.push(file);
  }
  writeFileSync(path.join(dir, 'notes.gif'), Buffer.from('GIF89a not really a photo of a clock'));
});

afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A fresh browser signed in as `who` (the demo seller by default), its islands hydrated. */
const openSignedIn = (pathname: string, who: PageSession = { token, email: SELLER, seller: true }) => openAs(browser(), pathname, who, { hydrated: true });

const stepOf = (page: Page) => page.getByTestId('wizard-step').getAttribute('data-step');
const photoKeys = (page: Page) => page.getByTestId('photo-item').evaluateAll((items) => items.map((li) => li.getAttribute('data-key')));
const fieldErrors = (page: Page) => page.getByTestId('field-error').allTextContents();

describe('listing an item through the wizard', () => {
  it('refuses a file that is not JPG or PNG before any upload starts', async () => {
    const { page, errors, calls } = await openSignedIn('/sell-items');
    await page.getByTestId('wizard-step').waitFor();
    await page.getByTestId('photo-input').setInputFiles(path.join(dir, 'notes.gif'));
    await expect.poll(() => fieldErrors(page)).toEqual(expect.arrayContaining([expect.stringContaining('You can only upload JPG/PNG file!')]));
    expect(await page.getByTestId('photo-progress').count()).toBe(0);
    expect(await page.getByTestId('photo-item').count()).toBe(0);
    expect(calls).not.toContain('createUploadUrl');
    expect(calls).not.toContain('(storage upload)');
    expect(errors).toEqual([]);
  });

  it("takes a press on Next made straight from a field that then says it is required (its message waits for the release)", async () => {
    const { page, errors } = await openSignedIn('/sell-items');
    await page.getByTestId('wizard').waitFor();
    await page.getByTestId('item-name').focus();
    // Shown at the press, the name's message would push Next from under the pointer: the release would
    // land on the form and the step would not be tried.
    await page.getByTestId('step-next').hover(); // (once the page has stopped scrolling)
    await page.mouse.down();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await fieldErrors(page)).toEqual([]);
    await page.mouse.up();
    await expect.poll(() => fieldErrors(page)).toEqual(expect.arrayContaining(['This field is required', 'Please Upload Minimum 5 images']));
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('category-select');
    expect(errors).toEqual([]);
  });

  it('lists an item with five photos, left half-way and resumed from the drafts list, then submitted for review', async () => {
    const name = `Wizard mantel clock ${randomUUID().slice(0, 6)}`;
    const first = await openSignedIn('/sell-items');
    let page = first.page;
    await page.getByTestId('wizard').waitFor();
    expect(await stepOf(page)).toBe('1');
    expect(await page.getByTestId('draft-status').textContent()).toContain('Not saved yet');

    // Step 1: what it is. Next is refused while the step is incomplete, with the fields' messages.
    await page.getByTestId('step-next').click();
    await expect.poll(() => fieldErrors(page)).toEqual(expect.arrayContaining(['This field is required', 'Please Upload Minimum 5 images']));
    expect(await stepOf(page)).toBe('1');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('category-select');

    await page.getByTestId('category-select').selectOption('clocks');
    await page.getByTestId('subcategory-select').selectOption('clocks-mantel');
    await page.getByTestId('specific-field1').waitFor();
    await page.getByTestId('specific-field1').selectOption('Victorian (1837–1901)');
    await page.getByTestId('specific-field2').selectOption('Mechanical (spring)');
    await page.getByTestId('specific-field3').fill('Japy Frères');
    await page.getByTestId('specific-field4').selectOption('Yes, serviced');
    await page.getByTestId('specific-field6').selectOption('Very good');
    // A category and its specifics alone are no draft yet: saving asks for a name or a photo, and stores nothing.
    await page.getByTestId('save-draft').click();
    await expect.poll(() => page.getByTestId('wizard-notice').textContent()).toContain('Nothing to save yet: start by naming your item or adding a photo.');
    expect(first.calls).not.toContain('saveDraft');
    await page.getByTestId('item-name').fill(name);
    await page.getByTestId('item-caption').fill('Gilt bronze and white marble, eight-day movement');
    await page.getByTestId('item-description').fill('A French mantel clock, the enamel dial signed, striking the hours on a bell.\nSmall chip to the marble base.');
    expect(await page.locator('#itemName-counter').textContent()).toBe(`${name.length} / 120`);

    // Photos: six chosen at once, each uploaded with its own progress; one deleted, one moved.
    await page.getByTestId('photo-input').setInputFiles(photoFiles);
    await expect.poll(() => page.getByTestId('photo-item').count(), { timeout: 20_000 }).toBe(6);
    expect(await page.getByTestId('photo-upload').count()).toBe(0);
    await expect.poll(() => page.locator('[data-testid="photo-item"] img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const uploaded = await photoKeys(page);
    await page.getByTestId('photo-delete').last().click();
    await expect.poll(() => page.getByTestId('wizard-notice').textContent()).toContain('Image deleted successfully');
    await expect.poll(() => page.getByTestId('photo-item').count()).toBe(5);
    await page.getByTestId('photo-right').first().click();
    const order = [uploaded[1], uploaded[0], ...uploaded.slice(2, 5)];
    await expect.poll(() => photoKeys(page)).toEqual(order);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toMatch(/photo-(right|left)/);

    // On to step 2: the draft is saved on the way.
    await page.getByTestId('step-next').click();
    await expect.poll(() => stepOf(page)).toBe('2');
    await expect.poll(() => page.getByTestId('draft-status').textContent()).toMatch(/Saved at \d\d:\d\d/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('wizard-step-title');
    const draftId = new URL(page.url()).searchParams.get('draft');
    expect(draftId).toBeTruthy();
    expect(first.errors).toEqual([]);

    // Leave: a fresh browser (nothing kept locally) finds the draft in the list and resumes it.
    const second = await openSignedIn('/sell-items');
    page = second.page;
    const item = page.getByTestId('draft-item').filter({ hasText: name });
    await item.waitFor();
    // The category's name shows once the page has the categories (the header loads them).
    await expect.poll(() => item.textContent()).toContain('Clocks');
    expect(await item.textContent()).toContain('5 photos');
    expect(await item.textContent()).toMatch(/Last updated/);
    await item.getByTestId('draft-resume').click();
    // It reopens where it was left, at step 2 (step 1 is complete); the seller goes back to step 1 to check it.
    await expect.poll(() => stepOf(page)).toBe('2');
    await page.locator('.sw-steps button').first().click();
    await expect.poll(() => stepOf(page)).toBe('1');
    await expect.poll(() => page.getByTestId('item-name').inputValue()).toBe(name);
    expect(await page.getByTestId('category-select').inputValue()).toBe('clocks');
    expect(await page.getByTestId('subcategory-select').inputValue()).toBe('clocks-mantel');
    await expect.poll(() => page.getByTestId('specific-field3').inputValue()).toBe('Japy Frères');
    expect(await page.getByTestId('specific-field1').inputValue()).toBe('Victorian (1837–1901)');
    expect(await page.getByTestId('specific-field6').inputValue()).toBe('Very good');
    expect(await page.getByTestId('item-caption').inputValue()).toBe('Gilt bronze and white marble, eight-day movement');
    expect(await page.getByTestId('item-description').inputValue()).toContain('Small chip to the marble base.');
    expect(await photoKeys(page)).toEqual(order);
    await expect.poll(() => page.locator('[data-testid="photo-item"] img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('draft')).toBe(draftId);
    expect(await page.getByTestId('draft-status').textContent()).toMatch(/Saved at \d\d:\d\d/);

    // Step 2: price. The reserve appears only over £150; Buy it now must beat the starting price.
    await page.getByTestId('step-next').click();
    await expect.poll(() => stepOf(page)).toBe('2');
    await page.getByTestId('estimated-value').fill('120');
    await page.getByTestId('list-as-auction').check();
    expect(await page.getByTestId('reserve-price').count()).toBe(0);
    expect(await page.getByTestId('reserve-rule').textContent()).toContain('over £150.00');
    await page.getByTestId('estimated-value').fill('600.00');
    await page.getByTestId('reserve-price').waitFor();
    await page.getByTestId('starting-price').fill('0.50');
    await expect.poll(() => fieldErrors(page)).toContain('The starting price must be at least £1');
    await page.getByTestId('starting-price').fill('100');
    expect(await page.getByTestId('duration-days').inputValue()).toBe('7');
    await page.getByTestId('duration-days').selectOption('10');
    await page.getByTestId('reserve-price').fill('120');
    await expect.poll(() => fieldErrors(page)).toContain('The reserve price must be at least £150');
    await page.getByTestId('reserve-price').fill('200');
    await page.getByTestId('list-buy-now').check();
    await page.getByTestId('buy-now-price').fill('90');
    await expect.poll(() => fieldErrors(page)).toContain('The Buy it now price must be higher than the starting price');
    await page.getByTestId('buy-now-price').fill('550');
    await expect.poll(() => fieldErrors(page)).toEqual([]);
    // 2.95 % of £550.00 is £16.225, rounded half up to £16.23.
    expect(await page.getByTestId('commission').textContent()).toContain('£16.23');
    expect(await page.getByTestId('proceeds').textContent()).toBe('£533.77');
    await page.getByTestId('fulfil-professionallyCleaned').check();

    // Step 3: shipping, then the review, then submit.
    await page.getByTestId('step-next').click();
    await expect.poll(() => stepOf(page)).toBe('3');
    await page.getByTestId('shipping-paid-by').selectOption('buyer');
    await page.getByTestId('insure-item').check();
    await page.getByTestId('nationwide-cost').fill('25');
    await page.getByTestId('nationwide-days').fill('3');
    await page.getByTestId('europe-cost').fill('60');
    await expect.poll(() => fieldErrors(page)).toContain('Give both the cost and the delivery days');
    await page.getByTestId('europe-days').fill('7');
    await expect.poll(() => fieldErrors(page)).toEqual([]);
    const review = (await page.getByTestId('listing-review').textContent())!;
    for (const text of [name, 'Japy Frères', '5 photos', '£600.00', '£100.00', '10 days', '£200.00', '£550.00', 'Professional cleaning', '£25.00, 3 days', '£60.00, 7 days']) {
      expect(review).toContain(text);
    }
    await page.getByTestId('submit-listing').click();
    await page.waitForURL(/\/thanks-submit-items\?item=/);
    const itemNumber = (await page.getByTestId('thanks-item-number').textContent())!.trim();
    expect(itemNumber).not.toBe('');
    expect(second.errors).toEqual([]);

    // The item awaits review, as entered; its draft is gone.
    const submissions = (await callApi('getSellerItems', { tab: 'submissions' }, bearer(token))).data.items as (ItemSummary & { itemNumber?: string })[];
    const submitted = submissions.find((i) => i.name === name);
    expect(submitted).toBeTruthy();
    expect(submitted!.status).toBe('Awaiting Approval');
    const drafts = (await callApi('getDrafts', {}, bearer(token))).data.drafts as { draftId: string }[];
    expect(drafts.map((d) => d.draftId)).not.toContain(draftId);

    // The demo expert accepts it in the console…
    const expertContext = await browser().newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    contexts.push(expertContext);
    const expert = await expertContext.newPage();
    await expert.goto(`${BASE_URL}/admin-login`);
    await expert.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await signInToConsole(expert, 'expert@patina.test', DEMO_PASSWORD);
    const card = expert.getByTestId('submission').filter({ hasText: name });
    await card.waitFor();
    expect(await card.getByTestId('submission-photo').count()).toBe(5);
    await card.getByTestId('accept').click();
    await expect.poll(async () => (await callApi('getItem', { itemId: submitted!.id })).data?.status, { timeout: 15_000 }).toBe('Active');

    // …and a visitor finds it by search.
    const visitorContext = await browser().newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    contexts.push(visitorContext);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${BASE_URL}/catagoriesDetails/search?term=${encodeURIComponent(name.split(' ').at(-1)!)}`);
    await expect.poll(() => visitor.getByTestId('item-card').allTextContents(), { timeout: 15_000 }).toEqual([expect.stringContaining(name)]);
  }, 180_000);

  it('deletes a draft after a confirmation', async () => {
    const name = `Draft to delete ${randomUUID().slice(0, 6)}`;
    const saved = await callApi('saveDraft', { form: { category: 'clocks', itemName: name } }, bearer(token));
    expect(saved.status).toBe(200);
    const { page, errors } = await openSignedIn('/sell-items');
    const item = page.getByTestId('draft-item').filter({ hasText: name });
    await item.waitFor();
    await item.getByTestId('draft-delete').click();
    await page.getByTestId('confirm-no').click();
    expect(await item.count()).toBe(1);
    await item.getByTestId('draft-delete').click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => page.getByTestId('wizard-notice').textContent()).toContain('Draft removed successfully');
    await expect.poll(() => item.count()).toBe(0);
    const drafts = (await callApi('getDrafts', {}, bearer(token))).data.drafts as { draftId: string }[];
    expect(drafts.map((d) => d.draftId)).not.toContain(saved.data.draftId);
    expect(errors).toEqual([]);
  });

  it('tells a signed-in user without a seller account to open one first', async () => {
    const user = await newUser({ emailPrefix: 'no-seller' });
    const { page } = await openSignedIn('/List-items', { token: user.token, email: user.email, seller: false });
    const gate = page.getByTestId('seller-needed');
    await gate.waitFor();
    expect(await gate.getByRole('link').getAttribute('href')).toBe('/seller-account');
  });
});
