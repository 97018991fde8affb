import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lockSecondsAfter, PASSWORD_LOCKOUT } from '../../infra/local/cognito-guard.ts';
import { accountWindow, ACCOUNT_LIMITS } from '../../shared/account-limits.ts';
import { buyingCalls } from '../../lambdas/calls/buying/index.ts';
import { identifyCaller } from '../../lambdas/lib/caller.ts';
import { COGNITO_LOCAL_HOST, mayForwardAction } from '../../infra/local/cognito-admin-access.ts';
import { bucketsOf, ClientRateLimiter, ruleMatches } from '../../infra/local/rate-limiter.ts';
import { apiStageThrottles, liveStageThrottles, RouteThrottles } from '../../infra/local/stage-throttle.ts';
import { API_ROUTE_THROTTLES, API_THROTTLE, LIVE_CONNECT_THROTTLE, LIVE_THROTTLE } from '../../infra/stage-throttles.ts';
import { RATE_LIMITS, type RateLimit } from '../../infra/rate-limits.ts';
import { ASTRO_INLINE_SCRIPTS, contentSecurityPolicy, scriptHashSource } from '../../infra/security-headers.ts';
import { MAX_CALL_BODY_BYTES, prototypeKeyPath, refuseBodySize, refuseMediaType, refusePrototypeKeys } from '../../lambdas/lib/request-guard.ts';
import { sniffPhotoType } from '../../shared/image-type.ts';

