import { describe, expect, it } from 'vitest';
import { toItemDetail } from '../../shared/catalogue.ts';
import { categoryPageSubjects, renderCategoryPage } from '../../shared/category-page.ts';
import { ItemStatus } from '../../shared/item.ts';
import { renderHomePage } from '../../shared/home-page.ts';
import { renderLotPage } from '../../shared/lot-page.ts';
import { PHONE_BANNER_MEDIA } from '../../shared/banner-phone.ts';
import { LOT_PHOTO_SIZES } from '../../shared/photo-sizes.ts';
import { jsonForScript, ShellMarkupError } from '../../shared/page-markup.ts';
import { renderedFileOf, renderedPageOf, renderedPagePath } from '../../shared/routes.ts';
import { categoriesSitemap, lotsSitemap, sitemapFileOf, sitemapIndex } from '../../shared/sitemap.ts';
import { makeItem } from './fixtures.ts';

/** A shell as Base.astro writes one (the tags the rendering replaces, the static slot, an island after it). */
const SHELL =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Lot · Patina</title>' +
  '<meta name="description" content="Photographs of a lot on Patina."><meta property="og:site_name" content="Patina">' +
  '<meta property="og:title" content="Lot · Patina"><meta property="og:description" content="Photographs of a lot on Patina.">' +
  '<script src="/scripts/session.js"></script></head><body><main id="main"><div data-page-static></div>' +
  '<astro-island uid="x" props="{}"><div class="container item-page" aria-busy="true"></div></astro-island></main></body></html>';
const ORIGIN = 'https://patina.example';
const ATTACK = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';

const detail = (overrides: Parameters<typeof makeItem>[0] = {}) =>
  toItemDetail(makeItem({ id: '01LOT', photos: [{ key: 'p/1.jpg', thumbKey: 'p/1-t.jpg' }, { key: 'p/2.jpg', thumbKey: 'p/2-t.jpg' }], ...overrides }), [], { uid: null, roles: [] }, { rating: null, reviewCount: 0 });

