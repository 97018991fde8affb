import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStackConfig, ROOT } from '../../infra/local/config.ts';
import { startLocalStack, type LocalStack } from '../../infra/local/stack.ts';
import { RATE_LIMITS, type RateLimit } from '../../infra/rate-limits.ts';
import { accountWindow, ACCOUNT_LIMITS } from '../../shared/account-limits.ts';
import { callApi, callApiFrom, callStackFrom, closeClientAgents, type Answer } from '../support/api.ts';
import { asRole, newUser, ownStackCognito, signInDemo } from '../support/auth.ts';
import { freshAddress } from '../support/crowd.ts';
import { liveSocketUrl, openSocketOnce, type Probe } from '../support/live-socket.ts';
import { saleAt } from '../support/orders.ts';
import { ownStackPort } from '../support/ports.ts';
import { waitFor } from '../support/wait.ts';

/**
 * Issue 22, points 1 and 5, from the attacker's side: a rate limit is one bucket per client however
 * the Authorization header is spelt, a token never opens a fresh bucket for a spent address, a
 * person's money calls are limited by their account whatever address they call from, and an answer
 * never says a review was added when it was not.
 */

const TOO_MANY = { status: 429, code: 'tooManyRequests', message: 'Too many requests, please try again shortly', data: null };
/** A well-formed id no lot has: the call is counted, then answered 404 (cheap, and changes nothing). */
const NO_SUCH_LOT = '01JNOSUCHLOT0000000000000Z';

function expectRefused(answer: Answer, label: string): void {
  expect(answer.httpStatus, label).toBe(429);
  expect(JSON.parse(answer.raw), label).toEqual({ result: TOO_MANY });
  expect(answer.retryAfter, label).toBeGreaterThan(0);
}

afterAll(() => closeClientAgents());

describe('a person’s bids are limited by their account (the shared stack, the real limits)', () => {
  it('holds across addresses: bids and Buy it now from 25 addresses, 10 each, stop at the account’s limit', async () => {
    const person = await newUser({ emailPrefix: 'many-addresses' });
    const { limit, windowSeconds } = ACCOUNT_LIMITS.bids;
    const addresses = Array.from({ length: 25 }, () => freshAddress());
    const started = Date.now();
    // Each address makes 10 calls: far under the edge's per-client limits (infra/rate-limits.ts),
    // so nothing but the account's own limit can refuse any of them.
    const answers = (
      await Promise.all(
        addresses.map(async (address) => {
          const mine: Answer[] = [];
          for (let n = 0; n < 10; n++) {
            const call = n % 5 === 4 ? callApiFrom(address, 'buyNow', { itemId: NO_SUCH_LOT }, person.headers) : callApiFrom(address, 'placeBid', { itemId: NO_SUCH_LOT, amount: 1000 }, person.headers);
            mine.push(await call);
          }
          return mine;
        }),
      )
    ).flat();
    const windows = accountWindow(ACCOUNT_LIMITS.bids, Date.now()).start / windowSeconds - accountWindow(ACCOUNT_LIMITS.bids, started).start / windowSeconds + 1;
    const refused = answers.filter((a) => a.httpStatus === 429);
    const decided = answers.filter((a) => a.httpStatus !== 429);
    expect(decided.every((a) => a.httpStatus === 404)).toBe(true);
    // 250 calls within at most `windows` windows of `limit` each: the rest are refused, wherever they came from.
    expect(decided.length).toBeLessThanOrEqual(limit * windows);
    expect(refused.length).toBeGreaterThanOrEqual(answers.length - limit * windows);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expectRefused(answer, 'the account’s refusal');
    expect(Math.max(...refused.map((a) => a.retryAfter!))).toBeLessThanOrEqual(windowSeconds);

    // The count lives on the person's profile record (docs/adr/0042): changing their profile does not
    // reopen the window, and their profile as answered never shows it.
    const updated = await callApi('updateProfile', { displayName: 'Many addresses' }, person.headers);
    expect(updated.status).toBe(200);
    const inWindow = accountWindow(ACCOUNT_LIMITS.bids, Date.now()).start;
    const again = await callApiFrom(freshAddress(), 'placeBid', { itemId: NO_SUCH_LOT, amount: 1000 }, person.headers);
    if (accountWindow(ACCOUNT_LIMITS.bids, Date.now()).start === inWindow && accountWindow(ACCOUNT_LIMITS.bids, started).start === inWindow) expectRefused(again, 'a bid after a profile change');
    for (const answer of [updated, await callApi('getProfile', {}, person.headers)]) {
      expect(Object.keys(answer.data as object).filter((name) => name.startsWith('calls')), 'the profile as answered').toEqual([]);
    }
  });
});

