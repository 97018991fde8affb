import type { AccountLimit } from '../../../shared/account-limits.ts';
import { newProfile, type Profile } from '../../../shared/account.ts';
import { batchGetByIds, countInWindowReading, getRecord, putIfAbsent, putRecord, updateFields, type Condition } from '../table.ts';

/** A person's profile: USER#<uid> / PROFILE (everything a person owns sits in their own partition). */
const profileKey = (uid: string) => ({ pk: `USER#${uid}`, sk: 'PROFILE' });

/**
 * The field of the profile record that counts the person's calls under one account limit, as a window
 * (`{ start, count }`, table.ts countInWindow): on the record every call reads anyway, so counting costs
 * no request of its own (docs/adr/0042). Not part of the profile: every read leaves these out.
 */
const CALL_WINDOW = 'calls:';
const callWindowField = (limit: AccountLimit) => `${CALL_WINDOW}${limit.name}`;

/** The profile in a stored record, without the call windows counted on it. */
function profileOf(record: Profile | null): Profile | null {
  if (!record) return null;
  for (const name of Object.keys(record)) if (name.startsWith(CALL_WINDOW)) delete (record as unknown as Record<string, unknown>)[name];
  return record;
}

export async function getProfile(uid: string): Promise<Profile | null> {
  return profileOf(await getRecord<Profile>(profileKey(uid)));
}

/**
 * Reads a person's profile and counts one call under `limit` in the window that starts at
 * `windowStart`, in one request (a conditional update answering the record). `counted` is false when
 * the window already holds `limit.limit` calls (nothing counted); the profile is null when there is none.
 */
export async function getProfileCountingCall(uid: string, limit: AccountLimit, windowStart: number): Promise<{ profile: Profile | null; counted: boolean }> {
  const { count, record } = await countInWindowReading<Profile>(profileKey(uid), callWindowField(limit), windowStart, limit.limit);
  return { profile: profileOf(record), counted: count === 'counted' };
}

/** Several people's profiles by uid (those who have one). */
export function getProfiles(uids: readonly string[]): Promise<Map<string, Profile>> {
  return batchGetByIds<Profile>(uids, profileKey, profileOf);
}

/**
 * Marks a person's account deleted (docs/adr/0025): the profile stays, closed, so a token they still
 * hold is refused on every call and no first call can make them a fresh profile. A person who never
 * made a call gets a closed profile of their own. Closing again keeps the first time.
 */
export async function closeProfile(uid: string, email: string, now: Date): Promise<void> {
  const closed = await updateProfileWhere(uid, { closedAt: now.toISOString(), updatedAt: now.toISOString() }, { expression: 'attribute_not_exists(closedAt) OR closedAt = :open', values: { ':open': null } });
  if (closed) return;
  await putIfAbsent(profileKey(uid), { ...newProfile({ uid, email }, now), closedAt: now.toISOString() });
}

/**
 * Sets an account's standing (docs/adr/0050): one update of the profile, read on every call, so the
 * person's next call (with any token) sees it. A person who never made a call gets a profile with it.
 * Null when the account is closed (deleted).
 */
export async function setStanding(uid: string, email: string, standing: Pick<Profile, 'suspendedAt' | 'suspensionReason'>, now: Date): Promise<Profile | null> {
  const open = { expression: '(attribute_not_exists(closedAt) OR closedAt = :open)', values: { ':open': null } };
  const updated = await updateProfileWhere(uid, { ...standing, updatedAt: now.toISOString() }, open);
  if (updated) return updated;
  const fresh: Profile = { ...newProfile({ uid, email }, now), ...standing };
  if (await putIfAbsent(profileKey(uid), fresh)) return fresh;
  // There was a profile after all: closed (deleted), or made by the person's first call just now.
  const stored = await getProfile(uid);
  if (!stored || stored.closedAt) return null;
  return updateProfileWhere(uid, { ...standing, updatedAt: now.toISOString() }, open);
}

/** Writes a profile only if the person has none yet; answers the profile that is stored. */
export async function createProfileIfMissing(profile: Profile): Promise<Profile> {
  if (await putIfAbsent(profileKey(profile.uid), profile)) return profile;
  return (await getProfile(profile.uid))!;
}

/** Replaces a profile whole: for seeding (a bench's people), as it drops the call windows counted on the record. */
export async function putProfile(profile: Profile): Promise<void> {
  await putRecord(profileKey(profile.uid), profile);
}

/** Sets some fields in one conditional update, so two changes racing each other both land. */
async function updateProfileWhere(uid: string, changes: Partial<Profile>, condition?: Condition): Promise<Profile | null> {
  const { uid: _uid, ...fields } = changes;
  return profileOf(await updateFields<Profile>(profileKey(uid), fields, condition));
}

/** Changes a profile's own fields (names, phone, country, currency, preferences); null when there is no profile. */
export function updateProfileFields(uid: string, changes: Partial<Profile>, now: Date): Promise<Profile | null> {
  return updateProfileWhere(uid, { ...changes, updatedAt: now.toISOString() });
}

/** Turns a profile into a seller's, once: null when it already is one (or is missing). */
export function openSellerAccount(uid: string, seller: Partial<Profile>, now: Date): Promise<Profile | null> {
  return updateProfileWhere(
    uid,
    { ...seller, sellerAccount: true, paymentDetailsAdded: true, updatedAt: now.toISOString() },
    { expression: '#seller = :no', names: { '#seller': 'sellerAccount' }, values: { ':no': false } },
  );
}

/** Replaces a seller's payout account; null when the profile is not a seller's. */
export function setPayoutAccount(uid: string, payout: { iban: string; swift: string }, now: Date): Promise<Profile | null> {
  return updateProfileWhere(
    uid,
    { ...payout, paymentDetailsAdded: true, updatedAt: now.toISOString() },
    { expression: '#seller = :yes', names: { '#seller': 'sellerAccount' }, values: { ':yes': true } },
  );
}
