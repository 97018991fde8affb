import { accountWindow, type AccountLimit } from '../../shared/account-limits.ts';
import { countAccountCall } from '../data/entities/account-limit.ts';
import { TooManyCallsError } from './errors.ts';

/**
 * A call's limit per account (shared/account-limits.ts), as its definition carries it: the protocol
 * runner spends it once the caller is verified. Only the calls that have one import this module, so
 * only their functions' code (and roles) hold the counter's write.
 */
export interface AccountLimiter {
  limit: AccountLimit;
  /** Counts one call of the account `uid`: one conditional update; over the limit, the 429 with the seconds left in the window. */
  spend(uid: string): Promise<void>;
}

export function limitPerAccount(limit: AccountLimit): AccountLimiter {
  return {
    limit,
    async spend(uid) {
      const { start, retryAfterSeconds } = accountWindow(limit, Date.now());
      if (!(await countAccountCall(uid, limit, start))) throw new TooManyCallsError(retryAfterSeconds, limit.message);
    },
  };
}
