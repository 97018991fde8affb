/**
 * Screenshots of every route for a before/after comparison of a change that must not be seen (shared
 * styles, issue #25, docs/adr/0060). Not a test: a tool run by hand against a running local stack.
 *
 *   shoot:   PATINA_URL=http://localhost:10400 node tests/visual/screens.ts shoot <outdir> [<ids.json>]
 *   compare: node tests/visual/screens.ts compare <beforedir> <afterdir>
 *
 * `shoot` opens every route of the spec's table (tests/support/routes.ts) in English and a few in
 * French, as the demo account it is for, waits for its islands, data, fonts and photos, and shoots the
 * full page at 1280 and 375 px. What would differ from one run to the next is held still: the browser's
 * clock and the server's `now` in answers (countdowns) are a fixed instant kept in <ids.json>, with the
 * ids of the lot, seller, order and dispute the routes name (made once, on the first run, then reused).
 * So both runs must see the same data: run the stack with a data directory that persists, restarted
 * on each build (it copies the site's shells at start), e.g.
 *   PORT=10400 PATINA_DATA_DIR=/tmp/screens-data npm start        (the "before" commit)
 *   PATINA_URL=http://localhost:10400 node tests/visual/screens.ts shoot /tmp/before /tmp/screens-ids.json
 *   (stop it, check out the "after" commit, start it again the same way, shoot /tmp/after, compare).
 * Animations and transitions are off, motion reduced (no slide changes by itself), and lazy photos load at once.
 *
 * `compare` answers, per shot, the share of pixels that differ and where (PNG decoded here: Chromium's
 * own 8-bit RGB/RGBA, non-interlaced), and exits 1 when any shot differs above the noise floor or is missing.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import type { ItemDetail, ItemSummary } from '../../shared/contract/catalogue.ts';
import { callApi } from '../support/api.ts';
import { asTestUser, DEMO_PASSWORD, signInDemo } from '../support/auth.ts';
import { launchBrowser, openAs, waitForHydration, type PageSession } from '../support/browser.ts';
import { SPEC_ROUTES, type RouteVisitor } from '../support/routes.ts';

const WIDTHS = [1280, 375] as const;
/** The French routes shot besides every English one: a page of each kind whose text is longest in French. */
const FRENCH_ROUTES = ['/', '/catagoriesDetails/all', '/items/{itemId}/buyer', '/my-account', '/sellar-dashboard', '/admin-details'];

interface Fixed {
  /** The instant the pages are shown at (ms). */
  now: number;
  ids: Record<string, string>;
}

/** The ids the routes name and the fixed instant: read from `file`, or made on the stack and kept there. */
async function fixedState(file: string, tokens: Record<'buyer' | 'seller' | 'expert', string>): Promise<Fixed> {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Fixed;
  // The same state the page-loads test builds (tests/e2e/page-loads.test.ts).
  const { saleAt } = await import('../support/orders.ts');
  const found = await callApi<{ items: ItemSummary[] }>('search', { format: 'auction', sort: 'newest' });
  const lot = found.data.items[0];
  if (!lot) throw new Error('the demo catalogue has no live auction');
  const detail = (await callApi<ItemDetail>('getItem', { itemId: lot.id })).data;
  const demoSeller = asTestUser('seller@patina.test', DEMO_PASSWORD, tokens.seller);
  const [disputed, toDispute] = await Promise.all([
    saleAt(demoSeller, tokens.expert, 'paid'),
    saleAt(demoSeller, tokens.expert, 'paid', {}, asTestUser('buyer@patina.test', DEMO_PASSWORD, tokens.buyer)),
  ]);
  const opened = await callApi<{ itemDisputeId: string }>('createDispute', { orderId: disputed.orderId, message: 'The dial is cracked.' }, disputed.buyer.headers);
  if (opened.status !== 200) throw new Error(`createDispute answered ${opened.status}: ${opened.message}`);
  const fixed: Fixed = {
    now: Date.now(),
    ids: { itemId: lot.id, sellerId: detail.seller.id, sellerName: encodeURIComponent(detail.seller.name), itemDisputeId: opened.data.itemDisputeId, orderId: toDispute.orderId },
  };
  writeFileSync(file, JSON.stringify(fixed, null, 2));
  return fixed;
}

