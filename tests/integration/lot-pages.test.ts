import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, callApi } from '../support/api.ts';
import { asRole, newUser, type TestUser, signInDemo } from '../support/auth.ts';
import { liveLot, submitLot, type LiveLot } from '../support/market.ts';
import { waitFor } from '../support/wait.ts';

/*
 * Lot and category pages as a crawler reads them (docs/adr/0036): plain HTTP, no JavaScript. A live
 * lot's page carries the lot in its HTML (title, description, og:/Twitter tags, canonical, hreflang,
 * Product + Offer JSON-LD, and the lot's text), a lot that ends is rendered again, an attacker's
 * name stays text, and /sitemap.xml lists the live lots and categories in both languages.
 */
const ATTACK = '</script><script>alert("lot")</script><img src=x onerror=alert(2)>';
const origin = new URL(BASE_URL).origin;

let seller: TestUser;
let expert: string;
let lot: LiveLot;

/** A page's HTML as a crawler fetches it. */
async function page(path: string): Promise<{ status: number; html: string; type: string | null }> {
  const answer = await fetch(BASE_URL + path, { headers: { accept: 'text/html' } });
  return { status: answer.status, html: await answer.text(), type: answer.headers.get('content-type') };
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** Every JSON-LD block of a page, parsed (the test fails on one that does not parse). */
function jsonLd(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

/** Every <script> element: its attributes and its text. */
function scripts(html: string): { attrs: string; text: string }[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attrs: m[1]!, text: m[2]! }));
}

