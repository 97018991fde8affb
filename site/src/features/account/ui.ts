import { createContext, useContext } from 'react';

export type Lang = 'en' | 'fr';
export type Strings = Record<string, string>;
type Params = Record<string, string | number>;

/** What every account component needs to speak the page's language. */
export interface AccountUi {
  locale: Lang;
  /** The string for a key, `{name}` placeholders filled; the key itself when missing. */
  t(key: string, params?: Params): string;
  /** A counted string: `key.one` / `key.other` by the language's plural rules. */
  tn(key: string, count: number): string;
  /** A message from the server (the spec's English words) in the page's language when known. */
  say(message: string): string;
  /** A site path in the page's language. */
  href(path: string): string;
}

export function makeAccountUi(locale: Lang, strings: Strings): AccountUi {
  const plurals = new Intl.PluralRules(locale === 'fr' ? 'fr-FR' : 'en-GB');
  const t = (key: string, params?: Params) => {
    const text = strings[key] ?? key;
    return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;
  };
  return {
    locale,
    t,
    tn: (key, count) => t(`${key}.${plurals.select(count) === 'one' ? 'one' : 'other'}`, { count }),
    say: (message) => strings[`server:${message}`] ?? message,
    href: (path) => (locale === 'fr' ? (path === '/' ? '/fr/' : `/fr${path}`) : path),
  };
}

export const AccountUiContext = createContext<AccountUi>(makeAccountUi('en', {}));

/** The page language's helpers inside any account component. */
export function useAccountUi(): AccountUi {
  return useContext(AccountUiContext);
}
