import { beforeAll, describe, expect, it } from 'vitest';
import { listCards } from '../../lambdas/data/entities/card.ts';
import { putNotification } from '../../lambdas/data/entities/notification.ts';
import type { Address, Card, Notification, ProfileView } from '../../shared/contract/account.ts';
import type { ItemSummary } from '../../shared/contract/catalogue.ts';
import { callApi, type Answer } from '../support/api.ts';
import { asRole, claimsOf, forgeToken, mintToken, newUser, sellerAccountPayload, stackConfig, type TestUser } from '../support/auth.ts';
import { processorClients, tokeniseCard } from '../support/payments.ts';
import { useStackTable } from '../support/stack-db.ts';

/*
 * The account calls against the running stack, as real signed-in people: behaviour and messages,
 * ownership (someone else's ids are 404, someone else's uid 403), bad input (400 with field
 * messages, and nothing stored), tokens that must be refused, and cards that never carry a number.
 */

beforeAll(() => useStackTable());

const HOME: Record<string, unknown> = {
  fullName: 'Ada Lovelace',
  country: 'GB',
  streetAddress: '12 St James Square',
  addressLine1: 'Second floor',
  addressLine2: 'Rear entrance',
  city: 'London',
  region: 'Greater London',
  postCode: 'sw1y 4jh',
  phoneNumber: '07700 900123',
  countryCode: '44',
};

const LONG = (n: number) => 'x'.repeat(n);

function expectBadRequest(answer: Answer, field: string, message?: string): void {
  expect(answer.httpStatus, `${field}: ${answer.message}`).toBe(400);
  expect(answer.data.fields, JSON.stringify(answer.data)).toHaveProperty(field);
  if (message) expect(answer.data.fields[field]).toBe(message);
}

/**
 * `owner`'s one saved thing is theirs only: `other`'s removal of it is refused as not found (404), their
 * own list (`list`: the call and the answer's key) stays empty, and the owner's still holds it.
 */
async function expectOwnersOnly(owner: TestUser, other: TestUser, removal: [call: string, payload: unknown], list: [call: string, key: string]): Promise<void> {
  const attempt = await callApi(removal[0], removal[1], other.headers);
  expect(attempt.httpStatus).toBe(404);
  expect(attempt.message).toBe('Not found');
  expect((await callApi(list[0], {}, other.headers)).data[list[1]]).toEqual([]);
  expect((await callApi(list[0], {}, owner.headers)).data[list[1]]).toHaveLength(1);
}

async function profileOf(person: TestUser): Promise<ProfileView> {
  const answer = await callApi<ProfileView>('getProfile', {}, person.headers);
  expect(answer.status).toBe(200);
  return answer.data;
}

async function activeItems(): Promise<ItemSummary[]> {
  return (await callApi('search', { categoryId: null, term: '', limit: 5, offset: 0 })).data.items;
}

describe('getProfile', () => {
  it('answers the signed-in person’s own profile, made on their first call', async () => {
    const person = await newUser();
    const profile = await profileOf(person);
    expect(profile).toMatchObject({
      uid: person.uid,
      email: person.email,
      currency: 'GBP',
      sellerAccount: false,
      sellerProfileName: null,
      paymentDetailsAdded: false,
      roles: [],
      iban: null,
    });
    for (const field of ['firstName', 'lastName', 'phoneNumber', 'displayName', 'country', 'notificationPreferences']) expect(profile).toHaveProperty(field);
  });

  it('names the roles of the token’s groups', async () => {
    const [expert, admin] = await Promise.all([asRole('expert'), asRole('admin')]);
    expect((await profileOf(expert)).roles).toEqual(['expert']);
    expect((await profileOf(admin)).roles).toEqual(['admin']);
  });

  it('takes no payload fields', async () => {
    const person = await newUser();
    expectBadRequest(await callApi('getProfile', { uid: person.uid }, person.headers), 'uid', 'Unknown field: uid');
  });
});

