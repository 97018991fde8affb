import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as customMessage } from '../../lambdas/entry/custom-message.ts';
import { noticeMail } from '../../lambdas/notify/notify.ts';
import { canonicalTimeZone, DEFAULT_READER, readerOf } from '../../shared/reader.ts';

/*
 * A message as its reader reads it (docs/adr/0048): the e-mail of a notice in their language with links
 * to their language's pages and dates in their time zone, counts pluralised by the language's rules,
 * and Cognito's codes worded by the CustomMessage trigger.
 */

const SITE = 'https://patina.example';
const fr = { locale: 'fr', timeZone: 'Europe/Paris' } as const;

describe('the e-mail of a notice', () => {
  it('writes a date in the reader’s language and time zone, never the ISO timestamp, and links their language’s page', () => {
    const notice = { template: 'endingSoon' as const, params: { itemName: 'Japy clock', endsAt: '2026-11-27T05:08:19.517Z', price: '£1,250.00' }, link: '/items/LOT1/auction' };
    const english = noticeMail(notice, DEFAULT_READER, SITE);
    expect(english.subject).toBe('Patina: Ending within the hour');
    expect(english.text).toContain('Japy clock ends on 27 November 2026 at 05:08 GMT. The price is £1,250.00.');
    expect(english.text).toContain(`${SITE}/items/LOT1/auction`);
    expect(english.text).toContain(`${SITE}/my-account`);
    const french = noticeMail(notice, fr, SITE);
    expect(french.subject).toBe('Patina : Se termine dans l’heure');
    expect(french.text).toMatch(/Japy clock se termine le 27 novembre 2026 à 06:08 UTC\+1\. Le prix est de 1\s250,00\s£\./);
    expect(french.text).toContain(`${SITE}/fr/items/LOT1/auction`);
    expect(french.text).toContain(`${SITE}/fr/my-account`);
    for (const mail of [english, french]) expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('counts sales by each language’s plural rules', () => {
    const payout = (count: number, reader = DEFAULT_READER) => noticeMail({ template: 'payoutSent', params: { amount: '£97.05', count: String(count) }, link: '/sellar-dashboard' }, reader, SITE).text;
    expect(payout(1)).toContain('for 1 sale,');
    expect(payout(2)).toContain('for 2 sales,');
    expect(payout(1, fr)).toContain('pour 1 vente,');
    expect(payout(2, fr)).toContain('pour 2 ventes,');
  });

  it('speaks to each party of a cancelled sale in the second person', () => {
    const params = { itemName: 'Japy clock', total: '£575.00' };
    expect(noticeMail({ template: 'disputeSaleCancelled', params, link: '/x' }, DEFAULT_READER, SITE).text).toMatch(/^You are refunded £575\.00\./);
    expect(noticeMail({ template: 'disputeSaleCancelledSeller', params, link: '/x' }, DEFAULT_READER, SITE).text).toContain('comes back to you');
  });
});

describe('a reader', () => {
  it('is English in the UK’s time unless their profile says otherwise, and only IANA zones count', () => {
    expect(readerOf(null)).toEqual({ locale: 'en', timeZone: 'Europe/London' });
    expect(readerOf({ language: 'fr', timeZone: 'America/New_York' })).toEqual({ locale: 'fr', timeZone: 'America/New_York' });
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris');
    for (const bad of ['Mars/Olympus_Mons', '+01:00', '', 'Europe/../etc']) expect(canonicalTimeZone(bad)).toBeNull();
  });
});

describe("Cognito's CustomMessage trigger", () => {
  const event = (triggerSource: string, clientMetadata?: Record<string, string>, locale?: string) =>
    ({
      triggerSource,
      request: { codeParameter: '{####}', usernameParameter: '{username}', userAttributes: locale ? { locale } : {}, ...(clientMetadata ? { clientMetadata } : {}) },
      response: { emailSubject: '', emailMessage: '', smsMessage: '' },
    }) as unknown as CustomMessageTriggerEvent;

  it('words the verification code in the page’s language, else the registration’s, else English, keeping Cognito’s placeholder', async () => {
    process.env.SITE_URL = SITE;
    const french = await customMessage(event('CustomMessage_SignUp', { language: 'fr' }));
    expect(french.response.emailSubject).toBe('Votre code de vérification Patina');
    expect(french.response.emailMessage).toContain('Votre code de vérification est {####}');
    expect(french.response.emailMessage).toContain(`${SITE}/fr/user-account`);
    expect((await customMessage(event('CustomMessage_ForgotPassword', undefined, 'fr'))).response.emailMessage).toContain(`${SITE}/fr/forget-password`);
    const english = await customMessage(event('CustomMessage_ResendCode', { language: 'xx' }));
    expect(english.response.emailSubject).toBe('Your Patina verification code');
    expect(english.response.emailMessage).toContain(`${SITE}/user-account`);
    const invitation = await customMessage(event('CustomMessage_AdminCreateUser'));
    expect(invitation.response.emailMessage).toContain('{username}');
    expect(invitation.response.emailMessage).toContain('{####}');
  });
});
