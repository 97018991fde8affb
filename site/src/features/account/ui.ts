import { createContext, useContext } from 'react';
import type { MessageKey } from '../../../../shared/messages.ts';
import { fillPlaceholders } from '../../../../shared/placeholders.ts';
import { sayMessage, type Said } from '../../lib/messages.ts';

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
  /** A message (a server's answer or a form's own) in the page's language, by its code. */
  say(message: Said | MessageKey): string;
  /** A site path in the page's language. */
  href(path: string): string;
}

export function makeAccountUi(locale: Lang, strings: Strings): AccountUi {
  const plurals = new Intl.PluralRules(locale === 'fr' ? 'fr-FR' : 'en-GB');
  const t = (key: string, params?: Params) => fillPlaceholders(strings[key] ?? key, params);
  return {
    locale,
    t,
    tn: (key, count) => t(`${key}.${plurals.select(count) === 'one' ? 'one' : 'other'}`, { count }),
    say: (message) => sayMessage(t, message),
    href: (path) => (locale === 'fr' ? (path === '/' ? '/fr/' : `/fr${path}`) : path),
  };
}

/** The account helpers over another island's translator, so its forms can use the form kit (form-kit.tsx). */
export function accountUiOver(ui: Pick<AccountUi, 'locale' | 't' | 'tn' | 'href'>): AccountUi {
  return { locale: ui.locale, t: ui.t, tn: ui.tn, href: ui.href, say: (message) => sayMessage(ui.t, message) };
}

export const AccountUiContext = createContext<AccountUi>(makeAccountUi('en', {}));

/** The page language's helpers inside any account component. */
export function useAccountUi(): AccountUi {
  return useContext(AccountUiContext);
}
