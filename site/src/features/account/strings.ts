import { Messages, type MessageKey } from '../../../../shared/messages.ts';
import { catalogues, translate, type Locale } from '../../../../shared/i18n/index.ts';
import { pickStrings } from '../../lib/strings.ts';

/**
 * The strings an account island needs, in the page's language, for `.astro` frontmatter only (the
 * islands receive them as a prop, so no catalogue ships in their JavaScript). Besides the picked
 * keys it carries `server:<English message>` → the message in this language, so the server's
 * messages (which are the spec's English words) read in French on French pages.
 */
export function accountStrings(locale: Locale, prefixes: readonly string[]): Record<string, string> {
  const out = pickStrings(locale, prefixes);
  for (const key of Object.keys(catalogues.en)) {
    if (!key.startsWith('account.server.')) continue;
    const name = key.slice('account.server.'.length) as MessageKey;
    if (name in Messages) out[`server:${Messages[name]}`] = translate(locale, key);
  }
  // the server's field messages say what the forms' own messages say
  const sameAs: Partial<Record<MessageKey, string>> = {
    required: 'common.required',
    requiredFirstName: 'account.error.firstName',
    requiredLastName: 'account.error.lastName',
    requiredPhoneNumber: 'account.error.phoneNumber',
    requiredAddressLine1: 'account.error.addressLine1',
    requiredCity: 'account.error.city',
    requiredRegion: 'account.error.region',
    requiredPostCode: 'account.error.postCode',
    requiredSellerProfileName: 'account.error.sellerProfileName',
    invalidPhoneNumber: 'account.error.phoneInvalid',
    invalidCountryCode: 'account.error.countryCode',
    invalidCountry: 'account.error.country',
    invalidSellerProfileName: 'account.error.sellerProfileNameChars',
  };
  for (const [name, key] of Object.entries(sameAs)) {
    const english = Messages[name as MessageKey] as string | undefined;
    if (english) out[`server:${english}`] = translate(locale, key!);
  }
  // the password messages are the spec's words too
  out[`server:${Messages.passwordUpdated}`] = translate(locale, 'account.settings.passwordUpdated');
  out[`server:${Messages.passwordNotUpdated}`] = translate(locale, 'account.settings.passwordNotUpdated');
  return out;
}
