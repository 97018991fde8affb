import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages, type MessageKey } from '../../shared/messages.ts';

// The session is the browser's (local storage, Amplify): here only who holds which token matters.
const session = vi.hoisted(() => ({
  token: null as string | null,
  fresh: null as string | null,
  refreshed: 0,
  expired: 0,
}));
vi.mock('../../site/src/lib/session.ts', () => ({
  ensureFreshToken: async () => session.token,
  refreshToken: async () => {
    session.refreshed += 1;
    return session.fresh;
  },
  expireSession: () => {
    session.expired += 1;
  },
}));

const { call } = await import('../../site/src/lib/api.ts');

/** One answer of the stubbed network: a status and a raw body, as an edge or the API would send it. */
interface Answer {
  status: number;
  body: string;
  contentType?: string;
}

let answers: Answer[];
let sent: Array<{ url: string; authorization: string | undefined }>;

beforeEach(() => {
  Object.assign(session, { token: null, fresh: null, refreshed: 0, expired: 0 });
  answers = [];
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === '/config.json') return Response.json({ apiUrl: '/api' });
    sent.push({ url, authorization: (init?.headers as Record<string, string> | undefined)?.authorization });
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return new Response(next.body, { status: next.status, headers: { 'content-type': next.contentType ?? 'application/json' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const protocol = (status: number, code: MessageKey, data: unknown = null): Answer => ({
  status,
  body: JSON.stringify({ result: { status, code, message: Messages[code], data } }),
});

describe('the site’s call client', () => {
  it('passes a protocol answer through as it came', async () => {
    answers.push(protocol(400, 'required', { fields: { title: 'This field is required' } }));
    expect(await call('saveDraft', { form: { itemName: '' } })).toEqual({
      status: 400,
      code: 'required',
      message: 'This field is required',
      data: { fields: { title: 'This field is required' } },
    });
    expect(sent).toEqual([{ url: '/api/saveDraft', authorization: undefined }]);
  });

  it('turns API Gateway’s own 429 into the protocol’s "too many requests"', async () => {
    answers.push({ status: 429, body: '{"message":"Too Many Requests"}' });
    expect(await call('search', {})).toEqual({ status: 429, code: 'tooManyRequests', message: Messages.tooManyRequests, data: null });
  });

  it('turns a firewall’s HTML 403 page into the protocol’s 403', async () => {
    answers.push({ status: 403, body: '<html><body>403 Forbidden</body></html>', contentType: 'text/html' });
    expect(await call('sendContactMessage', { name: 'Ann', email: 'ann@example.com', subject: 'A lot', message: 'Hello' })).toEqual({ status: 403, code: 'forbidden', message: Messages.forbidden, data: null });
  });

  it('turns a gateway’s 5xx with no JSON into a protocol error with that status', async () => {
    answers.push({ status: 502, body: 'Bad Gateway', contentType: 'text/plain' });
    expect(await call('getHomepage')).toEqual({ status: 502, code: 'unexpectedError', message: Messages.unexpectedError, data: null });
    answers.push({ status: 503, body: '{"message":"Service Unavailable"}' });
    expect(await call('getHomepage')).toEqual({ status: 503, code: 'unexpectedError', message: Messages.unexpectedError, data: null });
  });

  it('never takes a success status without a result for a success', async () => {
    answers.push({ status: 200, body: '<!doctype html><title>Patina</title>', contentType: 'text/html' });
    expect(await call('getItem', { itemId: 'x' })).toEqual({ status: 0, code: 'unexpectedError', message: Messages.unexpectedError, data: null });
    answers.push({ status: 200, body: '{"message":"OK"}' });
    expect(await call('getItem', { itemId: 'x' })).toEqual({ status: 0, code: 'unexpectedError', message: Messages.unexpectedError, data: null });
  });

  it('refreshes the token and retries when a 401 comes without a result (an authorizer’s answer)', async () => {
    session.token = 'stale-token';
    session.fresh = 'fresh-token';
    answers.push({ status: 401, body: '{"message":"Unauthorized"}' });
    answers.push(protocol(200, 'ok', { bids: [] }));
    expect(await call('getProfile')).toEqual({ status: 200, code: 'ok', message: 'OK', data: { bids: [] } });
    expect(session.refreshed).toBe(1);
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer stale-token', 'Bearer fresh-token']);
  });

  it('ends the session when a 401 without a result persists and no fresher token exists', async () => {
    session.token = 'stale-token';
    session.fresh = 'stale-token';
    answers.push({ status: 401, body: '{"message":"Unauthorized"}' });
    expect(await call('getProfile')).toEqual({ status: 401, code: 'notSignedIn', message: Messages.notSignedIn, data: null });
    expect(session.expired).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it('keeps the call’s own 401 message for a visitor who is not signed in', async () => {
    answers.push(protocol(401, 'loginToBid'));
    expect(await call('placeBid', { itemId: 'x', amount: 1000 })).toEqual({ status: 401, code: 'loginToBid', message: Messages.loginToBid, data: null });
    expect(session.refreshed).toBe(0);
  });

  it('answers status 0 when the network fails', async () => {
    expect(await call('getHomepage')).toEqual({ status: 0, code: 'unexpectedError', message: Messages.unexpectedError, data: null });
  });
  it('keeps a call pending while the protocol answers 503 (search waking up), and resolves with the answer that follows', async () => {
    answers.push(protocol(503, 'searchWaking', { retryAfter: 0 }), protocol(503, 'searchWaking', { retryAfter: 0 }), protocol(200, 'ok', { items: [], total: 0 }));
    expect(await call('search', { term: 'chair' })).toMatchObject({ status: 200, data: { items: [], total: 0 } });
    expect(sent.map((s) => s.url)).toEqual(['/api/search', '/api/search', '/api/search']);
  });

  it('does not retry a bare 503 from the edge (nothing says the call did nothing)', async () => {
    answers.push({ status: 503, body: '<html>Service Unavailable</html>', contentType: 'text/html' });
    expect(await call('placeBid', { itemId: 'x', amount: 100 })).toMatchObject({ status: 503, code: 'unexpectedError' });
    expect(sent).toHaveLength(1);
  });
});
