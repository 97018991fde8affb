import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTION_LIFETIME_SECONDS,
  countSocketMessage,
  deleteChannelEntry,
  deleteConnection,
  getConnection,
  holdSocket,
  LOT_CHANNEL_SHARDS,
  lotFollowers,
  personConnections,
  putConnection,
  releaseSocket,
  setFollowedLots,
  shardOf,
} from '../../lambdas/data/entities/connection.ts';
import { useStackTable } from '../support/stack-db.ts';

/**
 * The live connections as the WebSocket routes keep them in AWS (lambdas/data/entities/connection.ts,
 * docs/adr/0017), against the local stack's DynamoDB: a lot's channel spread over several partitions,
 * a person's sockets through the index, and expiry checked on read (the emulator has no TTL, and
 * DynamoDB's deletion lags, so readers must skip what has expired either way).
 */
const NOW = new Date('2026-05-01T12:00:00Z');
const id = (what: string) => `${what}-${randomUUID()}`;
const lotId = () => id('lot').replace(/-/g, '').slice(0, 40);

beforeAll(() => {
  useStackTable();
});

/** A fresh connection id whose subscriptions live in partition `shard` of a lot's channel. */
function connectionInShard(shard: number): string {
  for (;;) {
    const candidate = id('conn');
    if (shardOf(candidate) === shard) return candidate;
  }
}

async function follow(connectionId: string, lots: string[], now = NOW): Promise<void> {
  const read = (await getConnection(connectionId, now))!;
  expect(await setFollowedLots(read, [...new Set([...read.lots, ...lots])], lots)).toBe(true);
}

describe("a lot's channel", () => {
  it('finds every socket following the lot, whichever of its partitions it lives in, and no other', async () => {
    const lot = lotId();
    const other = lotId();
    // Five followers in each partition of the channel, and a few more wherever the hash puts them.
    const followers = [...Array.from({ length: LOT_CHANNEL_SHARDS * 5 }, (_, i) => connectionInShard(i % LOT_CHANNEL_SHARDS)), id('conn'), id('conn')];
    const bystander = id('conn');
    await Promise.all([...followers, bystander].map((c) => putConnection(c, null, NOW)));
    await Promise.all(followers.map((c) => follow(c, [lot])));
    await follow(bystander, [other]);
    expect((await lotFollowers(lot, NOW)).sort()).toEqual([...followers].sort());
    expect(await lotFollowers(other, NOW)).toEqual([bystander]);
  });

  it('drops a socket that unsubscribes or disconnects, with every lot it followed', async () => {
    const [a, b] = [lotId(), lotId()];
    const [stays, leaves, closes] = [id('conn'), id('conn'), id('conn')];
    await Promise.all([stays, leaves, closes].map((c) => putConnection(c, null, NOW)));
    await Promise.all([follow(stays, [a, b]), follow(leaves, [a, b]), follow(closes, [a, b])]);
    const read = (await getConnection(leaves, NOW))!;
    expect(await setFollowedLots(read, [b], [a])).toBe(true);
    await deleteConnection(closes);
    expect((await lotFollowers(a, NOW)).sort()).toEqual([stays]);
    expect((await lotFollowers(b, NOW)).sort()).toEqual([stays, leaves].sort());
    expect(await getConnection(closes, NOW)).toBeNull();
  });

  it('refuses a change made on a stale read (another message won), and writes nothing', async () => {
    const [a, b] = [lotId(), lotId()];
    const conn = id('conn');
    await putConnection(conn, null, NOW);
    const stale = (await getConnection(conn, NOW))!;
    await follow(conn, [a]);
    expect(await setFollowedLots(stale, [b], [b])).toBe(false);
    expect((await getConnection(conn, NOW))!.lots).toEqual([a]);
    expect(await lotFollowers(b, NOW)).toEqual([]);
  });

  it('writes the entry of a lot asked for again, repairing one a crash left missing', async () => {
    const lot = lotId();
    const conn = id('conn');
    await putConnection(conn, null, NOW);
    await follow(conn, [lot]);
    // As if the entry had never been written after the connection's record (a crash in between).
    await deleteChannelEntry(lot, conn);
    expect(await lotFollowers(lot, NOW)).toEqual([]);
    await follow(conn, [lot]);
    expect(await lotFollowers(lot, NOW)).toEqual([conn]);
  });

  it('skips sockets past their lifetime (API Gateway has closed them)', async () => {
    const lot = lotId();
    const [old, fresh] = [id('conn'), id('conn')];
    const earlier = new Date(NOW.getTime() - (CONNECTION_LIFETIME_SECONDS + 60) * 1000);
    await putConnection(old, null, earlier);
    await follow(old, [lot], earlier);
    await putConnection(fresh, null, NOW);
    await follow(fresh, [lot]);
    expect(await lotFollowers(lot, NOW)).toEqual([fresh]);
    expect(await getConnection(old, NOW)).toBeNull();
    expect(await getConnection(old, earlier)).not.toBeNull();
  });
});

