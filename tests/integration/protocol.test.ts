import { describe, expect, it } from 'vitest';
import { BASE_URL, callApi, rawPost } from '../support/api.ts';

/** Nothing the API answers may reveal internals. */
function expectNoInternals(raw: string) {
  expect(raw).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(raw).not.toMatch(/node_modules|TypeError|ReferenceError|ZodError/);
}

describe('the call protocol', () => {
  it('answers {"result": {status, code, message, data}} with the HTTP status equal to result.status', async () => {
    const answer = await callApi('getCategories', {});
    expect(answer.httpStatus).toBe(200);
    expect(JSON.parse(answer.raw)).toEqual({ result: { status: 200, code: 'ok', message: 'OK', data: expect.any(Object) } });
  });

  it('answers a body that is not JSON with 400', async () => {
    const answer = await rawPost('/api/search', '{"data": {');
    expect(answer.httpStatus).toBe(400);
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/JSON/);
    expectNoInternals(answer.raw);
  });

  it('answers a body without the data envelope, or with a non-object data, with 400', async () => {
    for (const body of ['[]', '"x"', '{"data": 5}', '{"data": {}, "extra": 1}']) {
      const answer = await rawPost('/api/search', body);
      expect(answer.httpStatus, body).toBe(400);
    }
  });

  it('rejects an unknown field and names it', async () => {
    const answer = await callApi('search', { categoryId: null, term: 'clock', colour: 'red' });
    expect(answer.httpStatus).toBe(400);
    expect(answer.data.fields).toEqual({ colour: 'Unknown field: colour' });
  });

  it('rejects a wrong type with a field message', async () => {
    const answer = await callApi('search', { categoryId: null, term: 'clock', limit: 'ten' });
    expect(answer.httpStatus).toBe(400);
    expect(answer.message).toBe('Field must be a number');
    expect(answer.data.fields).toEqual({ limit: 'Field must be a number' });
  });

  it('answers an unknown call with 404 in the protocol shape', async () => {
    const answer = await callApi('launchRockets', {});
    expect(answer.httpStatus).toBe(404);
    expect(answer.status).toBe(404);
    expectNoInternals(answer.raw);
  });

  it('refuses a token it cannot verify rather than trusting it', async () => {
    const answer = await callApi('getCategories', {}, { authorization: 'Bearer not-a-real-token' });
    expect(answer.httpStatus).toBe(401);
  });

  it('answers GET on a call with 405', async () => {
    const response = await fetch(`${BASE_URL}/api/search`);
    expect(response.status).toBe(405);
  });
});

describe('/config.json', () => {
  it('gives the runtime configuration the site reads at start-up', async () => {
    const config = await (await fetch(`${BASE_URL}/config.json`)).json();
    expect(config).toMatchObject({ apiUrl: '/api', region: expect.any(String), userPoolId: expect.any(String), userPoolClientId: expect.any(String) });
    expect(config.cognitoEndpoint).toMatch(/^http:\/\/localhost:\d+$/);
  });
});

describe('the site', () => {
  it('serves pre-rendered pages, id routes through their shells, and a 404 page', async () => {
    for (const path of ['/', '/homepage', '/catagories', '/catagoriesDetails/all', '/fr/catagoriesDetails/search', '/items/XYZ/auction', '/about', '/fr/about', '/support-center', '/contact-us', '/contact', '/terms-conditions']) {
      const response = await fetch(`${BASE_URL}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/text\/html/);
    }
    const missing = await fetch(`${BASE_URL}/no-such-page`);
    expect(missing.status).toBe(404);
  });
});
