/**
 * The UK shipping address the tests save, send and check (SW1Y 4JH, a UK phone number), as the
 * add-address call takes it. A test that needs another name, country or spelling spreads this and
 * changes only that.
 */
export const LONDON_ADDRESS = {
  fullName: 'Ada Buyer',
  country: 'GB',
  streetAddress: '12 St James Square',
  addressLine1: 'Second floor',
  city: 'London',
  region: 'Greater London',
  postCode: 'SW1Y 4JH',
  phoneNumber: '7700 900123',
  countryCode: '+44',
};
