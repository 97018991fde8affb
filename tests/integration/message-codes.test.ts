import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, callApi, rawPost } from '../support/api.ts';
import { asRole, newUser, sellerAccountPayload, type TestUser } from '../support/auth.ts';

/*
 * Every answer names its message by a stable code from shared/messages.ts beside the spec's English
 * text, and a 400 names every bad field's code too, so a client can say it in its own language
 * whatever the English words (docs/adr/0012-message-codes.md).
 */

let user: TestUser;
let seller: TestUser;

beforeAll(async () => {
  [user, seller] = await Promise.all([newUser({ emailPrefix: 'codes' }), asRole('seller')]);
}, 60_000);

describe('message codes in answers', () => {
  it('200: the success message by its code', async () => {
    const answer = await callApi('createSellerAccount', sellerAccountPayload(), user.headers);
    expect(answer).toMatchObject({ status: 200, code: 'sellerAccountCreated', message: 'Seller account created successfully' });
  });

  it('400: the first broken rule and every bad field, by code, with the values of their placeholders', async () => {
    const schema = await callApi('search', { categoryId: null, term: 'clock', limit: 'ten', colour: 'red' });
    expect(schema).toMatchObject({ httpStatus: 400, code: 'mustBeNumber', message: 'Field must be a number' });
    expect(schema.data).toEqual({
      fields: { limit: 'Field must be a number', colour: 'Unknown field: colour' },
      fieldCodes: { limit: 'mustBeNumber', colour: 'unknownField' },
      fieldParams: { colour: { field: 'colour' } },
    });

    const rule = await callApi('createSellerAccount', sellerAccountPayload('Harcourt & Vane Antiques'), (await newUser({ emailPrefix: 'codes-taken' })).headers);
    expect(rule).toMatchObject({ httpStatus: 400, code: 'sellerNameTaken', message: 'This seller profile name is already taken' });
    expect(rule.data).toEqual({ fields: { sellerProfileName: 'This seller profile name is already taken' }, fieldCodes: { sellerProfileName: 'sellerNameTaken' } });

    const malformed = await rawPost('/api/search', '{"data": {');
    expect(malformed).toMatchObject({ httpStatus: 400, code: 'malformedBody', data: { fields: {}, fieldCodes: {} } });
  });

  it('401: not signed in', async () => {
    expect(await callApi('getProfile', {})).toMatchObject({ httpStatus: 401, code: 'notSignedIn', message: 'You must be logged in' });
  });

  it('403: not allowed, and a refusal with its own message', async () => {
    expect(await callApi('getSubmissions', {}, seller.headers)).toMatchObject({ httpStatus: 403, code: 'forbidden', message: 'You are not allowed to do this' });
    const someoneElse = await callApi('updateCurrency', { uid: seller.uid, currency: 'EUR' }, (await newUser({ emailPrefix: 'codes-other' })).headers);
    expect(someoneElse).toMatchObject({ httpStatus: 403, code: 'forbidden' });
  });

  it('404: not found, and an unknown call by name', async () => {
    expect(await callApi('getItem', { itemId: 'no-such-item' })).toMatchObject({ httpStatus: 404, code: 'notFound', message: 'Not found' });
    expect(await callApi('launchRockets', {})).toMatchObject({ httpStatus: 404, code: 'unknownCall', params: { name: 'launchRockets' }, message: 'Unknown call: launchRockets' });
  });

  it('409: a state conflict', async () => {
    const again = await callApi('createSellerAccount', sellerAccountPayload(), seller.headers);
    expect(again).toMatchObject({ httpStatus: 409, code: 'sellerAccountExists', message: 'You already have a seller account' });
  });

  it('405 and 413 from the gateway are in the protocol shape with their codes', async () => {
    const get = await fetch(`${BASE_URL}/api/search`);
    expect(get.status).toBe(405);
    expect((await get.json()).result).toMatchObject({ status: 405, code: 'postOnly' });
    const huge = await rawPost('/api/sendContactMessage', JSON.stringify({ data: { message: 'x'.repeat(300 * 1024) } }));
    expect(huge).toMatchObject({ httpStatus: 413, code: 'requestTooLarge', message: 'The request body is too large' });
  });
});
