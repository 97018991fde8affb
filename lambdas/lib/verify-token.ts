import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { newProfile, personName, type Profile } from '../../shared/account.ts';
import { isClosed, isSuspended } from '../../shared/admin/users.ts';
import { isLocale } from '../../shared/i18n/paths.ts';
import { createProfileIfMissing, getProfile } from '../data/entities/profile.ts';
import type { AccountLimiter } from './account-limit.ts';
import { currentTime } from './clock.ts';
import { unauthorized } from './errors.ts';
import { optionalEnv, requireEnv } from './env.ts';

/** The signed-in person making a call, taken from a verified Cognito ID token. */
export interface Caller {
  uid: string;
  email: string;
  groups: string[];
  sellerAccount: boolean;
  /** How the person is named where others see them (bid history, masked): their display name. */
  name: string;
  /** An admin suspended the account (docs/adr/0050): it may read, not bid, buy, pay or list. */
  suspended: boolean;
}

/** The claims of a Cognito ID token that Patina reads. */
export interface IdTokenClaims {
  sub: string;
  email?: string;
  given_name?: string;
  /** The language the person registered in (the site sets it at sign-up: docs/adr/0048). */
  locale?: string;
  family_name?: string;
  phone_number?: string;
  'cognito:groups'?: string[];
}

type Verify = (token: string) => Promise<IdTokenClaims>;
let verify: Verify | null = null;

/**
 * Verifies Cognito ID tokens of the configured pool and client: signature (the pool's JWKS),
 * issuer, audience, expiry and `token_use: id`. In AWS it is aws-jwt-verify's CognitoJwtVerifier;
 * locally (COGNITO_ENDPOINT set) the same checks through JwtRsaVerifier, since cognito-local's pool
 * ids and http key URL are not AWS-shaped.
 */
function verifier(): Verify {
  if (verify) return verify;
  const userPoolId = requireEnv('USER_POOL_ID');
  const clientId = requireEnv('USER_POOL_CLIENT_ID');
  const localEndpoint = optionalEnv('COGNITO_ENDPOINT');
  if (localEndpoint) {
    const issuer = `${localEndpoint}/${userPoolId}`;
    const local = JwtRsaVerifier.create(
      { issuer, audience: clientId, jwksUri: `${issuer}/.well-known/jwks.json`, customJwtCheck: ({ payload }) => assertIdToken(payload as { token_use?: unknown }) },
      { jwksCache: new SimpleJwksCache({ fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() } }) },
    );
    verify = async (token) => (await local.verify(token)) as unknown as IdTokenClaims;
  } else {
    const cognito = CognitoJwtVerifier.create({ userPoolId, tokenUse: 'id', clientId });
    verify = async (token) => (await cognito.verify(token)) as unknown as IdTokenClaims;
  }
  return verify;
}

function assertIdToken(payload: { token_use?: unknown }): void {
  if (payload.token_use !== 'id') throw new Error('Not an ID token');
}

/**
 * Tokens verified lately, with their claims, until they expire. A person sends the same token with every
 * call for up to an hour, and checking its RSA signature each time was ~3 % of a hot lot's CPU
 * (docs/adr/0069). A token passes here only as it would pass again: its exact text was verified, and
 * `exp` is checked on every use against the same clock the verifier uses (there is no `nbf` to pass later;
 * what is checked per call beyond the token, a closed account, is read from the profile every time).
 */
const verified = new Map<string, { claims: IdTokenClaims; expiresAtMs: number }>();
/** Tokens kept at the most (the oldest go first): about a megabyte. */
const VERIFIED_KEPT = 1000;

/** The claims of a valid ID token; throws when the token is not one. */
export async function verifyIdToken(token: string): Promise<IdTokenClaims> {
  const known = verified.get(token);
  if (known && Date.now() < known.expiresAtMs) return known.claims;
  verified.delete(token);
  const claims = await verifier()(token);
  const exp = (claims as { exp?: unknown }).exp;
  if (typeof exp === 'number') {
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims: Object.freeze(claims), expiresAtMs: exp * 1000 });
  }
  return claims;
}

/** The caller a verified token names, and whether their call is within its account limit (a call without one always is). */
export interface IdentifiedCaller {
  caller: Caller;
  withinLimit: boolean;
}

/**
 * The caller a verified token names. Their profile is read (and made on their first call, from the
 * token's claims), because the seller account lives there, not in the token. A deleted account's
 * token is refused (401) at once: an ID token stays valid by its signature until it expires, even
 * after the user pool has signed its holder out and deleted them (docs/adr/0025). A call with an
 * account limit is counted on the profile by the same read (account-limit.ts).
 */
export async function callerFromClaims(claims: IdTokenClaims, limiter?: AccountLimiter): Promise<IdentifiedCaller> {
  const email = claims.email ?? '';
  const details = { uid: claims.sub, email, firstName: claims.given_name, lastName: claims.family_name, phoneNumber: claims.phone_number, language: isLocale(claims.locale) ? claims.locale : undefined };
  const read = (): Promise<{ profile: Profile | null; counted: boolean }> =>
    limiter ? limiter.readProfileCounting(claims.sub) : getProfile(claims.sub).then((profile) => ({ profile, counted: true }));
  let { profile, counted } = await read();
  if (!profile) {
    await createProfileIfMissing(newProfile(details, currentTime()));
    ({ profile, counted } = await read());
    if (!profile) throw new Error(`The profile of ${claims.sub} is missing right after it was made`);
  }
  if (isClosed(profile)) throw unauthorized('accountDeleted');
  const name = personName(profile, email) || 'bidder';
  return { caller: { uid: claims.sub, email, groups: claims['cognito:groups'] ?? [], sellerAccount: profile.sellerAccount, name, suspended: isSuspended(profile) }, withinLimit: counted };
}
