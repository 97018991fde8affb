import { describe, expect, it } from 'vitest';
import { totpCode } from '../../infra/local/seed/authenticators.ts';
import { BASE_URL } from '../support/api.ts';
import { asRole, authenticatorCode, passwordSignIn } from '../support/auth.ts';
import { ARRIVED, openAs, submitConsoleSignIn } from '../support/browser.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * Staff and the authenticator app (docs/adr/0029), in a real browser against cognito-local, which
 * implements TOTP (AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference, the
 * SOFTWARE_TOKEN_MFA challenge) and, as the CDK pool does, runs the pre-token-generation trigger that
 * withholds the staff role until an app is set up. The codes are computed as an authenticator app
 * computes them (RFC 6238, otpauth).
 */

const browser = useBrowser({ closeContextsAfterEach: true });

describe('setting up an authenticator app at /admin-login', () => {
  it('is offered when the console refuses an expert without one; with the app, the code at sign-in opens the console as expert', async () => {
    const person = await asRole('expert', { authenticator: false });
    const { page, errors } = await openAs(browser(), '/admin-login', undefined, { hydrated: true });
    await submitConsoleSignIn(page, person.email, person.password);
    await expect.poll(() => page.getByTestId('form-error').textContent()).toContain('does not have access to the admin console');
    await page.getByTestId('mfa-start').click();

    const shown = (await page.getByTestId('totp-secret').locator('code').textContent())!;
    expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/); // base32, in groups of four
    const secret = shown.replace(/ /g, '');
    const uri = new URL((await page.getByTestId('totp-uri').getAttribute('href'))!);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(uri.pathname)).toContain(person.email);

    // a code of the wrong shape is named and not sent; the app is not on yet
    await page.getByTestId('totp-setup-code').fill('12345');
    await page.getByTestId('totp-setup-submit').click();
    await expect.poll(() => page.getByTestId('totp-setup-form').getByTestId('field-error').textContent()).toContain('6 digits');
    expect((await passwordSignIn(person.email, person.password)).ChallengeName).toBeUndefined();

    await page.getByTestId('totp-setup-code').fill(totpCode(secret));
    await page.getByTestId('totp-setup-submit').click();
    await expect.poll(() => page.getByTestId('form-success').textContent()).toContain('Sign in again');
    expect(await page.getByTestId('admin-form').isVisible()).toBe(true);
    expect((await passwordSignIn(person.email, person.password)).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');

    // signing in again takes the password, then the app's code, and the role comes with it
    await submitConsoleSignIn(page, person.email, person.password);
    await expect.poll(() => page.getByTestId('totp-form').isVisible()).toBe(true);
    expect(await page.getByText('Enter the 6-digit code from your authenticator app.').isVisible()).toBe(true);
    await page.getByTestId('totp-code').fill(totpCode(secret));
    await page.getByTestId('totp-submit').click();
    await page.waitForURL(`${BASE_URL}/admin-details`, ARRIVED);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!)).toMatchObject({ role: 'expert', email: person.email });
    expect(errors).toEqual([]);
  });
});

describe('an admin with an authenticator app', () => {
  it('signs in at /admin-login with the password, then the code, and reaches the console as admin', async () => {
    const admin = await asRole('admin');
    const { page, errors } = await openAs(browser(), '/fr/admin-login', undefined, { hydrated: true });
    await submitConsoleSignIn(page, admin.email, admin.password);
    await expect.poll(() => page.getByTestId('totp-form').isVisible()).toBe(true);
    expect(await page.getByText('Saisissez le code à 6 chiffres de votre application d’authentification.').isVisible()).toBe(true);
    await page.getByTestId('totp-code').fill(await authenticatorCode(admin.email));
    await page.getByTestId('totp-submit').click();
    await page.waitForURL(`${BASE_URL}/fr/admin-details`, ARRIVED);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!)).toMatchObject({ role: 'admin', email: admin.email });
    expect(errors).toEqual([]);
  });
});
