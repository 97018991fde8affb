import { AdminAddUserToGroupCommand, AdminConfirmSignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL } from '../support/api.ts';
import { localCognito, setUpAuthenticator, signUp, stackConfig } from '../support/auth.ts';
import { ARRIVED, openPage, signInToConsole, submitConsoleSignIn, submitRegistration, submitSignIn, waitForHydration } from '../support/browser.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * Accounts in a real browser against the local stack: register → the code from the local outbox →
 * verify → sign in → the session values the spec names → sign out; protected routes; the admin
 * sign-in; the forgotten-password flow; session expiry and silent token refresh.
 */

const PASSWORD = 'Patina-test-1';
const NEW_PASSWORD = 'Patina-test-2!';
/** The keys sign-out removes (spec section 4), exactly. */
const SIGN_OUT_KEYS = ['token', 'uid', 'emailuSer', 'displayName', 'sellerAccount', 'paymentDetailsAdded'];

const browser = useBrowser({ closeContextsAfterEach: true, keep: (context) => context === shared?.context() });
/** A page that lives across several tests; every other page's context closes after its test. */
let shared: Page | undefined;

const unique = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@patina.test`;

interface Mail {
  to: string;
  subject: string;
  code: string | null;
  sentAt: string;
}

/** The local outbox's mails to an address, newest first. */
async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${BASE_URL}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  if (!response.ok) return [];
  const body = (await response.json()) as Mail[] | { mails: Mail[] };
  return Array.isArray(body) ? body : body.mails;
}

/** Waits for the `count`-th e-mail with a code to an address and answers its code. */
async function codeFor(email: string, count = 1): Promise<string> {
  let mails: Mail[] = [];
  await expect.poll(async () => (mails = (await mailsTo(email)).filter((m) => m.code)).length).toBeGreaterThanOrEqual(count);
  return mails[0]!.code!;
}

/**
 * The password-reset code of an account made by `makeAccount`: its SECOND mail with a code (sign-up
 * sent the first). Mails reach the outbox a moment after Cognito answers (they travel on cognito-local's
 * output), so "the newest code" read as soon as the form says "sent" may still be the sign-up code.
 */
const resetCodeFor = (email: string) => codeFor(email, 2);

/**
 * Waits for the reset form to say the code was sent (its code step), or fails with what the form said
 * instead: a refused request is told apart from a mail that is slow to arrive.
 */
async function codeRequested(page: Page): Promise<void> {
  await page.locator('[data-testid="reset-code"], [data-testid="form-error"]').first().waitFor();
  expect(await page.getByTestId('form-error').allTextContents(), 'the reset form refused').toEqual([]);
}

/** Everything the spec keeps in local storage. */
async function storage(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => {
    const out: Record<string, string | null> = {};
    for (const key of ['token', 'uid', 'emailuSer', 'displayName', 'sellerAccount', 'paymentDetailsAdded', 'currency', 'user'])
      out[key] = localStorage.getItem(key);
    return out;
  });
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Signs in through the form at /seller-login (optionally with ?next=) and waits to leave it. */
async function signIn(page: Page, email: string, password: string, query = ''): Promise<void> {
  await page.goto(`${BASE_URL}/seller-login${query}`);
  // A person signs in on a page that works: a click before the form's island has hydrated is not sent.
  await waitForHydration(page);
  await page.getByTestId('signin-email').fill(email);
  await page.getByTestId('signin-password').fill(password);
  await submitSignIn(page, (url) => !url.pathname.startsWith('/seller-login'));
}

/** A verified account made directly in Cognito, optionally in a group. */
async function makeAccount(group?: 'admin' | 'expert'): Promise<string> {
  const email = unique(group ?? 'user');
  const [client, { userPoolId }] = await Promise.all([localCognito(), stackConfig()]);
  await signUp(client, { email, password: PASSWORD, firstName: 'Test', lastName: group ?? 'User' });
  await client.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: email }));
  if (group) await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: group }));
  // staff get their role only with an authenticator app (docs/adr/0029)
  if (group) await setUpAuthenticator(email, PASSWORD);
  return email;
}

describe('registering, signing in and signing out', () => {
  const email = unique('ada');
  let page: Page;
  let errors: string[];

  it('names every missing field and a mismatched confirmation', async () => {
    ({ page, errors } = await openPage(browser(), '/user-account'));
    shared = page;
    await waitForHydration(page);
    await page.getByTestId('register-form').waitFor();
    await page.getByTestId('register-submit').click();
    const form = page.getByTestId('register-form');
    for (const message of ['Please enter your first name', 'Please enter your last name', 'Please enter your email', 'Please enter your phone number', 'Please enter your password'])
      await expect.poll(() => form.textContent()).toContain(message);
    // the first field in error has the focus, and says so to assistive technology
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('first-name');
    expect(await page.getByTestId('first-name').getAttribute('aria-invalid')).toBe('true');

    await page.getByTestId('password').fill(PASSWORD);
    await page.getByTestId('confirm-password').fill('Something-else-1');
    await expect.poll(() => form.textContent()).toContain('The two passwords that you entered do not match!');
    // the policy ticks as the password is typed
    expect(await page.locator('[data-rule][data-met="true"]').count()).toBe(5);
    await page.getByTestId('password').fill('short');
    expect(await page.locator('[data-rule="length"]').getAttribute('data-met')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('registers, reads the code in the local outbox and verifies the e-mail', async () => {
    await submitRegistration(page, { firstName: 'Ada', lastName: 'Lovelace', email, phone: '07700 900123', password: PASSWORD });

    await expect.poll(() => page.getByTestId('form-success').textContent()).toContain('User Signup Successful');
    await page.getByTestId('verify-code').waitFor();
    let code = await codeFor(email);
    // "send a new code": the newest e-mail carries the code that counts
    await page.getByTestId('verify-resend').click();
    await expect.poll(() => page.getByTestId('form-success').textContent()).toContain('A new code is on its way');
    code = await codeFor(email, 2);
    expect(code).toMatch(/^\d{6}$/);
    await page.getByTestId('verify-code').fill(code);
    await page.getByTestId('verify-submit').click();

    await page.waitForURL(/\/seller-login\?verified=1$/, ARRIVED);
    await expect.poll(() => page.getByTestId('form-success').textContent()).toContain('verified');
    // The address is filled in by the form once it is live (an effect after hydration): wait for it.
    await expect.poll(() => page.getByTestId('signin-email').inputValue()).toBe(email);
    expect(errors).toEqual([]);
  });

  it('refuses a wrong password with a clear message', async () => {
    await page.getByTestId('signin-password').fill('Wrong-password-1');
    await page.getByTestId('signin-submit').click();
    await expect.poll(() => page.getByTestId('form-error').textContent()).toContain('Incorrect e-mail address or password');
    expect(await storage(page)).toMatchObject({ token: null, uid: null });
  });

  it('signs in, greets the person and keeps the spec’s session values', async () => {
    await page.getByTestId('signin-password').fill(PASSWORD);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL(`${BASE_URL}/`, ARRIVED);

    const stored = await storage(page);
    const claims = claimsOf(stored.token!);
    expect(stored.token!.split('.')).toHaveLength(3);
    expect(stored.uid).toBe(claims.sub);
    expect(stored.emailuSer).toBe(email);
    expect(stored.displayName).toBe('Ada Lovelace');
    expect(stored.sellerAccount).toBe('false');
    expect(stored.paymentDetailsAdded).toBe('false');
    expect(stored.currency).toBe('GBP');
    expect(JSON.parse(stored.user!)).toEqual({ token: stored.token, role: 'user', uid: stored.uid, email });

    const greeting = stored.displayName || `${email.split('@')[0]!.slice(0, 7)}…`;
    await expect.poll(() => page.locator('.user-greeting').textContent()).toBe(`Hi, ${greeting}`);
    expect(await page.locator('.signin-link').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('signs out: exactly the listed keys go, currency stays, and the home page shows', async () => {
    await page.goto(`${BASE_URL}/about`);
    await page.locator('.user-button').click();
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL(`${BASE_URL}/`, ARRIVED);
    const stored = await storage(page);
    for (const key of SIGN_OUT_KEYS) expect(stored[key], key).toBeNull();
    expect(stored.currency).toBe('GBP');
    // the stored user stays (only the listed keys are removed), but no longer carries a token
    expect(JSON.parse(stored.user!).token).toBeUndefined();
    // Amplify's own session ended too
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('Token')))).toEqual([]);
    await expect.poll(() => page.locator('.signin-link').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('says so when the e-mail already has an account', async () => {
    await page.goto(`${BASE_URL}/user-account`);
    await submitRegistration(page, { firstName: 'Ada', lastName: 'Again', email, phone: '+33 6 12 34 56 78', password: PASSWORD });
    await expect.poll(() => page.getByTestId('form-error').textContent()).toContain('An account with this e-mail address already exists');
    expect(await page.getByTestId('email').getAttribute('aria-invalid')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('keeps what was typed before the page’s JavaScript arrived, and never sends the form without it', async () => {
    const context = await browser().newContext();
    const early = await context.newPage();
    // the sign-in island arrives late, as on a slow connection: held until the fields are typed in
    let deliverIsland!: () => void;
    const islandHeld = new Promise<void>((resolve) => (deliverIsland = resolve));
    await early.route(/\/_astro\/SignInForm[^/]*\.js$/, async (route) => {
      await islandHeld;
      await route.continue();
    });
    await early.goto(`${BASE_URL}/seller-login`, { waitUntil: 'commit' });
    await early.getByTestId('signin-email').fill(email);
    await early.getByTestId('signin-password').fill(PASSWORD);
    expect(await early.getByTestId('signin-submit').isDisabled()).toBe(true);
    deliverIsland();
    await early.getByTestId('signin-submit').click(); // waits until the island is live
    await early.waitForURL(`${BASE_URL}/`, ARRIVED);
    expect(await early.evaluate(() => localStorage.getItem('emailuSer'))).toBe(email);
  });

  it('goes back to a same-site `next` path after signing in, never to another site', async () => {
    await signIn(page, email, PASSWORD, '?next=%2Fabout%3Fx%3D1');
    expect(page.url()).toBe(`${BASE_URL}/about?x=1`);
    await page.evaluate(() => localStorage.clear());
    await signIn(page, email, PASSWORD, '?next=https%3A%2F%2Fevil.example%2F');
    expect(page.url()).toBe(`${BASE_URL}/`);
    await page.evaluate(() => localStorage.clear());
    await signIn(page, email, PASSWORD, '?next=%2F%2Fevil.example');
    expect(page.url()).toBe(`${BASE_URL}/`);
  });
});

describe('protected routes', () => {
  it('sends a visitor opening /my-account to the home page, which asks them to sign in and brings them back', async () => {
    const email = await makeAccount();
    const { page, errors } = await openPage(browser(), '/my-account/Watchlist');
    await page.waitForURL(`${BASE_URL}/?next=%2Fmy-account%2FWatchlist`, ARRIVED);
    const prompt = page.getByTestId('sign-in-prompt');
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('Please sign in to see that page');
    await prompt.getByRole('link').click();
    await page.waitForURL(`${BASE_URL}/seller-login?next=%2Fmy-account%2FWatchlist`, ARRIVED);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.getByTestId('signin-email').fill(email);
    await page.getByTestId('signin-password').fill(PASSWORD);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL(`${BASE_URL}/my-account/Watchlist`, ARRIVED);
    expect(errors).toEqual([]);
  });

  it("shows the footer's Log in and Register to visitors only; Log in returns to the page it was clicked on", async () => {
    const email = await makeAccount();
    const { page, errors } = await openPage(browser(), '/about');
    const footer = page.locator('footer.site-footer');
    const logIn = footer.getByRole('link', { name: 'Log in' });
    expect(await logIn.isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: 'Register' }).isVisible()).toBe(true);
    expect(await page.getByTestId('sign-in-prompt').isVisible()).toBe(false);
    await logIn.click();
    await page.waitForURL(`${BASE_URL}/seller-login`, ARRIVED);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.getByTestId('signin-email').fill(email);
    await page.getByTestId('signin-password').fill(PASSWORD);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL(`${BASE_URL}/about`, ARRIVED);
    // signed in, neither is there for anyone: not seen, not in the accessibility tree
    expect(await footer.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: 'Register' }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: 'About' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('sends a signed-in buyer opening /admin-details to /admin-login, whose form refuses them', async () => {
    const email = await makeAccount();
    const { page, errors } = await openPage(browser(), '/');
    await signIn(page, email, PASSWORD);
    await page.goto(`${BASE_URL}/admin-details`);
    await page.waitForURL(`${BASE_URL}/admin-login`, ARRIVED);
    expect(await page.getByTestId('admin-note').textContent()).toContain("Don't have access?");

    await submitConsoleSignIn(page, email, PASSWORD);
    await expect.poll(() => page.getByTestId('form-error').textContent()).toContain('does not have access to the admin console');
    expect(page.url()).toBe(`${BASE_URL}/admin-login`);
    expect(JSON.parse((await storage(page)).user!).role).toBe('user');
    expect(errors).toEqual([]);
  });
});

describe('the admin sign-in', () => {
  it('lets an admin in with role admin, and the admin sign-out returns to /admin-login', async () => {
    const email = await makeAccount('admin');
    const { page, errors } = await openPage(browser(), '/admin-login');
    await waitForHydration(page);
    await signInToConsole(page, email, PASSWORD);
    const stored = await storage(page);
    expect(JSON.parse(stored.user!)).toMatchObject({ token: stored.token, role: 'admin', email });

    await page.locator('[data-admin-signout]').click();
    await page.waitForURL(`${BASE_URL}/admin-login`, ARRIVED);
    const after = await storage(page);
    for (const key of [...SIGN_OUT_KEYS, 'user']) expect(after[key], key).toBeNull();
    expect(errors).toEqual([]);
  });

  it('lets an expert in with role expert', async () => {
    const email = await makeAccount('expert');
    const { page } = await openPage(browser(), '/admin-login');
    await waitForHydration(page);
    await signInToConsole(page, email, PASSWORD);
    expect(JSON.parse((await storage(page)).user!).role).toBe('expert');
  });
});

describe('a forgotten password', () => {
  it('is reset with the code from the outbox, and the new password signs in', async () => {
    const email = await makeAccount();
    const { page, errors } = await openPage(browser(), '/forget-password');
    await waitForHydration(page);
    await page.getByTestId('reset-email').fill(email);
    await page.getByTestId('reset-send').click();
    await codeRequested(page);
    await expect.poll(() => page.getByTestId('form-success').textContent()).toContain('Email link is sent to your email address');
    const code = await resetCodeFor(email);

    // a mismatched confirmation is caught before anything is sent
    await page.getByTestId('reset-code').fill(code);
    await page.getByTestId('reset-password').fill(NEW_PASSWORD);
    await page.getByTestId('reset-confirm').fill('Not-the-same-1');
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByTestId('reset-confirm-form').textContent()).toContain('The two passwords that you entered do not match!');

    await page.getByTestId('reset-confirm').fill(NEW_PASSWORD);
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByTestId('form-success').textContent()).toContain('Password updated successfully');

    await page.getByTestId('reset-signin').click();
    await page.waitForURL(/\/seller-login\?reset=1$/, ARRIVED);
    await signIn(page, email, NEW_PASSWORD);
    expect((await storage(page)).emailuSer).toBe(email);
    expect(errors).toEqual([]);
  });

  it("says the password couldn't be updated when the code is wrong", async () => {
    const email = await makeAccount();
    const { page } = await openPage(browser(), '/forget-password');
    await waitForHydration(page);
    await page.getByTestId('reset-email').fill(email);
    await page.getByTestId('reset-send').click();
    await codeRequested(page);
    const code = await resetCodeFor(email);
    await page.getByTestId('reset-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('reset-password').fill(NEW_PASSWORD);
    await page.getByTestId('reset-confirm').fill(NEW_PASSWORD);
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByTestId('form-error').textContent()).toContain("Password couldn't be updated, try login again");
  });
});

describe('tokens', () => {
  /** A token shaped like an ID token that expires in `seconds` (its signature is not valid). */
  const fakeToken = (sub: string, seconds: number) =>
    ['eyJhbGciOiJSUzI1NiJ9', Buffer.from(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + seconds })).toString('base64url'), 'c2ln'].join('.');

  it('an ended session sends the person to sign in, with a message, and back afterwards', async () => {
    const email = await makeAccount();
    const { page } = await openPage(browser(), '/');
    await signIn(page, email, PASSWORD);
    // the token has expired and Cognito's refresh token is gone: the session is over (storage is
    // changed on a page without scripts, so no call races the change)
    await page.goto(`${BASE_URL}/config.json`);
    await page.evaluate((token) => {
      localStorage.setItem('token', token);
      for (const key of Object.keys(localStorage)) if (key.startsWith('CognitoIdentityServiceProvider.')) localStorage.removeItem(key);
    }, fakeToken('x', -60));
    await page.goto(`${BASE_URL}/catagoriesDetails/all`);
    await page.waitForURL(/\/seller-login\?expired=1&next=%2FcatagoriesDetails%2Fall$/, ARRIVED);
    await expect.poll(() => page.getByTestId('form-error').textContent()).toContain('Your session has expired, please sign in again');
    expect((await storage(page)).token).toBeNull();

    await page.getByTestId('signin-email').fill(email);
    await page.getByTestId('signin-password').fill(PASSWORD);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL(`${BASE_URL}/catagoriesDetails/all`, ARRIVED);
  });

  it('a token about to expire is refreshed silently before a call', async () => {
    const email = await makeAccount();
    const { page, errors } = await openPage(browser(), '/');
    await signIn(page, email, PASSWORD);
    const before = await storage(page);
    const sub = String(claimsOf(before.token!).sub);
    const stale = fakeToken(sub, 60);
    await page.goto(`${BASE_URL}/config.json`);
    await page.evaluate((token) => localStorage.setItem('token', token), stale);
    await page.goto(`${BASE_URL}/catagoriesDetails/all`);
    await page.getByTestId('result-count').waitFor();
    await expect.poll(async () => (await storage(page)).token).not.toBe(stale);
    const after = await storage(page);
    expect(claimsOf(after.token!).sub).toBe(sub);
    expect(Number(claimsOf(after.token!).exp) * 1000).toBeGreaterThan(Date.now() + 10 * 60 * 1000);
    expect(JSON.parse(after.user!).token).toBe(after.token);
    expect(page.url()).toBe(`${BASE_URL}/catagoriesDetails/all`);
    expect(errors).toEqual([]);
  });
});

describe('a visitor without JavaScript', () => {
  it('sees the header\'s "Sign in" and the footer\'s Log in / Register (no script ever says who is here)', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/`);
      await expect.poll(() => page.locator('.signin-link').first().isVisible()).toBe(true);
      const visitorLinks = page.locator('.visitor-only');
      expect(await visitorLinks.count()).toBeGreaterThan(0);
      for (const link of await visitorLinks.all()) expect(await link.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
