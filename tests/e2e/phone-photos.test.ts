import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomepageOutput, ItemDetail, SearchOutput } from '../../shared/contract/catalogue.ts';
import { BASE_URL, callApi } from '../support/api.ts';
import { waitForHydration } from '../support/browser.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * Phone copies in Chromium (issue 14, point 2; docs/adr/0037): on a phone-sized screen the home page's
 * first banner and a lot page's first photo are fetched as their phone copies, and only those — the
 * rendered page's preload or <img> and the island that replaces it ask for the same file, so nothing is
 * downloaded twice; on a wide screen the banner is its full image.
 */
const browser = useBrowser();

/** A page at `width` px whose photo requests (paths under /photos/) are recorded from the first byte. */
async function openRecording(path: string, width: number): Promise<{ page: Page; photos: string[]; errors: string[] }> {
  const context = await browser().newContext({ viewport: { width, height: 800 }, locale: 'en-GB' });
  const page = await context.newPage();
  const photos: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/photos/')) photos.push(pathname);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${BASE_URL}${path}`);
  await waitForHydration(page);
  return { page, photos, errors };
}

/** The distinct files of one photo asked for (its path without extension is `stem`), its thumbnail aside. */
const filesOf = (photos: string[], stem: string) => [...new Set(photos.filter((p) => p.startsWith(stem) && !p.endsWith('-thumb.jpg')))];

describe('the home page’s first banner', () => {
  let banner: HomepageOutput['banners'][number];
  beforeAll(async () => {
    banner = (await callApi<HomepageOutput>('getHomepage', {})).data!.banners[0]!;
    expect(banner.phoneImage, 'the demo banners have phone copies').toBeDefined();
  });

  for (const [width, shown] of [
    [375, 'phone copy'],
    [1280, 'full image'],
  ] as const) {
    it(`is its ${shown} at ${width} px, fetched once: the slider shows the file the page preloaded`, async () => {
      const { page, photos, errors } = await openRecording('/', width);
      const expected = shown === 'phone copy' ? banner.phoneImage! : banner.image;
      // The slider is up once the island has removed the rendered slide.
      await expect.poll(() => page.locator('[data-banner-early]').count()).toBe(0);
      const current = page.locator('.banner__slide.is-current img');
      await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname)).toBe(expected);
      expect(filesOf(photos, banner.image.replace(/\.jpg$/, ''))).toEqual([expected]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('a lot page’s first photo', () => {
  it('is its phone copy on a phone, fetched once: the gallery shows the file the rendered page fetched', async () => {
    // A demo lot: its photos are wider than their copies, so the srcset offers both.
    const { items } = (await callApi<SearchOutput>('search', { limit: 40 })).data!;
    let lot: { id: string; photo: ItemDetail['photos'][number] } | undefined;
    for (const item of items) {
      const photo = (await callApi<ItemDetail>('getItem', { itemId: item.id })).data?.photos[0];
      if (photo?.srcset?.includes(', ')) {
        lot = { id: item.id, photo };
        break;
      }
    }
    expect(lot, 'a live lot whose first photo has a phone copy and is wider').toBeDefined();
    const phone = lot!.photo.srcset!.split(' ')[0]!;

    const { page, photos, errors } = await openRecording(`/items/${lot!.id}/auction`, 375);
    await expect.poll(() => page.locator('[data-page-static]').count()).toBe(0);
    const main = page.locator('.gallery__main img');
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname)).toBe(phone);
    expect(filesOf(photos, lot!.photo.url.replace(/\.(jpg|png)$/, ''))).toEqual([phone]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
