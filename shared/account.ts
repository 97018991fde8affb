import type { Locale } from './i18n/paths.ts';
/** What a person chose to be told about, by e-mail. */
export interface NotificationPreferences {
  outbid: boolean;
  endingSoon: boolean;
  auctionWon: boolean;
  itemSold: boolean;
  listingReviews: boolean;
  paymentReminders: boolean;
  disputes: boolean;
  /** Questions on my lots, answers to my questions (docs/adr/0055). */
  questions: boolean;
  newsletter: boolean;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  outbid: true,
  endingSoon: true,
  auctionWon: true,
  itemSold: true,
  listingReviews: true,
  paymentReminders: true,
  disputes: true,
  questions: true,
  newsletter: false,
};

/**
 * A person's profile as stored: their Cognito account's details plus what Patina keeps (currency,
 * seller account, payout details). The uid is the Cognito `sub`.
 */
export interface Profile {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  displayName: string;
  country: string;
  currency: string;
  sellerAccount: boolean;
  sellerProfileName: string | null;
  companyName: string | null;
  shippingCompanyName: string | null;
  /** Payout account; never returned to anyone but its owner, and then masked. */
  iban: string | null;
  swift: string | null;
  paymentDetailsAdded: boolean;
  notificationPreferences: NotificationPreferences;
  createdAt: string;
  updatedAt: string;
  /**
   * The language the person last used on the site and the time zone their messages' dates are written
   * in (docs/adr/0048); absent on profiles made before they existed: English and the UK's time then.
   */
  language?: Locale;
  timeZone?: string;
  /** Set when an admin deleted the account: the profile stays as a tombstone so its tokens are refused (docs/adr/0025). */
  closedAt?: string | null;
  /**
   * Set while an admin has the account suspended (docs/adr/0050): the person may sign in and read, and
   * is refused bidding, buying, paying and listing. Null or absent: active.
   */
  suspendedAt?: string | null;
  /** Why it was suspended (the admin's words, shown in the back office only). */
  suspensionReason?: string | null;
}

/** How a person is named where others see them: display name, else first and last name, else the e-mail's local part. */
export function personName(profile: Pick<Profile, 'displayName' | 'firstName' | 'lastName'> | null, email: string): string {
  return profile?.displayName || [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || email.split('@')[0] || '';
}

/** A new profile from the claims of a person's first verified ID token. */
export function newProfile(claims: { uid: string; email: string; firstName?: string; lastName?: string; phoneNumber?: string; language?: Locale }, now: Date): Profile {
  return {
    ...(claims.language ? { language: claims.language } : {}),
    uid: claims.uid,
    email: claims.email,
    firstName: claims.firstName ?? '',
    lastName: claims.lastName ?? '',
    phoneNumber: claims.phoneNumber ?? '',
    displayName: [claims.firstName, claims.lastName].filter(Boolean).join(' '),
    country: '',
    currency: 'GBP',
    sellerAccount: false,
    sellerProfileName: null,
    companyName: null,
    shippingCompanyName: null,
    iban: null,
    swift: null,
    paymentDetailsAdded: false,
    notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES },
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/** IBAN lengths by country (ISO 13616 registry), for the countries Patina pays out to and beyond. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27,
  GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31,
  NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, TR: 26, VA: 22,
};

/** An IBAN without spaces, upper case ("gb82 west..." → "GB82WEST..."). */
export function normaliseIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/**
 * True when an IBAN is well formed: a known country's length, and the ISO 7064 mod-97 checksum
 * (letters as 10–35, the first four characters moved to the end, remainder 1).
 */
export function isValidIban(input: string): boolean {
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder === 1;
}

/** True when a SWIFT/BIC code has the right shape: bank (4 letters), country (2), location (2), branch (3, optional). */
export function isValidBic(input: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(input.replace(/\s+/g, '').toUpperCase());
}

/** An IBAN shown to its owner: country, check digits and the last four ("GB82 •••• 5432"). */
export function maskIban(input: string): string {
  const iban = normaliseIban(input);
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}
