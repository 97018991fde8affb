import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ItemDetail, ItemSummary } from '../../shared/contract/catalogue.ts';
import { callApi } from '../support/api.ts';
import { openPage } from '../support/browser.ts';
import { useBrowser } from '../support/use-browser.ts';

const browser = useBrowser();

/** Waits for the listing island to show a result count, and returns the total it states. */
async function shownTotal(page: Page): Promise<number> {
  const count = page.getByTestId('result-count');
  await count.waitFor();
  return Number(await count.getAttribute('data-total'));
}

/**
 * The page's islands (the header and the page's own) hydrate after its first contentful paint
 * (client:painted, docs/adr/0040): their code and React's are asked for only once that paint is reported.
 */
async function expectIslandsFetchedAfterPaint(page: Page): Promise<void> {
  const { paint, fetches } = await page.evaluate(() => {
    const urls = [...document.querySelectorAll('astro-island')].flatMap((island) => ['component-url', 'renderer-url'].map((a) => new URL(island.getAttribute(a)!, location.href).href));
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      fetches: urls.map((url) => performance.getEntriesByName(url)[0]?.startTime ?? null),
    };
  });
  expect(paint).not.toBeNull();
  expect(fetches.length).toBeGreaterThanOrEqual(4);
  for (const fetched of fetches) expect(fetched).toBeGreaterThanOrEqual(paint!);
}

describe('a visitor browsing the catalogue', () => {
  it('sees items on the home page', async () => {
    const { page, errors } = await openPage(browser(), '/');
    await page.getByTestId('item-card').first().waitFor();
    expect(await page.getByTestId('item-card').count()).toBeGreaterThanOrEqual(4);
    await expect.poll(() => page.locator('[data-testid="item-card"] img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Its first screen is the rendered banner: the header and the home island hydrate after it has painted.
    await expectIslandsFetchedAfterPaint(page);
    expect(errors).toEqual([]);
  });

  it('finds a seeded item by a word of its description through the header search', async () => {
    const all = (await callApi('search', { categoryId: null, term: '', limit: 100, offset: 0 })).data.items as ItemSummary[];
    const target = (await callApi<ItemDetail>('getItem', { itemId: all[5]!.id })).data;
    const word = target.description.split(/[^A-Za-z]+/).filter((w) => w.length >= 8).sort((a, b) => b.length - a.length)[0]!;

    const { page, errors } = await openPage(browser(), '/');
    // Typed before the header's island hydrates, the word is not yet in the search box's state.
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    const term = page.locator('header input[name="term"]').first();
    await term.fill(word);
    await term.press('Enter');
    // The navigation is what counts here, not every photo of the results page having loaded.
    await page.waitForURL(/\/catagoriesDetails\/search\?/, { waitUntil: 'commit' });
    await shownTotal(page);
    await expect.poll(() => page.getByTestId('item-card').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining(target.name)]));
    expect(errors).toEqual([]);
  });

  it('narrows the list with the format filter and reorders it with a sort', async () => {
    const { page, errors } = await openPage(browser(), '/catagoriesDetails/all');
    const everything = await shownTotal(page);
    expect(everything).toBeGreaterThan(10);

    await page.getByTestId('format-filter').selectOption('buyNow');
    await expect.poll(() => shownTotal(page)).toBeLessThan(everything);
    await page.getByTestId('format-filter').selectOption('both');
    await expect.poll(() => shownTotal(page)).toBe(everything);

    await page.getByTestId('sort-select').selectOption('lowestBids');
    await expect.poll(() => page.url()).toContain('sort=lowestBids');
    await page.getByTestId('item-card').first().waitFor();
    const lowest = await page.getByTestId('item-card').allTextContents();
    await page.getByTestId('sort-select').selectOption('highestBids');
    await expect.poll(() => page.url()).toContain('sort=highestBids');
    await expect.poll(() => page.getByTestId('item-card').allTextContents()).not.toEqual(lowest);
    expect(errors).toEqual([]);
  });

  it('lists one category from its page', async () => {
    const categories = (await callApi('getCategories', {})).data.categories as { id: string }[];
    const counts = await Promise.all(categories.map(async (c) => ({ id: c.id, total: (await callApi('search', { categoryId: c.id, term: '' })).data.total as number })));
    const busy = counts.find((c) => c.total > 0)!;
    const { page, errors } = await openPage(browser(), `/catagoriesDetails/${busy.id}`);
    expect(await shownTotal(page)).toBe(busy.total);
    // Its islands hydrate once the static heading (the page's LCP) has painted (client:painted,
    // docs/adr/0040): the islands' code and React's are asked for only after the first contentful paint.
    await expectIslandsFetchedAfterPaint(page);
    expect(errors).toEqual([]);
  });

  it('switches the page to French from the language menu', async () => {
    const { page, errors } = await openPage(browser(), '/catagoriesDetails/all');
    await shownTotal(page);
    const englishSearch = await page.locator('header input[name="term"]').first().getAttribute('placeholder');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.locator('a[hreflang="fr"]').first().click();
    await page.waitForURL(/\/fr\/catagoriesDetails\/all/, { waitUntil: 'commit' });
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    const frenchSearch = await page.locator('header input[name="term"]').first().getAttribute('placeholder');
    expect(frenchSearch).toBeTruthy();
    expect(frenchSearch).not.toBe(englishSearch);
    await shownTotal(page);
    expect(errors).toEqual([]);
  });

  it('shows prices in euros after choosing EUR, and keeps the choice', async () => {
    const { page, errors } = await openPage(browser(), '/catagoriesDetails/all');
    const firstPrice = page.getByTestId('price').first();
    await firstPrice.waitFor();
    expect(await firstPrice.textContent()).toContain('£');
    await page.locator('select:has(option[value="EUR"])').first().selectOption('EUR');
    await expect.poll(() => firstPrice.textContent()).toContain('€');
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('EUR');
    await page.reload();
    await expect.poll(() => page.getByTestId('price').first().textContent()).toContain('€');
    expect(errors).toEqual([]);
  });

  it('opens an item with its photos, shipping and bidding history', async () => {
    const all = (await callApi('search', { categoryId: null, term: '', limit: 100, offset: 0 })).data.items as ItemSummary[];
    const withBids = all.find((i) => i.listAsAuction && i.bidCount >= 2)!;
    const { page, errors } = await openPage(browser(), `/items/${withBids.id}/auction`);
    await expect.poll(() => page.getByTestId('item-title').textContent()).toBe(withBids.name);
    // Every line of the history: the bids placed and the automatic answers of standing maximums.
    const history = (await callApi('getItem', { itemId: withBids.id })).data.bids as unknown[];
    expect(history.length).toBeGreaterThanOrEqual(withBids.bidCount);
    expect(await page.getByTestId('bid-row').count()).toBe(history.length);
    expect(await page.getByTestId('shipping-table').isVisible()).toBe(true);
    await page.getByTestId('place-bid').click();
    await expect.poll(() => page.getByTestId('login-required').textContent()).toContain('You must be logged in to place a bid');
    expect(errors).toEqual([]);
  });
});