describe('a review (point 5)', () => {
  it('10 at once on one order: exactly one is added (200), the nine others are told it was reviewed already (409)', async () => {
    const seller = await asRole('seller');
    const expert = await signInDemo('expert');
    const sale = await saleAt(seller, expert, 'received');
    const tag = randomUUID().slice(0, 8);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => callApi('addReview', { orderId: sale.orderId, rating: 1 + (n % 5), title: `Race ${tag} ${n}`, text: `Review number ${n}` }, sale.buyer.headers)),
    );
    const added = answers.filter((a) => a.httpStatus === 200);
    expect(added).toHaveLength(1);
    for (const answer of answers.filter((a) => a !== added[0])) {
      expect(answer.httpStatus).toBe(409);
      expect(answer.message).toBe('You have reviewed this order already');
    }
    // What the one 200 said was added is what is stored, and nothing else.
    const stored = ((await callApi('getSellerReviews', { sellerId: seller.uid })).data.reviews as { title: string; text: string }[]).filter((r) => r.title.startsWith(`Race ${tag}`));
    expect(stored).toEqual([expect.objectContaining({ title: added[0]!.data.review.title, text: added[0]!.data.review.text })]);
    expect((await callApi('getOrder', { orderId: sale.orderId }, sale.buyer.headers)).data.reviewed).toBe(true);
  });
});

