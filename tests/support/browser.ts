import { chromium, type Browser, type Page } from 'playwright-core';
import { BASE_URL } from './api.ts';

/**
 * Debian's Chromium, driven by playwright-core (no browser download). The flags keep it off the
 * network it cannot reach here (background services would otherwise fail many times a second).
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A fresh page (its own storage) that fails the test on any uncaught page error or Content Security Policy violation. */
export async function openPage(browser: Browser, path = '/', viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, locale: 'en-GB' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  await page.goto(`${BASE_URL}${path}`);
  return { page, errors };
}
