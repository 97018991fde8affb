import { catalogues, type Locale } from '../../../../shared/i18n/index.ts';
import type { MessageKey } from '../../../../shared/messages.ts';
import { FORM_STRINGS, pickMessageCodes, pickMessages, pickStrings } from '../../lib/strings.ts';
import type { Strings } from '../../lib/ui.tsx';

/** What a Watch button on a card can be told by the server (lib/messages.ts says them by code). */
const WATCH_CODES: readonly MessageKey[] = ['watchlistAdded', 'watchlistRemoved', 'watchlistItemNotActive', 'watchlistFull', 'notSignedIn', 'tooManyRequests', 'unexpectedError', 'somethingWentWrong'];
/** What saving a search or following a seller can be told (features/alerts). */
const ALERT_CODES: readonly MessageKey[] = ['searchSaved', 'tooManySavedSearches', 'sellerFollowed', 'sellerUnfollowed', 'tooManyFollowedSellers', 'cannotFollowYourself', 'required', 'tooLong', 'notFound'];

/**
 * The strings the catalogue islands need, in one language (English filling any gap), for use in
 * `.astro` frontmatter only. Islands receive them as a prop, so the visitor's browser downloads one
 * language inside the HTML instead of every dictionary inside the JavaScript.
 */
export function catalogueStrings(locale: Locale): Strings {
  const pick = (dictionary: Record<string, string>) =>
    Object.fromEntries(Object.entries(dictionary).filter(([key]) => key.startsWith('catalogue.') || key.startsWith('category.')));
  return { ...pick(catalogues.en), ...pick(catalogues[locale]), ...pickMessageCodes(locale, [...WATCH_CODES, ...ALERT_CODES]) };
}

/** A lot page's strings: the catalogue's, the bidding panel's, the questions' (with their forms'), and every message bidding, buying and questions can answer. */
export function lotPageStrings(locale: Locale): Strings {
  return {
    ...catalogueStrings(locale),
    ...pickStrings(locale, ['bidding.', 'questions.', FORM_STRINGS]),
    ...pickMessages(locale, ['catalogue', 'buying', 'questions', 'validation']),
  };
}
