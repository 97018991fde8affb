import * as z from 'zod';
import { isValidBic, isValidIban, normaliseIban, type NotificationPreferences, type Profile } from '../account.ts';
import { isCountryCode, isValidPostCode } from '../countries.ts';
import type { Locale } from '../i18n/index.ts';
import type { MessageKey } from '../messages.ts';
import { canonicalTimeZone } from '../reader.ts';
import { ruleIssue, said } from './protocol.ts';
import { checkPriceRange, IdSchema, PenceSchema, type ItemSummary } from './catalogue.ts';
import { SEARCH_FORMATS, SEARCH_SORTS } from '../search-options.ts';
import { ALERT_MODES, SAVED_SEARCH_NAME_MAX, type SavedSearch } from '../saved-searches.ts';
import type { NotificationTemplate } from '../notifications.ts';

/*
 * The account calls' payloads (contract/CALLS.md, "Account"): every input is a strict object (an
 * unknown field is a 400, so no card number can ride along), every string has a length limit, and a
 * required field's message is the spec's. Outputs are the shapes the calls answer.
 */

/** How many shipping addresses, cards and watched items one person may keep. */
export const MAX_ADDRESSES = 20;
export const MAX_CARDS = 10;
export const MAX_WATCHLIST = 200;
/** The notification page size (spec: 10) and its bounds. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const MAX_NOTIFICATIONS_PAGE = 50;
export const MAX_NOTIFICATIONS_OFFSET = 1000;

// ---- field schemas ------------------------------------------------------------------------------

/** A required text: trimmed, at least one character, at most `max`; missing, null or blank → `required`. */
function requiredText(max: number, required: MessageKey = 'required') {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? said(required) : undefined) })
    .trim()
    .min(1, said(required))
    .max(max);
}

/** An optional text: absent, null or blank all mean "none" (null). */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A phone number as people type it: digits with spaces, dots, dashes or brackets, 4 to 15 digits, maybe a leading +. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9 ().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 4 && digits <= 15;
}

const PhoneNumberSchema = requiredText(24, said('requiredPhoneNumber')).refine(isPhoneNumber, said('invalidPhoneNumber'));

/** An ISO 3166-1 alpha-2 country code ("GB"), any case in, upper case out. */
export const CountrySchema = requiredText(60, said('invalidCountry'))
  .transform((v) => v.toUpperCase())
  .refine(isCountryCode, said('invalidCountry'));

/** A telephone calling code ("+44" or "44"), kept as "+44". */
const CallingCodeSchema = requiredText(5, said('invalidCountryCode'))
  .regex(/^\+?[1-9]\d{0,3}$/, said('invalidCountryCode'))
  .transform((v) => (v.startsWith('+') ? v : `+${v}`));

const IbanSchema = requiredText(42)
  .refine(isValidIban, said('invalidIban'))
  .transform(normaliseIban);
const SwiftSchema = requiredText(14)
  .refine(isValidBic, said('invalidSwift'))
  .transform((v) => v.replace(/\s+/g, '').toUpperCase());

