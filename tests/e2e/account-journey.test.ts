import { describe, expect, it } from 'vitest';
import { BASE_URL } from '../support/api.ts';
import { expectRegistrationAccepted, submitRegistration, typeIntoCardElement } from '../support/browser.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * Issue #3's journey in one browser session, as a new customer lives it: register → the code from
 * the local outbox → verify → sign in → the header greets them → pick a time zone (the device's is
 * offered first) → add an address and a test card → sign out, which clears exactly the keys the spec lists.
 */
const browser = useBrowser();

const SIGN_OUT_KEYS = ['token', 'uid', 'emailuSer', 'displayName', 'sellerAccount', 'paymentDetailsAdded'];

describe('a new customer', () => {
  it('registers, verifies, signs in, picks a time zone, adds an address and a card, and signs out', async () => {
    // A device set to New York's time: the profile offers that zone until the person saves one.
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'America/New_York' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const apiBodies: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiBodies.push(request.postData() ?? '');
    });
    const hydrated = () => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    const email = `grace.${Date.now().toString(36)}@patina.test`;
    const password = 'Journey-pass-1';

    // Register
    await page.goto(`${BASE_URL}/user-account`);
    await hydrated();
    await submitRegistration(page, { firstName: 'Grace', lastName: 'Hopper', email, phone: '07700 900456', password });
    await expectRegistrationAccepted(page);
    await page.getByTestId('verify-code').waitFor();

    // The code from the local outbox
    let code = '';
    await expect.poll(async () => {
      const { mails } = (await (await fetch(`${BASE_URL}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { mails: { code: string | null }[] };
      code = mails[0]?.code ?? '';
      return code;
    }).toMatch(/^\d{6}$/);
    await page.getByTestId('verify-code').fill(code);
    await page.getByTestId('verify-submit').click();

    // Sign in
    await page.waitForURL(/\/seller-login\?verified=1$/, { waitUntil: 'domcontentloaded' });
    await hydrated();
    // The address is filled in by the form once it is live (an effect after hydration): wait for it.
    await expect.poll(() => page.getByTestId('signin-email').inputValue()).toBe(email);
    await page.getByTestId('signin-password').fill(password);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/seller-login'), { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.locator('.user-greeting').first().textContent()).toContain('Grace');

    // The time zone: the device's offered, another one picked and saved; the hint tells the time there
    await page.goto(`${BASE_URL}/my-account`);
    await hydrated();
    const zone = page.getByTestId('profile-time-zone');
    await expect.poll(() => zone.inputValue()).toBe('America/New_York');
    expect(await page.getByTestId('profile-form').textContent()).toContain('offered until you save one');
    await zone.selectOption('Asia/Tokyo');
    await expect.poll(() => page.getByTestId('profile-form').textContent()).toContain('(UTC+9)');
    await page.getByTestId('profile-form').getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByTestId('form-success').textContent()).toContain('Successfully updated');
    await page.reload();
    await hydrated();
    await expect.poll(() => zone.inputValue()).toBe('Asia/Tokyo');
    expect(await page.getByTestId('profile-form').textContent()).not.toContain('offered until you save one');

    // An address
    await page.goto(`${BASE_URL}/my-account/shipping-addresses`);
    await hydrated();
    await page.getByTestId('address-form').waitFor();
    await page.locator('#address-country').selectOption('GB');
    const address = { fullName: 'Grace Hopper', streetAddress: '1 Arlington Road', addressLine1: 'Flat 2', city: 'Cambridge', region: 'Cambridgeshire', postCode: 'CB1 1AA', phoneNumber: '7700 900456' };
    for (const [name, value] of Object.entries(address)) await page.locator(`#address-${name}`).fill(value);
    await page.getByTestId('add-address').click();
    await expect.poll(() => page.getByTestId('form-success').textContent()).toContain('Shipping Address Added Successfully');
    await expect.poll(() => page.getByTestId('address-item').count()).toBe(1);

    // A test card, typed into Stripe's field (the twin's frame)
    await page.goto(`${BASE_URL}/my-account/payment-cards`);
    await hydrated();
    await page.getByTestId('card-form').waitFor();
    await typeIntoCardElement(page, '4242424242424242');
    await page.getByTestId('card-first-name').fill('Grace');
    await page.getByTestId('card-last-name').fill('Hopper');
    await page.getByTestId('add-card').click();
    await expect.poll(() => page.getByTestId('card-item').first().textContent()).toContain('4242');
    expect(apiBodies.some((body) => body.includes('4242424242424242'))).toBe(false);

    // Sign out: exactly the spec's keys go, the chosen currency stays, and the home page shows
    await page.evaluate(() => localStorage.setItem('currency', 'EUR'));
    await page.locator('.user-button').first().click();
    await page.getByRole('button', { name: /Sign out/ }).first().click();
    await page.waitForURL(`${BASE_URL}/`, { waitUntil: 'domcontentloaded' });
    const left = await page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])), [...SIGN_OUT_KEYS, 'currency']);
    for (const key of SIGN_OUT_KEYS) expect(left[key], key).toBeNull();
    expect(left.currency).toBe('EUR');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
