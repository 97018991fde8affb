import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, callApi } from '../support/api.ts';
import { newUser, signIn as signInWithCognito, type TestUser } from '../support/auth.ts';
import { cardElement, typeIntoCardElement } from '../support/browser.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * My account and the seller account in a real browser against the local stack, as one signed-in
 * person: profile, shipping addresses (field messages, add, select, remove), payment cards
 * (tokenised in the browser: a bad number is refused before any request; the number never reaches
 * /api/*), settings (password, currency), and opening a seller account with a checked IBAN.
 */

const CARD = '4242424242424242';
const BAD_LUHN = '4242424242424241';
const SECOND_CARD = '5555555555554444';
const NEW_PASSWORD = 'Patina-changed-2!';

const browser = useBrowser();
let page: Page;
let user: TestUser;
const errors: string[] = [];
/** Every request the page made: URL and body. */
const requests: Array<{ url: string; body: string }> = [];

const apiRequests = () => requests.filter((r) => new URL(r.url).pathname.startsWith('/api/'));
const callsNamed = (name: string) => apiRequests().filter((r) => new URL(r.url).pathname === `/api/${name}`);
/** A card expiry two years ahead, as MM/YY. */
const futureExpiry = () => `08 / ${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

/** Opens a page and waits until its islands have hydrated (a form clicked before that is not React's yet). */
async function open(path: string): Promise<void> {
  await page.goto(`${BASE_URL}${path}`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

async function stored(key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

beforeAll(async () => {
  user = await newUser({ firstName: 'Mina', lastName: 'Archer', emailPrefix: 'account' });
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request: Request) => requests.push({ url: request.url(), body: request.postData() ?? '' }));
  // Sign in through the sign-in page, as a person does (Amplify then holds the session that the
  // password change needs).
  await open('/seller-login');
  await page.getByTestId('signin-email').fill(user.email);
  await page.getByTestId('signin-password').fill(user.password);
  await page.getByTestId('signin-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/seller-login'), { waitUntil: 'commit' });
  await page.waitForFunction(() => Boolean(localStorage.getItem('token')));
});

describe('my account', () => {
  it('shows the sections and saves the profile', async () => {
    await open('/my-account');
    await page.getByTestId('account-nav').waitFor();
    const nav = await page.getByTestId('account-nav').textContent();
    for (const label of ['Profile', 'Shipping addresses', 'Payment cards', 'Settings', 'Purchase history', 'Watchlist', 'My bids', 'Disputes', 'My reviews']) {
      expect(nav).toContain(label);
    }
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    expect(await page.locator('#profile-email').inputValue()).toBe(user.email);
    // (cognito-local's ID tokens carry no name claims, so a new profile may start without names)
    await page.locator('#profile-firstName').fill('');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => form.textContent()).toContain('Please enter your first name');
    expect(await page.locator('#profile-firstName').getAttribute('aria-invalid')).toBe('true');

    await page.locator('#profile-firstName').fill('Mina');
    await page.locator('#profile-lastName').fill('Archer');
    await page.locator('#profile-phoneNumber').fill('+44 7700 900123');
    await page.locator('#profile-displayName').fill('Mina A.');
    await page.locator('#profile-country').selectOption('GB');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByTestId('form-success').textContent()).toContain('Successfully updated');
    expect((await callApi('getProfile', {}, user.headers)).data).toMatchObject({ firstName: 'Mina', lastName: 'Archer', displayName: 'Mina A.', country: 'GB' });
    expect(await stored('displayName')).toBe('Mina A.');

    // /user-details shows the same profile, filled
    await open('/user-details');
    await page.getByTestId('profile-form').waitFor();
    expect(await page.locator('#profile-firstName').inputValue()).toBe('Mina');
    expect(await page.locator('#profile-country').inputValue()).toBe('GB');
  });

  it('shows an empty purchase history and no disputes, and says what the sections of later releases will hold, at their own paths', async () => {
    await open('/my-account/purchase-history');
    await expect.poll(() => page.getByTestId('purchases-empty').textContent()).toContain('You have not won or bought anything yet.');
    expect(await page.getByTestId('account-soon').count()).toBe(0);
    expect(await page.locator('.side-nav-link[aria-current="page"]').textContent()).toContain('Purchase history');
    await page.getByTestId('account-nav').getByRole('link', { name: /Disputes/ }).click();
    await expect.poll(() => page.url()).toBe(`${BASE_URL}/my-account/disputes`);
    await expect.poll(() => page.getByTestId('disputes-empty').textContent()).toContain('You have no disputes.');
    expect(await page.getByTestId('account-soon').count()).toBe(0);
    await page.getByTestId('account-nav').getByRole('link', { name: /My reviews/ }).click();
    await expect.poll(() => page.url()).toBe(`${BASE_URL}/my-account/my-reviews`);
    await expect.poll(() => page.getByTestId('account-soon').textContent()).toContain('reviews');
    await page.goBack();
    await page.goBack();
    await expect.poll(() => page.locator('.side-nav-link[aria-current="page"]').textContent()).toContain('Purchase history');
  });

  it('opens the watchlist and my bids at the spec’s paths, empty for someone who has done neither', async () => {
    await open('/my-account/My%20bids');
    await page.getByTestId('my-bids-empty').waitFor();
    expect(await page.locator('.side-nav-link[aria-current="page"]').textContent()).toContain('My bids');
    await page.getByTestId('account-nav').getByRole('link', { name: /Watchlist/ }).click();
    await expect.poll(() => page.url()).toBe(`${BASE_URL}/my-account/Watchlist`);
    await page.getByTestId('watchlist-empty').waitFor();
    expect(await page.getByTestId('account-soon').count()).toBe(0);
  });

  it('shows every notification preference, ending soon and listing reviews included, and saves them', async () => {
    await open('/my-account/settings');
    const form = page.getByTestId('preferences-form');
    await form.waitFor();
    const endingSoon = form.locator('input[name="endingSoon"]');
    const listingReviews = form.locator('input[name="listingReviews"]');
    expect(await form.textContent()).toContain('An auction I watch or bid on ends within the hour');
    expect(await form.textContent()).toContain('An expert accepts or rejects my listing');
    expect(await endingSoon.isChecked()).toBe(true);
    expect(await listingReviews.isChecked()).toBe(true);
    await endingSoon.uncheck();
    await form.getByRole('button', { name: 'Save preferences' }).click();
    await expect.poll(() => page.getByTestId('form-success').textContent()).toContain('Successfully updated');
    expect((await callApi('getProfile', {}, user.headers)).data.notificationPreferences).toMatchObject({ endingSoon: false, listingReviews: true });
    await open('/my-account/settings');
    await page.getByTestId('preferences-form').waitFor();
    expect(await page.getByTestId('preferences-form').locator('input[name="endingSoon"]').isChecked()).toBe(false);
  });

  it('refuses an empty address with a message per field, then adds, selects and removes addresses', async () => {
    await open('/my-account/shipping-addresses');
    const form = page.getByTestId('address-form');
    await form.waitFor();
    const before = callsNamed('addShippingAddress').length;
    await page.getByTestId('add-address').click();
    await expect.poll(() => form.textContent()).toContain('Please enter address line 1');
    const text = (await form.textContent())!;
    for (const message of [
      'Please enter your full name',
      'Please enter your street address',
      'Please enter address line 1',
      'Please enter your town or city',
      'Please enter your state, province or region',
      'Please enter your postal code',
      'Please enter your phone number',
    ]) {
      expect(text).toContain(message);
    }
    expect(await page.getByTestId('form-error').count()).toBeGreaterThan(0);
    expect(callsNamed('addShippingAddress').length).toBe(before);

    const add = async (fields: Record<string, string>, country: string) => {
      await page.locator('#address-country').selectOption(country);
      for (const [name, value] of Object.entries(fields)) await page.locator(`#address-${name}`).fill(value);
      await page.getByTestId('add-address').click();
    };
    await add({ fullName: 'Mina Archer', streetAddress: '12 Pall Mall', addressLine1: 'Flat 3', city: 'London', region: 'Greater London', postCode: 'SW1Y 5LU', phoneNumber: '7700 900123' }, 'GB');
    await expect.poll(() => page.getByTestId('form-success').textContent()).toContain('Shipping Address Added Successfully');
    await expect.poll(() => page.getByTestId('address-item').count()).toBe(1);
    // the first address is the one checkout uses
    expect(await page.getByTestId('address-select').first().isChecked()).toBe(true);
    const sent = JSON.parse(callsNamed('addShippingAddress').at(-1)!.body).data;
    expect(sent).toMatchObject({ country: 'GB', countryCode: '+44', postCode: 'SW1Y 5LU' });

    await add({ fullName: 'Mina Archer', streetAddress: '8 rue de Rivoli', addressLine1: 'Bâtiment B', city: 'Paris', region: 'Île-de-France', postCode: '75001', phoneNumber: '6 12 34 56 78' }, 'FR');
    await expect.poll(() => page.getByTestId('address-item').count()).toBe(2);

    // select the Paris address: exactly one checked, and the choice survives a reload
    await page.getByTestId('address-select').nth(1).check();
    expect(await page.getByTestId('address-select').nth(0).isChecked()).toBe(false);
    expect(await page.getByTestId('address-select').nth(1).isChecked()).toBe(true);
    const chosen = await stored('checkedAddressId');
    expect(chosen).toBeTruthy();
    await page.reload();
    await expect.poll(() => page.getByTestId('address-item').count()).toBe(2);
    expect(await page.locator('[data-testid="address-item"][data-checked="true"]').textContent()).toContain('Paris');
    expect(await page.locator('[data-testid="address-item"][data-checked="true"]').count()).toBe(1);

    // removal asks first: No keeps it, Yes removes it
    await page.getByTestId('address-remove').first().click();
    await page.getByTestId('confirm-no').click();
    expect(await page.getByTestId('address-item').count()).toBe(2);
    await page.getByTestId('address-remove').first().click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => page.getByTestId('form-success').textContent()).toContain('Shipping Address Removed Successfully');
    await expect.poll(() => page.getByTestId('address-item').count()).toBe(1);
    expect(await page.getByTestId('address-item').textContent()).toContain('Paris');
    expect((await callApi('getShippingAddresses', {}, user.headers)).data.addresses).toHaveLength(1);
  });

  it('refuses a card number that fails the Luhn check before any request, then adds cards tokenised in the browser', async () => {
    await open('/my-account/payment-cards');
    await page.getByTestId('card-form').waitFor();
    const requestsBefore = requests.length;
    // The number, expiry and CVC are typed in Stripe's field (the twin's frame); the name in ours.
    const field = cardElement(page);
    await typeIntoCardElement(page, BAD_LUHN);
    await page.getByTestId('card-first-name').fill('Mina');
    await page.getByTestId('card-last-name').fill('Archer');
    await page.getByTestId('add-card').click();
    await expect.poll(() => page.getByTestId('card-element-error').textContent()).toBe('Your card number is invalid.');
    // the submission is over (the button is free again) and asked nothing of anyone: no SetupIntent, no token, no card
    await expect.poll(() => page.getByTestId('add-card').getAttribute('aria-busy')).toBeNull();
    expect(requests.slice(requestsBefore).filter((r) => /payment_methods|setup_intents|\/api\/(createCardSetup|addCard)/.test(r.url))).toEqual([]);

    // an expiry in the past is refused as well, in Stripe's words
    await field.getByLabel('Card number').fill(CARD);
    await field.getByLabel('Expiry').fill('01 / 20');
    await page.getByTestId('add-card').click();
    await expect.poll(() => page.getByTestId('card-element-error').textContent()).toBe("Your card's expiration year is in the past.");
    await expect.poll(() => page.getByTestId('add-card').getAttribute('aria-busy')).toBeNull();
    expect(callsNamed('addCard')).toEqual([]);

    await field.getByLabel('Expiry').fill(futureExpiry());
    await page.getByTestId('add-card').click();
    await expect.poll(() => page.getByTestId('form-success').textContent()).toContain('Card Added Successfully');
    await expect.poll(() => page.getByTestId('card-item').count()).toBe(1);
    expect(await page.getByTestId('card-item').first().textContent()).toContain('Visa •••• 4242');
    // the field is emptied: the number does not linger
    await expect.poll(() => field.getByLabel('Card number').inputValue()).toBe('');
    const added = JSON.parse(callsNamed('addCard').at(-1)!.body).data;
    expect(Object.keys(added)).toEqual(['paymentMethodId']);
    expect(added.paymentMethodId).toMatch(/^pm_/);

    await typeIntoCardElement(page, SECOND_CARD, '456');
    await page.getByTestId('card-first-name').fill('Mina');
    await page.getByTestId('card-last-name').fill('Archer');
    await page.getByTestId('add-card').click();
    await expect.poll(() => page.getByTestId('card-item').count()).toBe(2);
    expect(await page.getByTestId('card-item').nth(1).textContent()).toContain('Mastercard •••• 4444');

    // the ticked card is the selected one
    expect(await page.getByTestId('card-select').nth(0).isChecked()).toBe(true);
    await page.getByTestId('card-select').nth(1).check();
    expect(await page.getByTestId('card-select').nth(0).isChecked()).toBe(false);
    const mastercardId = await stored('checkedCardId');

    // remove the Visa after confirming
    await page.getByTestId('card-remove').first().click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => page.getByTestId('form-success').textContent()).toContain('Card Removed Successfully');
    await expect.poll(() => page.getByTestId('card-item').count()).toBe(1);
    expect(await page.getByTestId('card-item').textContent()).toContain('Mastercard •••• 4444');
    expect(await stored('checkedCardId')).toBe(mastercardId);
    const cards = (await callApi('getCards', {}, user.headers)).data.cards;
    expect(cards).toEqual([expect.objectContaining({ brand: 'mastercard', last4: '4444' })]);
    // a SetupIntent for each card saved, none for the two that Stripe's field had already refused
    expect(callsNamed('createCardSetup')).toHaveLength(2);
  });

  it('never sends a card number to the API: only the payment provider sees it', async () => {
    const numbers = [CARD, SECOND_CARD, BAD_LUHN, '4242 4242 4242 4242', '5555 5555 5555 4444'];
    for (const r of apiRequests()) for (const n of numbers) expect(`${r.url} ${r.body}`).not.toContain(n);
    const tokenising = requests.filter((r) => r.url.includes('/v1/payment_methods'));
    expect(tokenising).toHaveLength(2);
    // From Stripe's field, to the twin's origin (Stripe's): never to ours.
    expect(tokenising.every((r) => new URL(r.url).origin !== new URL(BASE_URL).origin)).toBe(true);
    for (const r of requests.filter((r) => new URL(r.url).origin === new URL(BASE_URL).origin)) for (const n of numbers) expect(`${r.url} ${r.body}`).not.toContain(n);
  });

  it('changes the password (the two entries must match) and saves the display currency', async () => {
    await open('/my-account/settings');
    const form = page.getByTestId('password-form');
    await form.waitFor();
    await page.locator('#password-currentPassword').fill(user.password);
    await page.locator('#password-newPassword').fill(NEW_PASSWORD);
    await page.locator('#password-confirmPassword').fill('Patina-other-3!');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => form.textContent()).toContain('The two passwords that you entered do not match!');

    await page.locator('#password-confirmPassword').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => form.textContent()).toContain('Password updated successfully');
    expect(await signInWithCognito(user.email, NEW_PASSWORD)).toBeTruthy();

    // the currency: saved with updateCurrency, applied when the server answers 200
    const currency = page.getByTestId('settings-currency');
    await expect.poll(() => currency.locator('option').count()).toBeGreaterThan(1);
    await currency.selectOption('EUR');
    await expect.poll(() => stored('currency')).toBe('EUR');
    const saved = JSON.parse(callsNamed('updateCurrency').at(-1)!.body).data;
    expect(saved).toEqual({ uid: user.uid, currency: 'EUR' });
    expect((await callApi('getProfile', {}, user.headers)).data.currency).toBe('EUR');
  });
});