const SellerProfileNameSchema = requiredText(40, said('requiredSellerProfileName'))
  .min(2, said('sellerProfileNameShort'))
  .regex(/^[\p{L}\p{N} .'&_-]+$/u, said('invalidSellerProfileName'));

/** A Cognito user id as a payload carries it; it must be the caller's own (403 otherwise, not 400). */
export const UidSchema = requiredText(128);

const NotificationPreferencesSchema = z.strictObject({
  outbid: z.boolean().optional(),
  endingSoon: z.boolean().optional(),
  auctionWon: z.boolean().optional(),
  itemSold: z.boolean().optional(),
  listingReviews: z.boolean().optional(),
  paymentReminders: z.boolean().optional(),
  disputes: z.boolean().optional(),
  questions: z.boolean().optional(),
  newsletter: z.boolean().optional(),
});

// ---- inputs -------------------------------------------------------------------------------------

export const GetProfileInputSchema = z.strictObject({});

export const UpdateProfileInputSchema = z.strictObject({
  firstName: requiredText(50, said('requiredFirstName')).optional(),
  lastName: requiredText(50, said('requiredLastName')).optional(),
  phoneNumber: PhoneNumberSchema.optional(),
  country: CountrySchema.optional(),
  /** The name shown in the header instead of the e-mail; blank clears it. */
  displayName: z.string().trim().max(50).optional(),
  notificationPreferences: NotificationPreferencesSchema.optional(),
  /** The language the person uses the site in: their messages are written in it (docs/adr/0048). */
  language: z.enum(['en', 'fr'] as const satisfies readonly Locale[], { error: said('invalidLanguage') }).optional(),
  /** An IANA time zone ("Europe/Paris"): their messages' dates are written in it. */
  timeZone: z
    .string({ error: said('invalidTimeZone') })
    .trim()
    .max(64, said('invalidTimeZone'))
    .transform((v, ctx) => canonicalTimeZone(v) ?? (ctx.addIssue({ code: 'custom', message: said('invalidTimeZone') }), z.NEVER))
    .optional(),
});
export type UpdateProfileInput = z.output<typeof UpdateProfileInputSchema>;

export const UpdateCurrencyInputSchema = z.strictObject({
  uid: UidSchema,
  currency: requiredText(10)
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z]{3}$/.test(v), said('invalidCurrency')),
});
export type UpdateCurrencyInput = z.output<typeof UpdateCurrencyInputSchema>;

export const CreateSellerAccountInputSchema = z.strictObject({
  sellerProfileName: SellerProfileNameSchema,
  companyName: optionalText(100),
  shippingCompanyName: optionalText(100),
  country: CountrySchema,
  iban: IbanSchema,
  swift: SwiftSchema,
});
export type CreateSellerAccountInput = z.output<typeof CreateSellerAccountInputSchema>;

export const UpdatePaymentSettingsInputSchema = z.strictObject({ iban: IbanSchema, swift: SwiftSchema });
export type UpdatePaymentSettingsInput = z.output<typeof UpdatePaymentSettingsInputSchema>;

export const GetShippingAddressesInputSchema = z.strictObject({});

export const AddShippingAddressInputSchema = z
  .strictObject({
    fullName: requiredText(100),
    country: CountrySchema,
    streetAddress: requiredText(120),
    addressLine1: requiredText(120, said('requiredAddressLine1')),
    addressLine2: optionalText(120),
    city: requiredText(80, said('requiredCity')),
    region: requiredText(80, said('requiredRegion')),
    postCode: requiredText(12, said('requiredPostCode')).transform((v) => v.toUpperCase()),
    phoneNumber: PhoneNumberSchema,
    countryCode: CallingCodeSchema,
  })
  .superRefine((address, ctx) => {
    if (!isValidPostCode(address.country, address.postCode)) {
      ctx.addIssue(ruleIssue(['postCode'], 'invalidPostCode'));
    }
  });
export type AddShippingAddressInput = z.output<typeof AddShippingAddressInputSchema>;

export const RemoveShippingAddressInputSchema = z.strictObject({ addressId: IdSchema });

export const GetCardsInputSchema = z.strictObject({});

/** A card is added by the provider's token for it (`pm_...`), never by its number. */
export const AddCardInputSchema = z.strictObject({
  paymentMethodId: requiredText(255).regex(/^pm_[A-Za-z0-9_]+$/, said('invalidPaymentMethod')),
});
export const RemoveCardInputSchema = z.strictObject({ cardId: IdSchema });
/** A SetupIntent for the caller's next card: Stripe.js confirms it in the page, then addCard saves its PaymentMethod. */
export const CreateCardSetupInputSchema = z.strictObject({});

export const GetWatchlistInputSchema = z.strictObject({});
export const WatchlistItemInputSchema = z.strictObject({ itemId: IdSchema });

