import { loadConfig } from '../../lib/config.ts';
import { decodeToken, readStored, roleOf, SESSION_KEYS, tokenGroups, writeSession, type SessionValues } from '../../lib/session.ts';

/** What `getProfile` answers that the session keeps (contract/CALLS.md, Account). */
interface ProfileAnswer {
  displayName?: string;
  firstName?: string;
  lastName?: string;
  currency?: string;
  sellerAccount?: boolean;
  paymentDetailsAdded?: boolean;
}

/**
 * `getProfile` with a given token. Sent directly rather than through `call()`: during sign-in
 * there is no stored session yet to refresh or expire. Null when it fails (the session then says
 * sellerAccount and paymentDetailsAdded 'false').
 */
async function fetchProfile(token: string): Promise<ProfileAnswer | null> {
  try {
    const { apiUrl } = await loadConfig();
    const response = await fetch(`${apiUrl}/getProfile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: {} }),
    });
    const body = (await response.json()) as { result?: { status?: number; data?: ProfileAnswer } };
    return body.result?.status === 200 && body.result.data ? body.result.data : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Writes the signed-in session from a fresh ID token (spec section 3): token, uid (sub), emailuSer,
 * displayName (the profile's, else given + family name, else empty), sellerAccount and
 * paymentDetailsAdded (from getProfile, else 'false'), currency (the one already chosen here, else
 * the profile's, else GBP) and the user object {token, role, uid, email}.
 */
export async function establishSession(idToken: string, attributes: Record<string, string | undefined>): Promise<SessionValues> {
  const claims = decodeToken(idToken) ?? {};
  const uid = text(claims.sub);
  const email = text(claims.email) || text(attributes.email);
  const profile = await fetchProfile(idToken);
  const givenName = text(claims.given_name) || text(attributes.given_name) || text(profile?.firstName);
  const familyName = text(claims.family_name) || text(attributes.family_name) || text(profile?.lastName);
  const sellerAccount = profile?.sellerAccount === true;
  const values: SessionValues = {
    token: idToken,
    uid,
    email,
    displayName: text(profile?.displayName) || [givenName, familyName].filter(Boolean).join(' '),
    sellerAccount,
    paymentDetailsAdded: profile?.paymentDetailsAdded === true,
    currency: readStored(SESSION_KEYS.currency) ?? (text(profile?.currency) || 'GBP'),
    role: roleOf(tokenGroups(idToken), sellerAccount),
  };
  writeSession(values);
  return values;
}