describe('updateProfile', () => {
  it('changes only the fields named, with "Successfully updated"', async () => {
    const person = await newUser();
    const answer = await callApi<ProfileView>(
      'updateProfile',
      { firstName: ' Grace ', lastName: 'Hopper', phoneNumber: '+44 7700 900456', country: 'fr', displayName: 'Grace H' },
      person.headers,
    );
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('Successfully updated');
    expect(answer.data).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', phoneNumber: '+44 7700 900456', country: 'FR', displayName: 'Grace H' });
    await callApi('updateProfile', { displayName: 'G. Hopper' }, person.headers);
    expect(await profileOf(person)).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', country: 'FR', displayName: 'G. Hopper' });
  });

  it('merges notification preferences into the current ones', async () => {
    const person = await newUser();
    const before = (await profileOf(person)).notificationPreferences;
    await callApi('updateProfile', { notificationPreferences: { newsletter: true } }, person.headers);
    await callApi('updateProfile', { notificationPreferences: { outbid: false } }, person.headers);
    expect((await profileOf(person)).notificationPreferences).toEqual({ ...before, newsletter: true, outbid: false });
  });

  it('refuses bad fields with their messages and stores nothing', async () => {
    const person = await newUser();
    await callApi('updateProfile', { firstName: 'Original' }, person.headers);
    const before = await profileOf(person);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ firstName: '' }, 'firstName', 'Please enter your first name'],
      [{ firstName: '   ' }, 'firstName', 'Please enter your first name'],
      [{ lastName: null }, 'lastName', 'Please enter your last name'],
      [{ firstName: 42 }, 'firstName'],
      [{ firstName: LONG(51) }, 'firstName', 'At most 50 characters'],
      [{ displayName: LONG(51) }, 'displayName'],
      [{ phoneNumber: 'call me' }, 'phoneNumber', 'Please enter a valid phone number'],
      [{ phoneNumber: '' }, 'phoneNumber', 'Please enter your phone number'],
      [{ country: 'Narnia' }, 'country', 'Please choose a country'],
      [{ notificationPreferences: { outbid: 'yes' } }, 'notificationPreferences.outbid'],
      [{ notificationPreferences: { smoke: true } }, 'notificationPreferences.smoke'],
      [{ email: 'new@patina.test' }, 'email', 'Unknown field: email'],
      [{ sellerAccount: true }, 'sellerAccount', 'Unknown field: sellerAccount'],
      [{ uid: 'someone-else', firstName: 'Mallory' }, 'uid', 'Unknown field: uid'],
    ];
    for (const [payload, field, message] of cases) expectBadRequest(await callApi('updateProfile', { firstName: 'Changed', ...payload }, person.headers), field, message);
    expect(await profileOf(person)).toEqual(before);
  });
});

describe('updateCurrency', () => {
  it('saves a currency that metadata offers', async () => {
    const person = await newUser();
    const answer = await callApi('updateCurrency', { uid: person.uid, currency: 'eur' }, person.headers);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ currency: 'EUR' });
    expect((await profileOf(person)).currency).toBe('EUR');
    const offered = (await callApi('metadata', {})).data.currencies.map((c: { code: string }) => c.code) as string[];
    for (const code of offered) expect((await callApi('updateCurrency', { uid: person.uid, currency: code }, person.headers)).status).toBe(200);
  });

  it('refuses another person’s uid with 403 and changes nothing', async () => {
    const [person, other] = await Promise.all([newUser(), newUser()]);
    const answer = await callApi('updateCurrency', { uid: other.uid, currency: 'USD' }, person.headers);
    expect(answer.httpStatus).toBe(403);
    expect((await profileOf(other)).currency).toBe('GBP');
    expect((await profileOf(person)).currency).toBe('GBP');
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const person = await newUser();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ uid: person.uid, currency: 'XYZ' }, 'currency', 'This currency is not offered'],
      [{ uid: person.uid, currency: 'EURO!' }, 'currency', 'This currency is not offered'],
      [{ uid: person.uid }, 'currency', 'This field is required'],
      [{ currency: 'EUR' }, 'uid', 'This field is required'],
      [{ uid: person.uid, currency: 978 }, 'currency'],
      [{ uid: person.uid, currency: LONG(11) }, 'currency'],
      [{ uid: LONG(129), currency: 'EUR' }, 'uid'],
      [{ uid: person.uid, currency: 'EUR', rate: 2 }, 'rate', 'Unknown field: rate'],
    ];
    for (const [payload, field, message] of cases) expectBadRequest(await callApi('updateCurrency', payload, person.headers), field, message);
    expect((await profileOf(person)).currency).toBe('GBP');
  });
});

