import { beforeAll, describe, expect, it } from 'vitest';
import { advanceClockTo, useOwnStack } from '../support/own-stack.ts';

/*
 * Issue 24, "Tests that must exist" (docs/adr/0048): a person who registers on /fr receives their
 * verification, outbid, ending-soon and won e-mails in French, with /fr links and dates written out
 * (never an ISO timestamp); a bidder who did not win finds the auction's end in their bell. Its own
 * stack: the auction is ended on the test clock.
 */

useOwnStack('french-messages', 1900);
const { BASE_URL, callApi } = await import('../support/api.ts');
const { asTestUser, newUser, signInDemo } = await import('../support/auth.ts');
const { ARRIVED, expectRegistrationAccepted, openAs, submitRegistration, waitForHydration } = await import('../support/browser.ts');
const { useBrowser } = await import('../support/use-browser.ts');
const { liveLot } = await import('../support/market.ts');

interface Mail {
  subject: string;
  text: string;
  code: string | null;
}
const mailsTo = async (email: string) => ((await (await fetch(`${BASE_URL}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { mails: Mail[] }).mails;
/** Waits for the e-mail to `email` whose subject is `subject`. */
async function mailWith(email: string, subject: string | RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(email)).find((m) => (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)))) !== undefined, { timeout: 60_000 })
    .toBe(true);
  return found!;
}
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

let seller: string;
let expert: string;
beforeAll(async () => {
  [seller, expert] = await Promise.all([signInDemo('seller'), signInDemo('expert')]);
});
const browser = useBrowser();

describe('a French buyer’s messages', () => {
  it('are French from registration on /fr to the won auction, with /fr links and dates written out; the losing bidder’s bell tells them the end', async () => {
    const email = `amelie.${Date.now().toString(36)}@patina.test`;
    const password = 'Journey-pass-1';
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();

    // Registers on /fr: the verification code arrives in French, linking the French page.
    await page.goto(`${BASE_URL}/fr/user-account`);
    await waitForHydration(page);
    await submitRegistration(page, { firstName: 'Amélie', lastName: 'Poulain', email, phone: '07700 900457', password });
    await expectRegistrationAccepted(page);
    const verification = await mailWith(email, 'Votre code de vérification Patina');
    expect(verification.code).toMatch(/^\d{6}$/);
    expect(verification.text).toContain(`Votre code de vérification est ${verification.code}`);
    expect(verification.text).toContain(`${BASE_URL}/fr/user-account`);
    await page.getByTestId('verify-code').fill(verification.code!);
    await page.getByTestId('verify-submit').click();
    await page.waitForURL(/\/fr\/seller-login\?verified=1$/, ARRIVED);
    await waitForHydration(page);
    await page.getByTestId('signin-password').fill(password);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/fr/seller-login'), ARRIVED);
    await waitForHydration(page);
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const amelie = asTestUser(email, password, token);
    // The site told the server the language she uses (and it was French from her registration anyway).
    await expect.poll(async () => (await callApi('getProfile', {}, amelie.headers)).data?.language).toBe('fr');

    // Outbid: in French, the price the French way, the lot's French page.
    const lot = await liveLot(seller, expert, { auctionDurationDays: 1 }, 'Pendule française');
    const oliver = await newUser({ firstName: 'Oliver', emailPrefix: 'loser' });
    expect((await callApi('placeBid', { itemId: lot.itemId, amount: 10_000 }, amelie.headers)).status).toBe(200);
    expect((await callApi('placeBid', { itemId: lot.itemId, amount: 15_000 }, oliver.headers)).status).toBe(200);
    const outbid = await mailWith(email, 'Patina : Vous avez été surenchéri');
    expect(outbid.text).toContain(`Quelqu’un a dépassé votre maximum sur ${lot.name}`);
    expect(outbid.text).toMatch(/150,00\s£/);
    expect(outbid.text).toContain(`${BASE_URL}/fr/items/${lot.itemId}/auction`);

    // She takes the lead above the reserve; within the hour she is told when it ends, as a French date.
    expect((await callApi('placeBid', { itemId: lot.itemId, amount: 25_000 }, amelie.headers)).status).toBe(200);
    const end = Date.parse(lot.endsAt);
    await advanceClockTo(end - 30 * 60_000);
    const endingSoon = await mailWith(email, 'Patina : Se termine dans l’heure');
    const written = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone: 'Europe/London' }).format(new Date(end));
    expect(endingSoon.text).toContain(`${lot.name} se termine le ${written}`);
    expect(endingSoon.text).not.toMatch(ISO);

    // She wins: in French, linking the French way to pay.
    await advanceClockTo(end + 1_000);
    const won = await mailWith(email, `Patina : Vous avez remporté ${lot.name}`);
    expect(won.text).toMatch(/Votre prix est de [\d\s\u202f]+,00\s£/);
    expect(won.text).toMatch(new RegExp(`${BASE_URL}/fr/pay-items/\\S+`));
    expect(won.text).not.toMatch(ISO);
    for (const mail of await mailsTo(email)) expect(mail.text, mail.subject).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    await context.close();

    // Oliver, who bid and lost, finds it in his bell (English: his language), without who won.
    const { page: his } = await openAs(browser(), '/', { token: oliver.token, email: oliver.email }, { hydrated: true });
    await his.getByTestId('bell').click();
    const notice = his.locator('[data-testid="notification"][data-template="auctionLost"]');
    await notice.first().waitFor();
    expect(await notice.count()).toBe(1);
    const text = (await notice.textContent())!;
    expect(text).toContain(`The auction for ${lot.name} has ended`);
    expect(text).not.toContain('Amélie');
    await his.context().close();
  }, 300_000);
});
