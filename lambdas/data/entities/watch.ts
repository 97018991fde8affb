import { deleteIfExists, getRecord, putIfAbsent, queryIndex, queryPartition } from '../table.ts';

/**
 * A watchlist entry: USER#<uid> / WATCH#<itemId>, also indexed by lot (gsi1: WATCHERS#<itemId>) so the
 * lot's watchers can be told it ends soon.
 */
export const watchKey = (uid: string, itemId: string) => ({ pk: `USER#${uid}`, sk: `WATCH#${itemId}` });

/** An entry of a watchlist. */
export interface WatchEntry {
  uid: string;
  itemId: string;
  addedAt: string;
}

/** The items a person watches, most recently added first. */
export async function listWatchlist(uid: string): Promise<WatchEntry[]> {
  const entries = await queryPartition<WatchEntry>({ pk: `USER#${uid}`, skPrefix: 'WATCH#' });
  return entries.sort((a, b) => b.addedAt.localeCompare(a.addedAt));
}

/** Everyone watching a lot. */
export function listWatchers(itemId: string): Promise<WatchEntry[]> {
  return queryIndex<WatchEntry>({ index: 'gsi1', pk: `WATCHERS#${itemId}` });
}

/** Adds an item to a watchlist (again is harmless: the first time added is kept). */
export async function addToWatchlist(uid: string, itemId: string, now: Date): Promise<void> {
  await putIfAbsent(watchKey(uid, itemId), { uid, itemId, addedAt: now.toISOString() }, { gsi1pk: `WATCHERS#${itemId}`, gsi1sk: uid });
}

/** Takes an item off a watchlist; false when it was not on it. */
export function removeFromWatchlist(uid: string, itemId: string): Promise<boolean> {
  return deleteIfExists(watchKey(uid, itemId));
}

/** Whether a person watches an item (getItem's `watching`). */
export async function isWatching(uid: string, itemId: string): Promise<boolean> {
  return (await getRecord(watchKey(uid, itemId))) !== null;
}
