import { createHash } from 'node:crypto';
import { countInWindow, deleteIfExists, getRecord, putIfAbsent, putRecord, putWhere, queryIndex, queryPartition, updateFields, type WindowCount } from '../table.ts';
import { TABLE } from '../table-definition.ts';
import { admitSocket, messageWindowStart, type MessageWindow, type SocketHolds } from '../../../shared/live-limits.ts';

/**
 * The live-update sockets of the API Gateway WebSocket API (docs/adr/0017): who holds each one and
 * which lots it follows. The local stack keeps its sockets in memory (infra/local/live-sockets.ts);
 * these records exist only in AWS.
 *
 * - CONN#<connectionId> / CONN — the connection: its person (null for a visitor), the lots it follows
 *   (at most MAX_LIVE_SUBSCRIPTIONS, so `$disconnect` knows what to remove without a search), and
 *   its expiry. A signed-in connection is also indexed by person (gsi2: SOCKETS#<uid>), so a
 *   notification finds that person's few sockets.
 * - LIVELOT#<itemId>#<shard> / CONN#<connectionId> — one lot's channel, spread over
 *   LOT_CHANNEL_SHARDS partitions by a hash of the connection id. Every accepted bid reads the whole
 *   channel and every page that opens writes to it: in one partition a busy auction's readers and
 *   joiners would all meet on one key (DynamoDB serves one partition at most 3,000 reads and 1,000
 *   writes a second); spread, each shard takes a share of both, and the shards are read in parallel.
 *   The shard is a function of the connection id, so a subscription is removed without reading.
 *
 * - LIVEHOLD#<holder> / HOLDS — the sockets one client holds (docs/adr/0043): an address (its
 *   sha-256, never the address itself) or an account, each socket with the time its hold lapses, so
 *   `$connect` can refuse one over the cap. Changed by writes conditional on the version read; a hold
 *   whose `$disconnect` never came lapses with the connection's lifetime.
 *
 * Every record carries the table's TTL attribute: API Gateway closes a socket after 2 hours at most,
 * and a record whose `$disconnect` never came (it is best effort) is deleted by DynamoDB some time after
 * that. TTL deletion lags, so readers also skip what has expired.
 */
const connectionKey = (connectionId: string) => ({ pk: `CONN#${connectionId}`, sk: 'CONN' });
const channelKey = (itemId: string, connectionId: string) => ({ pk: lotChannel(itemId, shardOf(connectionId)), sk: `CONN#${connectionId}` });
const lotChannel = (itemId: string, shard: number) => `LIVELOT#${itemId}#${shard}`;
const personIndex = (uid: string) => `SOCKETS#${uid}`;
const holdsKey = (holder: string) => ({ pk: `LIVEHOLD#${holder}`, sk: 'HOLDS' });

/**
 * The partition-key prefixes of every record of this module: the WebSocket routes' function may touch
 * these partitions and no others (its IAM policy's dynamodb:LeadingKeys).
 */
export const CONNECTION_PARTITION_PREFIXES = ['CONN#', 'LIVELOT#', 'LIVEHOLD#'] as const;

/** How many partitions one lot's channel is spread over. */
export const LOT_CHANNEL_SHARDS = 8;

/** API Gateway's longest WebSocket connection (2 hours), and a margin for clocks. */
export const CONNECTION_LIFETIME_SECONDS = 2 * 3600 + 300;

/** A live connection as stored. */
export interface LiveConnection {
  connectionId: string;
  /** The signed-in person; null for a visitor. */
  uid: string | null;
  /** The lots the connection follows, in the order it asked for them. */
  lots: string[];
  connectedAt: string;
  /** How many times `lots` was written: the condition of the next write. */
  version: number;
  /** The holders (address, account) its socket is counted against (docs/adr/0043), released when it goes. */
  holders?: string[];
  /** The socket's messages this minute (docs/adr/0043); absent until its first message. */
  messages?: MessageWindow;
  /** Epoch seconds after which the record is dead (the table's TTL attribute). */
  [TABLE.timeToLiveAttribute]: number;
}

