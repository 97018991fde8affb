import type { Browser, BrowserContext, Request } from 'playwright-core';

/*
 * The requests each browser context has sent and not yet had answered (or failed), with when each was
 * sent: a wait that times out says what the page was still waiting for (tests/support/e2e-setup.ts),
 * so a flake that gives no message (a call or a module that never came back) is told from a slow page.
 * A module of its own, importing nothing that reads the environment: the e2e setup file loads it before
 * a test file runs, and a file on a stack of its own (own-stack.ts) must set PATINA_URL before
 * api.ts is first loaded.
 */

const launched = new Set<Browser>();
const unanswered = new WeakMap<BrowserContext, Map<Request, number>>();

function trackRequests(context: BrowserContext): BrowserContext {
  const open = new Map<Request, number>();
  unanswered.set(context, open);
  context.on('request', (request) => open.set(request, Date.now()));
  context.on('requestfinished', (request) => open.delete(request));
  context.on('requestfailed', (request) => open.delete(request));
  return context;
}

/** Makes every context of `browser` (browser.newPage makes one through newContext too) keep its unanswered requests. */
export function watchRequests(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => trackRequests(await newContext(options));
  launched.add(browser);
  browser.on('disconnected', () => launched.delete(browser));
  return browser;
}

/** Each request still unanswered after `olderThanMs`, in every page of every watched browser, oldest first. */
export function requestsInFlight(olderThanMs = 2000): string[] {
  const now = Date.now();
  const found: [number, string][] = [];
  for (const browser of launched) {
    for (const context of browser.contexts()) {
      for (const [request, sent] of unanswered.get(context) ?? []) {
        if (now - sent < olderThanMs) continue;
        found.push([sent, `${request.method()} ${request.url()} (${request.resourceType()}, ${((now - sent) / 1000).toFixed(1)} s, from ${request.frame().url()})`]);
      }
    }
  }
  return found.sort((a, b) => a[0] - b[0]).map(([, line]) => line);
}
