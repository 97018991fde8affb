import type { Profile } from '../account.ts';

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
