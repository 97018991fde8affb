import type { BatchGetCommandOutput, BatchWriteCommandOutput, QueryCommandInput, UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { requireEnv } from '../lib/env.ts';
import { send } from './client.ts';
import { KEY_ATTRIBUTES } from './table-definition.ts';

/**
 * The query and update helpers every entity module (lambdas/data/entities/) builds on. Entities own
 * their keys; these helpers know only the generic key attributes of the one table.
 */

/** A record's primary key. */
export interface Key {
  pk: string;
  sk: string;
}

/** A partition, optionally narrowed to the sort keys that begin with a prefix. */
export interface Partition {
  pk: string;
  skPrefix?: string;
}

/** An index partition: `gsi1` or `gsi2` of table-definition.ts, optionally narrowed to the sort keys that begin with a prefix. */
export interface IndexPartition {
  index: 'gsi1' | 'gsi2';
  pk: string;
  skPrefix?: string;
}

/** A condition a write requires, in DynamoDB's expression language. */
export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

export const tableName = (): string => requireEnv('TABLE_NAME');

/** True when a write lost its condition (the record is not in the state the write required). */
export function conditionFailed(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'ConditionalCheckFailedException';
}

/** A stored record without the table's key attributes: what the entity itself holds. */
export function withoutKeys<T>(record: Record<string, unknown> | undefined | null): T | null {
  if (!record) return null;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(record)) if (!(KEY_ATTRIBUTES as readonly string[]).includes(name)) out[name] = value;
  return out as T;
}

export async function getRecord<T>(key: Key, consistent = false): Promise<T | null> {
  const { Item } = await send((sdk) => new sdk.GetCommand({ TableName: tableName(), Key: key, ConsistentRead: consistent || undefined }));
  return withoutKeys<T>(Item);
}

/** Writes a record whole, replacing any record under its key. `extraKeys` are its index keys. */
export async function putRecord(key: Key, value: object, extraKeys: Record<string, string> = {}): Promise<void> {
  await send((sdk) => new sdk.PutCommand({ TableName: tableName(), Item: { ...value, ...extraKeys, ...key } }));
}

/** Writes a record only when none exists under its key: false when one does (nothing is written). */
export async function putIfAbsent(key: Key, value: object, extraKeys: Record<string, string> = {}): Promise<boolean> {
  return putWhere(key, value, { expression: 'attribute_not_exists(pk)' }, extraKeys);
}

