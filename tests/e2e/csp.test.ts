import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, callApi } from '../support/api.ts';
import { makePhoto } from '../support/selling.ts';
import { useBrowser } from '../support/use-browser.ts';
import { DEMO_PASSWORD } from '../support/auth.ts';

/*
 * The site in Chromium under its Content Security Policy (no inline script but Astro's hashed
 * hydration scripts, connect-src limited to the API, Cognito and the card processor): every page
 * type hydrates, signing in reaches Cognito, a photo uploads and shows, the guard and the thanks
 * page's scripts run, and the browser reports no violation of the policy anywhere.
 */

const browser = useBrowser();
let context: BrowserContext;
let page: Page;
let dir: string;
const violations: string[] = [];

beforeAll(async () => {
  context = await browser().newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  // Installed before any page script: every violation the browser reports is kept on the page.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  dir = mkdtempSync(path.join(tmpdir(), 'patina-csp-'));
});

afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Opens a page, waits for every island to hydrate, and collects what the page itself saw. */
async function visit(pathname: string): Promise<void> {
  await page.goto(`${BASE_URL}${pathname}`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  violations.push(...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])));
}

describe('the site under its Content Security Policy', () => {
  it('hydrates every kind of page with no violation', async () => {
    const search = await callApi('search', { categoryId: null, term: '', limit: 1, offset: 0 });
    const item = search.data.items[0];
    for (const pathname of ['/', '/fr/', '/catagories', '/catagoriesDetails/all', `/items/${item.id}/auction`, '/contact-us', '/support-center', '/user-account', '/admin-login', '/no-such-page']) {
      await visit(pathname);
    }
    expect(await page.locator('astro-island').count()).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  it('signs in through Cognito, uploads a photo and shows it, with no violation', async () => {
    await visit('/seller-login');
    await page.getByTestId('signin-email').fill('seller@patina.test');
    await page.getByTestId('signin-password').fill(DEMO_PASSWORD);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/seller-login'));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    const file = path.join(dir, 'csp-clock.jpg');
    writeFileSync(file, await makePhoto(901));
    await visit('/sell-items');
    await page.getByTestId('photo-input').setInputFiles(file);
    const shown = page.getByTestId('photo-item').locator('img');
    await shown.waitFor();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  it('runs the site\'s own scripts (external, not inline): the thanks page and the admin guard', async () => {
    await visit('/thanks-submit-items?item=PAT-000123');
    await expect.poll(() => page.getByTestId('thanks-item-number').textContent()).toBe('PAT-000123');
    // A seller is not staff: the admin area's guard sends them to the admin sign-in.
    await page.goto(`${BASE_URL}/admin-details`);
    await page.waitForURL((url) => url.pathname === '/admin-login');
    expect(violations).toEqual([]);
  });
});
