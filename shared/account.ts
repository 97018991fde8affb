/** What a person chose to be told about, by e-mail. */
export interface NotificationPreferences {
  outbid: boolean;
  auctionWon: boolean;
  itemSold: boolean;
  paymentReminders: boolean;
  disputes: boolean;
  newsletter: boolean;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  outbid: true,
  auctionWon: true,
  itemSold: true,
  paymentReminders: true,
  disputes: true,
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
}

/** A new profile from the claims of a person's first verified ID token. */
export function newProfile(claims: { uid: string; email: string; firstName?: string; lastName?: string; phoneNumber?: string }, now: Date): Profile {
  return {
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