/** Writes a record whole when `condition` holds on the stored one: false when it does not. */
export async function putWhere(key: Key, value: object, condition: Condition, extraKeys: Record<string, string> = {}): Promise<boolean> {
  try {
    await send((sdk) => new sdk.PutCommand({
        TableName: tableName(),
        Item: { ...value, ...extraKeys, ...key },
        ConditionExpression: condition.expression,
        ExpressionAttributeNames: condition.names,
        ExpressionAttributeValues: condition.values,
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Sets some fields of an existing record in one conditional update (no read-modify-write). Fields whose
 * value is undefined are left alone; `null` stores null. Answers the record as written, or null when it
 * is missing or `condition` does not hold (nothing is written then).
 */
export async function updateFields<T>(key: Key, changes: Record<string, unknown>, condition?: Condition): Promise<T | null> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return getRecord<T>(key);
  const names: Record<string, string> = { ...condition?.names };
  const values: Record<string, unknown> = { ...condition?.values };
  const sets = entries.map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  return updateExisting<T>(key, {
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: ['attribute_exists(pk)', condition?.expression].filter(Boolean).join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

/** Removes some fields of an existing record in one update: the record after it, or null when there is none. */
export async function removeFields<T>(key: Key, fields: readonly string[]): Promise<T | null> {
  const names = Object.fromEntries(fields.map((name, i) => [`#r${i}`, name]));
  return updateExisting<T>(key, {
    UpdateExpression: `REMOVE ${Object.keys(names).join(', ')}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: names,
  });
}

/** One update whose condition asks for the record to exist: the record as written, or null when the condition failed. */
async function updateExisting<T>(key: Key, update: Pick<UpdateCommandInput, 'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>): Promise<T | null> {
  try {
    const { Attributes } = await send((sdk) => new sdk.UpdateCommand({ TableName: tableName(), Key: key, ...update, ReturnValues: 'ALL_NEW' }));
    return withoutKeys<T>(Attributes);
  } catch (error) {
    if (conditionFailed(error)) return null;
    throw error;
  }
}

/** Adds `by` to a number field (made at 0 when missing) and answers the new value. */
export async function addToCounter(key: Key, field: string, by = 1): Promise<number> {
  const { Attributes } = await send((sdk) => new sdk.UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD #n :by',
      ExpressionAttributeNames: { '#n': field },
      ExpressionAttributeValues: { ':by': by },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.[field] ?? 0);
}

/** What countInWindow did: counted one more, found the window full (nothing written), or found no record. */
export type WindowCount = 'counted' | 'full' | 'missing';

/**
 * Counts one more event in a fixed window kept in a map field (`{ start, count }`) of an existing
 * record: an increment conditional on the window and its count, or a new window (count 1) when the
 * stored one is older. Never a read-modify-write, so any number of racing callers count exactly up to
 * `limit` with no retry lost: a burst on one record does not turn into a storm of conflicts. A stored
 * window newer than `start` (a caller whose clock lags) is counted in.
 */
export async function countInWindow(key: Key, field: string, start: number, limit: number): Promise<WindowCount> {
  return (await countOn<never>(key, field, start, limit, false)).count;
}

/**
 * countInWindow, answering the record as well (as the count left it; without its keys): one request
 * reads a record and counts on it, where a read and a counter of its own would take two (the caller's
 * profile and their account limit: docs/adr/0042). Null when there is no record.
 */
export function countInWindowReading<T>(key: Key, field: string, start: number, limit: number): Promise<{ count: WindowCount; record: T | null }> {
  return countOn<T>(key, field, start, limit, true);
}

/** The count of countInWindow; the record too when `reading` (only then is it asked of DynamoDB: a plain count gets nothing back). */
async function countOn<T>(key: Key, field: string, start: number, limit: number, reading: boolean): Promise<{ count: WindowCount; record: T | null }> {
  // DynamoDB refuses a name or value an expression does not use: each update names only its own.
  const windowNames = { '#w': field, '#s': 'start' };
  // Whether the update was made (its condition held), with the record when reading.
  const update = (UpdateExpression: string, ConditionExpression: string, names: Record<string, string>, values: Record<string, unknown>) =>
    send((sdk) => new sdk.UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression, ConditionExpression, ExpressionAttributeNames: names, ExpressionAttributeValues: values, ReturnValues: reading ? 'ALL_NEW' : 'NONE' })).then(
      (answer) => ({ record: reading ? withoutKeys<T>(answer.Attributes as Record<string, unknown>) : null }),
      (error: unknown) => {
        if (conditionFailed(error)) return null;
        throw error;
      },
    );
  // Three rounds at most: a round fails only when another caller opened a newer window meanwhile.
  for (let round = 1; round <= 3; round++) {
    const counted =
      (await update('SET #w.#c = #w.#c + :one', 'attribute_exists(pk) AND #w.#s = :start AND #w.#c < :limit', { ...windowNames, '#c': 'count' }, { ':one': 1, ':start': start, ':limit': limit })) ??
      (await update('SET #w = :fresh', 'attribute_exists(pk) AND (attribute_not_exists(#w) OR #w.#s < :start)', windowNames, { ':fresh': { start, count: 1 }, ':start': start }));
    if (counted) return { count: 'counted', record: counted.record };
    const stored = await getRecord<Record<string, { start: number; count: number } | undefined>>(key, true);
    if (!stored) return { count: 'missing', record: null };
    const window = stored[field];
    if (window && window.start === start && window.count >= limit) return { count: 'full', record: reading ? (stored as T) : null };
    if (window && window.start > start) start = window.start;
  }
  throw new Error(`${key.pk}: ${field} kept changing under three rounds of counting`);
}

/** Deletes a record: false when there was none under its key (someone else's id included). */
export async function deleteIfExists(key: Key, condition?: Condition): Promise<boolean> {
  try {
    await send((sdk) => new sdk.DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: ['attribute_exists(pk)', condition?.expression].filter(Boolean).join(' AND '),
        ExpressionAttributeNames: condition?.names,
        ExpressionAttributeValues: condition?.values,
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** Runs a query to its end, page by page. */
async function queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await send((sdk) => new sdk.QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey }));
    out.push(...((page.Items ?? []) as Record<string, unknown>[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return out;
}

/** Every record of a partition (or of its sort-key prefix), in sort-key order; `consistent` reads every write made before. */
export async function queryPartition<T>(partition: Partition, newestFirst = false, consistent = false): Promise<T[]> {
  const records = await queryAll({
    ConsistentRead: consistent || undefined,
    KeyConditionExpression: partition.skPrefix === undefined ? 'pk = :pk' : 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': partition.pk, ...(partition.skPrefix === undefined ? {} : { ':prefix': partition.skPrefix }) },
    ScanIndexForward: !newestFirst,
  });
  return records.map((r) => withoutKeys<T>(r)!);
}

/**
 * The records of a partition whose sort keys lie between `from` and `to` (inclusive), in sort-key
 * order, keys included (so the caller can tell adjacent kinds of record apart); one consistent read.
 */
export function queryKeyRange(pk: string, from: string, to: string, limit?: number): Promise<Record<string, unknown>[]> {
  const range = { ConsistentRead: true, KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to', ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to } };
  // With a limit, the first `limit` records only (one page: the caller wants the head of the range).
  if (limit !== undefined) return send((sdk) => new sdk.QueryCommand({ ...range, TableName: tableName(), Limit: limit })).then((page) => (page.Items ?? []) as Record<string, unknown>[]);
  return queryAll(range);
}

/** One page of a partition: `offset` records skipped, at most `limit` answered, in sort-key order. */
export async function queryPartitionPage<T>(partition: Partition & { skPrefix: string }, limit: number, offset: number, newestFirst = false): Promise<T[]> {
  const wanted = offset + limit;
  const out: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await send((sdk) => new sdk.QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': partition.pk, ':prefix': partition.skPrefix },
        ScanIndexForward: !newestFirst,
        Limit: wanted - out.length,
        ExclusiveStartKey,
      }),
    );
    out.push(...((page.Items ?? []) as Record<string, unknown>[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && out.length < wanted);
  return out.slice(offset, wanted).map((r) => withoutKeys<T>(r)!);
}

/** Every record of an index partition (or of its sort-key prefix), in its sort-key order; with `limit`, its first `limit` records only (one page). */
export async function queryIndex<T>(partition: IndexPartition, newestFirst = false, limit?: number): Promise<T[]> {
  const narrowed = partition.skPrefix !== undefined;
  const query = {
    IndexName: partition.index,
    KeyConditionExpression: `${partition.index}pk = :pk${narrowed ? ` AND begins_with(${partition.index}sk, :prefix)` : ''}`,
    ExpressionAttributeValues: { ':pk': partition.pk, ...(narrowed ? { ':prefix': partition.skPrefix } : {}) },
    ScanIndexForward: !newestFirst,
  };
  const records =
    limit === undefined ? await queryAll(query) : (((await send((sdk) => new sdk.QueryCommand({ ...query, TableName: tableName(), Limit: limit }))).Items ?? []) as Record<string, unknown>[]);
  return records.map((r) => withoutKeys<T>(r)!);
}

/** Only some attributes of every record of an index partition, oldest first (a projection keeps the answer small). */
export async function queryIndexAttributes<T>(partition: IndexPartition, attributes: readonly string[]): Promise<T[]> {
  const names = Object.fromEntries(attributes.map((a, i) => [`#a${i}`, a]));
  const records = await queryAll({
    IndexName: partition.index,
    KeyConditionExpression: `${partition.index}pk = :pk`,
    ExpressionAttributeValues: { ':pk': partition.pk },
    ExpressionAttributeNames: names,
    ProjectionExpression: Object.keys(names).join(', '),
  });
  return records as T[];
}

/** Several records by key; the answer maps each found key (`pk\nsk`) to its record. */
export async function batchGetRecords<T>(keys: readonly Key[]): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  const unique = [...new Map(keys.map((k) => [`${k.pk}\n${k.sk}`, k])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = { [tableName()]: { Keys: unique.slice(i, i + 100).map((k) => ({ ...k })) } };
    // BatchGet may leave keys unprocessed under load: ask again for those.
    for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt)));
      const answer: BatchGetCommandOutput = await send((sdk) => new sdk.BatchGetCommand({ RequestItems: request }));
      for (const record of answer.Responses?.[tableName()] ?? []) found.set(`${String(record.pk)}\n${String(record.sk)}`, withoutKeys<T>(record)!);
      request = answer.UnprocessedKeys as typeof request;
      if (attempt > 8 && request && Object.keys(request).length > 0) throw new Error('BatchGet left keys unprocessed after 9 attempts');
    }
  }
  return found;
}

/**
 * Several records by id, keyed by the id asked for, in the order asked; ids with no record (or whose
 * record `read` turns down) are left out. `read` makes a stored record the entity it holds.
 */
export async function batchGetByIds<S, T = S>(ids: readonly string[], keyOf: (id: string) => Key, read: (record: S) => T | null = (record) => record as unknown as T): Promise<Map<string, T>> {
  const found = await batchGetRecords<S>(ids.map(keyOf));
  const byId = new Map<string, T>();
  for (const id of ids) {
    const record = found.get(keyId(keyOf(id)));
    const value = record === undefined ? null : read(record);
    if (value) byId.set(id, value);
  }
  return byId;
}

/** One write of a batch: a whole record put under its key, or a key deleted. */
export type BatchWrite = { put: Key & Record<string, unknown> } | { delete: Key };

/**
 * Unconditional puts and deletes, up to 25 a request (BatchWriteItem), requests in parallel; what the
 * table leaves unprocessed under load is sent again. Only for writes that are the same whoever repeats
 * them (a record whose key fixes its content, a delete): a batch has no conditions. Few roles may send
 * it (infra/stacks/function-rights.ts).
 */
export async function batchWriteRecords(writes: readonly BatchWrite[]): Promise<void> {
  const requests = writes.map((w) => ('put' in w ? { PutRequest: { Item: w.put } } : { DeleteRequest: { Key: { pk: w.delete.pk, sk: w.delete.sk } } }));
  const chunks: (typeof requests)[] = [];
  for (let i = 0; i < requests.length; i += 25) chunks.push(requests.slice(i, i + 25));
  await Promise.all(
    chunks.map(async (chunk) => {
      let request: Record<string, typeof chunk> | undefined = { [tableName()]: chunk };
      for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt)));
        const answer: BatchWriteCommandOutput = await send((sdk) => new sdk.BatchWriteCommand({ RequestItems: request }));
        request = answer.UnprocessedItems as typeof request;
        if (attempt > 8 && request && Object.keys(request).length > 0) throw new Error('BatchWrite left writes unprocessed after 9 attempts');
      }
    }),
  );
}

/** The map key batchGetRecords answers a record under. */
export const keyId = (key: Key): string => `${key.pk}\n${key.sk}`;

