import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';

/**
 * A browser test file's Chromium (launchBrowser): launched in a `beforeAll` registered where this is
 * called, closed in an `afterAll`. Vitest runs `beforeAll` hooks in the order they are registered and
 * `afterAll` hooks in the reverse, so a file that calls this first launches before its own set-up and
 * closes the browser after its own tear-down (contexts it closes itself); a file that calls it after its
 * own `beforeAll` (seeding first) launches after that. Answers the browser, once launched.
 *
 * `closeContextsAfterEach` closes every context a test left open after it, but those `keep` answers true
 * for (a page several tests share).
 *
 * A module of its own, not browser.ts: that one is also loaded outside Vitest (tests/visual/screens.ts).
 */
export function useBrowser(options: { closeContextsAfterEach?: boolean; keep?: (context: BrowserContext) => boolean } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  if (options.closeContextsAfterEach) {
    afterEach(async () => {
      for (const context of browser!.contexts()) if (!options.keep?.(context)) await context.close();
    });
  }
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched: useBrowser launches it in a beforeAll');
    return browser;
  };
}
