import { localCategoryName, type Named } from '../categories.ts';
import { fillPlaceholders } from '../placeholders.ts';
import type { Locale } from './paths.ts';
import enAccount from './en/account.ts';
import enAdmin from './en/admin.ts';
import enAuth from './en/auth.ts';
import enBidding from './en/bidding.ts';
import enCatalogue from './en/catalogue.ts';
import enCategories from './en/categories.ts';
import enCommon from './en/common.ts';
import enDisputes from './en/disputes.ts';
import enMessages from './en/messages.ts';
import enNotifications from './en/notifications.ts';
import enOrders from './en/orders.ts';
import enQuestions from './en/questions.ts';
import enReview from './en/review.ts';
import enSelling from './en/selling.ts';
import frAccount from './fr/account.ts';
import frAdmin from './fr/admin.ts';
import frAuth from './fr/auth.ts';
import frBidding from './fr/bidding.ts';
import frCatalogue from './fr/catalogue.ts';
import frCategories from './fr/categories.ts';
import frCommon from './fr/common.ts';
import frDisputes from './fr/disputes.ts';
import frMessages from './fr/messages.ts';
import frNotifications from './fr/notifications.ts';
import frOrders from './fr/orders.ts';
import frQuestions from './fr/questions.ts';
import frReview from './fr/review.ts';
import frSelling from './fr/selling.ts';


/** Every visible string, per language; namespaces are merged into one flat dictionary. */
export const catalogues: Record<Locale, Record<string, string>> = {
  en: { ...enCommon, ...enCatalogue, ...enCategories, ...enAuth, ...enAccount, ...enBidding, ...enSelling, ...enReview, ...enAdmin, ...enMessages, ...enNotifications, ...enOrders, ...enDisputes, ...enQuestions },
  fr: { ...frCommon, ...frCatalogue, ...frCategories, ...frAuth, ...frAccount, ...frBidding, ...frSelling, ...frReview, ...frAdmin, ...frMessages, ...frNotifications, ...frOrders, ...frDisputes, ...frQuestions },
};


// Locales and paths per language live apart from the catalogues, so code that needs only them (e-mails) ships no dictionary.
export { DEFAULT_LOCALE, isLocale, LOCALES, localeFromPath, localisePath, type Locale } from './paths.ts';

/**
 * Translates a key, filling `{name}` placeholders; falls back to English, then to the key itself
 * (so a missing string is visible rather than blank).
 */
export function translate(locale: Locale, key: string, params?: Record<string, string | number>): string {
  return fillPlaceholders(catalogues[locale][key] ?? catalogues.en[key] ?? key, params);
}

/** A translator bound to one language. */
export function translator(locale: Locale) {
  return (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
}

/**
 * A category's name in a language: the French name its admin gave, else the spec's translation of the
 * name (trimmed, spaces to underscores: key `category.<Name_With_Underscores>`), else as written.
 */
export function categoryName(locale: Locale, named: Named | string): string {
  return localCategoryName(named, locale, catalogues[locale]);
}
