import { randomBytes, randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../shared/categories.ts';
import { callApi } from '../support/api.ts';
import { asRole, type TestUser } from '../support/auth.ts';
import { openAs, openPage } from '../support/browser.ts';
import { liveLot, type LiveLot } from '../support/market.ts';
import { farTypo } from '../support/typos.ts';
import { waitFor } from '../support/wait.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * The catalogue's own words in French (issue 24 items 2, 3, 12; docs/adr/0051), in a real browser: the
 * wizard asks the demo form's specifics in French on /fr and keeps the English value; a lot's page on
 * /fr shows its specifics and its country in French; an admin's category with both names shows in
 * French on /fr, and one left without French shows in English there and is marked missing in the back
 * office; a search without results on /fr offers a term that then finds the lot.
 */

const letters = 'bcdfghjklmnpqrstvwxz';
const tag = `qz${Array.from({ length: 8 }, () => letters[randomInt(letters.length)]).join('')}`;

let seller: TestUser;
let admin: TestUser;
let clock: LiveLot;

beforeAll(async () => {
  let expert: TestUser;
  [seller, expert, admin] = await Promise.all([asRole('seller'), asRole('expert'), asRole('admin')]);
  // The test listing is a clock answering the demo Clocks form (tests/support/selling.ts clockListing).
  clock = await liveLot(seller.token, expert.token, {}, `${tag} Pendule`);
  await waitFor('the clock in search', async () => ((await callApi('search', { categoryId: null, term: tag })).data.total === 1 ? true : undefined));
}, 120_000);
const browser = useBrowser();

/** The text of a form control's label. */
const labelOf = (page: Page, id: string) => page.locator(`label[for="${id}"]`).first().innerText();

describe('item specifics in French', () => {
  it('the wizard on /fr asks the form in French, and keeps the English option as the answer', async () => {
    const { page, errors } = await openAs(browser(), '/fr/sell-items', { token: seller.token, email: seller.email, seller: true }, { hydrated: true });
    await page.getByTestId('category-select').selectOption('furniture');
    await page.getByTestId('specific-field1').waitFor();
    // Furniture's form: Period, Date, Wood, … (infra/local/seed/seller-forms.ts).
    expect(await labelOf(page, 'specific-field1')).toContain('Époque');
    expect(await labelOf(page, 'specific-field3')).toContain('Bois');
    const woods = await page.getByTestId('specific-field3').locator('option').evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent?.trim()]));
    expect(woods).toEqual(expect.arrayContaining([['Mahogany', 'Acajou'], ['Oak', 'Chêne']]));
    await page.getByTestId('specific-field3').selectOption('Mahogany');
    expect(await page.getByTestId('specific-field3').inputValue()).toBe('Mahogany');
    expect(await page.getByTestId('specific-field3').locator('option:checked').textContent()).toBe('Acajou');
    expect(errors).toEqual([]);
  });

  it('a lot’s page on /fr shows its specifics and its country in French, on / in English', async () => {
    const item = (await callApi('getItem', { itemId: clock.itemId })).data as { specifics: Record<string, string>; location: string };
    expect(item.specifics).toMatchObject({ Period: 'Victorian (1837–1901)', Condition: 'Very good' });
    const french = new Intl.DisplayNames(['fr'], { type: 'region' }).of(item.location)!;
    const english = new Intl.DisplayNames(['en'], { type: 'region' }).of(item.location)!;

    const fr = await openPage(browser(), `/fr/items/${clock.itemId}/buyer`);
    const table = fr.page.getByTestId('item-specifics');
    await expect.poll(() => table.innerText()).toContain('Époque');
    const text = await table.innerText();
    for (const words of ['Victorienne (1837–1901)', 'Mouvement', 'Mécanique (ressort)', 'État', 'Très bon', 'Japy Frères']) expect(text).toContain(words);
    expect(text).not.toContain('Very good');
    expect(await fr.page.getByTestId('item-location').innerText()).toContain(french);
    expect(fr.errors).toEqual([]);

    const en = await openPage(browser(), `/items/${clock.itemId}/buyer`);
    await expect.poll(() => en.page.getByTestId('item-specifics').innerText()).toContain('Very good');
    expect(await en.page.getByTestId('item-location').innerText()).toContain(english);
    expect(english).not.toBe(item.location);
  });
});

describe('categories in both languages', () => {
  it('an admin’s category with both names shows in French on /fr; one without French shows in English there and is marked missing', async () => {
    const { page, errors } = await openAs(browser(), '/admin-details?section=categories', { token: admin.token, email: admin.email }, { hydrated: true });
    const suffix = randomBytes(3).toString('hex');
    const [english, french, untranslated] = [`Zq Garden statues ${suffix}`, `Zq Statues de jardin ${suffix}`, `Zq Weathervanes ${suffix}`];
    await page.getByTestId('new-category').fill(english);
    await page.getByTestId('new-category-fr').fill(french);
    await page.getByRole('button', { name: 'Add' }).first().click();
    const row = (name: string) => page.getByTestId('admin-category').filter({ hasText: name });
    await expect.poll(() => row(english).getByTestId('french-name').textContent()).toContain(french);
    await page.getByTestId('new-category').fill(untranslated);
    await page.getByRole('button', { name: 'Add' }).first().click();
    await expect.poll(() => row(untranslated).getByTestId('french-missing').first().textContent()).toBe('French name missing');
    expect(await row(english).getByTestId('french-missing').count()).toBe(0);
    expect(errors).toEqual([]);

    const categories = (await callApi('getCategories', {})).data.categories as Category[];
    const made = categories.find((c) => c.name === english)!;
    expect(made.nameFr).toBe(french);
    const other = categories.find((c) => c.name === untranslated)!;
    const onFrench = await openPage(browser(), '/fr/catagories');
    await expect.poll(() => onFrench.page.locator('main').innerText()).toContain(french);
    const shown = await onFrench.page.locator('main').innerText();
    expect(shown).not.toContain(english);
    expect(shown).toContain(untranslated);
    // Its own page on /fr is headed with its French name.
    const own = await openPage(browser(), `/fr/catagoriesDetails/${made.id}`);
    await expect.poll(() => own.page.locator('h1').first().innerText()).toBe(french);
    for (const id of [made.id, other.id]) expect((await callApi('adminDeleteCategory', { id }, admin.headers)).status).toBe(200);
  });
});

describe('a search without results', () => {
  it('offers on /fr the nearest term, which then finds the lot, and the lot’s category', async () => {
    const typo = farTypo(tag);
    const { page, errors } = await openPage(browser(), `/fr/catagoriesDetails/search?term=${encodeURIComponent(typo)}`);
    const offered = page.getByTestId('did-you-mean');
    await expect.poll(() => offered.allTextContents()).toEqual([tag]);
    expect(await page.getByTestId('search-alternatives').innerText()).toContain('Vouliez-vous dire');
    // The lot's sub-category (Clocks › Mantel clocks in the demo taxonomy), named in French.
    await expect.poll(() => page.getByTestId('related-category').allTextContents()).toContain('Horlogerie › Pendules de cheminée et de table');
    await offered.click();
    await page.waitForURL((url) => url.pathname === '/fr/catagoriesDetails/search' && url.searchParams.get('term') === tag);
    await expect.poll(() => page.getByTestId('item-card').allTextContents()).toEqual([expect.stringContaining(clock.name)]);
    expect(errors).toEqual([]);
  });
});
