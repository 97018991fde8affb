import type { Locale } from './paths.ts';
import { translationsOver } from './translations.ts';
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

// translate(locale, key, params), translator(locale) and categoryName(locale, named) over every string.
export const { translate, translator, categoryName } = translationsOver(catalogues);
