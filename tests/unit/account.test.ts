import { describe, expect, it } from 'vitest';
import { isDuplicateCard, profileChanges, rolesOf, toCardView, toProfileView } from '../../shared/account-profile.ts';
import { newProfile } from '../../shared/account.ts';
import { cardBrandOf, isExpiryInFuture, isValidCardNumber, isValidCvc, passesLuhn, testCardBehaviour, TEST_CARDS } from '../../shared/cards.ts';
import {
  AddCardInputSchema,
  AddShippingAddressInputSchema,
  CreateSellerAccountInputSchema,
  GetNotificationsInputSchema,
  isPhoneNumber,
  UpdateProfileInputSchema,
  type SavedCard,
} from '../../shared/contract/account.ts';
import { parseCallData } from '../../shared/contract/protocol.ts';
import { callingCodeOf, COUNTRY_CODES, countryName, isCountryCode, isValidPostCode, shippingZoneOf } from '../../shared/countries.ts';
import { LONDON_ADDRESS } from '../support/addresses.ts';

const address = { ...LONDON_ADDRESS, fullName: 'Ada Lovelace', phoneNumber: '07700 900123' };

describe('card rules', () => {
  it('checks 16 digits and the Luhn sum', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242-4242-4242-4241')).toBe(false);
    expect(isValidCardNumber('378282246310005')).toBe(false); // a valid Amex, but 15 digits: the spec says 16
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('7992739871x')).toBe(false);
    for (const card of TEST_CARDS) expect(isValidCardNumber(card.number), card.number).toBe(true);
  });

  it('names the brand from the leading digits', () => {
    expect(cardBrandOf('4242424242424242')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('6011111111111117')).toBe('discover');
    expect(cardBrandOf('3566002020360505')).toBe('jcb');
    expect(cardBrandOf('6200000000000005')).toBe('unionpay');
    expect(cardBrandOf('9999999999999995')).toBe('unknown');
    for (const card of TEST_CARDS) expect(cardBrandOf(card.number)).toBe(card.brand);
  });

  it('wants an expiry this month or later, and a 3–4 digit code', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isExpiryInFuture(11, 2026, now)).toBe(true);
    expect(isExpiryInFuture(10, 2026, now)).toBe(false);
    expect(isExpiryInFuture(1, 2027, now)).toBe(true);
    expect(isExpiryInFuture(13, 2030, now)).toBe(false);
    expect(isValidCvc('123')).toBe(true);
    expect(isValidCvc('1234')).toBe(true);
    expect(isValidCvc('12')).toBe(false);
  });

  it('knows how Stripe’s test cards behave when charged', () => {
    expect(testCardBehaviour('4242 4242 4242 4242')).toBe('succeeds');
    expect(testCardBehaviour('4000000000000002')).toBe('generic_decline');
    expect(testCardBehaviour('4000000000009995')).toBe('insufficient_funds');
    expect(testCardBehaviour('4000000000000069')).toBe('expired_card');
    expect(testCardBehaviour('4000000000000127')).toBe('incorrect_cvc');
    expect(testCardBehaviour('4000002500003155')).toBe('requires_authentication');
  });
});

describe('countries', () => {
  it('accepts ISO codes with calling codes, and names them in the reader’s language', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode('gb')).toBe(false);
    expect(callingCodeOf('FR')).toBe('+33');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('DE')).toBe('Germany');
  });

  it('puts a destination in a shipping zone', () => {
    expect(shippingZoneOf('GB')).toBe('nationwide');
    expect(shippingZoneOf('FR')).toBe('europe');
    expect(shippingZoneOf('NO')).toBe('europe');
    expect(shippingZoneOf('US')).toBe('worldwide');
  });

  it('checks post codes by country', () => {
    expect(isValidPostCode('GB', 'sw1a 1aa')).toBe(true);
    expect(isValidPostCode('GB', 'EC1A1BB')).toBe(true);
    expect(isValidPostCode('GB', '12345')).toBe(false);
    expect(isValidPostCode('FR', '75001')).toBe(true);
    expect(isValidPostCode('FR', '7500')).toBe(false);
    expect(isValidPostCode('US', '94103-1234')).toBe(true);
    expect(isValidPostCode('NL', '1012 AB')).toBe(true);
    expect(isValidPostCode('CA', 'K1A 0B1')).toBe(true);
    expect(isValidPostCode('BR', '01310-100')).toBe(true);
    expect(isValidPostCode('BR', '!')).toBe(false);
  });
});