describe('the seller account', () => {
  it("says the schema's field messages and the server's refusal in French on a French page, by their message codes", async () => {
    await open('/fr/seller-account');
    const form = page.getByTestId('seller-form');
    await form.waitFor();
    // The call's own schema, run in the page: each field's message by the code the schema carries.
    const before = callsNamed('createSellerAccount').length;
    await page.getByTestId('iban').fill('GB82WEST12345698765431');
    await page.getByTestId('seller-submit').click();
    await expect.poll(() => page.locator('#seller-sellerProfileName-error').textContent()).toBe('Veuillez saisir votre nom de vendeur');
    expect(await page.locator('#seller-iban-error').textContent()).toBe('Veuillez saisir un IBAN valide');
    expect(callsNamed('createSellerAccount').length).toBe(before);
    // The demo seller's name: every rule the form checks passes, only the server knows it is taken.
    await page.getByTestId('seller-profile-name').fill('Harcourt & Vane Antiques');
    await page.getByTestId('iban').fill('GB82WEST12345698765432');
    await page.getByTestId('swift').fill('NWBKGB2L');
    await page.getByTestId('seller-submit').click();
    await expect.poll(() => form.getByTestId('form-error').textContent()).toBe('Ce nom de vendeur est déjà pris');
    expect(await page.locator('#seller-sellerProfileName-error').textContent()).toBe('Ce nom de vendeur est déjà pris');
    expect(callsNamed('createSellerAccount').length).toBe(before + 1);
    expect(await stored('sellerAccount')).not.toBe('true');
  });

  it("takes a click on the submit button made straight from a field with a mistake (the field's message waits for the release)", async () => {
    await open('/seller-account');
    const form = page.getByTestId('seller-form');
    await form.waitFor();
    // The schema loaded by a first check, so a second check could answer before the button is released.
    await page.getByTestId('iban').fill('GB82WEST12345698765431');
    await page.getByTestId('iban').press('Tab');
    await expect.poll(() => page.locator('#seller-iban-error').textContent()).toBe('Please enter a valid IBAN');
    const before = callsNamed('createSellerAccount').length;
    await page.getByTestId('swift').fill('NW');
    // Pressed while the SWIFT/BIC has focus: its message, shown now, would push the button from under
    // the pointer and the release would land on the form, which no click submits.
    await page.getByTestId('seller-submit').hover(); // (once the page has stopped scrolling)
    await page.mouse.down();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.locator('#seller-swift-error').count()).toBe(0);
    await page.mouse.up();
    await expect.poll(() => page.locator('#seller-sellerProfileName-error').textContent()).toBe('Please enter your seller profile name');
    await expect.poll(() => page.locator('#seller-swift-error').count()).toBe(1);
    expect(callsNamed('createSellerAccount').length).toBe(before);
  });

  it('refuses an invalid IBAN, opens the account with a valid one, then updates payment settings', async () => {
    await open('/seller-account');
    const form = page.getByTestId('seller-form');
    await form.waitFor();

    await page.getByTestId('seller-submit').click();
    await expect.poll(() => form.textContent()).toContain('Please enter your seller profile name');

    const sellerName = `Archer Curiosities ${Date.now().toString(36)}`;
    await page.getByTestId('seller-profile-name').fill(sellerName);
    await page.getByTestId('iban').fill('GB82WEST12345698765431');
    await page.getByTestId('swift').fill('NWBKGB2L');
    const before = callsNamed('createSellerAccount').length;
    await page.getByTestId('seller-submit').click();
    await expect.poll(() => form.textContent()).toContain('Please enter a valid IBAN');
    expect(callsNamed('createSellerAccount').length).toBe(before);

    await page.getByTestId('iban').fill('GB82WEST12345698765432');
    expect(await page.getByTestId('iban').inputValue()).toBe('GB82 WEST 1234 5698 7654 32');
    await page.getByTestId('seller-submit').click();
    await expect.poll(() => page.getByTestId('form-success').textContent()).toContain('Seller account created successfully');
    expect(await stored('sellerAccount')).toBe('true');
    expect(await stored('paymentDetailsAdded')).toBe('true');
    const sent = JSON.parse(callsNamed('createSellerAccount').at(-1)!.body).data;
    expect(sent).toEqual({ sellerProfileName: sellerName, country: 'GB', iban: 'GB82WEST12345698765432', swift: 'NWBKGB2L' });

    // now a seller: the payment settings, with the current IBAN masked
    await page.getByTestId('payment-form').waitFor();
    expect(await page.getByTestId('current-iban').textContent()).toContain('GB82 •••• 5432');
    await page.getByTestId('iban').fill('DE89 3704 0044 0532 0130 00');
    await page.getByTestId('swift').fill('COBADEFFXXX');
    await page.getByTestId('payment-submit').click();
    await expect.poll(() => page.getByTestId('payment-form').getByTestId('form-success').textContent()).toContain('Payment Added Successfully');
    await expect.poll(() => page.getByTestId('current-iban').textContent()).toContain('DE89 •••• 3000');

    // a reload shows the seller view straight away
    await open('/seller-account');
    await page.getByTestId('payment-form').waitFor();
    expect(await page.getByTestId('seller-form').count()).toBe(0);
  });

  it('reads in French on French pages', async () => {
    await open('/fr/my-account/shipping-addresses');
    await page.getByTestId('address-form').waitFor();
    expect(await page.getByTestId('account-nav').textContent()).toContain('Adresses de livraison');
    expect(await page.locator('#acc-panel-title').textContent()).toBe('Adresses de livraison');
  });

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
