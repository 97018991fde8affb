import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemSummary } from '../../shared/contract/catalogue.ts';
import { ItemStatus } from '../../shared/item.ts';
import { nextLot } from '../../shared/lot-rules.ts';
import { commitLot, getLot } from '../../lambdas/data/entities/lot.ts';
import { BASE_URL, callApi } from '../support/api.ts';
import { asRole, newUser } from '../support/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { openAs } from '../support/browser.ts';
import { liveLot } from '../support/market.ts';
import { useStackTable } from '../support/stack-db.ts';
import { waitFor } from '../support/wait.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * Realised prices on the site (issue 26 item 2, docs/adr/0054): the Sold filter of a sub-category's
 * listing shows a sold lot with its price and date; an ended lot's page says "Sold for £X on <date>" or
 * "Not sold", in its HTML (and JSON-LD) and once hydrated; the sub-category's price guide draws its
 * months as a named SVG chart with a table, in English and in French at 375 px, without serious axe
 * findings. The lots are in a sub-category made for this file. The unsold lot's end is written as the
 * hammer would write it (Active → Auction Ended - Item Unsold): moving the shared stack's clock a week
 * would move every other test's deadlines.
 */

const PRICE = 42_000;
let subCategoryId: string;
let subCategoryName: string;
let soldId: string;
let unsoldId: string;

const html = async (path: string) => (await fetch(`${BASE_URL}${path}`)).text();
const jsonLdOffer = (page: string) => (JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)![1]!) as { offers: Record<string, unknown> }).offers;

beforeAll(async () => {
  useStackTable();
  const [seller, expert, admin] = await Promise.all([asRole('seller'), asRole('expert'), asRole('admin')]);
  subCategoryName = `Realised ${randomUUID().slice(0, 6)}`;
  const sub = await callApi('adminSaveSubCategory', { categoryId: 'clocks', name: subCategoryName }, admin.headers);
  expect(sub.status, sub.message).toBe(200);
  subCategoryId = sub.data.subCategory.id as string;
  const [sold, unsold, buyer] = await Promise.all([
    liveLot(seller.token, expert.token, { subCategoryId, buyItNowPrice: PRICE, reservePrice: null }, 'Realised sold'),
    liveLot(seller.token, expert.token, { subCategoryId }, 'Realised unsold'),
    newUser({ emailPrefix: 'realised' }),
  ]);
  [soldId, unsoldId] = [sold.itemId, unsold.itemId];
  const bought = await callApi('buyNow', { itemId: soldId }, buyer.headers);
  expect(bought.status, bought.message).toBe(200);
  const lot = (await getLot(unsoldId, true))!;
  await commitLot(lot, nextLot(lot, { status: ItemStatus.EndedUnsold }, new Date()));
  // The read model and the rendered pages follow the table.
  await waitFor('the sale in the read model', async () => {
    const answer = await callApi<{ items: ItemSummary[] }>('search', { categoryId: subCategoryId, term: '', sold: true });
    return answer.data.items.some((i) => i.id === soldId) ? true : undefined;
  });
}, 180_000);
const browser = useBrowser();

describe('realised prices on the site', () => {
  it('shows a sold lot with its price, date and way under the Sold filter of its sub-category, and links the price guide', async () => {
    const { page, errors } = await openAs(browser(), `/catagoriesDetails/${subCategoryId}`, undefined, { hydrated: true });
    await page.getByTestId('result-count').waitFor();
    // Off by default: the live lots only (the sold one is gone from them, the unsold one ended).
    expect(await page.locator(`[data-item-id="${soldId}"]`).count()).toBe(0);
    await page.getByTestId('sold-filter').check();
    const card = page.locator(`[data-testid="item-card"][data-item-id="${soldId}"]`);
    await card.waitFor();
    expect(new URL(page.url()).searchParams.get('sold')).toBe('1');
    expect(await card.getByTestId('price').textContent()).toBe('£420.00');
    expect(await card.getByTestId('sold-on').textContent()).toMatch(/^Sold \d{1,2} \w+ \d{4} · with Buy it now$/);
    expect(await page.locator(`[data-item-id="${unsoldId}"]`).count()).toBe(0);
    expect(await page.getByTestId('price-guide-link').getAttribute('href')).toBe(`/price-guide/${subCategoryId}`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says "Sold for £X on <date>" or "Not sold" on an ended lot’s page, in its HTML, its JSON-LD and once hydrated (fr, 375 px)', async () => {
    const soldHtml = await waitFor('the sold lot’s rendered page', async () => {
      const page = await html(`/items/${soldId}/buyer`);
      return page.includes('lot-static-result') ? page : undefined;
    });
    expect(soldHtml).toMatch(/Sold for £420\.00 on \d{1,2} \w+ \d{4}/);
    expect(jsonLdOffer(soldHtml)).toMatchObject({ price: '420.00', priceCurrency: 'GBP', availability: 'https://schema.org/SoldOut' });
    const unsoldHtml = await waitFor('the unsold lot’s rendered page', async () => {
      const page = await html(`/items/${unsoldId}/buyer`);
      return page.includes('lot-static-result') ? page : undefined;
    });
    expect(unsoldHtml).toContain('Not sold');
    expect(jsonLdOffer(unsoldHtml)).not.toHaveProperty('price');

    const { page, errors } = await openAs(browser(), `/fr/items/${soldId}/buyer`, undefined, { viewport: { width: 375, height: 800 }, hydrated: true });
    const result = page.getByTestId('sale-result');
    await result.waitFor();
    expect(await result.getAttribute('data-sold')).toBe('true');
    expect(await result.textContent()).toMatch(/^Vendu 420,00\s£ le \d{1,2} \S+ \d{4}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws the price guide as a named chart with its table and sales, in English and in French at 375 px', async () => {
    const month = ((await (await fetch(`${BASE_URL}/dev/clock`)).json()) as { now: string }).now.slice(0, 7);
    for (const [path, viewport, title] of [
      ['', { width: 1280, height: 900 }, `${subCategoryName}: realised prices by month`],
      ['/fr', { width: 375, height: 800 }, `${subCategoryName} : prix réalisés par mois`],
    ] as const) {
      const { page, errors } = await openAs(browser(), `${path}/price-guide/${subCategoryId}`, undefined, { viewport, hydrated: true });
      const chart = page.getByRole('img', { name: title });
      await chart.waitFor();
      expect(await page.getByTestId('guide-title').textContent()).toContain(subCategoryName);
      const row = page.getByTestId('price-table').locator(`tr[data-month="${month}"]`);
      expect(await row.locator('td').first().textContent()).toBe('1');
      expect(await row.getByTestId('month-median').getAttribute('data-pence')).toBe(String(PRICE));
      expect(await page.getByTestId('price-table').locator('tbody tr').count()).toBe(12);
      expect(await page.locator(`#guide-highest ~ ul [data-item-id="${soldId}"]`).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
