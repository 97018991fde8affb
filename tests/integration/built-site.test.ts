import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteIsStale } from '../../infra/local/site-build.ts';
import { contentSecurityPolicy, scriptHashSource } from '../../infra/security-headers.ts';
import { toItemDetail } from '../../shared/catalogue.ts';
import { renderHomePage } from '../../shared/home-page.ts';
import { renderLotPage } from '../../shared/lot-page.ts';
import { makeItem } from '../unit/fixtures.ts';

/*
 * The built site's own files against what the server does with them. In this tier because it is
 * the one whose runner builds the site first (tests/with-stack.ts); in the unit tier, which runs
 * before any build, these could only have skipped.
 */
const ORIGIN = 'https://patina.example';
const DIST = 'site/dist';

beforeAll(() => {
  expect(siteIsStale(), 'tests/with-stack.ts builds the site before this tier runs').toBe(false);
});

describe('the built site', () => {
  it("has no inline script the Content Security Policy does not allow (the site's own client:painted directive too)", () => {
    const policy = contentSecurityPolicy({ connectSources: ['http://localhost:4324'] });
    const scriptSources = policy.split('; ').find((d) => d.startsWith('script-src '));
    const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    const inline = new Set(pages.flatMap((file) => [...readFileSync(path.join(DIST, file), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)));
    // The category page hydrates with client:painted (docs/adr/0040): its script is among them.
    expect([...inline].some((script) => script.includes('first-contentful-paint'))).toBe(true);
    for (const script of inline) expect(scriptSources, script.slice(0, 80)).toContain(scriptHashSource(script));
  });

  it('has a lot page shell the lot pages are rendered into', () => {
    const shell = readFileSync(path.join(DIST, 'items/shell/buyer/index.html'), 'utf8');
    const item = toItemDetail(makeItem({ id: '01LOT', photos: [{ key: 'p/1.jpg', thumbKey: 'p/1-t.jpg' }] }), [], { uid: null, roles: [] }, { rating: null, reviewCount: 0 });
    expect(renderLotPage(shell, { item, locale: 'en', origin: ORIGIN })).toContain('data-page-static="lot"');
  });

  it('has a home page shell the first banner is rendered into', () => {
    const banners = [{ title: 'Spring sale', text: 'Clocks & chairs', image: 'demo/banners/1.jpg', link: '' }];
    const html = renderHomePage(readFileSync(path.join(DIST, 'index.html'), 'utf8'), banners, 'en', ORIGIN);
    expect(html).toContain('data-testid="home-static-banner"');
    expect(html).toContain('<h2>Spring sale</h2>');
  });
});
