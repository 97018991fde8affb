import { describe, expect, it } from 'vitest';
import { AddShippingAddressInputSchema, CreateSellerAccountInputSchema } from '../../shared/contract/account.ts';
import { catalogues } from '../../shared/i18n/index.ts';
import { parseCallData } from '../../shared/contract/protocol.ts';
import {
  brandName,
  formatIban,
  formatSwift,
  validateAddress,
  validateCardName,
  validatePasswordChange,
  validateProfile,
  validateSeller,
  type AddressValues,
} from '../../site/src/features/account/rules.ts';
import { tabFromPath, tabPath } from '../../site/src/features/account/tabs.ts';
import { initialTimeZone, timeInZone, timeZoneGroups } from '../../site/src/features/account/time-zones.ts';

const address = (over: Partial<AddressValues> = {}): AddressValues => ({
  fullName: 'Mina Archer',
  country: 'GB',
  streetAddress: '12 Pall Mall',
  addressLine1: 'Flat 3',
  addressLine2: '',
  city: 'London',
  region: 'Greater London',
  postCode: 'SW1Y 5LU',
  countryCode: 'GB',
  phoneNumber: '7700 900123',
  ...over,
});

describe('the card form', () => {
  it('asks here only for the name on the card (the number, expiry and CVC are typed in Stripe’s field)', () => {
    expect(validateCardName({ firstName: 'Mina', lastName: 'Archer' })).toEqual({});
    expect(validateCardName({ firstName: ' ', lastName: '' })).toEqual({ firstName: 'account.error.cardFirstName', lastName: 'account.error.cardLastName' });
  });
  it('names the brands the provider reports', () => {
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('mastercard')).toBe('Mastercard');
    expect(brandName('eftpos')).toBe('Eftpos');
  });
});

describe('the address form', () => {
  it('gives each missing field its own message', () => {
    const empty = address({ fullName: '', streetAddress: '', addressLine1: '', city: '', region: '', postCode: '', phoneNumber: '' });
    expect(validateAddress(empty)).toEqual({
      fullName: 'account.error.fullName',
      streetAddress: 'account.error.streetAddress',
      addressLine1: 'msg.requiredAddressLine1',
      city: 'msg.requiredCity',
      region: 'msg.requiredRegion',
      postCode: 'msg.requiredPostCode',
      phoneNumber: 'msg.requiredPhoneNumber',
    });
  });
  it('checks the post code against the country, and agrees with the server', () => {
    expect(validateAddress(address())).toEqual({});
    expect(validateAddress(address({ postCode: '75001' })).postCode).toBe('msg.invalidPostCode');
    expect(validateAddress(address({ country: 'FR', postCode: '75001' }))).toEqual({});
    const payload = { ...address(), countryCode: '+44', addressLine2: undefined };
    expect(AddShippingAddressInputSchema.safeParse(payload).success).toBe(true);
  });
  it("says the same as the server for the messages both give: the text of the server's code", () => {
    expect(validateAddress(address({ addressLine1: '' })).addressLine1).toBe('msg.requiredAddressLine1');
    const server = parseCallData(AddShippingAddressInputSchema, { ...address(), addressLine1: '', countryCode: '+44' });
    expect(!server.ok && server.failure.data.fieldCodes).toEqual({ addressLine1: 'requiredAddressLine1' });
    expect(catalogues.en['msg.requiredAddressLine1']).toBe('Please enter address line 1');
    expect(catalogues.fr['msg.requiredAddressLine1']).toBe("Veuillez saisir la ligne d'adresse 1");
  });
});

describe('the profile, seller and password forms', () => {
  it('requires the names and a plausible phone number', () => {
    expect(validateProfile({ firstName: '', lastName: 'A', phoneNumber: '12', displayName: '', country: '', timeZone: 'Europe/London' })).toEqual({
      firstName: 'msg.requiredFirstName',
      phoneNumber: 'msg.invalidPhoneNumber',
    });
  });
  it('offers every time zone by region and place, the chosen one first of all, and tells the time there', () => {
    const groups = timeZoneGroups('Europe/Paris');
    expect(groups[0]!.region).toBe('Europe');
    expect(groups[0]!.zones).toContainEqual({ id: 'Europe/London', place: 'London' });
    expect(groups.find((g) => g.region === 'Asia')!.zones).toContainEqual({ id: 'Asia/Tokyo', place: 'Tokyo' });
    // a zone the browser does not list (Node lists America/Buenos_Aires) is still offered when it is the person's
    expect(timeZoneGroups('America/Argentina/Buenos_Aires').find((g) => g.region === 'America')!.zones).toContainEqual({ id: 'America/Argentina/Buenos_Aires', place: 'Argentina – Buenos Aires' });
    expect(initialTimeZone({ timeZone: 'Asia/Tokyo', timeZoneChosen: true })).toBe('Asia/Tokyo');
    expect(timeInZone('Asia/Tokyo', 'en', new Date('2026-11-27T12:05:00Z'))).toBe('21:05 (UTC+9)');
    expect(timeInZone('Europe/London', 'fr', new Date('2026-11-27T12:05:00Z'))).toBe('12:05 (UTC)');
  });
  it('checks the IBAN by its checksum and the SWIFT/BIC by its shape, as typed', () => {
    expect(formatIban('gb82west12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(formatSwift('nwbk gb2l')).toBe('NWBKGB2L');
    const seller = { sellerProfileName: 'Archer Curiosities', companyName: '', shippingCompanyName: '', country: 'GB', iban: 'GB82 WEST 1234 5698 7654 32', swift: 'NWBKGB2L' };
    expect(validateSeller(seller)).toEqual({});
    expect(CreateSellerAccountInputSchema.safeParse(seller).success).toBe(true);
    expect(validateSeller({ ...seller, iban: 'GB82 WEST 1234 5698 7654 31' }).iban).toBe('msg.invalidIban');
    expect(validateSeller({ ...seller, swift: 'NWBK' }).swift).toBe('msg.invalidSwift');
    expect(validateSeller({ ...seller, sellerProfileName: ' ' }).sellerProfileName).toBe('msg.requiredSellerProfileName');
    expect(validateSeller({ ...seller, sellerProfileName: 'Bad <name>' }).sellerProfileName).toBe('msg.invalidSellerProfileName');
  });
  it('wants the two new passwords to match and the pool policy met', () => {
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'Patina-new-1', confirmPassword: 'Patina-new-2' }).confirmPassword).toBe(
      'msg.passwordsDoNotMatch',
    );
    expect(catalogues.en['msg.passwordsDoNotMatch']).toBe('The two passwords that you entered do not match!');
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'weakpass', confirmPassword: 'weakpass' }).newPassword).toBe('account.error.passwordPolicy');
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'Patina-new-1', confirmPassword: 'Patina-new-1' })).toEqual({});
  });
});

describe('my account sections', () => {
  it('reads the section from the path, the spec’s spellings included', () => {
    expect(tabFromPath('/my-account')).toBe('profile');
    expect(tabFromPath('/my-account/Watchlist')).toBe('watchlist');
    expect(tabFromPath('/fr/my-account/My%20bids')).toBe('bids');
    expect(tabFromPath('/my-account/shipping-addresses/')).toBe('addresses');
    expect(tabFromPath('/my-account/nonsense')).toBe('profile');
    expect(tabPath('bids')).toBe('/my-account/My%20bids');
    expect(tabPath('profile')).toBe('/my-account');
  });
  it('has every account string in French', () => {
    const missing = Object.keys(catalogues.en).filter((k) => k.startsWith('account.') && !(k in catalogues.fr));
    expect(missing).toEqual([]);
  });
});
