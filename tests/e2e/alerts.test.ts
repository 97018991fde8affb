import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api.ts';
import { asRole, newUser, type TestUser } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { ARRIVED, openAs, submitSignIn, waitForHydration } from '../support/browser.ts';
import { liveLot } from '../support/market.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * Saved searches and following in the browser (issue 26 items 1 and 4; docs/adr/0053): a visitor saves
 * a search that finds nothing, through sign-in and back to the same search; the lot that then matches
 * it rings the bell; the lot page's Follow button follows its seller; My account › Saved searches on a
 * phone lists both, passes axe, and deletes the search.
 */
const browser = useBrowser();
let seller: TestUser;
let expert: TestUser;
beforeAll(async () => {
  [seller, expert] = await Promise.all([asRole('seller'), asRole('expert')]);
}, 120_000);

describe('saved searches and following', () => {
  it('a visitor saves a search with no results through sign-in, is alerted of the lot that matches, follows its seller, and manages both in the account on a phone', async () => {
    const person = await newUser({ emailPrefix: 'alerts' });
    const word = `orrery${randomUUID().slice(0, 6)}`;
    const searchPath = `/catagoriesDetails/search?term=${word}`;

    // A visitor on a search with no results: saving asks them to sign in, and brings them back with the form open.
    const { page, errors } = await openAs(browser(), searchPath, undefined, { hydrated: true });
    await expect.poll(() => page.getByTestId('empty-state').isVisible()).toBe(true);
    await page.getByTestId('save-search-button').click();
    await page.waitForURL((url) => url.pathname === '/seller-login', ARRIVED);
    await waitForHydration(page);
    await page.getByTestId('signin-email').fill(person.email);
    await page.getByTestId('signin-password').fill(person.password);
    await submitSignIn(page, (url) => url.pathname === '/catagoriesDetails/search');
    await waitForHydration(page);
    expect(new URL(page.url()).searchParams.get('term')).toBe(word);
    await expect.poll(() => page.getByTestId('save-search-name').inputValue()).toBe(word);
    await page.getByTestId('save-search-alert').selectOption('daily');
    await page.getByTestId('save-search-submit').click();
    await expect.poll(() => page.getByTestId('save-search-outcome').textContent()).toContain('Search saved');
    expect((await callApi('getSavedSearches', {}, person.headers)).data.savedSearches).toMatchObject([{ name: word, search: { term: word }, alert: 'daily' }]);

    // The lot that matches it: the bell says so on the open page (live, through the socket).
    const lot = await liveLot(seller.token, expert.token, {}, `Brass ${word}`);
    await page.getByTestId('bell').click();
    await expect.poll(() => page.locator('[data-testid="notification"][data-template="alert"]').first().textContent(), { timeout: 20_000 }).toContain(lot.name);

    // Its page's seller box: Follow, then the state shown with Unfollow.
    await page.goto(`${page.url().split('/catagoriesDetails')[0]}/items/${lot.itemId}/auction`);
    await waitForHydration(page);
    await page.getByTestId('follow-button').click();
    await expect.poll(() => page.getByTestId('follow-seller').getAttribute('data-following')).toBe('true');
    expect(await page.getByTestId('unfollow-button').isVisible()).toBe(true);
    expect(errors).toEqual([]);

    // My account › Saved searches on a phone: both lists, no serious axe finding, and the search deleted.
    const phone = await openAs(browser(), '/my-account/saved-searches', person, { viewport: { width: 375, height: 800 }, hydrated: true });
    await expect.poll(() => phone.page.getByTestId('saved-search-row').count()).toBe(1);
    await expect.poll(() => phone.page.getByTestId('followed-seller-row').count()).toBe(1);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.page.getByTestId('saved-search-delete').click();
    await expect.poll(() => phone.page.getByTestId('saved-searches-empty').isVisible()).toBe(true);
    expect((await callApi('getSavedSearches', {}, person.headers)).data.savedSearches).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});
