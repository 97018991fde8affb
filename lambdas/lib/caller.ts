import type { Who } from '../../shared/contract/protocol.ts';
import { isAdmin, isStaff } from '../../shared/roles.ts';
import type { MessageKey } from '../../shared/messages.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { AccountLimiter } from './account-limit.ts';
import { callerFromClaims, verifyIdToken, type Caller, type IdentifiedCaller, type IdTokenClaims } from './verify-token.ts';

// The caller is made from the token's claims where they are verified (verify-token.ts).
export type { Caller, IdentifiedCaller } from './verify-token.ts';

/**
 * The caller of a request: null when no token was sent; 401 when the token is not a valid,
 * unexpired ID token of our pool (a bad token is refused, never ignored). With `limiter`, the call is
 * counted against the caller's account limit as their profile is read.
 */
export async function identifyCaller(authorization: string | undefined, limiter?: AccountLimiter): Promise<IdentifiedCaller | null> {
  if (!authorization) return null;
  // The scheme in any case, then spaces or tabs (RFC 9110 reads the scheme case-insensitively): only
  // white space that WAF's COMPRESS_WHITE_SPACE folds, so every spelling accepted here is one rate-limit
  // key at the edge (infra/rate-limits.ts); a token has no white space of any kind.
  const match = /^[ \t]*Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(authorization);
  if (!match) throw unauthorized();
  let claims: IdTokenClaims;
  try {
    claims = await verifyIdToken(match[1]!);
  } catch {
    throw unauthorized();
  }
  return callerFromClaims(claims, limiter);
}

/** Enforces a call's `who`: 401 without a caller where one is needed, 403 without the role. */
export function authorize(who: Who, caller: Caller | null, notSignedInMessage?: MessageKey): void {
  if (who === 'any') return;
  if (!caller) throw unauthorized(notSignedInMessage);
  if (who === 'user') return;
  if (who === 'seller' && !caller.sellerAccount) throw forbidden();
  if (who === 'expert' && !isStaff(caller.groups)) throw forbidden();
  if (who === 'admin' && !isAdmin(caller.groups)) throw forbidden();
}
