import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_LIMITS, MAX_LIVE_MESSAGE_BYTES, MAX_LIVE_SUBSCRIPTIONS } from '../../shared/contract/live.ts';
import { admitSocket, countMessage, type SocketHolds } from '../../shared/live-limits.ts';
import type { LiveConnection } from '../../lambdas/data/entities/connection.ts';
import { closeConnection, openConnection, type ConnectionStore } from '../../lambdas/live/connections.ts';
import { LIVE_CONNECTION_CLOSED, LIVE_TOO_MANY_MESSAGES, LIVE_USAGE, nextFollowedLots, receiveLiveMessage } from '../../lambdas/live/subscriptions.ts';

/**
 * The WebSocket routes' use cases (docs/adr/0017) over a store kept in memory with the table's
 * semantics (a write of the followed lots is conditional on the version read); the table's own
 * module is tested against the local stack's DynamoDB (tests/integration/live-connections.test.ts).
 */
class MemoryStore implements ConnectionStore {
  readonly records = new Map<string, LiveConnection>();
  /** The channel entries as the table would hold them: `${itemId} ${connectionId}`. */
  readonly channel = new Set<string>();
  /** Set to make the next write of followed lots lose to a message that wrote first. */
  raceOnce: ((store: MemoryStore) => void) | null = null;

  /** Each holder's sockets, as the holds records keep them. */
  readonly holds = new Map<string, SocketHolds>();

  async holdSocket(holder: string, connectionId: string, cap: number, now: Date) {
    const seconds = Math.floor(now.getTime() / 1000);
    const next = admitSocket(this.holds.get(holder) ?? {}, connectionId, seconds + 7500, seconds, cap);
    if (next) this.holds.set(holder, next);
    return next !== null;
  }
  async releaseSocket(holder: string, connectionId: string) {
    delete this.holds.get(holder)?.[connectionId];
  }
  async putConnection(connectionId: string, uid: string | null, now: Date, holders: string[] = []) {
    const record: LiveConnection = { connectionId, uid, lots: [], holders, connectedAt: now.toISOString(), version: 0, ttl: Math.floor(now.getTime() / 1000) + 7500 };
    this.records.set(connectionId, record);
    return record;
  }
  async getConnection(connectionId: string, now: Date) {
    const record = this.records.get(connectionId);
    return record && record.ttl > now.getTime() / 1000 ? structuredClone(record) : null;
  }
  async countSocketMessage(connectionId: string, now: Date, limit: number) {
    const record = this.records.get(connectionId);
    if (!record) return 'missing' as const;
    const messages = countMessage(record.messages, now, limit);
    if (!messages) return 'full' as const;
    this.records.set(connectionId, { ...record, messages });
    return 'counted' as const;
  }
  async setFollowedLots(read: LiveConnection, lots: readonly string[], requested: readonly string[]) {
    if (this.raceOnce) {
      const race = this.raceOnce;
      this.raceOnce = null;
      race(this);
    }
    const stored = this.records.get(read.connectionId);
    if (!stored || stored.version !== read.version) return false;
    this.records.set(read.connectionId, { ...stored, lots: [...lots], version: stored.version + 1 });
    for (const id of new Set([...read.lots, ...requested])) this.channel.delete(`${id} ${read.connectionId}`);
    for (const id of lots) this.channel.add(`${id} ${read.connectionId}`);
    return true;
  }
  async deleteConnection(connectionId: string) {
    const record = this.records.get(connectionId);
    for (const id of record?.lots ?? []) this.channel.delete(`${id} ${connectionId}`);
    for (const holder of record?.holders ?? []) await this.releaseSocket(holder, connectionId);
    this.records.delete(connectionId);
  }
}

const NOW = new Date('2026-05-01T12:00:00Z');
const goodToken = 'header.payload.signature';
const ADDRESS = '203.0.113.7';
const verify = async (token: string) => {
  if (token !== goodToken) throw new Error('Invalid signature');
  return { sub: 'uid-beatrice' };
};
let store: MemoryStore;
beforeEach(() => {
  store = new MemoryStore();
});
const send = (body: unknown, connectionId = 'c1') => receiveLiveMessage(connectionId, typeof body === 'string' ? body : JSON.stringify(body), NOW, store);

