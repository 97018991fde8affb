import type { Locale } from './i18n/paths.ts';
import { formatMoney, GBP } from './money.ts';

/*
 * Whom a message speaks to (docs/adr/0048): the language they last used on the site and the time zone
 * its dates are written in, and how a notification's params read to them. Kept apart from the
 * catalogues and the templates so the site's bell can use it too.
 */

/** The marketplace's own time zone: a reader's when their profile names none. */
export const DEFAULT_TIME_ZONE = 'Europe/London';

export interface Reader {
  locale: Locale;
  timeZone: string;
}

export const DEFAULT_READER: Reader = { locale: 'en', timeZone: DEFAULT_TIME_ZONE };

/** A time zone's canonical IANA name ("europe/paris" → "Europe/Paris"), or null when it is none. */
export function canonicalTimeZone(value: string): string | null {
  // Offsets ("+01:00") are valid for Intl but are not IANA zones: they would ignore summer time.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The reader a profile describes: English and the UK's time where it says nothing. */
export function readerOf(profile: { language?: Locale | null; timeZone?: string | null } | null | undefined): Reader {
  return { locale: profile?.language === 'fr' ? 'fr' : 'en', timeZone: (profile?.timeZone && canonicalTimeZone(profile.timeZone)) || DEFAULT_TIME_ZONE };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as a message writes it to its reader: their language, their time zone, and the zone's name so
 * no one misreads it ("27 November 2026 at 05:08 GMT", "27 novembre 2026 à 06:08 UTC+1").
 */
export function formatMessageDate(iso: string, reader: Reader): string {
  const key = `${reader.locale}|${reader.timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(reader.locale === 'fr' ? 'fr-FR' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: reader.timeZone,
    });
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

/** Params that hold a moment (ISO): written in the reader's language and time zone. */
const DATE_PARAMS = new Set(['endsAt', 'payBy']);
/** Params that hold a price as the server writes it ("£1,250.00"): written the reader's way. */
const MONEY_PARAMS = new Set(['price', 'total', 'amount']);

/** "£1,250.00" (how the server writes a price into a notification's params) in pence; null when it is not that. */
export function penceOfPounds(text: string): number | null {
  const match = /^£([\d,]+)(?:\.(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2] ?? 0);
}

/** A notification's params as its reader reads them: dates in their language and time zone, prices their way. */
export function readerParams(params: Readonly<Record<string, string>>, reader: Reader): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const pence = MONEY_PARAMS.has(key) ? penceOfPounds(value) : null;
    if (pence !== null) out[key] = formatMoney(pence, GBP, reader.locale);
    else if (DATE_PARAMS.has(key) && !Number.isNaN(Date.parse(value))) out[key] = formatMessageDate(value, reader);
    else out[key] = value;
  }
  return out;
}

/** The catalogue keys of a notification template's title and body for these params (a counting body by its plural category). */
export function notificationKeys(template: string, params: Readonly<Record<string, string>>, locale: Locale): { title: string; body: string } {
  // A body that counts is the one with a `count` (shared/notifications.ts: PluralBody).
  const body = params.count !== undefined ? `notif.${template}.body.${pluralCategory(locale, Number(params.count))}` : `notif.${template}.body`;
  return { title: `notif.${template}.title`, body };
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
/** `one` or `other` (the only categories English and French use for whole numbers). */
export function pluralCategory(locale: Locale, count: number): 'one' | 'other' {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count) === 'one' ? 'one' : 'other';
}
