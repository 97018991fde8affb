/**
 * The account forms' rules, as pure functions (no DOM, no calls, the clock passed in): each
 * validator returns the string key of every broken field's message, so the forms show one message
 * per field and the unit tests read the same rules. A message the server says too is its message
 * code's text (`msg.<code>`, shared/messages.ts); the form-only ones are `account.error.*`. Card rules run only here: the card number never leaves
 * the browser except to the payment provider.
 */
import { isValidBic, isValidIban, normaliseIban } from '../../../../shared/account.ts';
import { isValidPostCode } from '../../../../shared/countries.ts';

/** Field → string key of its message (`msg.<code>` or `account.error.*`). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const blank = (value: string | undefined) => !value || !value.trim();

// ---- phone numbers ----------------------------------------------------------------------------

/**
 * A phone number as people type it: digits with spaces, dots, dashes or brackets, 4 to 15 digits,
 * maybe a leading + (the server's rule, shared/contract/account.ts, which the site does not import:
 * it would bring zod into the page).
 */
export function isPlausiblePhone(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\+?[0-9 ().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 4 && digits <= 15;
}

// ---- profile ----------------------------------------------------------------------------------

export const PROFILE_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'displayName', 'country', 'timeZone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

export function validateProfile(values: ProfileValues): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  if (blank(values.firstName)) errors.firstName = 'msg.requiredFirstName';
  if (blank(values.lastName)) errors.lastName = 'msg.requiredLastName';
  if (blank(values.phoneNumber)) errors.phoneNumber = 'msg.requiredPhoneNumber';
  else if (!isPlausiblePhone(values.phoneNumber)) errors.phoneNumber = 'msg.invalidPhoneNumber';
  return errors;
}

// ---- shipping addresses -----------------------------------------------------------------------

export const ADDRESS_FIELDS = [
  'fullName',
  'country',
  'streetAddress',
  'addressLine1',
  'addressLine2',
  'city',
  'region',
  'postCode',
  'countryCode',
  'phoneNumber',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/** Each required address field has its own message (spec section 5). */
const ADDRESS_REQUIRED: Partial<Record<AddressField, string>> = {
  fullName: 'account.error.fullName',
  country: 'msg.invalidCountry',
  streetAddress: 'account.error.streetAddress',
  addressLine1: 'msg.requiredAddressLine1',
  city: 'msg.requiredCity',
  region: 'msg.requiredRegion',
  postCode: 'msg.requiredPostCode',
  countryCode: 'msg.invalidCountryCode',
  phoneNumber: 'msg.requiredPhoneNumber',
};

export function validateAddress(values: AddressValues): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {};
  for (const field of ADDRESS_FIELDS) {
    const message = ADDRESS_REQUIRED[field];
    if (message && blank(values[field])) errors[field] = message;
  }
  if (!errors.phoneNumber && !isPlausiblePhone(values.phoneNumber)) errors.phoneNumber = 'msg.invalidPhoneNumber';
  if (!errors.postCode && !errors.country && !isValidPostCode(values.country, values.postCode)) errors.postCode = 'msg.invalidPostCode';
  return errors;
}

// ---- cards ------------------------------------------------------------------------------------

/** The card form's own fields: the name on the card (number, expiry and CVC are in Stripe's field, docs/adr/0041). */
export const CARD_NAME_FIELDS = ['firstName', 'lastName'] as const;
export type CardNameField = (typeof CARD_NAME_FIELDS)[number];
export type CardNameValues = Record<CardNameField, string>;

export function validateCardName(values: CardNameValues): FieldErrors<CardNameField> {
  const errors: FieldErrors<CardNameField> = {};
  if (blank(values.firstName)) errors.firstName = 'account.error.cardFirstName';
  if (blank(values.lastName)) errors.lastName = 'account.error.cardLastName';
  return errors;
}

/** How a card brand from the payment provider is shown ("visa" → "Visa"). */
export function brandName(brand: string): string {
  const names: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    diners: 'Diners Club',
    jcb: 'JCB',
    unionpay: 'UnionPay',
    cartes_bancaires: 'Cartes Bancaires',
  };
  const key = brand.toLowerCase();
  return names[key] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card');
}

// ---- seller account ---------------------------------------------------------------------------

/** An IBAN shown as typed: upper case, in groups of four ("GB82 WEST 1234 ..."). */
export function formatIban(value: string): string {
  return normaliseIban(value)
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 34)
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** A SWIFT/BIC as typed: upper case, no spaces, at most 11 characters. */
export function formatSwift(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 11);
}

/** The payout fields: IBAN by its checksum, SWIFT/BIC by its shape. */
export function validatePayout(values: { iban: string; swift: string }): FieldErrors<'iban' | 'swift'> {
  const errors: FieldErrors<'iban' | 'swift'> = {};
  if (blank(values.iban)) errors.iban = 'account.error.iban';
  else if (!isValidIban(values.iban)) errors.iban = 'msg.invalidIban';
  if (blank(values.swift)) errors.swift = 'account.error.swift';
  else if (!isValidBic(values.swift)) errors.swift = 'msg.invalidSwift';
  return errors;
}

export const SELLER_FIELDS = ['sellerProfileName', 'companyName', 'shippingCompanyName', 'country', 'iban', 'swift'] as const;
export type SellerField = (typeof SELLER_FIELDS)[number];
export type SellerValues = Record<SellerField, string>;

/** The characters a seller profile name may use (the server's rule). */
const SELLER_NAME = /^[\p{L}\p{N} .'&_-]+$/u;

export function validateSeller(values: SellerValues): FieldErrors<SellerField> {
  const errors: FieldErrors<SellerField> = {};
  if (blank(values.sellerProfileName)) errors.sellerProfileName = 'msg.requiredSellerProfileName';
  else if (values.sellerProfileName.trim().length < 2) errors.sellerProfileName = 'msg.sellerProfileNameShort';
  else if (!SELLER_NAME.test(values.sellerProfileName.trim())) errors.sellerProfileName = 'msg.invalidSellerProfileName';
  if (blank(values.country)) errors.country = 'msg.invalidCountry';
  return { ...errors, ...validatePayout(values) };
}

// ---- passwords --------------------------------------------------------------------------------

/** The user pool's policy: at least 8 characters with upper and lower case, a digit and a symbol. */
export function meetsPasswordPolicy(password: string): boolean {
  return password.length >= 8 && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password);
}

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type PasswordValues = Record<PasswordField, string>;

export function validatePasswordChange(values: PasswordValues): FieldErrors<PasswordField> {
  const errors: FieldErrors<PasswordField> = {};
  if (!values.currentPassword) errors.currentPassword = 'account.error.currentPassword';
  if (!values.newPassword) errors.newPassword = 'account.error.newPassword';
  else if (!meetsPasswordPolicy(values.newPassword)) errors.newPassword = 'account.error.passwordPolicy';
  if (!values.confirmPassword) errors.confirmPassword = 'account.error.confirmPassword';
  else if (values.newPassword && values.confirmPassword !== values.newPassword) errors.confirmPassword = 'msg.passwordsDoNotMatch';
  return errors;
}