describe('an attacker on a stack of its own, with small limits and long windows', () => {
  // The rules' workings with numbers a test can spend in a few calls (windows of 10 minutes, so no
  // bucket refills while it runs): per address and token, and per address whatever the header.
  const limits: RateLimit[] = [
    { name: 'bids', match: { paths: ['/api/placeBid', '/api/buyNow'] }, limit: 10, windowSeconds: 600, key: 'ip+token', addressLimit: 100 },
    { name: 'api', match: { pathPrefix: '/api/' }, limit: 30, windowSeconds: 600, key: 'ip+token', addressLimit: 40 },
    ...RATE_LIMITS.filter((l) => l.match.cognitoTargets),
  ];
  // The stage throttles' workings on routes no other test here uses: buckets of a few requests that refill
  // by one token in 1,000 s (the stages' own: infra/stage-throttles.ts, their arithmetic: edge-rules.test.ts).
  const tiny = { rateLimit: 0.001, burstLimit: 3 };
  const routeThrottles = { api: { 'POST /api/getCategories': tiny }, live: { $connect: tiny, $default: tiny } };
  const dataDir = path.join(ROOT, '.data-attack-limits-test');
  let stack: LocalStack;
  let token: string;

  beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    stack = await startLocalStack(localStackConfig({ PORT: String(ownStackPort(450)), PATINA_DATA_DIR: dataDir }), { log: () => {}, seed: false, rateLimits: limits, routeThrottles });
    const { config, cognito, register } = await ownStackCognito(stack.url);
    const email = `spelling-${randomUUID().slice(0, 8)}@patina.test`;
    const password = 'Right-passw0rd!';
    await register(email, password);
    const signedIn = await cognito.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }));
    token = signedIn.AuthenticationResult!.IdToken!;
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (address: string, name: string, data: unknown, authorization?: string) => callStackFrom(stack.url, address, name, data, authorization ? { authorization } : {});
  const spellings = (t: string) => [`bearer ${t}`, `BEARER ${t}`, `Bearer  ${t}`, `Bearer\t${t}`];
  const search = { categoryId: null, term: 'clock' };

  it('counts bids under one token in one bucket, whether it is spelt bearer, BEARER, with two spaces or a tab', async () => {
    const address = freshAddress();
    for (let n = 0; n < 10; n++) expect((await call(address, 'placeBid', { itemId: NO_SUCH_LOT, amount: 1000 }, `Bearer ${token}`)).httpStatus).toBe(404);
    for (const spelling of spellings(token)) expectRefused(await call(address, 'placeBid', { itemId: NO_SUCH_LOT, amount: 1000 }, spelling), JSON.stringify(spelling.slice(0, 8)));
    expectRefused(await call(address, 'buyNow', { itemId: NO_SUCH_LOT }, `bearer ${token}`), 'buyNow');
    // The bucket is the client's (address and token), not everyone's: the same token elsewhere still bids.
    expect((await call(freshAddress(), 'placeBid', { itemId: NO_SUCH_LOT, amount: 1000 }, `Bearer ${token}`)).httpStatus).toBe(404);
  });

  it('counts searches under one token in one bucket, however it is spelt', async () => {
    const address = freshAddress();
    for (let n = 0; n < 30; n++) expect((await call(address, 'search', search, `Bearer ${token}`)).httpStatus).toBe(200);
    for (const spelling of spellings(token)) expectRefused(await call(address, 'search', search, spelling), JSON.stringify(spelling.slice(0, 8)));
  });

  it('gives an address limited for anonymous search no fresh bucket when it adds a valid token, spelt any way', async () => {
    const address = freshAddress();
    for (let n = 0; n < 40; n++) expect((await call(address, 'search', search)).httpStatus).toBe(200);
    expectRefused(await call(address, 'search', search), 'anonymous');
    for (const spelling of [`Bearer ${token}`, ...spellings(token)]) expectRefused(await call(address, 'search', search, spelling), JSON.stringify(spelling.slice(0, 8)));
    // The token is good: from another address it searches.
    expect((await call(freshAddress(), 'search', search, `Bearer ${token}`)).httpStatus).toBe(200);
  });

  it('throttles a route past its stage bucket before any function runs, as API Gateway does, and that route only', async () => {
    for (let n = 0; n < tiny.burstLimit; n++) expect((await call(freshAddress(), 'getCategories', {})).httpStatus).toBe(200);
    const throttled = await call(freshAddress(), 'getCategories', {});
    expect(throttled.httpStatus).toBe(429);
    // API Gateway's own body, not the protocol's: the site reads its status (site/src/lib/api.ts resultOf).
    expect(JSON.parse(throttled.raw)).toEqual({ message: 'Too Many Requests' });
    expect((await call(freshAddress(), 'search', search)).httpStatus).toBe(200);
  });

  it('throttles the live socket’s connects and messages by the stage’s buckets', async () => {
    const wsUrl = liveSocketUrl(stack.url);
    const connect = () => openSocketOnce(wsUrl, freshAddress());
    const sockets = [];
    for (let n = 0; n < tiny.burstLimit; n++) sockets.push(await connect());
    // Refused by the stage's $connect bucket (its body says so), not by the live function's caps.
    expect(await connect()).toEqual({ refused: 429, throttled: true });
    const open = sockets.filter((s): s is Probe => 'ws' in s);
    try {
      expect(open).toHaveLength(tiny.burstLimit);
      const [first] = open;
      for (let n = 0; n <= tiny.burstLimit; n++) first!.ws.send(JSON.stringify({ action: 'subscribe', itemIds: [NO_SUCH_LOT] }));
      const answers = await waitFor('an answer to each message', () => {
        const parsed = first!.messages.filter((m) => m.type !== 'welcome');
        return parsed.length > tiny.burstLimit ? parsed : undefined;
      });
      expect(answers.slice(0, tiny.burstLimit).map((m) => m.type)).toEqual(Array(tiny.burstLimit).fill('subscribed'));
      expect(answers[tiny.burstLimit]).toEqual({ message: 'Too Many Requests' });
    } finally {
      for (const socket of open) socket.ws.terminate();
    }
  });
});
