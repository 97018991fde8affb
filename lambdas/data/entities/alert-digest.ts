import { putIfAbsent, putRecord, queryPartition } from '../table.ts';

/**
 * The daily digest's entries (docs/adr/0053): ALERTDIGEST#<day> / ALERT#<uid>#<itemId>, one per alert a
 * person chose to receive daily, keyed so a replayed alert is the same record; and, beside them,
 * ALERTDIGEST#<day> / SENT#<uid>, the claim that their digest of that day went out (once).
 */
const dayPartition = (day: string) => `ALERTDIGEST#${day}`;

export interface DigestEntry {
  uid: string;
  itemId: string;
  itemName: string;
  /** The lot's page on the site (without the language prefix). */
  path: string;
  /** The lot's price when it was listed, in pence. */
  price: number;
  endsAt: string;
  matched: string;
  at: string;
}

/** Adds an alert to its day's digest (again: the same record). */
export async function putDigestEntry(day: string, entry: DigestEntry): Promise<void> {
  await putRecord({ pk: dayPartition(day), sk: `ALERT#${entry.uid}#${entry.itemId}` }, entry);
}

/** Every alert of a day's digest, grouped by person in key order. */
export function listDigestEntries(day: string): Promise<DigestEntry[]> {
  return queryPartition<DigestEntry>({ pk: dayPartition(day), skPrefix: 'ALERT#' });
}

/** Claims the sending of a person's digest of a day: false when it was claimed before (sent, or being sent). */
export function claimDigest(day: string, uid: string, now: Date): Promise<boolean> {
  return putIfAbsent({ pk: dayPartition(day), sk: `SENT#${uid}` }, { uid, sentAt: now.toISOString() });
}