describe('$connect', () => {
  it("opens a visitor's socket without a token, and an empty token is no token", async () => {
    expect(await openConnection('c1', undefined, ADDRESS, NOW, { store, verify })).toBe('accepted');
    expect(await openConnection('c2', '', ADDRESS, NOW, { store, verify })).toBe('accepted');
    expect(store.records.get('c1')).toMatchObject({ uid: null, lots: [] });
    expect(store.records.get('c2')).toMatchObject({ uid: null });
  });

  it("opens a signed-in person's socket with a valid ID token", async () => {
    expect(await openConnection('c1', goodToken, ADDRESS, NOW, { store, verify })).toBe('accepted');
    expect(store.records.get('c1')).toMatchObject({ uid: 'uid-beatrice', connectedAt: NOW.toISOString() });
  });

  it('refuses a bad token and stores nothing', async () => {
    expect(await openConnection('c1', 'forged.token.value', ADDRESS, NOW, { store, verify })).toBe('refused');
    expect(store.records.size).toBe(0);
  });
});

describe('$connect: sockets per address and per account (docs/adr/0043)', () => {
  it(`opens at most ${LIVE_LIMITS.socketsPerAddress} sockets from one address; a closed one makes room`, async () => {
    for (let i = 0; i < LIVE_LIMITS.socketsPerAddress; i++) expect(await openConnection(`c${i}`, undefined, ADDRESS, NOW, { store, verify })).toBe('accepted');
    expect(await openConnection('one-more', undefined, ADDRESS, NOW, { store, verify })).toBe('too many');
    expect(store.records.has('one-more')).toBe(false);
    expect(await openConnection('elsewhere', undefined, '198.51.100.1', NOW, { store, verify })).toBe('accepted');
    await closeConnection('c0', store);
    expect(await openConnection('one-more', undefined, ADDRESS, NOW, { store, verify })).toBe('accepted');
  });

  it(`opens at most ${LIVE_LIMITS.socketsPerAccount} sockets for one account, whatever its addresses, and a refused one holds nothing`, async () => {
    for (let i = 0; i < LIVE_LIMITS.socketsPerAccount; i++) expect(await openConnection(`c${i}`, goodToken, `198.51.100.${i}`, NOW, { store, verify })).toBe('accepted');
    expect(await openConnection('one-more', goodToken, '198.51.100.99', NOW, { store, verify })).toBe('too many');
    // the refused socket's address hold was let go: that address still opens a visitor's socket
    for (let i = 0; i < LIVE_LIMITS.socketsPerAddress; i++) expect(await openConnection(`v${i}`, undefined, '198.51.100.99', NOW, { store, verify })).toBe('accepted');
  });

  it('lets holds lapse with the connection lifetime when their $disconnect never came', async () => {
    for (let i = 0; i < LIVE_LIMITS.socketsPerAddress; i++) await openConnection(`c${i}`, undefined, ADDRESS, NOW, { store, verify });
    const later = new Date(NOW.getTime() + 7600 * 1000);
    expect(await openConnection('later', undefined, ADDRESS, later, { store, verify })).toBe('accepted');
  });
});

