import type { Locale } from '../../../../shared/i18n/index.ts';
import type { MessageKey } from '../../../../shared/messages.ts';
import { FORM_STRINGS, pickMessageCodes, pickMessages, pickStrings } from '../../lib/strings.ts';

/*
 * The strings of checkout and what follows it, in the page's language, for `.astro` frontmatter only
 * (the islands receive them as a prop, so no catalogue ships in their JavaScript).
 */

/** What the purchase history can be told by the server (confirmReceipt, addReview), by code. */
const PURCHASE_CODES: readonly MessageKey[] = ['receiptConfirmed', 'notShippedYet', 'reviewAdded', 'notReceivedYet', 'alreadyReviewed', 'notFound', 'tooManyRequests'];

/** The purchase history's own strings (My account adds them to its own). */
export function purchaseStrings(locale: Locale): Record<string, string> {
  return { ...pickStrings(locale, ['orders.', FORM_STRINGS]), ...pickMessageCodes(locale, PURCHASE_CODES) };
}

/** The strings both checkout pages share: orders, the zones, the countdown's words. */
function orderPageStrings(locale: Locale): Record<string, string> {
  return pickStrings(locale, [
    'checkout.',
    'orders.',
    'catalogue.item.nationwide',
    'catalogue.item.europe',
    'catalogue.item.worldwide',
    'catalogue.time.',
  ]);
}

/**
 * /pay-items/{id}: the checkout's strings, the account forms' (a new address or card is added right
 * there) and every message paying and those forms can meet (the buying and account groups: declines
 * by their code, in this language).
 */
export function checkoutStrings(locale: Locale): Record<string, string> {
  return {
    ...orderPageStrings(locale),
    // a paid order's way to a dispute (features/disputes)
    ...pickStrings(locale, ['account.addresses.', 'account.cards.', 'account.error.', 'account.profile.chooseCountry', 'account.loading', 'disputes.new.action', 'disputes.viewAll', FORM_STRINGS]),
    ...pickMessages(locale, ['account', 'buying']),
  };
}

/** /payment-success: the order's words and the payment's messages. */
export function paymentSuccessStrings(locale: Locale): Record<string, string> {
  return { ...orderPageStrings(locale), ...pickMessageCodes(locale, ['paymentSucceeded', 'authentication_failed']) };
}
