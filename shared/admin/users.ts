import { personName, type Profile } from '../account.ts';

/**
 * The admin's customer list and account deletion (issue 11 item 3). People are listed from the user
 * pool (everyone who registered, even those who never made a call) joined with their Patina profile.
 */

/** A person of the user pool as the pool describes them. */
export interface PoolUser {
  uid: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The pool's account status (CONFIRMED, UNCONFIRMED, FORCE_CHANGE_PASSWORD…). */
  status: string;
  enabled: boolean;
  createdAt: string | null;
}

/** One row of adminListUsers. */
export interface AdminUser {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  status: string;
  enabled: boolean;
  createdAt: string | null;
  sellerAccount: boolean;
  sellerProfileName: string | null;
  country: string | null;
}

/** The row of a person: the pool's account with what their profile adds (none before their first call). */
export function adminUserRow(user: PoolUser, profile: Profile | null): AdminUser {
  return {
    uid: user.uid,
    email: user.email,
    firstName: profile?.firstName || user.firstName,
    lastName: profile?.lastName || user.lastName,
    displayName: profile?.displayName || [user.firstName, user.lastName].filter(Boolean).join(' '),
    status: user.status,
    enabled: user.enabled,
    createdAt: user.createdAt,
    sellerAccount: profile?.sellerAccount ?? false,
    sellerProfileName: profile?.sellerProfileName ?? null,
    country: profile?.country || null,
  };
}

/**
 * The user pool's filter for a search: the e-mail begins with the query (the pool filters on one
 * attribute, by prefix). Double quotes and backslashes are escaped so a query cannot break the filter.
 */
export function emailPrefixFilter(query: string | undefined): string | undefined {
  const wanted = query?.trim();
  if (!wanted) return undefined;
  return `email ^= "${wanted.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/** An admin may delete anyone's account but their own (they would lock themself out mid-task). */
export function mayDeleteUser(adminUid: string, uid: string): boolean {
  return adminUid !== uid;
}

/** Whether a profile belongs to a deleted account: its tokens are refused from the moment of deletion. */
export function isClosed(profile: Pick<Profile, 'closedAt'> | null): boolean {
  return Boolean(profile?.closedAt);
}

/** Whether an admin has the account suspended (docs/adr/0050). */
export function isSuspended(profile: Pick<Profile, 'suspendedAt'> | null): boolean {
  return Boolean(profile?.suspendedAt);
}

/** An account's standing as the back office sets it (adminSetUserStatus). */
export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The standing a profile gives (none yet: active). */
export function accountStatusOf(profile: Pick<Profile, 'suspendedAt'> | null): AccountStatus {
  return isSuspended(profile) ? 'suspended' : 'active';
}

/** The profile fields a change of standing writes: a suspension keeps its first moment when repeated, with the newest reason. */
export function standingChange(profile: Pick<Profile, 'suspendedAt'> | null, status: AccountStatus, reason: string, now: Date): Pick<Profile, 'suspendedAt' | 'suspensionReason'> {
  if (status === 'active') return { suspendedAt: null, suspensionReason: null };
  return { suspendedAt: profile?.suspendedAt || now.toISOString(), suspensionReason: reason };
}

/** An admin may suspend anyone but themself (they would lose the back office mid-task, as with deletion). */
export function mayChangeStanding(adminUid: string, uid: string): boolean {
  return adminUid !== uid;
}

/** The person at the head of adminGetUser (CALLS.md `user`), with what the back office shows beside it. */
export interface AdminUserDetail {
  uid: string;
  email: string;
  /** The name they go by (display name, else first and last name, else empty). */
  name: string;
  status: AccountStatus;
  createdAt: string | null;
  groups: string[];
  /** Whether they confirmed their e-mail address (the pool's CONFIRMED). */
  emailConfirmed: boolean;
  sellerAccount: boolean;
  sellerProfileName: string | null;
  country: string | null;
  suspendedAt: string | null;
  suspensionReason: string | null;
}

/** The detail of a person: the pool's account (null once gone from the pool) and their profile. */
export function adminUserDetail(uid: string, user: PoolUser | null, profile: Profile | null, groups: readonly string[]): AdminUserDetail {
  const email = user?.email || profile?.email || '';
  const name = personName(profile, '') || (user ? adminUserRow(user, profile).displayName : '') || personName(null, email);
  return {
    uid,
    email,
    name,
    status: accountStatusOf(profile),
    createdAt: user?.createdAt ?? profile?.createdAt ?? null,
    groups: [...groups].sort(),
    emailConfirmed: user?.status === 'CONFIRMED',
    sellerAccount: profile?.sellerAccount ?? false,
    sellerProfileName: profile?.sellerProfileName ?? null,
    country: profile?.country || null,
    suspendedAt: profile?.suspendedAt ?? null,
    suspensionReason: profile?.suspensionReason ?? null,
  };
}
