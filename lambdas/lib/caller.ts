import type { Who } from '../../shared/contract/protocol.ts';
import { forbidden, unauthorized } from './errors.ts';

/** The signed-in person making a call, taken from a verified Cognito ID token. */
export interface Caller {
  uid: string;
  email: string;
  groups: string[];
  sellerAccount: boolean;
}

/**
 * Verifies the bearer token of a request and returns its caller, or null when none was sent.
 * Accounts arrive with issue 3 (Cognito ID tokens verified with aws-jwt-verify); until a verifier is
 * installed, any token is refused rather than trusted.
 */
export type TokenVerifier = (token: string) => Promise<Caller>;

let verifier: TokenVerifier | null = null;

export function useTokenVerifier(next: TokenVerifier): void {
  verifier = next;
}

export async function identifyCaller(authorization: string | undefined): Promise<Caller | null> {
  if (!authorization) return null;
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (!match) throw unauthorized();
  if (!verifier) throw unauthorized();
  try {
    return await verifier(match[1]!);
  } catch {
    throw unauthorized();
  }
}

/** Enforces a call's `who`: 401 without a caller where one is needed, 403 without the role. */
export function authorize(who: Who, caller: Caller | null, notSignedInMessage?: string): void {
  if (who === 'any') return;
  if (!caller) throw unauthorized(notSignedInMessage);
  if (who === 'user') return;
  if (who === 'seller' && !caller.sellerAccount) throw forbidden();
  if (who === 'expert' && !caller.groups.some((g) => g === 'expert' || g === 'admin')) throw forbidden();
  if (who === 'admin' && !caller.groups.includes('admin')) throw forbidden();
}