describe("a person's sockets", () => {
  it("finds a person's live signed-in sockets, not visitors' nor anyone else's nor expired ones", async () => {
    const uid = id('uid');
    const [laptop, phone, stale, visitor, someoneElse] = [id('conn'), id('conn'), id('conn'), id('conn'), id('conn')];
    await Promise.all([
      putConnection(laptop, uid, NOW),
      putConnection(phone, uid, NOW),
      putConnection(stale, uid, new Date(NOW.getTime() - (CONNECTION_LIFETIME_SECONDS + 60) * 1000)),
      putConnection(visitor, null, NOW),
      putConnection(someoneElse, id('uid'), NOW),
    ]);
    expect((await personConnections(uid, NOW)).sort()).toEqual([laptop, phone].sort());
    await deleteConnection(phone);
    expect(await personConnections(uid, NOW)).toEqual([laptop]);
  });
});

describe("a client's socket holds (docs/adr/0043)", () => {
  it('never holds more than the cap, even for connects racing each other; a released hold makes room', async () => {
    const holder = id('ip#test');
    const cap = 5;
    const racing = await Promise.all(Array.from({ length: 12 }, (_, i) => holdSocket(holder, `conn-${i}`, cap, NOW)));
    expect(racing.filter(Boolean).length).toBeLessThanOrEqual(cap);
    // one at a time, the rest of the room fills and no more
    const held = racing.flatMap((ok, i) => (ok ? [`conn-${i}`] : []));
    for (let i = 100; held.length < cap; i++) if (await holdSocket(holder, `conn-${i}`, cap, NOW)) held.push(`conn-${i}`);
    expect(await holdSocket(holder, 'one-more', cap, NOW)).toBe(false);
    await releaseSocket(holder, held[0]!);
    expect(await holdSocket(holder, 'one-more', cap, NOW)).toBe(true);
    expect(await holdSocket(holder, 'another', cap, NOW)).toBe(false);
  });

  it('lets a socket go with its connection, and a hold whose close never came lapse', async () => {
    const holder = id('ip#test');
    const conn = id('conn');
    expect(await holdSocket(holder, conn, 1, NOW)).toBe(true);
    await putConnection(conn, null, NOW, [holder]);
    expect(await holdSocket(holder, id('conn'), 1, NOW)).toBe(false);
    await deleteConnection(conn);
    const next = id('conn');
    expect(await holdSocket(holder, next, 1, NOW)).toBe(true);
    const afterLifetime = new Date(NOW.getTime() + (CONNECTION_LIFETIME_SECONDS + 60) * 1000);
    expect(await holdSocket(holder, id('conn'), 1, afterLifetime)).toBe(true);
  });
});

describe("a socket's message budget (docs/adr/0043, 0057 §2)", () => {
  it('counts a burst of racing messages exactly up to the budget, none lost to a conflict; the next minute starts afresh', async () => {
    const connectionId = id('conn');
    await putConnection(connectionId, null, NOW);
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => countSocketMessage(connectionId, NOW, 8)));
    expect(outcomes.filter((o) => o === 'counted')).toHaveLength(8);
    expect(outcomes.filter((o) => o === 'full')).toHaveLength(4);
    expect(await countSocketMessage(connectionId, new Date(NOW.getTime() + 60_000), 8)).toBe('counted');
    expect(await countSocketMessage(id('never-opened'), NOW, 8)).toBe('missing');
  });
});
