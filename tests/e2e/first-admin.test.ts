import { describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../../infra/seed/first-admin.ts';
import { totpCode } from '../../infra/local/seed/authenticators.ts';
import { BASE_URL } from '../support/api.ts';
import { localCognito, passwordSignIn, stackConfig } from '../support/auth.ts';
import { ARRIVED, openAs, submitConsoleSignIn } from '../support/browser.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * The first admin of a new stage (README "Deploying to AWS", step 4): `npm run seed -- --admin-email`
 * creates them with AdminCreateUser, Cognito e-mails a temporary password, and their first sign-in at
 * /admin-login asks for a new password, then (no authenticator app yet, so no admin role: docs/adr/0029)
 * sets one up before the console opens. The seed's own function makes the account here, and the
 * temporary password is read from the e-mail in the local outbox.
 */

const NEW_PASSWORD = 'First-admin-1!';

const browser = useBrowser({ closeContextsAfterEach: true });

/** The temporary password Cognito e-mailed to a new account (its welcome mail in the local outbox). */
async function temporaryPasswordOf(email: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await fetch(`${BASE_URL}/dev/outbox.json?to=${encodeURIComponent(email)}`);
      const body = (await response.json()) as { code: string | null }[] | { mails: { code: string | null }[] };
      const mails = Array.isArray(body) ? body : body.mails;
      return (code = mails.find((m) => m.code)?.code ?? null);
    })
    .toBeTruthy();
  return code!;
}

/** A first admin as the seed makes one, and the temporary password from their e-mail. */
async function seededAdmin(): Promise<{ email: string; temporary: string }> {
  const email = `first-admin.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@patina.test`;
  const { userPoolId } = await stackConfig();
  expect(await ensureFirstAdmin(await localCognito(), userPoolId, email)).toBe('created');
  return { email, temporary: await temporaryPasswordOf(email) };
}

/** A first admin as the seed makes one, signed in at `path` with the temporary password: the page asks for a new one. */
async function askedForNewPassword(path: string) {
  const { email, temporary } = await seededAdmin();
  const { page, errors } = await openAs(browser(), path, undefined, { hydrated: true });
  await submitConsoleSignIn(page, email, temporary);
  await expect.poll(() => page.getByTestId('new-password-form').isVisible()).toBe(true);
  return { email, temporary, page, errors };
}

async function signInWith(email: string, password: string): Promise<string | undefined> {
  const answer = await passwordSignIn(email, password);
  return answer.ChallengeName ?? (answer.AuthenticationResult?.IdToken ? 'signed in' : undefined);
}

describe('the first admin', () => {
  it('signs in with the e-mailed temporary password, chooses a new one, sets up an authenticator app, and reaches the console as admin', async () => {
    const { email, temporary, page, errors } = await askedForNewPassword('/admin-login');
    expect(await page.getByRole('heading', { name: 'Choose a new password' }).isVisible()).toBe(true);
    // the same rules as registration: a weak password is named and not sent
    await page.getByTestId('new-password-password').fill('weak');
    await page.getByTestId('new-password-confirm').fill('weak');
    await page.getByTestId('new-password-submit').click();
    await expect.poll(() => page.getByTestId('new-password-form').getByTestId('field-error').first().textContent()).toBeTruthy();
    expect(await signInWith(email, temporary)).toBe('NEW_PASSWORD_REQUIRED');

    await page.getByTestId('new-password-password').fill(NEW_PASSWORD);
    expect(await page.locator('#new-password-policy li[data-met="true"]').count()).toBe(5);
    await page.getByTestId('new-password-confirm').fill(NEW_PASSWORD);
    await page.getByTestId('new-password-submit').click();

    // no authenticator app yet: the pre-token trigger withholds the admin role, as in AWS; the console offers the set-up
    await expect.poll(() => page.getByTestId('form-error').textContent()).toContain('does not have access to the admin console');
    expect(await signInWith(email, NEW_PASSWORD)).toBe('signed in');
    await page.getByTestId('mfa-start').click();
    const secret = (await page.getByTestId('totp-secret').locator('code').textContent())!.replace(/ /g, '');
    await page.getByTestId('totp-setup-code').fill(totpCode(secret));
    await page.getByTestId('totp-setup-submit').click();
    await expect.poll(() => page.getByTestId('form-success').textContent()).toContain('Sign in again');

    await submitConsoleSignIn(page, email, NEW_PASSWORD);
    await page.getByTestId('totp-code').fill(totpCode(secret));
    await page.getByTestId('totp-submit').click();
    await page.waitForURL(`${BASE_URL}/admin-details`, ARRIVED);
    const user = await page.evaluate(() => localStorage.getItem('user'));
    expect(JSON.parse(user!)).toMatchObject({ role: 'admin', email });

    // the new password is the account's now, with the app's code; the temporary one no longer signs in
    expect(await signInWith(email, NEW_PASSWORD)).toBe('SOFTWARE_TOKEN_MFA');
    await expect(signInWith(email, temporary)).rejects.toThrow();
    expect(errors).toEqual([]);
  });

  it('goes back to the e-mail and password with "Start again", the account still waiting for its new password', async () => {
    const { email, temporary, page, errors } = await askedForNewPassword('/fr/admin-login');
    expect(await page.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' }).isVisible()).toBe(true);

    await page.getByTestId('challenge-restart').click();
    await expect.poll(() => page.getByTestId('admin-form').isVisible()).toBe(true);
    expect(await page.getByTestId('admin-password').inputValue()).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(await signInWith(email, temporary)).toBe('NEW_PASSWORD_REQUIRED');
    expect(errors).toEqual([]);
  });
});
