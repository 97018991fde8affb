import type { CustomMessageTriggerEvent } from 'aws-lambda';
import enWords from '../../shared/i18n/en/notifications.ts';
import frWords from '../../shared/i18n/fr/notifications.ts';
import type { Locale } from '../../shared/i18n/index.ts';
import { isLocale, localisePath } from '../../shared/i18n/paths.ts';
import { fillPlaceholders } from '../../shared/placeholders.ts';
import { optionalEnv } from '../lib/env.ts';

/**
 * Cognito's CustomMessage trigger: the verification, password-reset and invitation codes Cognito
 * e-mails, written in the person's language (docs/adr/0048) with links to that language's pages. The
 * language is the one of the page the request came from (client metadata `language`, which the site
 * sends with sign-up, resend and reset), else the `locale` attribute kept since registration, else
 * English. Attached to the user pool in AWS (infra/stacks/auth-stack.ts) and to cognito-local through
 * the local stack's Lambda endpoint (infra/local/lambda-invoke.ts). Cognito puts the code where
 * `{####}` is (and the user name where `{username}` is), so the text never holds the code itself.
 */

const WORDS: Record<Locale, Record<string, string>> = { en: enWords, fr: frWords };

/** Which words each of Cognito's message sources gets, and the page its link opens. */
const KINDS: Record<string, { words: 'signUp' | 'forgotPassword' | 'attribute' | 'invitation'; path?: string }> = {
  CustomMessage_SignUp: { words: 'signUp', path: '/user-account' },
  CustomMessage_ResendCode: { words: 'signUp', path: '/user-account' },
  CustomMessage_ForgotPassword: { words: 'forgotPassword', path: '/forget-password' },
  CustomMessage_UpdateUserAttribute: { words: 'attribute' },
  CustomMessage_VerifyUserAttribute: { words: 'attribute' },
  CustomMessage_AdminCreateUser: { words: 'invitation', path: '/seller-login' },
};

/** The language a code's e-mail is written in. */
export function languageOf(event: Pick<CustomMessageTriggerEvent, 'request'>): Locale {
  const asked = event.request.clientMetadata?.language;
  if (isLocale(asked)) return asked;
  const kept = event.request.userAttributes?.locale;
  return isLocale(kept) ? kept : 'en';
}

export async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  const kind = KINDS[event.triggerSource];
  // Sign-in codes by e-mail or SMS are not offered by Patina's pool: Cognito's own words then.
  if (!kind) return event;
  const locale = languageOf(event);
  const words = (key: string) => WORDS[locale][key] ?? WORDS.en[key]!;
  const url = kind.path ? `${optionalEnv('SITE_URL') ?? ''}${localisePath(kind.path, locale)}` : '';
  const params = { code: event.request.codeParameter, username: event.request.usernameParameter ?? '', url };
  event.response.emailSubject = words(`mail.code.${kind.words}.subject`);
  event.response.emailMessage = fillPlaceholders(words(`mail.code.${kind.words}.body`), params);
  return event;
}