/** The URLs a sitemap (index or urlset) lists, following the index. */
async function sitemapUrls(): Promise<string[]> {
  const index = await page('/sitemap.xml');
  expect(index.status).toBe(200);
  expect(index.type).toMatch(/xml/);
  const files = [...index.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(files.every((f) => f.startsWith(`${origin}/sitemaps/`))).toBe(true);
  const lists = await Promise.all(files.map((f) => page(new URL(f).pathname)));
  return lists.flatMap((l) => [...l.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&')));
}

beforeAll(async () => {
  [seller, expert] = await Promise.all([asRole('seller'), signInDemo('expert')]);
  lot = await liveLot(seller.token, expert, { itemName: `Crawled clock ${ATTACK}`, itemCaption: `Caption ${ATTACK}`, itemDescription: `First paragraph ${ATTACK}\n\nSecond paragraph.` }, 'Crawled');
}, 120_000);

describe('a live lot’s page, fetched without JavaScript', () => {
  it('carries its name, caption, description, photo, price and end, and its head tags, on each of its routes', async () => {
    const item = (await callApi('getItem', { itemId: lot.itemId })).data;
    for (const view of ['buyer', 'auction', 'recommended']) {
      const { status, html } = await page(`/items/${lot.itemId}/${view}`);
      expect(status).toBe(200);
      expect(html).toContain('<html lang="en"');
      expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(`Crawled clock ${ATTACK} · Patina`.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'));
      expect(attr(html, /<link rel="canonical" href="([^"]+)">/)).toBe(`${origin}/items/${lot.itemId}/buyer`);
      expect(attr(html, /<link rel="alternate" hreflang="en" href="([^"]+)">/)).toBe(`${origin}/items/${lot.itemId}/buyer`);
      expect(attr(html, /<link rel="alternate" hreflang="fr" href="([^"]+)">/)).toBe(`${origin}/fr/items/${lot.itemId}/buyer`);
      expect(attr(html, /<meta property="og:image" content="([^"]+)">/)).toBe(origin + item.photos[0].url);
      expect(attr(html, /<meta name="twitter:image" content="([^"]+)">/)).toBe(origin + item.photos[0].url);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).toContain('First paragraph &lt;/script&gt;');
      expect(html).toContain('£100.00');
      expect(html).toContain(`<time datetime="${lot.endsAt}">`);
      const [product] = jsonLd(html);
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: `Crawled clock ${ATTACK}`,
        description: `First paragraph ${ATTACK}\n\nSecond paragraph.`,
        sku: item.itemNumber,
        url: `${origin}/items/${lot.itemId}/buyer`,
        image: item.photos.map((p: { url: string }) => origin + p.url),
        offers: { '@type': 'Offer', priceCurrency: 'GBP', price: '100.00', availability: 'https://schema.org/InStock', priceValidUntil: lot.endsAt.slice(0, 10) },
      });
    }
  });

  it('hydrates its islands only after the lot has painted (client:painted, docs/adr/0040)', async () => {
    for (const path of [`/items/${lot.itemId}/auction`, `/fr/items/${lot.itemId}/buyer`]) {
      const { html } = await page(path);
      const directives = [...html.matchAll(/<astro-island[^>]* client="([a-z]+)"/g)].map((m) => m[1]);
      expect(directives, path).toEqual(['painted', 'painted']);
    }
  });

  it('is French on the French routes, with its French canonical URL', async () => {
    const { html } = await page(`/fr/items/${lot.itemId}/auction`);
    expect(html).toContain('<html lang="fr"');
    expect(attr(html, /<link rel="canonical" href="([^"]+)">/)).toBe(`${origin}/fr/items/${lot.itemId}/buyer`);
    expect(html).toContain('100,00');
    expect(jsonLd(html)[0].offers.price).toBe('100.00');
  });

  it('keeps an attacker’s text inert: no script of theirs, no tag of theirs, in the HTML or the JSON-LD', async () => {
    const { html } = await page(`/items/${lot.itemId}/buyer`);
    expect(html).not.toContain('<img src=x');
    for (const script of scripts(html)) {
      if (script.attrs.includes('type="application/ld+json"')) {
        // Data, not code: the attacker's text is in it, as JSON strings that cannot close the element.
        expect(script.text).not.toMatch(/[<>]/);
        continue;
      }
      expect(script.text).not.toContain('alert(');
      // External files, or Astro's own inline hydration scripts (allowed by hash in the CSP).
      expect(/src="\//.test(script.attrs) || script.text.includes('astro')).toBe(true);
    }
  });

  it('is rendered again when the lot ends: sold, at its price', async () => {
    const sold = await liveLot(seller.token, expert, {}, 'Crawled sale');
    const buyer = await newUser({ emailPrefix: 'crawled-buyer' });
    expect((await callApi('buyNow', { itemId: sold.itemId }, buyer.headers)).status).toBe(200);
    const product = await waitFor('the sold lot’s page to say so', async () => {
      const [found] = jsonLd((await page(`/items/${sold.itemId}/buyer`)).html);
      return found?.offers.availability === 'https://schema.org/SoldOut' ? found : undefined;
    });
    expect(product.offers.price).toBe('550.00');
    const { html } = await page(`/fr/items/${sold.itemId}/buyer`);
    expect(jsonLd(html)[0].offers.availability).toBe('https://schema.org/SoldOut');
    // …and it leaves the sitemap, where a live one is.
    await waitFor('the sold lot to leave the sitemap', async () => {
      const urls = await sitemapUrls();
      return urls.includes(`${origin}/items/${lot.itemId}/buyer`) && !urls.some((u) => u.includes(sold.itemId)) ? true : undefined;
    });
  });

  it('is the shell for a lot that is not public (under review): no lot in its HTML', async () => {
    const pending = await submitLot(seller.token, {}, 'Unseen');
    const { status, html } = await page(`/items/${pending.itemId}/buyer`);
    expect(status).toBe(200);
    expect(html).not.toContain(pending.name);
    expect(jsonLd(html)).toEqual([]);
    expect(html).toContain('<astro-island');
  });
});

describe('category pages, fetched without JavaScript', () => {
  it('carry the category’s name, a description and hreflang alternates', async () => {
    const { html } = await page('/catagoriesDetails/clocks');
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Clocks &amp; Watches · Patina');
    expect(html).toContain('<h1>Clocks &amp; Watches</h1>');
    expect(attr(html, /<meta name="description" content="([^"]+)">/)).toContain('Clocks');
    expect(attr(html, /<link rel="canonical" href="([^"]+)">/)).toBe(`${origin}/catagoriesDetails/clocks`);
    expect(attr(html, /<link rel="alternate" hreflang="fr" href="([^"]+)">/)).toBe(`${origin}/fr/catagoriesDetails/clocks`);
    const fr = await page('/fr/catagoriesDetails/clocks-mantel');
    expect(fr.html).toContain('<html lang="fr"');
    expect(attr(fr.html, /<link rel="canonical" href="([^"]+)">/)).toBe(`${origin}/fr/catagoriesDetails/clocks-mantel`);
    // A sub-category's title names its parent too.
    expect(attr(fr.html, /<title>([^<]*)<\/title>/)).toMatch(/ · .+ · Patina$/);
    // The static heading in French: the sub-category's name, its introduction, the family's crumb.
    expect(fr.html).toContain('<h1>Pendules de cheminée et de table</h1>');
    expect(fr.html).toContain('<p class="listing-head__intro">Pendules de cheminée et de table aux enchères et en achat immédiat sur Patina');
    expect(fr.html).toContain('<a href="/fr/catagoriesDetails/clocks">Horlogerie</a>');
  });

  it('hydrate their islands only after that heading has painted (client:painted, docs/adr/0040)', async () => {
    for (const path of ['/catagoriesDetails/clocks', '/fr/catagoriesDetails/clocks']) {
      const { html } = await page(path);
      const directives = [...html.matchAll(/<astro-island[^>]* client="([a-z]+)"/g)].map((m) => m[1]);
      expect(directives, path).toEqual(['painted', 'painted']);
    }
  });

  it('leave the catalogue of every lot (/catagoriesDetails/all) to the shell', async () => {
    const { status, html } = await page('/catagoriesDetails/all');
    expect(status).toBe(200);
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('/sitemap.xml', () => {
  it('lists a lot accepted a moment ago and every category, in English and French', async () => {
    const fresh = await liveLot(seller.token, expert, {}, 'Mapped');
    const urls = await waitFor('the new lot in the sitemap', async () => {
      const found = await sitemapUrls();
      return found.includes(`${origin}/items/${fresh.itemId}/buyer`) ? found : undefined;
    });
    expect(urls).toContain(`${origin}/fr/items/${fresh.itemId}/buyer`);
    for (const id of ['clocks', 'clocks-mantel', 'furniture']) {
      expect(urls).toContain(`${origin}/catagoriesDetails/${id}`);
      expect(urls).toContain(`${origin}/fr/catagoriesDetails/${id}`);
    }
  });
});