/** A saved search (CALLS.md "Saved searches…"): the results page's filters, named, with how its alerts come. */
export const SaveSearchInputSchema = z.strictObject({
  name: requiredText(SAVED_SEARCH_NAME_MAX),
  search: z
    .strictObject({
      categoryId: IdSchema.nullable().default(null),
      term: z.string().trim().max(200).default(''),
      format: z.enum(SEARCH_FORMATS).optional(),
      minPrice: PenceSchema.optional(),
      maxPrice: PenceSchema.optional(),
      sort: z.enum(SEARCH_SORTS).optional(),
    })
    .superRefine(checkPriceRange),
  alert: z.enum(ALERT_MODES),
});
export type SaveSearchInput = z.output<typeof SaveSearchInputSchema>;
export const GetSavedSearchesInputSchema = z.strictObject({});
export const DeleteSavedSearchInputSchema = z.strictObject({ savedSearchId: IdSchema });
export const FollowSellerInputSchema = z.strictObject({ sellerId: UidSchema });
export const GetFollowedSellersInputSchema = z.strictObject({});

export const GetNotificationsInputSchema = z.strictObject({
  uid: UidSchema,
  limit: z.number().int().min(1).max(MAX_NOTIFICATIONS_PAGE).default(NOTIFICATIONS_PAGE_SIZE),
  offset: z.number().int().min(0).max(MAX_NOTIFICATIONS_OFFSET).default(0),
});
export type GetNotificationsInput = z.output<typeof GetNotificationsInputSchema>;

export const MarkNotificationReadInputSchema = z.strictObject({ uid: UidSchema, notificationId: IdSchema });

// ---- outputs and stored shapes --------------------------------------------------------------------

/** Roles as the site and the access rules name them; a buyer is any signed-in person. */
export type Role = 'seller' | 'expert' | 'admin';

/**
 * A profile as its owner sees it: the stored profile (shared/account.ts) without its bookkeeping,
 * with roles spelled out and the IBAN masked ("GB82 •••• 5432", never the whole number).
 */
export type ProfileView = Omit<Profile, 'updatedAt' | 'language' | 'timeZone'> & {
  roles: Role[];
  language: Locale;
  /** The zone the person's messages are dated in: theirs, else Europe/London (shared/reader.ts). */
  timeZone: string;
  /** False while the person has chosen none: the account page then offers the device's zone (docs/adr/0056). */
  timeZoneChosen: boolean;
};

/** A saved shipping address (the list's checked flag is the site's). */
export interface Address {
  id: string;
  fullName: string;
  country: string;
  streetAddress: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  region: string;
  postCode: string;
  phoneNumber: string;
  countryCode: string;
  createdAt: string;
}

/** A saved card as its owner sees it: what the provider told us, never the number. */
export interface Card {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  nameOnCard: string;
  createdAt: string;
}

/** A saved card as stored: the view plus the provider's token and the card's fingerprint (for duplicates). */
export interface SavedCard extends Card {
  paymentMethodId: string;
  fingerprint: string | null;
}

export const NOTIFICATION_TYPES = ['AUCTION', 'SOLD', 'DISPUTE', 'PAYMENT', 'SHIPPING', 'ACCOUNT', 'LISTING', 'QUESTION', 'ALERT'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What the bell shows: newest first; `read` turns true once opened. */
export interface Notification {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  read: boolean;
  item: { id: string; photos: string[]; listAsAuction: boolean } | null;
  itemDisputeId?: string;
  orderId?: string;
  createdAt: string;
  /** What happened (shared/notifications.ts): the site words it in the reader's language from this. */
  template?: NotificationTemplate;
  params?: Record<string, string>;
}

export interface GetShippingAddressesOutput {
  addresses: Address[];
}
export interface AddShippingAddressOutput {
  address: Address;
}
export interface GetCardsOutput {
  cards: Card[];
}
export interface AddCardOutput {
  card: Card;
}
export interface CreateCardSetupOutput {
  /** The SetupIntent's client secret, for Stripe.js (confirmSetup / confirmCardSetup) in the page only. */
  clientSecret: string;
}
export interface GetWatchlistOutput {
  items: ItemSummary[];
}
export interface SaveSearchOutput {
  savedSearch: SavedSearch;
}
export interface GetSavedSearchesOutput {
  savedSearches: SavedSearch[];
}
export interface GetFollowedSellersOutput {
  sellers: Array<{ id: string; name: string }>;
}
export interface UpdateCurrencyOutput {
  currency: string;
}
