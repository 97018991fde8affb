import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BASE_URL } from './api.ts';
import { requestsInFlight, watchRequests } from './in-flight.ts';
import { authenticatorCode, claimsOf } from './auth.ts';

/**
 * Debian's Chromium, driven by playwright-core (no browser download). The flags keep it off the
 * network it cannot reach here (background services would otherwise fail many times a second).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return watchRequests(browser);
}

/** Who a page is signed in as: the session keys the sign-in page stores. */
export interface PageSession {
  token: string;
  email: string;
  /** True for a seller (the `sellerAccount` key and the session's role). */
  seller?: boolean;
}

/** The role sign-in would store: the token's Cognito group first, then the seller account. */
function roleOf(who: PageSession): string {
  const groups = claimsOf(who.token)['cognito:groups'];
  const staff = ['admin', 'expert'].find((role) => Array.isArray(groups) && groups.includes(role));
  return staff ?? (who.seller ? 'seller' : 'user');
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** A currency already chosen (the `currency` key). */
  currency?: string;
  /** Wait for every island on the page to hydrate before answering. */
  hydrated?: boolean;
}

export interface OpenedPage {
  page: Page;
  /** Uncaught page errors and Content Security Policy violations: a test fails on any. */
  errors: string[];
  /** Everything the page wrote to the console as an error (React's hydration errors among them). */
  consoleErrors: string[];
  /** The calls (`/api/<call>`) the page made, in order; `(storage upload)` for a photo upload. */
  calls: string[];
}

/**
 * A page in a fresh browser context (its own storage, as after closing the browser), signed in as
 * `who` when given — the keys the sign-in page stores, set before any script runs.
 */
export async function openAs(browser: Browser, path: string, who?: PageSession, options: OpenOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 }, locale: 'en-GB' });
  const session = who ? { token: who.token, uid: String(claimsOf(who.token).sub), email: who.email, seller: who.seller === true, role: roleOf(who) } : null;
  await context.addInitScript(
    ({ session, currency }) => {
      if (currency) localStorage.setItem('currency', currency);
      if (!session) return;
      localStorage.setItem('token', session.token);
      localStorage.setItem('uid', session.uid);
      localStorage.setItem('emailuSer', session.email);
      if (session.seller) localStorage.setItem('sellerAccount', 'true');
      localStorage.setItem('user', JSON.stringify({ token: session.token, role: session.role }));
    },
    { session, currency: options.currency ?? null },
  );
  const page = await context.newPage();
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  const calls: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    consoleErrors.push(message.text());
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname.slice(5));
    if (url.pathname.startsWith('/photo-uploads')) calls.push('(storage upload)');
  });
  await page.goto(`${BASE_URL}${path}`);
  if (options.hydrated) await waitForHydration(page);
  return { page, errors, consoleErrors, calls };
}

/** Resolves once every island on the page has hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

/** Opens `path` on the local site and waits for its islands to hydrate. */
export async function goHydrated(page: Page, path: string): Promise<void> {
  await page.goto(`${BASE_URL}${path}`);
  await waitForHydration(page);
}

/** The wait for the next page's URL (its photos and styles need not have loaded). */
export const ARRIVED = { waitUntil: 'domcontentloaded' } as const;

/**
 * Submits the filled sign-in form and waits until the page's URL is `arrived`. A sign-in that never
 * gets there fails saying where the page stayed and what its form said (a refusal, a limit), not only
 * that the wait timed out.
 */
export async function submitSignIn(page: Page, arrived: (url: URL) => boolean): Promise<void> {
  await page.getByTestId('signin-submit').click();
  try {
    await page.waitForURL(arrived, ARRIVED);
  } catch (error) {
    const said = await page.getByTestId('form-error').textContent({ timeout: 1000 }).catch(() => null);
    // What the page showed instead (a challenge step, a banner, a button still busy): the flake this wait once hit gave no message at all.
    const shown = await page.locator('main').innerText({ timeout: 1000 }).catch(() => null);
    const button = await page.getByTestId('signin-submit').evaluate((b) => `disabled ${(b as HTMLButtonElement).disabled}, aria-busy ${b.getAttribute('aria-busy')}`, undefined, { timeout: 1000 }).catch(() => 'gone');
    const waiting = requestsInFlight();
    throw new Error(
      `Signing in did not arrive: the page stayed at ${page.url()}, its form saying ${JSON.stringify(said)}; its submit button ${button}; ` +
        `requests unanswered: ${waiting.length ? waiting.join('; ') : 'none'}; the page showing ${JSON.stringify(shown?.slice(0, 600))} (${String(error)})`,
    );
  }
}