describe('account payload schemas', () => {
  it('normalises an address and validates every field', () => {
    const parsed = parseCallData(AddShippingAddressInputSchema, { ...address, postCode: 'sw1y 4jh', countryCode: '44', country: 'gb', addressLine2: '  ' });
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.value).toMatchObject({ postCode: 'SW1Y 4JH', countryCode: '+44', country: 'GB', addressLine2: null });
    const empty = parseCallData(AddShippingAddressInputSchema, {});
    expect(empty.ok).toBe(false);
    if (!empty.ok) {
      expect(empty.failure.data.fields).toMatchObject({
        addressLine1: 'Please enter address line 1',
        city: 'Please enter your town or city',
        region: 'Please enter your state, province or region',
        postCode: 'Please enter your postal code',
        phoneNumber: 'Please enter your phone number',
        fullName: 'This field is required',
      });
    }
  });

  it('takes a card token, never a card number', () => {
    expect(parseCallData(AddCardInputSchema, { paymentMethodId: 'pm_1Abc' }).ok).toBe(true);
    const number = parseCallData(AddCardInputSchema, { paymentMethodId: 'pm_1Abc', cardNumber: '4242424242424242' });
    expect(number.ok).toBe(false);
    if (!number.ok) expect(number.failure.data.fields).toEqual({ cardNumber: 'Unknown field: cardNumber' });
    expect(parseCallData(AddCardInputSchema, { paymentMethodId: '4242424242424242' }).ok).toBe(false);
  });

  it('checks the IBAN checksum and SWIFT format, and normalises both', () => {
    const good = { sellerProfileName: 'Hollis & Daughters', country: 'GB', iban: 'gb82 west 1234 5698 7654 32', swift: 'nwbk gb 2l' };
    const parsed = parseCallData(CreateSellerAccountInputSchema, good);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.value).toMatchObject({ iban: 'GB82WEST12345698765432', swift: 'NWBKGB2L', companyName: null });
    const bad = parseCallData(CreateSellerAccountInputSchema, { ...good, iban: 'GB82WEST12345698765431', swift: 'NWBKGB' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.failure.data.fields).toEqual({ iban: 'Please enter a valid IBAN', swift: 'Please enter a valid SWIFT/BIC code' });
  });

  it('pages notifications ten at a time by default', () => {
    const parsed = parseCallData(GetNotificationsInputSchema, { uid: 'u1' });
    expect(parsed.ok && parsed.value).toEqual({ uid: 'u1', limit: 10, offset: 0 });
  });

  it('accepts phone numbers as people type them', () => {
    for (const phone of ['+44 7700 900123', '07700-900-123', '(020) 7946 0958', '1234']) expect(isPhoneNumber(phone), phone).toBe(true);
    for (const phone of ['123', 'call me', '+44 7700 900123 ext 5', '1234567890123456']) expect(isPhoneNumber(phone), phone).toBe(false);
  });
});

describe('profile views and changes', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const profile = { ...newProfile({ uid: 'u1', email: 'ada@patina.test', firstName: 'Ada' }, now), iban: 'GB82WEST12345698765432', sellerAccount: true };

  it('masks the IBAN and spells out the roles', () => {
    const view = toProfileView(profile, ['expert', 'somethingElse']);
    expect(view.iban).toBe('GB82 •••• 5432');
    expect(view.roles).toEqual(['seller', 'expert']);
    expect(JSON.stringify(view)).not.toContain('GB82WEST12345698765432');
    expect(rolesOf([], false)).toEqual([]);
    expect(rolesOf(['admin'], false)).toEqual(['admin']);
  });

  it('changes only the fields named, merging preferences', () => {
    const parsed = parseCallData(UpdateProfileInputSchema, { lastName: 'Lovelace', notificationPreferences: { newsletter: true } });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(profileChanges(profile, parsed.value)).toEqual({
      lastName: 'Lovelace',
      notificationPreferences: { ...profile.notificationPreferences, newsletter: true },
    });
  });

  it('shows a card without its token or fingerprint, and tells duplicates apart', () => {
    const saved: SavedCard = { id: 'c1', paymentMethodId: 'pm_1', fingerprint: 'fp1', brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030, nameOnCard: 'Ada', createdAt: now.toISOString() };
    expect(toCardView(saved)).toEqual({ id: 'c1', brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030, nameOnCard: 'Ada', createdAt: now.toISOString() });
    expect(isDuplicateCard([saved], { fingerprint: 'fp1', expMonth: 1, expYear: 2030 })).toBe(true);
    expect(isDuplicateCard([saved], { fingerprint: 'fp1', expMonth: 2, expYear: 2031 })).toBe(false);
    expect(isDuplicateCard([saved], { fingerprint: null, expMonth: 1, expYear: 2030 })).toBe(false);
  });
});