describe('createSellerAccount', () => {
  it('makes any signed-in person a seller, with the payout account masked', async () => {
    const person = await newUser();
    const payload = { ...sellerAccountPayload(), companyName: 'Lovelace Antiques Ltd', shippingCompanyName: 'Royal Mail' };
    const answer = await callApi<ProfileView>('createSellerAccount', payload, person.headers);
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('Seller account created successfully');
    expect(answer.data).toMatchObject({
      sellerAccount: true,
      sellerProfileName: payload.sellerProfileName,
      companyName: 'Lovelace Antiques Ltd',
      shippingCompanyName: 'Royal Mail',
      country: 'GB',
      paymentDetailsAdded: true,
      iban: 'GB82 •••• 5432',
      swift: 'NWBKGB2L',
      roles: ['seller'],
    });
    expect(answer.raw).not.toContain('GB82WEST12345698765432');
    expect(await profileOf(person)).toEqual(answer.data);
    // The same token now passes seller-only checks: the seller account lives in the profile.
    expect((await callApi('updatePaymentSettings', { iban: 'GB33BUKB20201555555555', swift: 'BUKBGB22' }, person.headers)).status).toBe(200);
  });

  it('answers 409 to a second seller account', async () => {
    const seller = await asRole('seller');
    const answer = await callApi('createSellerAccount', sellerAccountPayload(), seller.headers);
    expect(answer.httpStatus).toBe(409);
    expect(answer.message).toBe('You already have a seller account');
  });

  it('keeps seller profile names unique, whatever their case', async () => {
    const [first, second] = await Promise.all([newUser(), newUser()]);
    const payload = sellerAccountPayload();
    expect((await callApi('createSellerAccount', payload, first.headers)).status).toBe(200);
    const taken = await callApi('createSellerAccount', { ...payload, sellerProfileName: payload.sellerProfileName.toUpperCase() }, second.headers);
    expectBadRequest(taken, 'sellerProfileName', 'This seller profile name is already taken');
    expect((await profileOf(second)).sellerAccount).toBe(false);
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const person = await newUser();
    const good = sellerAccountPayload();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ sellerProfileName: undefined }, 'sellerProfileName', 'Please enter your seller profile name'],
      [{ sellerProfileName: '' }, 'sellerProfileName', 'Please enter your seller profile name'],
      [{ sellerProfileName: LONG(41) }, 'sellerProfileName'],
      [{ sellerProfileName: '<script>' }, 'sellerProfileName'],
      [{ sellerProfileName: 7 }, 'sellerProfileName'],
      [{ iban: undefined }, 'iban', 'This field is required'],
      [{ iban: 'GB82WEST12345698765433' }, 'iban', 'Please enter a valid IBAN'],
      [{ iban: LONG(43) }, 'iban'],
      [{ swift: undefined }, 'swift', 'This field is required'],
      [{ swift: 'NWB1GB2L' }, 'swift', 'Please enter a valid SWIFT/BIC code'],
      [{ country: undefined }, 'country', 'Please choose a country'],
      [{ country: 'XX' }, 'country', 'Please choose a country'],
      [{ companyName: LONG(101) }, 'companyName'],
      [{ shippingCompanyName: false }, 'shippingCompanyName'],
      [{ sellerAccount: true }, 'sellerAccount', 'Unknown field: sellerAccount'],
    ];
    for (const [change, field, message] of cases) {
      expectBadRequest(await callApi('createSellerAccount', { ...good, ...change }, person.headers), field, message);
    }
    const profile = await profileOf(person);
    expect(profile).toMatchObject({ sellerAccount: false, sellerProfileName: null, iban: null, paymentDetailsAdded: false });
    // Nothing was claimed either: the name is still free.
    expect((await callApi('createSellerAccount', good, person.headers)).status).toBe(200);
  });
});

describe('updatePaymentSettings', () => {
  it('changes a seller’s payout account: "Payment Added Successfully"', async () => {
    const seller = await asRole('seller');
    const answer = await callApi<ProfileView>('updatePaymentSettings', { iban: 'DE89 3704 0044 0532 0130 00', swift: 'cobadeffxxx' }, seller.headers);
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('Payment Added Successfully');
    expect(answer.data).toMatchObject({ iban: 'DE89 •••• 3000', swift: 'COBADEFFXXX', paymentDetailsAdded: true });
    expect((await profileOf(seller)).iban).toBe('DE89 •••• 3000');
  });

  it('is for sellers only (403)', async () => {
    const person = await newUser();
    const answer = await callApi('updatePaymentSettings', { iban: 'DE89370400440532013000', swift: 'COBADEFFXXX' }, person.headers);
    expect(answer.httpStatus).toBe(403);
    expect((await profileOf(person)).iban).toBeNull();
  });

  it('refuses a bad IBAN or SWIFT and keeps the old account', async () => {
    const seller = await asRole('seller');
    for (const [payload, field] of [
      [{ iban: 'DE89370400440532013001', swift: 'COBADEFFXXX' }, 'iban'],
      [{ iban: 'DE89370400440532013000', swift: 'CO' }, 'swift'],
      [{ iban: 'DE89370400440532013000' }, 'swift'],
      [{ iban: 'DE89370400440532013000', swift: 'COBADEFFXXX', owner: 'x' }, 'owner'],
    ] as const) {
      expectBadRequest(await callApi('updatePaymentSettings', payload, seller.headers), field);
    }
    expect((await profileOf(seller)).iban).toBe('GB82 •••• 5432');
  });
});

