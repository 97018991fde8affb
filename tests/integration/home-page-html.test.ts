import { describe, expect, it } from 'vitest';
import type { HomepageOutput } from '../../shared/contract/catalogue.ts';
import sharp from 'sharp';
import { PHONE_BANNER_MEDIA } from '../../shared/banner-phone.ts';
import { BASE_URL, callApi } from '../support/api.ts';

/*
 * The home page as a phone's browser (or a crawler) first receives it (docs/adr/0037): plain HTTP, no
 * JavaScript. Its HTML already has the first banner's photo (preloaded, high priority) and words, in
 * the page's language, so the first screen's largest image does not wait for a script and a call.
 */
const origin = new URL(BASE_URL).origin;

async function html(path: string): Promise<string> {
  const answer = await fetch(BASE_URL + path, { headers: { accept: 'text/html' } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  return answer.text();
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

describe('the home page’s HTML', () => {
  for (const locale of ['en', 'fr'] as const) {
    it(`carries its first banner’s photo and heading without JavaScript (${locale})`, async () => {
      const home = await callApi<HomepageOutput>('getHomepage', { locale });
      expect(home.status).toBe(200);
      const first = home.data!.banners[0];
      expect(first, 'the demo catalogue has banners').toBeDefined();
      for (const path of locale === 'fr' ? ['/fr/', '/fr', '/fr/homepage'] : ['/', '/homepage']) {
        const page = await html(path);
        // A phone preloads and shows the banner's phone copy, anything wider the full image: one file either way.
        expect(first!.phoneImage, 'the demo banners have phone copies').toBeDefined();
        expect(page).toContain(
          `<link rel="preload" as="image" href="${escaped(first!.phoneImage!)}" media="${PHONE_BANNER_MEDIA}" fetchpriority="high">` +
            `<link rel="preload" as="image" href="${escaped(first!.image)}" media="not all and ${PHONE_BANNER_MEDIA}" fetchpriority="high">`,
        );
        const box = /data-testid="home-static-banner">([\s\S]*?)<\/div><\/div><\/div>/.exec(page)?.[1];
        expect(box, `${path} has the first banner in its HTML`).toBeDefined();
        expect(box).toContain(`<picture><source media="${PHONE_BANNER_MEDIA}" srcset="${escaped(first!.phoneImage!)}"><img src="${escaped(first!.image)}"`);
        expect(box).toContain(`<h2>${escaped(first!.title)}</h2>`);
        expect(page).toContain(`<link rel="canonical" href="${origin}${locale === 'fr' ? '/fr/' : '/'}">`);
        expect(page).toContain(`<html lang="${locale}"`);
        // The header and the home island hydrate after that first screen has painted (client:painted, docs/adr/0040).
        expect([...page.matchAll(/<astro-island[^>]* client="([a-z]+)"/g)].map((m) => m[1]), path).toEqual(['painted', 'painted']);
      }
    });
  }

  it('names a phone copy of the banner that is its centre, as a phone shows it, at the same sharpness', async () => {
    const [first] = (await callApi<HomepageOutput>('getHomepage', {})).data!.banners;
    const photo = async (url: string) => {
      const answer = await fetch(BASE_URL + url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/jpeg');
      return Buffer.from(await answer.arrayBuffer());
    };
    const [full, phone] = await Promise.all([photo(first!.image), photo(first!.phoneImage!)]);
    const [fullSize, phoneSize] = await Promise.all([sharp(full).metadata(), sharp(phone).metadata()]);
    // As tall as the banner (no pixel lost on a phone), cut to 4:3 from its middle; far lighter.
    expect(phoneSize).toMatchObject({ format: 'jpeg', height: fullSize.height, width: Math.round((fullSize.height * 4) / 3) });
    expect(phone.length).toBeLessThan(full.length / 2);
  });
});