/** The page's JSON-LD blocks, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

describe('a rendered lot page', () => {
  it('carries the lot in its head: title, description, canonical, hreflang, og: and Twitter tags, Product + Offer', () => {
    const html = renderLotPage(SHELL, { item: detail({ currentBid: 4200, bidCount: 3 }), locale: 'fr', origin: ORIGIN });
    expect(html).toContain('<title>Victorian mahogany chair · Patina</title>');
    expect(html).toContain('<meta name="description" content="A fine hall chair">');
    expect(html).toContain('<link rel="canonical" href="https://patina.example/fr/items/01LOT/buyer">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://patina.example/items/01LOT/buyer">');
    expect(html).toContain('<link rel="alternate" hreflang="fr" href="https://patina.example/fr/items/01LOT/buyer">');
    expect(html).toContain('<meta property="og:image" content="https://patina.example/photos/p/1.jpg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('Lot · Patina');
    const [product] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Victorian mahogany chair',
      sku: 'PT-10001',
      image: ['https://patina.example/photos/p/1.jpg', 'https://patina.example/photos/p/2.jpg'],
      offers: { '@type': 'Offer', price: '42.00', priceCurrency: 'GBP', availability: 'https://schema.org/InStock', priceValidUntil: '2026-11-08' },
    });
  });

  it('shows the lot without JavaScript in the static slot, before the island', () => {
    const html = renderLotPage(SHELL, { item: detail({ currentBid: 4200 }), locale: 'en', origin: ORIGIN });
    const body = html.slice(html.indexOf('<main'), html.indexOf('<astro-island'));
    expect(body).toContain('<h1>Victorian mahogany chair</h1>');
    expect(body).toContain('A fine hall chair');
    expect(body).toContain('Carved back, turned legs.');
    expect(body).toContain('£42.00');
    expect(body).toContain('<time datetime="2026-11-08T11:00:00.000Z">Ends 8 November 2026 at 11:00</time>');
    expect(body).toContain('src="/photos/p/1.jpg"');
    expect(html).not.toContain('<div data-page-static></div>');
  });

  it('lets a phone fetch the first photo’s phone copy (srcset and sizes of the gallery), and the full photo else', () => {
    const withCopy = toItemDetail(
      makeItem({ id: '01LOT', photos: [{ key: 'p/1.jpg', thumbKey: 'p/1-t.jpg', phone: { key: 'p/1-phone.jpg', width: 800, fullWidth: 1200 } }] }),
      [],
      { uid: null, roles: [] },
      { rating: null, reviewCount: 0 },
    );
    const html = renderLotPage(SHELL, { item: withCopy, locale: 'en', origin: ORIGIN });
    expect(html).toContain(
      `<img class="gallery__img" src="/photos/p/1.jpg" srcset="/photos/p/1-phone.jpg 800w, /photos/p/1.jpg 1200w" sizes="${LOT_PHOTO_SIZES}" alt="Victorian mahogany chair" fetchpriority="high"`,
    );
    // What a link shares stays the full photo.
    expect(html).toContain('<meta property="og:image" content="https://patina.example/photos/p/1.jpg">');
    // A lot published before copies existed shows its photo in full.
    expect(renderLotPage(SHELL, { item: detail(), locale: 'en', origin: ORIGIN })).not.toContain('srcset');
  });

  it('says an ended lot is sold, at its price and on its day, in the page’s language (docs/adr/0054)', () => {
    const sold = { status: ItemStatus.AwaitingPayment, currentBid: 9000, soldPrice: 9000, soldAt: '2026-11-08T11:00:00.000Z' };
    const html = renderLotPage(SHELL, { item: detail(sold), locale: 'en', origin: ORIGIN });
    expect(jsonLd(html)[0]).toMatchObject({ offers: { price: '90.00', priceCurrency: 'GBP', availability: 'https://schema.org/SoldOut' } });
    expect(html).toContain('Sold for £90.00 on 8 November 2026');
    expect(html).toContain('Ended 8 November 2026');
    expect(renderLotPage(SHELL, { item: detail(sold), locale: 'fr', origin: ORIGIN })).toMatch(/Vendu 90,00\s£ le 8 novembre 2026/);
  });

  it('says an ended lot without a sale, or whose sale was cancelled, is not sold, with no price in its offer', () => {
    for (const ended of [{ status: ItemStatus.EndedUnsold }, { status: ItemStatus.Unsold, currentBid: 9000, soldPrice: 9000, soldAt: '2026-11-08T11:00:00.000Z' }]) {
      const html = renderLotPage(SHELL, { item: detail(ended), locale: 'en', origin: ORIGIN });
      const offer = (jsonLd(html)[0] as { offers: Record<string, unknown> }).offers;
      expect(offer).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
      expect(offer).not.toHaveProperty('price');
      expect(html).toContain('Not sold');
      expect(html).not.toContain('Sold for');
    }
  });

  it('dates a lot bought outright by the sale, not by the planned end still ahead (issue 24)', () => {
    const html = renderLotPage(SHELL, { item: detail({ status: ItemStatus.AwaitingPayment, soldPrice: 55_000, soldAt: '2026-11-02T09:30:00.000Z', endsAt: '2026-12-08T19:08:00.000Z' }), locale: 'en', origin: ORIGIN });
    expect(html).toContain('<time datetime="2026-11-02T09:30:00.000Z">Ended 2 November 2026 at 09:30</time>');
    expect(html).not.toContain('8 December');
  });

  it('keeps an attacker’s name and description inert in the HTML and the JSON-LD', () => {
    const html = renderLotPage(SHELL, { item: detail({ name: ATTACK, caption: ATTACK, description: ATTACK }), locale: 'en', origin: ORIGIN });
    // The only scripts are the shell's own and the JSON-LD; no tag of the attacker's survives.
    expect([...html.matchAll(/<script/g)]).toHaveLength(2);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/<\/script><script>alert/);
    const [product] = jsonLd(html);
    expect(product!.name).toBe(ATTACK);
    expect(product!.description).toBe(ATTACK);
  });

  it('fails loudly on a shell without the slot (a build that changed its markup)', () => {
    expect(() => renderLotPage(SHELL.replace('<div data-page-static></div>', ''), { item: detail(), locale: 'en', origin: ORIGIN })).toThrow(ShellMarkupError);
  });
});

describe('JSON for a script element', () => {
  it('cannot close the element and parses to the same value', () => {
    const value = { a: '</script><!-- & \u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('a rendered category page', () => {
  const FURNITURE = { id: 'furniture', name: 'Furniture', subCategories: [{ id: 'chairs', name: 'Chairs' }, { id: 'tables', name: 'Tables' }] };
  it('carries the name (translated), a description and hreflang alternates', () => {
    const shell = SHELL.replace('Lot · Patina', 'Browse the catalogue · Patina');
    const html = renderCategoryPage(shell, { id: 'furniture', name: 'Furniture', parentName: null, family: FURNITURE }, 'fr', ORIGIN);
    expect(html).toMatch(/<title>[^<]+ · Patina<\/title>/);
    expect(html).toContain('<link rel="canonical" href="https://patina.example/fr/catagoriesDetails/furniture">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://patina.example/catagoriesDetails/furniture">');
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain('aux enchères');
  });
  it("shows the listing's heading as the island draws it: crumbs up to the parent, title, the count's place, the family's chips", () => {
    const [chairs] = categoryPageSubjects(FURNITURE).filter((s) => s.id === 'chairs');
    const html = renderCategoryPage(SHELL, chairs!, 'en', ORIGIN);
    const heading = html.slice(html.indexOf('data-page-static="category"'), html.indexOf('</div></div>', html.indexOf('data-page-static="category"')));
    expect(heading).toContain('class="crumbs"><a href="/">Home</a><a href="/catagories">Categories</a><a href="/catagoriesDetails/furniture">Furniture</a></nav>');
    expect(heading).toMatch(/<h1>Chairs<\/h1><p class="listing-head__intro">Chairs at auction[^<]+<\/p><p class="listing-head__count">/);
    expect(heading).toContain('<a class="chip" href="/catagoriesDetails/furniture">All Furniture</a>');
    expect(heading).toContain('<a class="chip" aria-current="page" href="/catagoriesDetails/chairs">');
    const french = renderCategoryPage(SHELL, chairs!, 'fr', ORIGIN);
    expect(french).toContain('<a href="/fr/">Accueil</a>');
    expect(french).toContain('href="/fr/catagoriesDetails/tables"');
    // A sub-category links its price guide where the island does, after the count (docs/adr/0054); a category has none.
    expect(heading).toContain('<p class="listing-head__guide"><a data-testid="price-guide-link" href="/price-guide/chairs">Price guide: what Chairs sold for</a></p><nav');
    expect(french).toContain('href="/fr/price-guide/chairs"');
    expect(renderCategoryPage(SHELL, categoryPageSubjects(FURNITURE)[0]!, 'en', ORIGIN)).not.toContain('price-guide');
  });
  it('escapes a category name', () => {
    const html = renderCategoryPage(SHELL, { id: 'x', name: ATTACK, parentName: null, family: { id: 'x', name: ATTACK, subCategories: [] } }, 'en', ORIGIN);
    expect(html).not.toContain('<img src=x');
    expect([...html.matchAll(/<script/g)]).toHaveLength(2);
  });
});

describe('a rendered home page', () => {
  const HOME_SHELL = SHELL.replace('<div data-page-static></div>', '<div class="banner-early" data-banner-early aria-hidden="true"></div>');
  const banners = [
    { title: 'Spring sale', text: 'Clocks & chairs', image: 'demo/banners/1.jpg', link: '/catagoriesDetails/all', fr: { title: 'Soldes de printemps', text: 'Pendules et chaises' } },
    { title: 'Second', text: '', image: 'demo/banners/2.jpg', link: '' },
  ];

  it('has its first banner’s photo (preloaded, high priority) and words in the HTML, in its language', () => {
    const en = renderHomePage(HOME_SHELL, banners, 'en', ORIGIN);
    expect(en).toContain('<link rel="preload" as="image" href="/photos/demo/banners/1.jpg" fetchpriority="high">');
    expect(en).toMatch(/data-testid="home-static-banner"><div class="banner__slide is-current"><img src="\/photos\/demo\/banners\/1\.jpg" alt="" fetchpriority="high"/);
    expect(en).toContain('<h2>Spring sale</h2><p>Clocks &amp; chairs</p>');
    expect(en).not.toContain('Second');
    expect(en).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    expect(en).toContain(`<link rel="alternate" hreflang="fr" href="${ORIGIN}/fr/">`);
    const fr = renderHomePage(HOME_SHELL.replace('lang="en"', 'lang="fr"'), banners, 'fr', ORIGIN);
    expect(fr).toContain('<h2>Soldes de printemps</h2><p>Pendules et chaises</p>');
    expect(fr).not.toContain('Spring sale');
  });

  it('keeps an attacker’s banner inert and nothing in it focusable', () => {
    const html = renderHomePage(HOME_SHELL, [{ title: ATTACK, text: ATTACK, image: 'x".jpg', link: 'javascript:alert(1)' }], 'en', ORIGIN);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('javascript:');
    const box = /data-testid="home-static-banner"[\s\S]*?<\/main>/.exec(html)![0];
    expect(box).not.toMatch(/<a |<button|tabindex/);
  });

  it('on a phone preloads and shows the banner’s phone copy, elsewhere the full image: one file either way', () => {
    const [first, second] = banners;
    const html = renderHomePage(HOME_SHELL, [{ ...first!, phoneImage: 'demo/banners/1-phone.jpg' }, second!], 'en', ORIGIN);
    expect(html).toContain(
      `<link rel="preload" as="image" href="/photos/demo/banners/1-phone.jpg" media="${PHONE_BANNER_MEDIA}" fetchpriority="high">` +
        `<link rel="preload" as="image" href="/photos/demo/banners/1.jpg" media="not all and ${PHONE_BANNER_MEDIA}" fetchpriority="high">`,
    );
    expect(html).toContain(
      `<div class="banner__slide is-current"><picture><source media="${PHONE_BANNER_MEDIA}" srcset="/photos/demo/banners/1-phone.jpg">` +
        '<img src="/photos/demo/banners/1.jpg" alt="" fetchpriority="high" loading="eager" decoding="async"></picture>',
    );
    expect([...html.matchAll(/rel="preload" as="image"/g)]).toHaveLength(2);
  });

  it('keeps an attacker’s phone copy key inert: it stays one attribute, one srcset candidate', () => {
    const html = renderHomePage(HOME_SHELL, [{ title: 'T', text: '', image: 'a.jpg', phoneImage: 'x" onerror="alert(1)>, /evil.jpg 1w', link: '' }], 'en', ORIGIN);
    expect(html).not.toContain('" onerror="');
    expect(html).not.toContain('<script>');
    expect(html).toContain('srcset="/photos/x&quot;%20onerror=&quot;alert(1)&gt;%2C%20/evil.jpg%201w"');
  });

  it('without banners leaves the banner box empty (the island shows its hero)', () => {
    const html = renderHomePage(HOME_SHELL, [], 'en', ORIGIN);
    expect(html).toContain('<div class="banner-early" data-banner-early aria-hidden="true"></div>');
    expect(html).not.toContain('rel="preload" as="image"');
  });
});

describe('rendered page files', () => {
  it('map the home routes of each language to one file', () => {
    for (const path of ['/', '/homepage', '/homepage/']) expect(renderedPagePath(path)).toBe('/rendered/index.html');
    for (const path of ['/fr', '/fr/', '/fr/homepage']) expect(renderedPagePath(path)).toBe('/rendered/fr/index.html');
    expect(renderedPagePath('/about')).toBeNull();
    expect(renderedPagePath('/homepagex')).toBeNull();
    const page = renderedPageOf('/rendered/fr/index.html');
    expect(page).toEqual({ kind: 'home', locale: 'fr', id: '' });
    expect(renderedFileOf(page!)).toBe('/rendered/fr/index.html');
  });

  it('map every lot route and category route to one file per page and language', () => {
    expect(renderedPagePath('/items/01LOT/buyer')).toBe('/rendered/items/01LOT.html');
    expect(renderedPagePath('/fr/items/01LOT/auction/')).toBe('/rendered/fr/items/01LOT.html');
    expect(renderedPagePath('/items/01LOT/recommended')).toBe('/rendered/items/01LOT.html');
    expect(renderedPagePath('/catagoriesDetails/furniture')).toBe('/rendered/catagoriesDetails/furniture.html');
    expect(renderedPagePath('/catagoriesDetails/all')).toBeNull();
    expect(renderedPagePath('/items/..%2f..%2fetc/buyer')).toBeNull();
    expect(renderedPagePath('/items/x/other')).toBeNull();
    const page = renderedPageOf('/rendered/fr/items/01LOT.html');
    expect(page).toEqual({ kind: 'items', locale: 'fr', id: '01LOT' });
    expect(renderedFileOf(page!)).toBe('/rendered/fr/items/01LOT.html');
    expect(renderedPageOf('/rendered/items/../x.html')).toBeNull();
  });
});

describe('the sitemap', () => {
  it('indexes the categories and the lots, a file per 5,000 live lots', () => {
    const index = sitemapIndex(ORIGIN, 12_001);
    expect(index.match(/<loc>/g)).toHaveLength(4);
    expect(index).toContain('<loc>https://patina.example/sitemaps/lots-3.xml</loc>');
    expect(sitemapFileOf('/sitemaps/lots-3.xml')).toEqual({ kind: 'lots', page: 3 });
    expect(sitemapFileOf('/sitemaps/lots-0.xml')).toBeNull();
  });
  it('lists each page in both languages with both alternates', () => {
    const lots = lotsSitemap(ORIGIN, [{ id: '01LOT' }]);
    expect(lots).toContain('<loc>https://patina.example/items/01LOT/buyer</loc>');
    expect(lots).toContain('<loc>https://patina.example/fr/items/01LOT/buyer</loc>');
    expect(lots.match(/hreflang="fr"/g)).toHaveLength(2);
    expect(categoriesSitemap(ORIGIN, ['furniture'])).toContain('<loc>https://patina.example/fr/catagoriesDetails/furniture</loc>');
    // Each sub-category's price guide, in both languages (docs/adr/0054).
    const guides = categoriesSitemap(ORIGIN, ['furniture', 'furniture-chairs'], ['furniture-chairs']);
    expect(guides).toContain('<loc>https://patina.example/price-guide/furniture-chairs</loc>');
    expect(guides).toContain('<loc>https://patina.example/fr/price-guide/furniture-chairs</loc>');
    expect(guides).not.toContain('/price-guide/furniture<');
  });
});

describe('the rendered pages’ words', () => {
  // They translate through the pages' own strings (shared/i18n/public-pages.ts), not the whole dictionary:
  // a key missing there would be printed as itself.
  it('are all found, in both languages, for a lot in every state, a category, a sub-category and the home page', () => {
    const lots = [
      {},
      { currentBid: 4200, bidCount: 3 },
      { listAsAuction: false, buyItNowPrice: 12_000 },
      { status: ItemStatus.AwaitingPayment, currentBid: 9000, soldPrice: 9000, soldAt: '2026-11-08T11:00:00.000Z' },
      { status: ItemStatus.EndedUnsold },
    ];
    const furniture = { id: 'furniture', name: 'Furniture', subCategories: [{ id: 'chairs', name: 'Chairs' }] };
    const banner = { title: 'Spring sale', text: 'Clocks', image: 'demo/banners/1.jpg', link: '/catagoriesDetails/all' };
    for (const locale of ['en', 'fr'] as const) {
      const pages = [
        ...lots.map((overrides) => renderLotPage(SHELL, { item: detail(overrides), locale, origin: ORIGIN })),
        ...categoryPageSubjects(furniture).map((subject) => renderCategoryPage(SHELL, subject, locale, ORIGIN)),
        renderHomePage(SHELL.replace('<div data-page-static></div>', '<div class="banner-early" data-banner-early aria-hidden="true"></div>'), [banner], locale, ORIGIN),
      ];
      for (const html of pages) expect(html.match(/\b(?:catalogue|category|common)\.[A-Za-z_]+[.A-Za-z_]*/g) ?? [], locale).toEqual([]);
    }
  });
});
