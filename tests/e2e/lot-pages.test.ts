import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL } from '../support/api.ts';
import { asRole, signInDemo } from '../support/auth.ts';
import { openAs } from '../support/browser.ts';
import { liveLot, type LiveLot } from '../support/market.ts';
import { waitFor } from '../support/wait.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * A rendered lot page (docs/adr/0036): without JavaScript its HTML has the lot's name, price and
 * JSON-LD; in Chromium the item island hydrates over it with no console error (no hydration mismatch,
 * no CSP report for the JSON-LD) and takes its place; /sitemap.xml lists a lot accepted a moment ago.
 */
const browser = useBrowser();
let lot: LiveLot;

beforeAll(async () => {
  const [seller, expert] = await Promise.all([asRole('seller'), signInDemo('expert')]);
  lot = await liveLot(seller.token, expert, {}, 'Rendered clock');
}, 120_000);

describe('a lot page', () => {
  it('has its name, price and JSON-LD in the HTML fetched without JavaScript', async () => {
    const html = await (await fetch(`${BASE_URL}/items/${lot.itemId}/buyer`)).text();
    expect(html).toContain(`<h1>${lot.name}</h1>`);
    expect(html).toContain('£100.00');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(ld![1]!)).toMatchObject({ '@type': 'Product', name: lot.name, offers: { price: '100.00', priceCurrency: 'GBP' } });
  });

  for (const [path, viewport] of [
    ['', { width: 1280, height: 900 }],
    ['/fr', { width: 375, height: 800 }],
  ] as const) {
    it(`hydrates over the rendered page without a console error (${path || '/'} at ${viewport.width} px)`, async () => {
      const { page, errors, consoleErrors } = await openAs(browser(), `${path}/items/${lot.itemId}/auction`, undefined, { viewport, hydrated: true });
      await page.getByTestId('item-title').waitFor();
      expect(await page.getByTestId('item-title').textContent()).toBe(lot.name);
      // The static copy is gone: the island shows the lot once, with its bidding panel.
      await expect.poll(() => page.locator('[data-page-static]').count()).toBe(0);
      expect(await page.locator('h1').count()).toBe(1);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    });
  }

  it('is listed in /sitemap.xml in English and French once accepted', async () => {
    const urls = await waitFor('the lot in the sitemap', async () => {
      const index = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
      const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      const all = (await Promise.all(files.map(async (f) => (await fetch(BASE_URL + f)).text()))).join('');
      return all.includes(`/items/${lot.itemId}/buyer`) ? all : undefined;
    });
    expect(urls).toContain(`${new URL(BASE_URL).origin}/fr/items/${lot.itemId}/buyer</loc>`);
  });
});
