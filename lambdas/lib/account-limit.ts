import type { Profile } from '../../shared/account.ts';
import { accountWindow, type AccountLimit } from '../../shared/account-limits.ts';
import { getProfileCountingCall } from '../data/entities/profile.ts';
import { TooManyCallsError } from './errors.ts';

/**
 * A call's limit per account (shared/account-limits.ts), as its definition carries it. The call is
 * counted on the caller's profile record as the profile is read (one conditional update answering the
 * record, docs/adr/0042): the read every call makes anyway, so a limit costs no request of its own.
 * Only the calls that have one import this module, so only their functions' code (and roles) write it.
 */
export interface AccountLimiter {
  limit: AccountLimit;
  /** The caller's profile (null when they have none yet), with this call counted: `counted` is false when the window is full. */
  readProfileCounting(uid: string): Promise<{ profile: Profile | null; counted: boolean }>;
  /** The 429 for a call over the limit: the seconds left in the window, and the limit's own message if it has one. */
  refusal(): TooManyCallsError;
}

export function limitPerAccount(limit: AccountLimit): AccountLimiter {
  return {
    limit,
    readProfileCounting: (uid) => getProfileCountingCall(uid, limit, accountWindow(limit, Date.now()).start),
    refusal: () => new TooManyCallsError(accountWindow(limit, Date.now()).retryAfterSeconds, limit.message),
  };
}
