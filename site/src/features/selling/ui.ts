import { createContext, useContext } from 'react';
import { localCategoryName, type Named } from '../../../../shared/categories.ts';
import type { MessageKey } from '../../../../shared/messages.ts';
import { fillPlaceholders } from '../../../../shared/placeholders.ts';
import { sayMessage, type Said } from '../../lib/messages.ts';

export type Lang = 'en' | 'fr';
type Params = Record<string, string | number>;

/** What every wizard component needs to speak the page's language. */
export interface SellUi {
  locale: Lang;
  /** The string for a key, `{name}` placeholders filled; the key itself when missing. */
  t(key: string, params?: Params): string;
  /** A counted string: `key.one` / `key.other` by the language's plural rules. */
  tn(key: string, count: number, params?: Params): string;
  /** A rule's or the server's message in the page's language, by its code. */
  say(message: Said | MessageKey): string;
  /** A category or sub-category name in this language. */
  category(named: Named | string): string;
  /** A site path in this language. */
  href(path: string): string;
  /** Pence as money: "£1,250.50". */
  money(pence: number): string;
  /** A time of day: "14:05". */
  time(iso: string): string;
  /** A date and time: "21 Nov 2026, 14:05". */
  dateTime(iso: string): string;
}

export function makeSellUi(locale: Lang, strings: Record<string, string>): SellUi {
  const tag = locale === 'fr' ? 'fr-FR' : 'en-GB';
  const plurals = new Intl.PluralRules(tag);
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol' });
  const times = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' });
  const dateTimes = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const t = (key: string, params?: Params) => fillPlaceholders(strings[key] ?? key, params);
  const when = (formatter: Intl.DateTimeFormat, iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
  };
  return {
    locale,
    t,
    tn: (key, count, params) => t(`${key}.${plurals.select(count) === 'one' ? 'one' : 'other'}`, { count, ...params }),
    say: (message) => sayMessage(t, message),
    category: (named) => localCategoryName(named, locale, strings),
    href: (path) => (locale === 'fr' ? (path === '/' ? '/fr/' : `/fr${path}`) : path),
    money: (pence) => money.format(pence / 100),
    time: (iso) => when(times, iso),
    dateTime: (iso) => when(dateTimes, iso),
  };
}

export const SellUiContext = createContext<SellUi>(makeSellUi('en', {}));

/** The page language's helpers inside any wizard component. */
export function useSellUi(): SellUi {
  return useContext(SellUiContext);
}
