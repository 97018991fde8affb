import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api.ts';
import { asRole } from '../support/auth.ts';
import { openAs, openPage } from '../support/browser.ts';
import { liveLot, type LiveLot } from '../support/market.ts';
import { waitFor } from '../support/wait.ts';
import { useBrowser } from '../support/use-browser.ts';

/** Search in the browser (issue 13): the header's suggestions, and a French search with French stems. */
const letters = 'bcdfghjklmnpqrstvwxz';
const tag = `qz${Array.from({ length: 8 }, () => letters[randomInt(letters.length)]).join('')}`;

let commode: LiveLot;

beforeAll(async () => {
  const [seller, expert] = await Promise.all([asRole('seller'), asRole('expert')]);
  commode = await liveLot(seller.token, expert.token, { itemCaption: 'Tiroirs anciens en noyer', itemDescription: 'Poignées en laiton, serrures d’origine.' }, `${tag} Commode Louis XV`);
  await waitFor('the commode in search', async () => ((await callApi('search', { categoryId: null, term: tag })).data.total === 1 ? true : undefined));
}, 120_000);
const browser = useBrowser();

describe('search in the browser', () => {
  it('suggests categories and lots in the header as the user types, and opens the one chosen', async () => {
    const { page, errors } = await openPage(browser(), '/');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    const box = page.locator('header input[name="term"]').first();
    await box.pressSequentially('cloc');
    const suggestions = page.getByTestId('search-suggestions');
    await expect.poll(() => suggestions.locator('[data-kind="category"]').allTextContents()).toContain('Clocks & Watches');

    await box.fill('');
    await box.pressSequentially(`${tag} comm`);
    await expect.poll(() => page.getByTestId('search-suggestion').allTextContents()).toEqual([commode.name]);
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === `/items/${commode.itemId}/auction`);
    expect(errors).toEqual([]);
  });

  it('on a phone, shows the suggestions under the whole search box, a category’s name whole', async () => {
    const { page, errors } = await openAs(browser(), '/fr', undefined, { viewport: { width: 320, height: 640 }, hydrated: true });
    const box = page.locator('header input[name="term"]').first();
    await box.pressSequentially('horl');
    const category = page.getByTestId('search-suggestions').locator('[data-kind="category"] a').first();
    await expect.poll(() => category.textContent()).toBe('Horlogerie');
    const [form, list] = await Promise.all([page.locator('header form[role="search"]').first().boundingBox(), page.getByTestId('search-suggestions').boundingBox()]);
    expect(list!.x).toBeLessThanOrEqual(form!.x + 1);
    expect(list!.x + list!.width).toBeGreaterThanOrEqual(form!.x + form!.width - 1);
    // Not cut short with an ellipsis: the name's text fits its line.
    expect(await category.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('finds a lot in French by another form of its French word ("ancienne" for "anciens")', async () => {
    const { page, errors } = await openPage(browser(), `/fr/catagoriesDetails/search?term=${encodeURIComponent(`${tag} ancienne`)}`);
    await expect.poll(() => page.getByTestId('item-card').allTextContents()).toEqual([expect.stringContaining(commode.name)]);
    expect(errors).toEqual([]);
  });
});