/** One lot's subscription as stored in its channel. */
interface ChannelEntry {
  connectionId: string;
  itemId: string;
  [TABLE.timeToLiveAttribute]: number;
}

/** Which of a lot channel's partitions a connection's subscription lives in. */
export function shardOf(connectionId: string): number {
  return createHash('sha256').update(connectionId).digest()[0]! % LOT_CHANNEL_SHARDS;
}

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);
const alive = (record: { [TABLE.timeToLiveAttribute]: number }, now: Date) => record[TABLE.timeToLiveAttribute] > epochSeconds(now);

/** Stores a new connection (API Gateway's ids are unique: a replayed `$connect` changes nothing). */
export async function putConnection(connectionId: string, uid: string | null, now: Date, holders: string[] = []): Promise<LiveConnection> {
  const connection: LiveConnection = {
    connectionId,
    uid,
    lots: [],
    holders,
    connectedAt: now.toISOString(),
    version: 0,
    [TABLE.timeToLiveAttribute]: epochSeconds(now) + CONNECTION_LIFETIME_SECONDS,
  };
  await putIfAbsent(connectionKey(connectionId), connection, uid ? { gsi2pk: personIndex(uid), gsi2sk: `${connection.connectedAt}#${connectionId}` } : {});
  return connection;
}

/** A connection that is still alive, or null. */
export async function getConnection(connectionId: string, now: Date): Promise<LiveConnection | null> {
  const connection = await getRecord<LiveConnection>(connectionKey(connectionId), true);
  return connection && alive(connection, now) ? connection : null;
}

/**
 * Replaces the lots a connection follows with `lots` (worked out from `read`), by one write
 * conditional on the version read, then writes the channel entries of the lots it now follows that
 * are new or were `requested`, and removes those of the lots it does not follow that it dropped or
 * that were `requested`. Lots that are the ones read need no conditional write (a flood of the same
 * subscribe on one socket does not race on its record), only their requested entries.
 * Answers false when the connection changed meanwhile (read it again and decide again) or is gone.
 * A crash between the two steps can leave a followed lot without its entry, or an entry of a lot no
 * longer followed: asking again (a page that got no answer does) repairs either, since the entry of
 * every requested lot is written or removed to match.
 */
export async function setFollowedLots(read: LiveConnection, lots: readonly string[], requested: readonly string[]): Promise<boolean> {
  const unchanged = lots.length === read.lots.length && lots.every((id, i) => id === read.lots[i]);
  if (!unchanged) {
    const written = await updateFields(
      connectionKey(read.connectionId),
      { lots: [...lots], version: read.version + 1 },
      { expression: '#v = :v', names: { '#v': 'version' }, values: { ':v': read.version } },
    );
    if (!written) return false;
  }
  const expiry = read[TABLE.timeToLiveAttribute];
  const entriesToWrite = lots.filter((id) => requested.includes(id) || !read.lots.includes(id));
  const dropped = [...new Set([...read.lots, ...requested])].filter((id) => !lots.includes(id));
  await Promise.all([
    ...entriesToWrite.map((itemId) =>
      putRecord(channelKey(itemId, read.connectionId), { connectionId: read.connectionId, itemId, [TABLE.timeToLiveAttribute]: expiry } satisfies ChannelEntry),
    ),
    ...dropped.map((itemId) => deleteIfExists(channelKey(itemId, read.connectionId))),
  ]);
  return true;
}

/**
 * Counts a message of the socket against its budget for the minute (`limit`, docs/adr/0043) by
 * conditional updates of its record's window alone: every message of a burst counts exactly once
 * (none lost to a conflict, none past the limit), whatever the lots' writes do meanwhile.
 */
export function countSocketMessage(connectionId: string, now: Date, limit: number): Promise<WindowCount> {
  return countInWindow(connectionKey(connectionId), 'messages', messageWindowStart(now), limit);
}

/**
 * Forgets a connection (`$disconnect`, or a push that found it gone): its channel entries and its
 * holds, then the connection itself, so a crash in between leaves a record that still names what to remove.
 */
