import { accountWindow, type AccountLimit } from '../../shared/account-limits.ts';
import { countAccountCall } from '../data/entities/account-limit.ts';
import { TooManyCallsError } from './errors.ts';

/**
 * Counts one call against the caller's account limit (shared/account-limits.ts), by their verified
 * subject: one conditional update. Over the limit it throws the 429 with the seconds left in the window.
 */
export async function spendAccountLimit(uid: string, limit: AccountLimit): Promise<void> {
  const { start, retryAfterSeconds } = accountWindow(limit, Date.now());
  if (!(await countAccountCall(uid, limit, start))) throw new TooManyCallsError(retryAfterSeconds);
}
