import { getRecord, putIfAbsent, putWhere } from '../table.ts';

/**
 * Which lot an uploaded photo went into: PHOTO#<upload key> / CLAIM. A photo belongs to one listing
 * only, and an upload a lot was made from can no longer be deleted by its seller.
 */
const claimKey = (uploadKey: string) => ({ pk: `PHOTO#${uploadKey}`, sk: 'CLAIM' });

/** The lot an upload was claimed for, if any. */
export async function photoClaimOf(uploadKey: string): Promise<string | null> {
  return (await getRecord<{ itemId: string }>(claimKey(uploadKey)))?.itemId ?? null;
}

/** Claims an upload for a lot: false when another lot holds it (the same lot again is fine). */
export async function claimPhoto(uploadKey: string, itemId: string, now: Date): Promise<boolean> {
  if (await putIfAbsent(claimKey(uploadKey), { itemId, claimedAt: now.toISOString() })) return true;
  return (await photoClaimOf(uploadKey)) === itemId;
}

/** Moves a claim from a lot that was never made (an abandoned submission) to another. */
export function reclaimPhoto(uploadKey: string, from: string, to: string, now: Date): Promise<boolean> {
  return putWhere(claimKey(uploadKey), { itemId: to, claimedAt: now.toISOString() }, { expression: '#i = :from', names: { '#i': 'itemId' }, values: { ':from': from } });
}