export async function deleteConnection(connectionId: string): Promise<void> {
  const connection = await getRecord<LiveConnection>(connectionKey(connectionId), true);
  if (!connection) return;
  await Promise.all([
    ...connection.lots.map((itemId) => deleteIfExists(channelKey(itemId, connectionId))),
    ...(connection.holders ?? []).map((holder) => releaseSocket(holder, connectionId)),
  ]);
  await deleteIfExists(connectionKey(connectionId));
}

/** Removes one channel entry (a connection found gone that its own record no longer names). */
export async function deleteChannelEntry(itemId: string, connectionId: string): Promise<void> {
  await deleteIfExists(channelKey(itemId, connectionId));
}

/** The live connections following a lot: every shard of its channel, read in parallel. */
export async function lotFollowers(itemId: string, now: Date): Promise<string[]> {
  const shards = await Promise.all(
    Array.from({ length: LOT_CHANNEL_SHARDS }, (_, shard) => queryPartition<ChannelEntry>({ pk: lotChannel(itemId, shard), skPrefix: 'CONN#' })),
  );
  return shards.flat().filter((entry) => alive(entry, now)).map((entry) => entry.connectionId);
}

/** A person's live signed-in connections. */
export async function personConnections(uid: string, now: Date): Promise<string[]> {
  const connections = await queryIndex<LiveConnection>({ index: 'gsi2', pk: personIndex(uid) });
  return connections.filter((c) => alive(c, now)).map((c) => c.connectionId);
}

/** The holder of an address's sockets: its digest (the table never stores addresses). */
export function addressHolder(address: string): string {
  return `ip#${createHash('sha256').update(address).digest('base64url')}`;
}

/** The holder of an account's sockets. */
export function accountHolder(uid: string): string {
  return `uid#${uid}`;
}

interface HoldsRecord {
  holds: SocketHolds;
  version: number;
  [TABLE.timeToLiveAttribute]: number;
}

/** How often a hold is tried again when another connect or close of the same client wrote first. */
const HOLD_ATTEMPTS = 10;

/**
 * Counts a new socket against its holder (an address or an account): true when it holds fewer than
 * `cap` live sockets (the socket is then held for the connection's lifetime), false when it is full.
 * A holder whose record keeps changing under it (a flood of connects) is refused after HOLD_ATTEMPTS.
 */
export async function holdSocket(holder: string, connectionId: string, cap: number, now: Date): Promise<boolean> {
  const until = epochSeconds(now) + CONNECTION_LIFETIME_SECONDS;
  for (let attempt = 1; attempt <= HOLD_ATTEMPTS; attempt++) {
    const read = await getRecord<HoldsRecord>(holdsKey(holder), true);
    const holds = admitSocket(read?.holds ?? {}, connectionId, until, epochSeconds(now), cap);
    if (!holds) return false;
    const record: HoldsRecord = { holds, version: (read?.version ?? 0) + 1, [TABLE.timeToLiveAttribute]: until };
    const condition = read
      ? { expression: '#v = :v', names: { '#v': 'version' }, values: { ':v': read.version } }
      : { expression: 'attribute_not_exists(pk)' };
    if (await putWhere(holdsKey(holder), record, condition)) return true;
  }
  return false;
}

/** Lets a closed socket's hold go (`$disconnect`); nothing when it holds none. */
export async function releaseSocket(holder: string, connectionId: string): Promise<void> {
  for (let attempt = 1; attempt <= HOLD_ATTEMPTS; attempt++) {
    const read = await getRecord<HoldsRecord>(holdsKey(holder), true);
    if (!read || !(connectionId in read.holds)) return;
    const { [connectionId]: _released, ...holds } = read.holds;
    const record: HoldsRecord = { ...read, holds, version: read.version + 1 };
    if (await putWhere(holdsKey(holder), record, { expression: '#v = :v', names: { '#v': 'version' }, values: { ':v': read.version } })) return;
  }
}
