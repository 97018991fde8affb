import { describe, expect, it } from 'vitest';
import type { HomepageOutput } from '../../shared/contract/catalogue.ts';
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
        expect(page).toContain(`<link rel="preload" as="image" href="${escaped(first!.image)}" fetchpriority="high">`);
        const box = /data-testid="home-static-banner">([\s\S]*?)<\/div><\/div><\/div>/.exec(page)?.[1];
        expect(box, `${path} has the first banner in its HTML`).toBeDefined();
        expect(box).toContain(`<img src="${escaped(first!.image)}"`);
        expect(box).toContain(`<h2>${escaped(first!.title)}</h2>`);
        expect(page).toContain(`<link rel="canonical" href="${origin}${locale === 'fr' ? '/fr/' : '/'}">`);
        expect(page).toContain(`<html lang="${locale}"`);
      }
    });
  }
});