describe('the request guard of every call', () => {
  it('takes application/json only, whatever its parameters', () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8']) expect(refuseMediaType(type), type).toBeNull();
    for (const type of [undefined, '', 'text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', 'application/vnd.api+json']) {
      expect(refuseMediaType(type), String(type)).toEqual({ status: 415, code: 'jsonOnly', message: 'Calls must be sent as application/json', data: null });
    }
  });

  it('refuses a body over 256 KB, counted in bytes', () => {
    expect(refuseBodySize('x'.repeat(MAX_CALL_BODY_BYTES))).toBeNull();
    expect(refuseBodySize('x'.repeat(MAX_CALL_BODY_BYTES + 1))).toMatchObject({ status: 413, message: 'The request body is too large' });
    expect(refuseBodySize('é'.repeat(MAX_CALL_BODY_BYTES / 2 + 1))?.status).toBe(413);
  });

  it('finds prototype keys at any depth, in objects and arrays, and names them as unknown fields', () => {
    expect(prototypeKeyPath(JSON.parse('{"data": {"a": [1, {"b": 2}]}}'))).toBeNull();
    expect(prototypeKeyPath(JSON.parse('{"data": {"__proto__": {"admin": true}}}'))).toEqual({ path: 'data.__proto__', key: '__proto__' });
    expect(prototypeKeyPath(JSON.parse('{"data": {"address": {"lines": [{"constructor": {"prototype": 1}}]}}}'))).toEqual({
      path: 'data.address.lines.0.constructor',
      key: 'constructor',
    });
    const topLevel = refusePrototypeKeys(JSON.parse('{"__proto__": {}, "data": {}}'));
    expect(topLevel).toMatchObject({ status: 400, message: 'Unknown field: __proto__' });
    // An own property named __proto__ (an object literal would set the prototype instead).
    expect(Object.entries(topLevel!.data.fields)).toEqual([['__proto__', 'Unknown field: __proto__']]);
    expect(refusePrototypeKeys(JSON.parse('{"data": {"item": {"constructor": 1}}}'))?.data.fields).toEqual({ 'item.constructor': 'Unknown field: constructor' });
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(50_000)}{"__proto__":1}${'}'.repeat(50_000)}`);
    expect(prototypeKeyPath(deep)?.key).toBe('__proto__');
  });
});

describe('photo types by their bytes', () => {
  it('tells JPEG and PNG from anything else, whatever it claims to be', () => {
    expect(sniffPhotoType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffPhotoType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffPhotoType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffPhotoType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPhotoType(new Uint8Array())).toBeNull();
  });
});

describe('the rate limits', () => {
  const rule = (name: string) => RATE_LIMITS.find((r) => r.name === name)!;

  it('match calls by path and Cognito requests by action', () => {
    expect(ruleMatches(rule('contact'), { path: '/api/sendContactMessage', ip: 'a' })).toBe(true);
    expect(ruleMatches(rule('contact'), { path: '/api/search', ip: 'a' })).toBe(false);
    expect(ruleMatches(rule('api'), { path: '/api/search', ip: 'a' })).toBe(true);
    expect(ruleMatches(rule('api'), { path: '/photos/x.jpg', ip: 'a' })).toBe(false);
    expect(ruleMatches(rule('signIn'), { cognitoTarget: 'InitiateAuth', ip: 'a' })).toBe(true);
    expect(ruleMatches(rule('registration'), { cognitoTarget: 'SignUp', ip: 'a' })).toBe(true);
    expect(ruleMatches(rule('registration'), { cognitoTarget: 'InitiateAuth', ip: 'a' })).toBe(false);
  });

  it('give each token behind one address a bucket of its own, however its header is spelt', () => {
    const keys = (name: string, facts: { ip: string; authorization?: string }) => bucketsOf(rule(name)).map((b) => b.keyOf(facts));
    const one = { ip: '203.0.113.9', authorization: 'Bearer one.Two' };
    const two = { ip: '203.0.113.9', authorization: 'Bearer two' };
    expect(keys('contact', one)).toEqual(keys('contact', two));
    expect(keys('bids', one)[0]).not.toBe(keys('bids', two)[0]);
    expect(keys('bids', one)[0]).not.toContain('Bearer');
    for (const spelling of ['bearer one.Two', 'BEARER one.Two', 'Bearer  one.Two', 'Bearer\tone.Two', 'Bearer \t\u00a0one.Two', 'BeArEr one.two']) {
      expect(keys('bids', { ip: one.ip, authorization: spelling }), spelling).toEqual(keys('bids', one));
    }
    // Every request counts per address too, and one without a header only there (WAF skips a missing key).
    expect(keys('api', { ip: one.ip })).toEqual([null, one.ip]);
    expect(keys('api', two)[1]).toBe(one.ip);
  });

  it('are never dodged by a spelling the token check accepts and the edge would not fold', async () => {
    // White space outside what WAF's COMPRESS_WHITE_SPACE folds (or inside the token) is refused before any verification.
    for (const header of ['Bearer\u2028a.b.c', 'Bearer\u3000a.b.c', 'Bearer\ufeffa.b.c', 'Bearer a.b.c\u2028x', 'Bearera.b.c', 'Basic a.b.c']) {
      await expect(identifyCaller(header), JSON.stringify(header)).rejects.toMatchObject({ status: 401 });
    }
  });

  it('leave a header no fresh bucket: a spent address stays spent with any token', async () => {
    const limiter = new ClientRateLimiter([{ name: 'tight', match: { pathPrefix: '/api/' }, limit: 3, windowSeconds: 60, key: 'ip+token', addressLimit: 4 }]);
    const call = (authorization?: string) => limiter.check({ path: '/api/search', ip: 'a', ...(authorization ? { authorization } : {}) });
    for (let n = 0; n < 4; n++) expect(await call()).toBeNull();
    expect((await call('Bearer fresh'))?.rule).toBe('tightPerAddress');
    expect(await limiter.check({ path: '/api/search', ip: 'b', authorization: 'Bearer fresh' })).toBeNull();
  });

  it('stay within what AWS WAF rate-based rules accept', () => {
    for (const r of RATE_LIMITS) {
      expect(r.limit, r.name).toBeGreaterThanOrEqual(10);
      if (r.key === 'ip+token') expect(r.addressLimit, r.name).toBeGreaterThanOrEqual(r.limit);
      expect([60, 120, 300, 600], r.name).toContain(r.windowSeconds);
    }
  });

  it('refuse the request after the limit, with the seconds left in the window, per client', async () => {
    const tight: RateLimit[] = [{ name: 'tight', match: { pathPrefix: '/api/' }, limit: 3, windowSeconds: 60, key: 'ip' }];
    const limiter = new ClientRateLimiter(tight);
    const from = (ip: string) => limiter.check({ path: '/api/search', ip });
    expect([await from('a'), await from('a'), await from('a')]).toEqual([null, null, null]);
    const refused = await from('a');
    expect(refused?.rule).toBe('tight');
    expect(refused?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await from('b')).toBeNull();
    expect(await limiter.check({ path: '/photos/p.jpg', ip: 'a' })).toBeNull();
  });
});

describe('the stage throttles (API Gateway’s token buckets)', () => {
  /** How many of `count` requests at the same instant a route takes. */
  const takenOf = (throttles: RouteThrottles, route: string, count: number) => Array.from({ length: count }, () => throttles.take(route)).filter(Boolean).length;

  it('take a burst at once, then as many a second as the rate refills, each route on its own', () => {
    let now = 0;
    const throttles = new RouteThrottles(API_THROTTLE, {}, () => now);
    expect(takenOf(throttles, 'POST /api/search', API_THROTTLE.burstLimit + 50)).toBe(API_THROTTLE.burstLimit);
    // Another route has its own bucket (the stage's default route settings apply to each route).
    expect(takenOf(throttles, 'POST /api/getItem', 10)).toBe(10);
    now += 250;
    expect(takenOf(throttles, 'POST /api/search', 100)).toBe(API_THROTTLE.rateLimit / 4);
    // Refilled for long, the bucket holds its burst and no more.
    now += 3_600_000;
    expect(takenOf(throttles, 'POST /api/search', API_THROTTLE.burstLimit + 1)).toBe(API_THROTTLE.burstLimit);
  });

  it('give a route its own settings where the stage names them (the WebSocket API’s $connect)', () => {
    const throttles = liveStageThrottles({}, () => 0);
    expect(takenOf(throttles, '$connect', 1000)).toBe(LIVE_CONNECT_THROTTLE.burstLimit);
    expect(takenOf(throttles, '$default', 1000)).toBe(LIVE_THROTTLE.burstLimit);
  });

  it('give placeBid its own budget on the local gateway, as the deployed stage does (a test may still shrink a route)', () => {
    const bids = API_ROUTE_THROTTLES['POST /api/placeBid']!;
    const throttles = apiStageThrottles({ 'POST /api/search': { rateLimit: 1, burstLimit: 3 } }, () => 0);
    expect(takenOf(throttles, 'POST /api/placeBid', bids.burstLimit + 10)).toBe(bids.burstLimit);
    expect(takenOf(throttles, 'POST /api/buyNow', bids.burstLimit)).toBe(API_THROTTLE.burstLimit);
    expect(takenOf(throttles, 'POST /api/search', 10)).toBe(3);
  });
});

describe('password lockout', () => {
  it('locks a user name after five wrong passwords in a row, doubling to a quarter of an hour', () => {
    expect([1, 2, 3, 4].map((n) => lockSecondsAfter(n))).toEqual([0, 0, 0, 0]);
    expect(lockSecondsAfter(5)).toBe(PASSWORD_LOCKOUT.firstLockSeconds);
    expect(lockSecondsAfter(6)).toBe(2 * PASSWORD_LOCKOUT.firstLockSeconds);
    expect(lockSecondsAfter(7)).toBe(4 * PASSWORD_LOCKOUT.firstLockSeconds);
    expect(lockSecondsAfter(40)).toBe(900);
  });
});

describe('the Content Security Policy', () => {
  const policy = contentSecurityPolicy({ connectSources: ['http://localhost:4324'] });
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows no inline script but the ones Astro writes to hydrate islands, by hash', () => {
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('script-src')).not.toContain('unsafe-eval');
    for (const script of ASTRO_INLINE_SCRIPTS) {
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(scriptHashSource(script)).toBe(hash);
      expect(directive('script-src')).toContain(hash);
    }
  });

  it('forbids framing, plugins and other origins for forms and base URLs', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('form-action')).toBe("form-action 'self'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self' http://localhost:4324");
    expect(directive('img-src')).toBe("img-src 'self' data: blob:");
  });

  it('allows no frame at all without Stripe.js, and with it only its frames and its script', () => {
    expect(directive('frame-src')).toBe("frame-src 'none'");
    const withStripe = contentSecurityPolicy({ connectSources: [], stripeJs: { scriptSources: ['http://localhost:4329'], frameSources: ['http://localhost:4329'] } }).split('; ');
    expect(withStripe).toContain('frame-src http://localhost:4329');
    expect(withStripe.find((d) => d.startsWith('script-src '))).toMatch(/^script-src 'self' http:\/\/localhost:4329 'sha256-/);
  });
});

describe('the money calls’ limits per account (issue 22, point 1)', () => {
  it('are on placeBid, buyNow and payOrder, counted in fixed windows of wall-clock time', () => {
    const limited = Object.fromEntries(buyingCalls.filter((c) => c.accountLimit).map((c) => [c.name, c.accountLimit!.limit.name]));
    expect(limited).toEqual({ placeBid: 'bids', buyNow: 'bids', payOrder: 'payments' });
    const minute = ACCOUNT_LIMITS.bids;
    expect(accountWindow(minute, Date.UTC(2026, 10, 27, 6, 0, 0))).toEqual({ start: Date.UTC(2026, 10, 27, 6, 0, 0) / 1000, retryAfterSeconds: 60 });
    expect(accountWindow(minute, Date.UTC(2026, 10, 27, 6, 0, 59, 500))).toEqual({ start: Date.UTC(2026, 10, 27, 6, 0, 0) / 1000, retryAfterSeconds: 1 });
    expect(accountWindow(ACCOUNT_LIMITS.payments, Date.UTC(2026, 10, 27, 6, 7, 30)).retryAfterSeconds).toBe(150);
  });
});

describe('cognito-local’s administration (issue 22, point 5)', () => {
  it('is forwarded only from this machine; the sign-in and sign-up actions from anywhere', () => {
    for (const address of ['127.0.0.1', '127.61.0.7', '::1', '::ffff:127.0.0.1']) {
      expect(mayForwardAction('AdminAddUserToGroup', address), address).toBe(true);
      expect(mayForwardAction('ListUsers', address), address).toBe(true);
    }
    for (const address of ['192.168.1.20', '203.0.113.9', '::ffff:10.0.0.2', 'fe80::1', undefined]) {
      for (const action of ['AdminAddUserToGroup', 'AdminCreateUser', 'AdminSetUserPassword', 'ListUsers', 'CreateUserPoolClient']) {
        expect(mayForwardAction(action, address), `${action} from ${address}`).toBe(false);
      }
      expect(mayForwardAction('InitiateAuth', address)).toBe(true);
      expect(mayForwardAction('SignUp', address)).toBe(true);
    }
    expect(COGNITO_LOCAL_HOST).toBe('127.0.0.1');
  });
});
