import { localCategoryName, type Named } from '../../../shared/categories.ts';
import type { MessageKey, Notice } from '../../../shared/messages.ts';
import type { Placeholders } from '../../../shared/placeholders.ts';
import { href as localHref } from './locales.ts';
import { translate, type Translate } from './translate.ts';

export type { Translate } from './translate.ts';

/*
 * The site's one translator (docs/adr/0058): every island speaks through `makeTranslator`
 * over the strings its page picked for it, so there is one `t`, one plural rule and one set of
 * formatters. Only `shared/` code that ships no catalogue is imported, so an island's JavaScript
 * carries its own strings only.
 */

/** A message to say: its code, its placeholders' values and, from a server answer, its English words as a fallback. */
export type Said = Notice & { message?: string };

/** The string key of a message code's text. */
export function messageStringKey(code: MessageKey): `msg.${MessageKey}` {
  return `msg.${code}`;
}

/**
 * A message in the page's language, by its code. Falls back to the English the server sent, then to
 * the code, when the page was not given the code's text.
 */
export function sayMessage(t: Translate, said: Said | MessageKey): string {
  const { code, params, message } = typeof said === 'string' ? { code: said, params: undefined, message: undefined } : said;
  const key = messageStringKey(code);
  const text = t(key, params);
  return text === key ? (message ?? code) : text;
}

export type Lang = 'en' | 'fr';
export type Strings = Record<string, string>;

/** What every island needs to speak the page's language. */
export interface Translator {
  locale: Lang;
  /** The string for a key, `{name}` placeholders filled; the key itself when missing. */
  t: Translate;
  /**
   * A counted string: `key.zero` for 0 when the strings have it, else `key.one` / `key.other` by the
   * language's plural rules; `{count}` is the count written for the language (grouped from five digits).
   */
  tn(key: string, count: number, params?: Placeholders): string;
  /** A message (a server's answer or a rule's own) in the page's language, by its code. */
  say(message: Said | MessageKey): string;
  /** A category or sub-category name in this language (spec: trimmed, spaces to underscores). */
  category(named: Named | string): string;
  /** A site path in this language: `/items/1/buyer` → `/fr/items/1/buyer`. */
  href(path: string): string;
  /** Pence as money: "£1,250.50". */
  money(pence: number): string;
  /** A time of day: "14:05". */
  time(iso: string): string;
  /** A date and time: "21 Nov 2026, 14:05". */
  dateTime(iso: string): string;
  /** A date: "21 November 2026". */
  date(iso: string): string;
}

/** A value made on first use (an Intl formatter is not free to build, and most islands use one or two). */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** Builds the translator for one language over the strings the page passed to the island. */
export function makeTranslator(locale: Lang, strings: Strings): Translator {
  const tag = locale === 'fr' ? 'fr-FR' : 'en-GB';
  const t = translate(strings);
  const plurals = onFirstUse(() => new Intl.PluralRules(tag));
  // 'min2': "1000 characters left" (as the site has always written a form's counter), "12,345 items".
  const counts = onFirstUse(() => new Intl.NumberFormat(tag, { useGrouping: 'min2' }));
  const money = onFirstUse(() => new Intl.NumberFormat(tag, { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol' }));
  /** An ISO instant written by a date format of the language ('' for one that is not a date). */
  const dateFormat = (options: Intl.DateTimeFormatOptions) => {
    const formatter = onFirstUse(() => new Intl.DateTimeFormat(tag, options));
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : formatter().format(date);
    };
  };
  return {
    locale,
    t,
    tn: (key, count, params) => {
      const form = count === 0 && strings[`${key}.zero`] ? 'zero' : plurals().select(count) === 'one' ? 'one' : 'other';
      return t(`${key}.${form}`, { ...params, count: counts().format(count) });
    },
    say: (message) => sayMessage(t, message),
    category: (named) => localCategoryName(named, locale, strings),
    href: (path) => localHref(locale, path),
    money: (pence) => money().format(pence / 100),
    time: dateFormat({ hour: '2-digit', minute: '2-digit' }),
    dateTime: dateFormat({ dateStyle: 'medium', timeStyle: 'short' }),
    date: dateFormat({ dateStyle: 'long' }),
  };
}
