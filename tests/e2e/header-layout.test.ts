import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from '../support/auth.ts';
import { openAs, type PageSession } from '../support/browser.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * The header's search box at every width from a small phone to a wide screen, signed in (the
 * fullest right menu) and not, in English and in French (the longer placeholder): the box keeps at
 * least 40 % of the header's width, and the text field shows its whole placeholder.
 */

const WIDTHS = [320, 375, 414, 600, 768, 800, 900, 1024, 1280, 1440];
const browser = useBrowser();
let buyer: PageSession;

beforeAll(async () => {
  buyer = { token: await signInDemo('buyer'), email: 'buyer@patina.test' };
});

/** The search box's share of the header's width, and whether its field shows the whole placeholder. */
function measure(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('.mainbar-inner')!.getBoundingClientRect();
    const box = document.querySelector('form.search')!.getBoundingClientRect();
    const input = document.querySelector<HTMLInputElement>('form.search input[type="search"], form.search .search-input')!;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { share: box.width / header.width, placeholderFits: context.measureText(input.placeholder).width <= room + 0.5, room: Math.round(room) };
  });
}

describe('the header search box', () => {
  for (const locale of ['en', 'fr'] as const) {
    for (const who of ['visitor', 'buyer'] as const) {
      it(`keeps 40 % of the header and its whole placeholder from 320 px up (${locale}, ${who})`, async () => {
        const { page, errors } = await openAs(browser(), locale === 'fr' ? '/fr/about' : '/about', who === 'buyer' ? buyer : undefined, { hydrated: true });
        if (who === 'buyer') await page.getByTestId('bell').waitFor({ state: 'attached' });
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await page.waitForFunction((w) => document.documentElement.clientWidth <= w, width);
          expect.soft((await measure(page)).share, `search share at ${width} px`).toBeGreaterThanOrEqual(0.4);
          // The field picks its placeholder once it has been laid out at the new width.
          await expect.poll(async () => (await measure(page)).placeholderFits, { message: `whole placeholder at ${width} px` }).toBe(true);
        }
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }
});