/** Holds the page's time still: the browser's clock, and the server's `now` every answer carries. */
async function holdTime(context: BrowserContext, now: number): Promise<void> {
  await context.clock.setFixedTime(now);
  const iso = new Date(now).toISOString();
  await context.route('**/api/**', async (route) => {
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json')) return route.fulfill({ response });
    const body = (await response.text()).replace(/"now":"[^"]*"/g, `"now":"${iso}"`);
    return route.fulfill({ response, body });
  });
}

/** Everything that loads or moves after hydration has settled: answers, lazy photos, fonts, a frame drawn. */
async function settle(page: import('playwright-core').Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
    const loading = [...document.images].filter((image) => !image.complete);
    await Promise.all(loading.map((image) => new Promise((done) => ['load', 'error'].forEach((event) => image.addEventListener(event, done, { once: true })))));
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  await page.waitForLoadState('networkidle');
}

const NO_MOTION = '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';

async function shoot(outdir: string, idsFile: string): Promise<void> {
  mkdirSync(outdir, { recursive: true });
  const [buyer, seller, admin, expert] = (await Promise.all((['buyer', 'seller', 'admin', 'expert'] as const).map((role) => signInDemo(role)))) as [string, string, string, string];
  const sessions: Record<RouteVisitor, PageSession | undefined> = {
    visitor: undefined,
    buyer: { token: buyer, email: 'buyer@patina.test' },
    seller: { token: seller, email: 'seller@patina.test', seller: true },
    admin: { token: admin, email: 'admin@patina.test' },
  };
  const fixed = await fixedState(idsFile, { buyer, seller, expert });
  const shots = [
    ...SPEC_ROUTES.map((route) => ({ ...route, locale: 'en' as const })),
    ...SPEC_ROUTES.filter((route) => FRENCH_ROUTES.includes(route.path)).map((route) => ({ ...route, locale: 'fr' as const })),
  ];
  const browser: Browser = await launchBrowser();
  try {
    for (const route of shots) {
      const address = `${route.locale === 'fr' ? '/fr' : ''}${route.path.replace(/\{(\w+)\}/g, (_, name: string) => fixed.ids[name]!)}`;
      const name = `${route.locale}${route.path}`.replace(/\{(\w+)\}/g, '$1').replace(/[^A-Za-z0-9]+/g, '_');
      // openAs signs the context in; it opens a plain file first so that the clock is held from the route's first script.
      const { page } = await openAs(browser, '/config.json', sessions[route.who], { viewport: { width: WIDTHS[0], height: 900 } });
      await holdTime(page.context(), fixed.now);
      // Reduced motion: the banner's slides stay on the first (BannerSlider stops its timer), whatever the machine's load.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.context().addInitScript((css) => document.addEventListener('DOMContentLoaded', () => document.head.append(Object.assign(document.createElement('style'), { textContent: css }))), NO_MOTION);
      await page.goto(new URL(address, page.url()).href);
      await waitForHydration(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForFunction((w) => document.documentElement.clientWidth <= w, width);
        await settle(page);
        await page.screenshot({ path: path.join(outdir, `${name}@${width}.png`), fullPage: true, animations: 'disabled' });
      }
      console.log(`shot ${address}`);
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
}

/** A PNG's pixels as RGBA (8-bit colour types 2 and 6, non-interlaced: what Chromium writes). */
function decodePng(file: string): { width: number; height: number; rgba: Buffer } {
  const bytes = readFileSync(file);
  let offset = 8;
  let width = 0;
  let height = 0;
  let colourType = 0;
  const data: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const chunk = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = chunk.readUInt32BE(0);
      height = chunk.readUInt32BE(4);
      colourType = chunk[9]!;
      if (chunk[8] !== 8 || chunk[12] !== 0 || (colourType !== 2 && colourType !== 6)) throw new Error(`${file}: not an 8-bit RGB(A) non-interlaced PNG`);
    }
    if (type === 'IDAT') data.push(chunk);
    offset += 12 + length;
  }
  const channels = colourType === 6 ? 4 : 3;
  const stride = width * channels;
  const raw = inflateSync(Buffer.concat(data));
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? pixels[(y - 1) * stride + x - channels]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      pixels[y * stride + x] = (line[x]! + predicted) & 0xff;
    }
  }
  if (channels === 4) return { width, height, rgba: pixels };
  const rgba = Buffer.alloc(width * height * 4, 0xff);
  for (let i = 0; i < width * height; i++) pixels.copy(rgba, i * 4, i * 3, i * 3 + 3);
  return { width, height, rgba };
}

