import { getRecord, putIfAbsent } from '../table.ts';

/**
 * What makes a submission the same submission: SUBMISSION#<seller>#<key> / CLAIM → the lot it made.
 * The key is derived from the request (its draft, or its photos), so a repeated submitListing finds
 * the lot the first one made instead of making another.
 */
const claimKey = (sellerId: string, key: string) => ({ pk: `SUBMISSION#${sellerId}#${key}`, sk: 'CLAIM' });

/** Claims `key` for a new lot: answers the lot id that holds it (the given one, or the first claimant's). */
export async function claimSubmission(sellerId: string, key: string, itemId: string, now: Date): Promise<string> {
  if (await putIfAbsent(claimKey(sellerId, key), { itemId, claimedAt: now.toISOString() })) return itemId;
  return (await getRecord<{ itemId: string }>(claimKey(sellerId, key)))!.itemId;
}

/** The lot a submission key was claimed for, if any. */
export async function findSubmission(sellerId: string, key: string): Promise<string | null> {
  return (await getRecord<{ itemId: string }>(claimKey(sellerId, key)))?.itemId ?? null;
}