describe('shipping addresses', () => {
  it('adds, lists and removes an address with the spec’s messages', async () => {
    const person = await newUser();
    const added = await callApi<{ address: Address }>('addShippingAddress', HOME, person.headers);
    expect(added.status).toBe(200);
    expect(added.message).toBe('Shipping Address Added Successfully');
    expect(added.data.address).toMatchObject({ ...HOME, postCode: 'SW1Y 4JH', countryCode: '+44', id: expect.any(String) });
    const second = await callApi<{ address: Address }>('addShippingAddress', { ...HOME, country: 'FR', postCode: '75001', addressLine2: undefined, countryCode: '+33' }, person.headers);
    expect(second.data.address.addressLine2).toBeNull();
    const listed = await callApi<{ addresses: Address[] }>('getShippingAddresses', {}, person.headers);
    expect(listed.data.addresses.map((a) => a.id)).toEqual([added.data.address.id, second.data.address.id]);

    const removed = await callApi('removeShippingAddress', { addressId: added.data.address.id }, person.headers);
    expect(removed.status).toBe(200);
    expect(removed.message).toBe('Shipping Address Removed Successfully');
    expect((await callApi('getShippingAddresses', {}, person.headers)).data.addresses.map((a: Address) => a.id)).toEqual([second.data.address.id]);
    expect((await callApi('removeShippingAddress', { addressId: added.data.address.id }, person.headers)).httpStatus).toBe(404);
  });

  it('never lets another person see or remove an address (404, and it stays)', async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const { address } = (await callApi('addShippingAddress', HOME, owner.headers)).data;
    await expectOwnersOnly(owner, other, ['removeShippingAddress', { addressId: address.id }], ['getShippingAddresses', 'addresses']);
  });

  it('validates every field with its message and stores nothing on a refusal', async () => {
    const person = await newUser();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ fullName: undefined }, 'fullName', 'This field is required'],
      [{ fullName: LONG(101) }, 'fullName'],
      [{ country: undefined }, 'country', 'Please choose a country'],
      [{ country: 'UK' }, 'country', 'Please choose a country'],
      [{ streetAddress: '' }, 'streetAddress', 'This field is required'],
      [{ addressLine1: undefined }, 'addressLine1', 'Please enter address line 1'],
      [{ addressLine1: LONG(121) }, 'addressLine1'],
      [{ addressLine2: 12 }, 'addressLine2'],
      [{ city: ' ' }, 'city', 'Please enter your town or city'],
      [{ region: undefined }, 'region', 'Please enter your state, province or region'],
      [{ postCode: undefined }, 'postCode', 'Please enter your postal code'],
      [{ postCode: '12345' }, 'postCode', 'Please enter a valid postal code'],
      [{ country: 'FR', postCode: 'SW1Y 4JH' }, 'postCode', 'Please enter a valid postal code'],
      [{ postCode: LONG(13) }, 'postCode'],
      [{ phoneNumber: undefined }, 'phoneNumber', 'Please enter your phone number'],
      [{ phoneNumber: '12' }, 'phoneNumber', 'Please enter a valid phone number'],
      [{ phoneNumber: 'ring ring' }, 'phoneNumber', 'Please enter a valid phone number'],
      [{ phoneNumber: 7700900123 }, 'phoneNumber'],
      [{ countryCode: undefined }, 'countryCode', 'Please choose a country code'],
      [{ countryCode: '+44444' }, 'countryCode'],
      [{ checked: true }, 'checked', 'Unknown field: checked'],
      [{ id: 'mine' }, 'id', 'Unknown field: id'],
    ];
    for (const [change, field, message] of cases) expectBadRequest(await callApi('addShippingAddress', { ...HOME, ...change }, person.headers), field, message);
    const empty = await callApi('addShippingAddress', {}, person.headers);
    expect(empty.httpStatus).toBe(400);
    expect(Object.keys(empty.data.fields).sort()).toEqual(
      ['addressLine1', 'city', 'country', 'countryCode', 'fullName', 'phoneNumber', 'postCode', 'region', 'streetAddress'].sort(),
    );
    expect((await callApi('getShippingAddresses', {}, person.headers)).data.addresses).toEqual([]);
  });

  it('refuses a malformed address id with 400', async () => {
    const person = await newUser();
    for (const addressId of ['', '../x', 5, LONG(65)]) expectBadRequest(await callApi('removeShippingAddress', { addressId }, person.headers), 'addressId');
    expectBadRequest(await callApi('removeShippingAddress', {}, person.headers), 'addressId', 'This field is required');
  });

  it('keeps at most 20 addresses (409 beyond)', async () => {
    const person = await newUser();
    for (let i = 0; i < 20; i++) expect((await callApi('addShippingAddress', { ...HOME, fullName: `Person ${i}` }, person.headers)).status).toBe(200);
    const over = await callApi('addShippingAddress', HOME, person.headers);
    expect(over.httpStatus).toBe(409);
    expect((await callApi('getShippingAddresses', {}, person.headers)).data.addresses).toHaveLength(20);
  });
});