/**
 * Two shoots of one build differ in up to a few dozen pixels on some shots (the header's search select
 * at 375 px anti-aliased one way or the other, a photo's edge, the admin bar's last glyph): at most 46
 * seen in 102 shots twice. A difference this small is listed apart and does not fail the comparison.
 */
const NOISE_PIXELS = 64;

function compare(beforeDir: string, afterDir: string): boolean {
  const names = [...new Set([...readdirSync(beforeDir), ...readdirSync(afterDir)])].filter((name) => name.endsWith('.png')).sort();
  let identical = 0;
  const differences: string[] = [];
  const noise: string[] = [];
  for (const name of names) {
    const [before, after] = [path.join(beforeDir, name), path.join(afterDir, name)];
    if (!existsSync(before) || !existsSync(after)) {
      differences.push(`${name}: only ${existsSync(before) ? 'before' : 'after'}`);
      continue;
    }
    if (readFileSync(before).equals(readFileSync(after))) {
      identical++;
      continue;
    }
    const [a, b] = [decodePng(before), decodePng(after)];
    if (a.width !== b.width || a.height !== b.height) {
      differences.push(`${name}: size ${a.width}×${a.height} → ${b.width}×${b.height}`);
      continue;
    }
    // The differing pixels' count and bounding box (where to look).
    let differing = 0;
    const box = { left: a.width, top: a.height, right: -1, bottom: -1 };
    for (let i = 0; i < a.rgba.length; i += 4) {
      if (a.rgba.readUInt32BE(i) === b.rgba.readUInt32BE(i)) continue;
      differing++;
      const [x, y] = [(i / 4) % a.width, Math.floor(i / 4 / a.width)];
      Object.assign(box, { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) });
    }
    if (differing === 0) identical++;
    else if (differing <= NOISE_PIXELS) noise.push(`${name}: ${differing} pixels (x ${box.left}–${box.right}, y ${box.top}–${box.bottom})`);
    else differences.push(`${name}: ${((differing / (a.width * a.height)) * 100).toFixed(3)}% of pixels differ (${differing}, within x ${box.left}–${box.right}, y ${box.top}–${box.bottom})`);
  }
  console.log(`${names.length} shots compared, ${identical} identical, ${noise.length} within the noise floor, ${differences.length} differ${differences.length ? ':' : ''}`);
  for (const line of differences) console.log(`  ${line}`);
  if (noise.length) console.log(`within the noise floor (≤ ${NOISE_PIXELS} pixels):\n  ${noise.join('\n  ')}`);
  return differences.length === 0;
}

const [mode, first, second] = process.argv.slice(2);
if (mode === 'shoot' && first) await shoot(first, second ?? path.join(first, 'ids.json'));
else if (mode === 'compare' && first && second) process.exit(compare(first, second) ? 0 : 1);
else {
  console.error('usage: node tests/visual/screens.ts shoot <outdir> [<ids.json>] | compare <beforedir> <afterdir>');
  process.exit(2);
}