/** Fills the registration form (/user-account) with a person's details and submits it. */
export async function submitRegistration(page: Page, person: { firstName: string; lastName: string; email: string; phone: string; password: string }): Promise<void> {
  await page.getByTestId('first-name').fill(person.firstName);
  await page.getByTestId('last-name').fill(person.lastName);
  await page.getByTestId('email').fill(person.email);
  await page.getByTestId('phone').fill(person.phone);
  await page.getByTestId('password').fill(person.password);
  await page.getByTestId('confirm-password').fill(person.password);
  await page.getByTestId('register-submit').click();
}

/**
 * Waits until a submitted registration is answered: the verification step, or a refusal of the form
 * or a field, which fails saying what it said (so a refused sign-up is told apart from a lost click).
 */
export async function expectRegistrationAccepted(page: Page): Promise<void> {
  await page.locator('[data-testid="verify-code"], [data-testid="form-error"], [data-testid="field-error"]').first().waitFor();
  const refusals = await page.locator('[data-testid="form-error"], [data-testid="field-error"]').allTextContents();
  if (refusals.length > 0) throw new Error(`the registration form refused: ${JSON.stringify(refusals)}`);
}

/** Signs in through the site's sign-in page (/seller-login with `next`), and waits to land on `next`. */
export async function signInOnSite(page: Page, email: string, password: string, next: string): Promise<void> {
  await goHydrated(page, `/seller-login?next=${encodeURIComponent(next)}`);
  await page.getByTestId('signin-email').fill(email);
  await page.getByTestId('signin-password').fill(password);
  await submitSignIn(page, (url) => url.pathname === new URL(next, BASE_URL).pathname);
}

/** A fresh page (its own storage) that fails the test on any uncaught page error or Content Security Policy violation. */
export async function openPage(browser: Browser, path = '/', viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openAs(browser, path, undefined, { viewport });
  return { page, errors };
}

/**
 * Signs a staff member in at /admin-login (the page already open): the password, then their
 * authenticator's code when the site asks for it (docs/adr/0029), landing on /admin-details.
 */
export async function signInToConsole(page: Page, email: string, password: string): Promise<void> {
  await submitConsoleSignIn(page, email, password);
  await page.getByTestId('totp-code').waitFor();
  await page.getByTestId('totp-code').fill(await authenticatorCode(email));
  await page.getByTestId('totp-submit').click();
  await page.waitForURL((url) => url.pathname === '/admin-details' || url.pathname === '/fr/admin-details');
}

/** Fills the /admin-login form (the page already open) with the e-mail and password and sends it: what follows is the test's. */
export async function submitConsoleSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('admin-email').fill(email);
  await page.getByTestId('admin-password').fill(password);
  await page.getByTestId('admin-submit').click();
}

/**
 * A page in a context of its own (en-GB, 1280×900) signed in to the back office as `staff` through
 * /admin-login; the page's uncaught errors are pushed to `errors`.
 */
export async function openConsole(browser: Browser, staff: { email: string; password: string }, errors: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await goHydrated(page, '/admin-login');
  await signInToConsole(page, staff.email, staff.password);
  return { context, page };
}

/** Stripe's card field (the Stripe.js twin's frame of another origin, docs/adr/0041). */
export const cardElement = (page: Page) => page.frameLocator('iframe[name^="__privateStripeFrame"]');

/** The bank's 3-D Secure page Stripe.js shows in its modal frame. */
export const bankChallenge = (page: Page) => page.frameLocator('iframe[name="__privateStripeChallengeFrame"]');

/** Types a card into Stripe's field, as a buyer does: number, an expiry three years ahead, a CVC. */
export async function typeIntoCardElement(page: Page, number: string, cvc = '123'): Promise<void> {
  const field = cardElement(page);
  await field.getByLabel('Card number').fill(number);
  await field.getByLabel('Expiry').fill(`12 / ${String(new Date().getUTCFullYear() + 3).slice(2)}`);
  await field.getByLabel('CVC').fill(cvc);
}
