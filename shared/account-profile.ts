import { maskIban, type Profile } from './account.ts';
import type { Card, ProfileView, Role, SavedCard, UpdateProfileInput } from './contract/account.ts';
import { canonicalTimeZone, readerOf } from './reader.ts';
import { staffRoles } from './roles.ts';

/** The roles a person holds: their Cognito groups Patina knows, and "seller" with a seller account. */
export function rolesOf(groups: readonly string[], sellerAccount: boolean): Role[] {
  const roles: Role[] = [];
  if (sellerAccount) roles.push('seller');
  roles.push(...staffRoles(groups));
  return roles;
}

/** A profile as its owner sees it: payout details masked, roles from the token's groups. */
export function toProfileView(profile: Profile, groups: readonly string[]): ProfileView {
  const reader = readerOf(profile);
  return {
    uid: profile.uid,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber,
    displayName: profile.displayName,
    country: profile.country,
    currency: profile.currency,
    sellerAccount: profile.sellerAccount,
    sellerProfileName: profile.sellerProfileName,
    companyName: profile.companyName,
    shippingCompanyName: profile.shippingCompanyName,
    paymentDetailsAdded: profile.paymentDetailsAdded,
    iban: profile.iban ? maskIban(profile.iban) : null,
    swift: profile.swift,
    roles: rolesOf(groups, profile.sellerAccount),
    notificationPreferences: profile.notificationPreferences,
    language: reader.locale,
    timeZone: reader.timeZone,
    timeZoneChosen: Boolean(profile.timeZone && canonicalTimeZone(profile.timeZone)),
    createdAt: profile.createdAt,
  };
}

/**
 * The fields an updateProfile payload changes: only those it names, preferences merged into the
 * current ones (so a payload naming one preference keeps the others).
 */
export function profileChanges(current: Profile, input: UpdateProfileInput): Partial<Profile> {
  const changes: Partial<Profile> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.phoneNumber !== undefined) changes.phoneNumber = input.phoneNumber;
  if (input.country !== undefined) changes.country = input.country;
  if (input.displayName !== undefined) changes.displayName = input.displayName;
  if (input.language !== undefined) changes.language = input.language;
  if (input.timeZone !== undefined) changes.timeZone = input.timeZone;
  if (input.notificationPreferences !== undefined) {
    const chosen = Object.fromEntries(Object.entries(input.notificationPreferences).filter(([, v]) => v !== undefined));
    changes.notificationPreferences = { ...current.notificationPreferences, ...chosen };
  }
  return changes;
}

/** A saved card as its owner sees it (the provider's token and fingerprint stay on the server). */
export function toCardView(card: SavedCard): Card {
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    nameOnCard: card.nameOnCard,
    createdAt: card.createdAt,
  };
}

/** True when a card with this fingerprint and expiry is already among the saved ones. */
export function isDuplicateCard(saved: readonly SavedCard[], card: Pick<SavedCard, 'fingerprint' | 'expMonth' | 'expYear'>): boolean {
  if (!card.fingerprint) return false;
  return saved.some((c) => c.fingerprint === card.fingerprint && c.expMonth === card.expMonth && c.expYear === card.expYear);
}