describe('cards', () => {
  it('adds a card by its token and keeps brand, last four, expiry and name, never the number', async () => {
    const person = await newUser();
    const year = new Date().getUTCFullYear() + 2;
    const token = await tokeniseCard({ number: '4242 4242 4242 4242', expMonth: 9, expYear: year, name: 'Ada Lovelace' });
    const added = await callApi<{ card: Card }>('addCard', { paymentMethodId: token }, person.headers);
    expect(added.status).toBe(200);
    expect(added.message).toBe('Card Added Successfully');
    expect(added.data.card).toEqual({ id: expect.any(String), brand: 'visa', last4: '4242', expMonth: 9, expYear: year, nameOnCard: 'Ada Lovelace', createdAt: expect.any(String) });
    const listed = await callApi<{ cards: Card[] }>('getCards', {}, person.headers);
    expect(listed.data.cards).toEqual([added.data.card]);
    for (const raw of [added.raw, listed.raw]) {
      expect(raw).not.toContain('4242424242424242');
      expect(raw).not.toMatch(/"(number|cardNumber|cvc)"/);
    }
    // What is stored: the provider's token and a fingerprint, no number.
    const stored = await listCards(person.uid);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    expect(Object.keys(stored[0]!).sort()).toEqual(['brand', 'createdAt', 'expMonth', 'expYear', 'fingerprint', 'id', 'last4', 'nameOnCard', 'paymentMethodId'].sort());
    // The card is attached to the person's customer at the provider, ready to be charged later.
    const { secret } = await processorClients();
    expect((await secret.paymentMethods.retrieve(token)).customer).toMatch(/^cus_/);
  });

  it('starts a card setup (a SetupIntent for Stripe.js) and takes Stripe’s test PaymentMethods, as Stripe’s test mode does', async () => {
    const person = await newUser();
    const setup = await callApi<{ clientSecret: string }>('createCardSetup', {}, person.headers);
    expect(setup.status, setup.message).toBe(200);
    expect(setup.data.clientSecret).toMatch(/^seti_\w+_secret_\w+$/);
    const { publishable, secret } = await processorClients();
    const intentId = setup.data.clientSecret.split('_secret_')[0]!;
    // The page confirms it with the publishable key and the client secret (Stripe.js); the card is attached to the person's customer.
    const confirmed = await publishable.setupIntents.confirm(intentId, { payment_method: 'pm_card_visa', client_secret: setup.data.clientSecret } as never);
    expect(confirmed).toMatchObject({ status: 'succeeded', usage: 'off_session', payment_method: expect.stringMatching(/^pm_/) });
    const saved = await callApi('addCard', { paymentMethodId: confirmed.payment_method as string }, person.headers);
    expect(saved.data.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect((await secret.paymentMethods.retrieve(confirmed.payment_method as string)).customer).toBe((await secret.setupIntents.retrieve(intentId)).customer);
    // Without its client secret, the publishable key cannot see it.
    await expect(publishable.setupIntents.retrieve(intentId)).rejects.toMatchObject({ statusCode: 404 });
    // Test PaymentMethods straight to addCard.
    expect((await callApi('addCard', { paymentMethodId: 'pm_card_threeDSecure2Required' }, person.headers)).data.card).toMatchObject({ last4: '3155' });
    expect((await callApi('addCard', { paymentMethodId: 'pm_card_mastercard' }, person.headers)).data.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect((await callApi('createCardSetup', {})).httpStatus).toBe(401);
  });

  it('knows a Mastercard, and takes Stripe’s decline test cards (they decline when charged, later)', async () => {
    const person = await newUser();
    const master = await callApi('addCard', { paymentMethodId: await tokeniseCard({ number: '5555555555554444' }) }, person.headers);
    expect(master.data.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const declining = await callApi('addCard', { paymentMethodId: await tokeniseCard({ number: '4000000000000002' }) }, person.headers);
    expect(declining.data.card).toMatchObject({ brand: 'visa', last4: '0002' });
  });

  it('answers the saved card when the same token is sent again, and 409 for the same card under a new token', async () => {
    const person = await newUser();
    const token = await tokeniseCard();
    const first = await callApi('addCard', { paymentMethodId: token }, person.headers);
    const again = await callApi('addCard', { paymentMethodId: token }, person.headers);
    expect(again.status).toBe(200);
    expect(again.data.card.id).toBe(first.data.card.id);
    const duplicate = await callApi('addCard', { paymentMethodId: await tokeniseCard() }, person.headers);
    expect(duplicate.httpStatus).toBe(409);
    expect(duplicate.message).toBe('This card is already saved');
    expect((await callApi('getCards', {}, person.headers)).data.cards).toHaveLength(1);
  });

  it('refuses a card number in the payload (unknown field) and anything that is not a token', async () => {
    const person = await newUser();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' }, 'cardNumber', 'Unknown field: cardNumber'],
      [{ paymentMethodId: 'pm_x', number: '4242424242424242' }, 'number', 'Unknown field: number'],
      [{ paymentMethodId: '4242424242424242' }, 'paymentMethodId', 'This card could not be read, please enter it again'],
      [{ paymentMethodId: 'pm_' + LONG(253) }, 'paymentMethodId'],
      [{ paymentMethodId: 4242 }, 'paymentMethodId'],
      [{}, 'paymentMethodId', 'This field is required'],
    ];
    for (const [payload, field, message] of cases) expectBadRequest(await callApi('addCard', payload, person.headers), field, message);
    expect((await callApi('addCard', { paymentMethodId: 'pm_doesNotExist' }, person.headers)).httpStatus).toBe(404);
    expect((await callApi('getCards', {}, person.headers)).data.cards).toEqual([]);
    expect(await listCards(person.uid)).toEqual([]);
  });

  it('never lets another person take, see or remove a card (404, and it stays)', async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const token = await tokeniseCard();
    const { card } = (await callApi('addCard', { paymentMethodId: token }, owner.headers)).data;
    expect((await callApi('addCard', { paymentMethodId: token }, other.headers)).httpStatus).toBe(404);
    await expectOwnersOnly(owner, other, ['removeCard', { cardId: card.id }], ['getCards', 'cards']);
  });

  it('removes a card and detaches it at the provider', async () => {
    const person = await newUser();
    const token = await tokeniseCard();
    const { card } = (await callApi('addCard', { paymentMethodId: token }, person.headers)).data;
    const removed = await callApi('removeCard', { cardId: card.id }, person.headers);
    expect(removed.status).toBe(200);
    expect(removed.message).toBe('Card Removed Successfully');
    expect((await callApi('getCards', {}, person.headers)).data.cards).toEqual([]);
    const { secret } = await processorClients();
    expect((await secret.paymentMethods.retrieve(token)).customer).toBeNull();
    expect((await callApi('removeCard', { cardId: card.id }, person.headers)).httpStatus).toBe(404);
    expectBadRequest(await callApi('removeCard', { cardId: 'a b' }, person.headers), 'cardId');
    expectBadRequest(await callApi('removeCard', { cardId: card.id, force: true }, person.headers), 'force');
  });
});

describe('the local card processor (through the stripe SDK)', () => {
  it('refuses a number that fails the Luhn check or is not 16 digits', async () => {
    for (const number of ['4242424242424241', '424242424242424', '42424242424242420', '4242-4242-4242-424x']) {
      await expect(tokeniseCard({ number })).rejects.toMatchObject({ type: 'StripeCardError', code: 'invalid_number' });
    }
  });

  it('refuses an expiry in the past, by the real clock', async () => {
    const now = new Date();
    await expect(tokeniseCard({ expYear: now.getUTCFullYear() - 1 })).rejects.toMatchObject({ code: 'invalid_expiry_year' });
    if (now.getUTCMonth() > 0) {
      await expect(tokeniseCard({ expYear: now.getUTCFullYear(), expMonth: now.getUTCMonth() })).rejects.toMatchObject({ code: 'invalid_expiry_month' });
    }
    await expect(tokeniseCard({ expMonth: 13 })).rejects.toMatchObject({ code: 'invalid_expiry_month' });
  });

  it('refuses a security code that is not 3 or 4 digits', async () => {
    for (const cvc of ['12', '12345', 'abc']) await expect(tokeniseCard({ cvc })).rejects.toMatchObject({ code: 'invalid_cvc' });
  });

  it('needs the secret key to read a card, and a known key at all', async () => {
    const { publishable } = await processorClients();
    const token = await tokeniseCard();
    await expect(publishable.paymentMethods.retrieve(token)).rejects.toMatchObject({ statusCode: 403 });
    const config = await stackConfig();
    const response = await fetch(`${config.paymentsUrl}/v1/payment_methods`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_wrong', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2040&card[cvc]=123',
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error.type).toBe('invalid_request_error');
    // With the right key, from anywhere but the Stripe.js twin's frame: Stripe's refusal of raw card data.
    const raw = await fetch(`${config.paymentsUrl}/v1/payment_methods`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.paymentsPublishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2040&card[cvc]=123',
    });
    expect(raw.status).toBe(402);
    expect((await raw.json()).error.message).toMatch(/^Sending credit card numbers directly to the Stripe API is generally unsafe/);
  });

  it('lets the browser tokenise cross-origin (CORS preflight)', async () => {
    const config = await stackConfig();
    const response = await fetch(`${config.paymentsUrl}/v1/payment_methods`, {
      method: 'OPTIONS',
      headers: { origin: 'http://example.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});

describe('watchlist', () => {
  it('adds, lists and removes Active items with the spec’s messages', async () => {
    const person = await newUser();
    const [first, second] = await activeItems();
    const added = await callApi('addToWatchlist', { itemId: first!.id }, person.headers);
    expect(added.status).toBe(200);
    expect(added.message).toBe('Item added to the watchlist');
    await callApi('addToWatchlist', { itemId: second!.id }, person.headers);
    expect((await callApi('addToWatchlist', { itemId: first!.id }, person.headers)).status).toBe(200);
    const listed = await callApi<{ items: ItemSummary[] }>('getWatchlist', {}, person.headers);
    expect(listed.data.items.map((i) => i.id).sort()).toEqual([first!.id, second!.id].sort());
    expect(listed.data.items.find((i) => i.id === first!.id)).toEqual(first);

    const removed = await callApi('removeFromWatchlist', { itemId: first!.id }, person.headers);
    expect(removed.status).toBe(200);
    expect(removed.message).toBe('Item removed from the watchlist');
    expect((await callApi('getWatchlist', {}, person.headers)).data.items.map((i: ItemSummary) => i.id)).toEqual([second!.id]);
    expect((await callApi('removeFromWatchlist', { itemId: first!.id }, person.headers)).status).toBe(200);
  });

  it('is each person’s own', async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const [item] = await activeItems();
    await callApi('addToWatchlist', { itemId: item!.id }, owner.headers);
    expect((await callApi('getWatchlist', {}, other.headers)).data.items).toEqual([]);
    await callApi('removeFromWatchlist', { itemId: item!.id }, other.headers);
    expect((await callApi('getWatchlist', {}, owner.headers)).data.items).toHaveLength(1);
  });

  it('refuses unknown and ended items, and bad ids, storing nothing', async () => {
    const person = await newUser();
    expect((await callApi('addToWatchlist', { itemId: 'NOSUCHITEM' }, person.headers)).httpStatus).toBe(404);
    const sold = (await callApi('getHomepage', {})).data.recentlySold as ItemSummary[];
    const ended = await callApi('addToWatchlist', { itemId: sold[0]!.id }, person.headers);
    expect(ended.httpStatus).toBe(409);
    expect(ended.message).toBe('Only live items can be added to the watchlist');
    for (const [payload, field] of [
      [{}, 'itemId'],
      [{ itemId: 12 }, 'itemId'],
      [{ itemId: LONG(65) }, 'itemId'],
      [{ itemId: 'a/b' }, 'itemId'],
      [{ itemId: sold[0]!.id, uid: person.uid }, 'uid'],
    ] as const) {
      expectBadRequest(await callApi('addToWatchlist', payload, person.headers), field);
    }
    expect((await callApi('getWatchlist', {}, person.headers)).data.items).toEqual([]);
  });
});

describe('notifications', () => {
  async function notify(person: TestUser, count: number, start = Date.now() - 3600_000): Promise<Notification[]> {
    const out: Notification[] = [];
    const [item] = await activeItems();
    for (let i = 0; i < count; i++) {
      out.push(
        (await putNotification(person.uid, {
          type: i % 2 ? 'AUCTION' : 'PAYMENT',
          title: `Notice ${i}`,
          body: `Body ${i}`,
          item: { id: item!.id, photos: [item!.photo ?? ''], listAsAuction: item!.listAsAuction },
          createdAt: new Date(start + i * 60_000).toISOString(),
        })).notification,
      );
    }
    return out;
  }

  it('answers the newest first, ten by default, with offset and limit', async () => {
    const person = await newUser();
    const written = await notify(person, 12);
    const newestFirst = [...written].reverse().map((n) => n.id);
    const firstPage = await callApi<Notification[]>('getNotifications', { uid: person.uid }, person.headers);
    expect(firstPage.status).toBe(200);
    expect(firstPage.data.map((n) => n.id)).toEqual(newestFirst.slice(0, 10));
    expect(firstPage.data[0]).toEqual({ ...written[11], read: false });
    const rest = await callApi<Notification[]>('getNotifications', { uid: person.uid, limit: 10, offset: 10 }, person.headers);
    expect(rest.data.map((n) => n.id)).toEqual(newestFirst.slice(10));
    const few = await callApi<Notification[]>('getNotifications', { uid: person.uid, limit: 3, offset: 2 }, person.headers);
    expect(few.data.map((n) => n.id)).toEqual(newestFirst.slice(2, 5));
  });

  it('marks one read', async () => {
    const person = await newUser();
    const [note] = await notify(person, 1);
    const answer = await callApi('markNotificationRead', { uid: person.uid, notificationId: note!.id }, person.headers);
    expect(answer.status).toBe(200);
    const [after] = (await callApi<Notification[]>('getNotifications', { uid: person.uid, limit: 10, offset: 0 }, person.headers)).data;
    expect(after!.read).toBe(true);
    expect((await callApi('markNotificationRead', { uid: person.uid, notificationId: note!.id }, person.headers)).status).toBe(200);
  });

  it('refuses another person’s uid (403) and another person’s notification (404)', async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const [note] = await notify(owner, 1);
    expect((await callApi('getNotifications', { uid: owner.uid, limit: 10, offset: 0 }, other.headers)).httpStatus).toBe(403);
    expect((await callApi('markNotificationRead', { uid: owner.uid, notificationId: note!.id }, other.headers)).httpStatus).toBe(403);
    const foreign = await callApi('markNotificationRead', { uid: other.uid, notificationId: note!.id }, other.headers);
    expect(foreign.httpStatus).toBe(404);
    expect(foreign.message).toBe('Not found');
    expect((await callApi('getNotifications', { uid: owner.uid }, owner.headers)).data[0].read).toBe(false);
    expect((await callApi('getNotifications', { uid: other.uid }, other.headers)).data).toEqual([]);
  });

  it('refuses bad paging and unknown fields with 400', async () => {
    const person = await newUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ uid: person.uid, limit: 0 }, 'limit'],
      [{ uid: person.uid, limit: 51 }, 'limit'],
      [{ uid: person.uid, limit: 'ten' }, 'limit'],
      [{ uid: person.uid, offset: -1 }, 'offset'],
      [{ uid: person.uid, offset: 1.5 }, 'offset'],
      [{}, 'uid'],
      [{ uid: person.uid, unread: true }, 'unread'],
    ];
    for (const [payload, field] of cases) expectBadRequest(await callApi('getNotifications', payload, person.headers), field);
    expectBadRequest(await callApi('markNotificationRead', { uid: person.uid }, person.headers), 'notificationId', 'This field is required');
    expectBadRequest(await callApi('markNotificationRead', { uid: person.uid, notificationId: 'x'.repeat(65) }, person.headers), 'notificationId');
  });

  it('stores a replayed notification once (same dedupe key)', async () => {
    const person = await newUser();
    const draft = { type: 'SOLD' as const, title: 'Sold', body: 'Your item sold', item: null, createdAt: new Date().toISOString() };
    const first = await putNotification(person.uid, draft, 'sold:item-1:v3');
    const replay = await putNotification(person.uid, draft, 'sold:item-1:v3');
    expect(replay.notification.id).toBe(first.notification.id);
    expect([first.created, replay.created]).toEqual([true, false]);
    expect((await callApi('getNotifications', { uid: person.uid }, person.headers)).data).toHaveLength(1);
    // A replay at another time (a retried task, a double click an hour later) is still the same event.
    const later = await putNotification(person.uid, { ...draft, createdAt: new Date(Date.now() + 3_600_000).toISOString() }, 'sold:item-1:v3');
    expect(later).toMatchObject({ created: false, notification: { id: first.notification.id } });
    expect((await callApi('getNotifications', { uid: person.uid }, person.headers)).data).toHaveLength(1);
  });
});

describe('tokens', () => {
  it('answers 401 without a token, and with one that is not a Bearer token', async () => {
    const person = await newUser();
    const missing = await callApi('getProfile', {});
    expect(missing.httpStatus).toBe(401);
    expect(missing.message).toBe('You must be logged in');
    expect((await callApi('getProfile', {}, { authorization: person.token })).httpStatus).toBe(401);
    expect((await callApi('getProfile', {}, { authorization: 'Bearer' })).httpStatus).toBe(401);
  });

  it('refuses a token that is expired, forged, tampered with, for another client, or not an ID token', async () => {
    const person = await newUser();
    const claims = claimsOf(person.token);
    const now = Math.floor(Date.now() / 1000);
    // A token made with the pool's own key and fresh claims is accepted: the refusals below are about the claims.
    expect((await callApi('getProfile', {}, { authorization: `Bearer ${mintToken({ ...claims, iat: now, exp: now + 600 })}` })).status).toBe(200);
    const [header, , signature] = person.token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;
    const refused = {
      expired: mintToken({ ...claims, iat: now - 7200, exp: now - 3600 }),
      forged: forgeToken({ ...claims, iat: now, exp: now + 600 }),
      tampered,
      otherClient: mintToken({ ...claims, aud: 'another-client', iat: now, exp: now + 600 }),
      otherIssuer: mintToken({ ...claims, iss: 'http://127.0.0.1:1/local_other', iat: now, exp: now + 600 }),
      accessToken: mintToken({ ...claims, token_use: 'access', iat: now, exp: now + 600 }),
      garbage: 'not.a.token',
    };
    for (const [kind, token] of Object.entries(refused)) {
      const answer = await callApi('getProfile', {}, { authorization: `Bearer ${token}` });
      expect(answer.httpStatus, kind).toBe(401);
      expect(answer.raw, kind).not.toContain(person.email);
    }
  });
});