describe('$default: subscribe and unsubscribe', () => {
  beforeEach(async () => {
    await openConnection('c1', undefined, ADDRESS, NOW, { store, verify });
  });

  it('follows the lots asked for and answers what the socket follows', async () => {
    expect(await send({ action: 'subscribe', itemIds: ['lot-1', 'lot-2'] })).toEqual({ type: 'subscribed', itemIds: ['lot-1', 'lot-2'] });
    expect(await send({ action: 'subscribe', itemIds: ['lot-2', 'lot-3'] })).toEqual({ type: 'subscribed', itemIds: ['lot-1', 'lot-2', 'lot-3'] });
    expect(await send({ action: 'unsubscribe', itemIds: ['lot-1', 'lot-9'] })).toEqual({ type: 'subscribed', itemIds: ['lot-2', 'lot-3'] });
    expect([...store.channel].sort()).toEqual(['lot-2 c1', 'lot-3 c1']);
  });

  it(`follows at most ${MAX_LIVE_SUBSCRIPTIONS} lots: the rest are ignored`, async () => {
    const ids = Array.from({ length: MAX_LIVE_SUBSCRIPTIONS }, (_, i) => `lot-${i}`);
    await send({ action: 'subscribe', itemIds: ids.slice(0, 30) });
    const answer = await send({ action: 'subscribe', itemIds: [...ids.slice(30), 'lot-extra'].slice(0, MAX_LIVE_SUBSCRIPTIONS) });
    expect(answer).toEqual({ type: 'subscribed', itemIds: ids });
    expect(store.channel.has('lot-extra c1')).toBe(false);
  });

  it('decides again on a fresh read when another message on the socket wrote first', async () => {
    store.raceOnce = (s) => {
      const record = s.records.get('c1')!;
      s.records.set('c1', { ...record, lots: ['lot-a'], version: record.version + 1 });
    };
    expect(await send({ action: 'subscribe', itemIds: ['lot-b'] })).toEqual({ type: 'subscribed', itemIds: ['lot-a', 'lot-b'] });
  });

  it.each([
    ['not JSON', 'subscribe lot-1'],
    ['an unknown action', { action: 'follow', itemIds: ['lot-1'] }],
    ['an unknown field', { action: 'subscribe', itemIds: ['lot-1'], everything: true }],
    ['no ids', { action: 'subscribe', itemIds: [] }],
    ['an id that is not one', { action: 'subscribe', itemIds: ['../../etc'] }],
    [`more than ${MAX_LIVE_SUBSCRIPTIONS} ids`, { action: 'subscribe', itemIds: Array.from({ length: MAX_LIVE_SUBSCRIPTIONS + 1 }, (_, i) => `lot-${i}`) }],
    [`more than ${MAX_LIVE_MESSAGE_BYTES} bytes`, JSON.stringify({ action: 'subscribe', itemIds: ['lot-1'] }) + ' '.repeat(MAX_LIVE_MESSAGE_BYTES)],
    ['an empty message', ''],
  ])('answers %s with the usage and follows nothing', async (_what, body) => {
    expect(await send(body)).toEqual(LIVE_USAGE);
    expect(store.records.get('c1')!.lots).toEqual([]);
    expect(store.channel.size).toBe(0);
  });

  it(`answers at most ${LIVE_LIMITS.messagesPerMinute} messages a minute, valid or not; the next one is told the socket closes`, async () => {
    for (let i = 0; i < LIVE_LIMITS.messagesPerMinute; i++) {
      const junk = i % 2 === 1;
      expect(await send(junk ? 'junk' : { action: 'subscribe', itemIds: ['lot-1'] })).toEqual(junk ? LIVE_USAGE : { type: 'subscribed', itemIds: ['lot-1'] });
    }
    expect(await send({ action: 'subscribe', itemIds: ['lot-2'] })).toEqual(LIVE_TOO_MANY_MESSAGES);
    expect(store.records.get('c1')!.lots).toEqual(['lot-1']);
    // the next minute starts from nothing
    const nextMinute = new Date(NOW.getTime() + 60_000);
    expect(await receiveLiveMessage('c1', JSON.stringify({ action: 'subscribe', itemIds: ['lot-2'] }), nextMinute, store)).toEqual({ type: 'subscribed', itemIds: ['lot-1', 'lot-2'] });
  });

  it('tells a socket the table no longer knows (expired) to connect again', async () => {
    const later = new Date(NOW.getTime() + 3 * 3600 * 1000);
    expect(await receiveLiveMessage('c1', JSON.stringify({ action: 'subscribe', itemIds: ['lot-1'] }), later, store)).toEqual(LIVE_CONNECTION_CLOSED);
    expect(await send({ action: 'subscribe', itemIds: ['lot-1'] }, 'never-opened')).toEqual(LIVE_CONNECTION_CLOSED);
  });
});

describe('$disconnect', () => {
  it('forgets the socket and every lot it followed', async () => {
    await openConnection('c1', goodToken, ADDRESS, NOW, { store, verify });
    await send({ action: 'subscribe', itemIds: ['lot-1', 'lot-2'] });
    await closeConnection('c1', store);
    expect(store.records.size).toBe(0);
    expect(store.channel.size).toBe(0);
  });
});

describe('nextFollowedLots', () => {
  it('keeps the order asked for and never repeats a lot', () => {
    expect(nextFollowedLots(['a', 'b'], { action: 'subscribe', itemIds: ['c', 'a', 'c'] })).toEqual(['a', 'b', 'c']);
    expect(nextFollowedLots(['a', 'b', 'c'], { action: 'unsubscribe', itemIds: ['b'] })).toEqual(['a', 'c']);
  });
});

describe('the routes’ Lambda entry', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('refuses a socket whose token is not an ID token (401), touching no table', async () => {
    vi.stubEnv('USER_POOL_ID', 'eu-west-2_Patina1');
    vi.stubEnv('USER_POOL_CLIENT_ID', 'patina-web-client');
    const { handler } = await import('../../lambdas/entry/live.ts');
    const connect = await handler({ requestContext: { routeKey: '$connect', connectionId: 'c1' }, queryStringParameters: { token: 'not-a-jwt' } });
    expect(connect).toEqual({ statusCode: 401 });
  });
});
