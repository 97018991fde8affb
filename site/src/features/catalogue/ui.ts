import { createContext, useContext } from 'react';
import { localCategoryName, type Named } from '../../../../shared/categories.ts';
import { fillPlaceholders } from '../../../../shared/placeholders.ts';

export type Lang = 'en' | 'fr';
export type Strings = Record<string, string>;
type Params = Record<string, string | number>;

/** What every catalogue component needs to speak the page's language. */
export interface Ui {
  locale: Lang;
  /** The translated string for a key, `{name}` placeholders filled; the key itself when missing. */
  t(key: string, params?: Params): string;
  /** A counted string: `key.zero` for 0 when defined, else `key.one` / `key.other` by the language's plural rules. */
  tn(key: string, count: number): string;
  /** A category or sub-category name in this language (spec: trimmed, spaces to underscores). */
  category(named: Named | string): string;
  /** A site path in this language: `/items/1/buyer` → `/fr/items/1/buyer`. */
  href(path: string): string;
  /** A date and time for people ("23 Nov 2026, 18:00"). */
  dateTime(iso: string): string;
  /** A date for people ("23 Nov 2026"). */
  date(iso: string): string;
}

/** Builds the helpers for one language from the strings the page passed to the island. */
export function makeUi(locale: Lang, strings: Strings): Ui {
  const tag = locale === 'fr' ? 'fr-FR' : 'en-GB';
  const plurals = new Intl.PluralRules(tag);
  const dateTimes = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'long' });
  const format = (formatter: Intl.DateTimeFormat, iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
  };
  const t = (key: string, params?: Params) => fillPlaceholders(strings[key] ?? key, params);
  return {
    locale,
    t,
    tn: (key, count) => {
      const form = count === 0 && strings[`${key}.zero`] ? 'zero' : plurals.select(count) === 'one' ? 'one' : 'other';
      return t(`${key}.${form}`, { count: count.toLocaleString(tag) });
    },
    category: (named) => localCategoryName(named, locale, strings),
    href: (path) => (locale === 'fr' ? (path === '/' ? '/fr/' : `/fr${path}`) : path),
    dateTime: (iso) => format(dateTimes, iso),
    date: (iso) => format(dates, iso),
  };
}

export const UiContext = createContext<Ui>(makeUi('en', {}));

/** The page language's helpers, inside any catalogue island. */
export function useUi(): Ui {
  return useContext(UiContext);
}

/** The path's segments after the language prefix, decoded: `/fr/items/01A/auction` → `['items', '01A', 'auction']`. */
export function pathSegments(pathname: string): string[] {
  return pathname
    .replace(/^\/fr(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}
