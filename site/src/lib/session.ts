import { atom } from 'nanostores';

/**
 * The session values the spec keeps in browser storage (section 3). Sign-in (features/auth) writes
 * them with `writeSession()`; `ensureFreshToken()` keeps the ID token fresh; `signOut()` and
 * `signOutAdmin()` end the session as the spec says. Amplify is never imported statically here:
 * this module is in every page's JavaScript (the header), Amplify only in the account pages'.
 */
export const SESSION_KEYS = {
  token: 'token',
  uid: 'uid',
  email: 'emailuSer',
  displayName: 'displayName',
  sellerAccount: 'sellerAccount',
  paymentDetailsAdded: 'paymentDetailsAdded',
  currency: 'currency',
  user: 'user',
} as const;

/** The keys sign-out removes: exactly these, as the spec lists them (currency and user stay). */
export const SIGN_OUT_KEYS = [
  SESSION_KEYS.token,
  SESSION_KEYS.uid,
  SESSION_KEYS.email,
  SESSION_KEYS.displayName,
  SESSION_KEYS.sellerAccount,
  SESSION_KEYS.paymentDetailsAdded,
] as const;

/** The stored user object (key `user`): at least a token and a role. */
export interface StoredUser {
  token?: string;
  role?: string;
  [key: string]: unknown;
}

/** What the islands need to know about the visitor. */
export interface Session {
  /** A token entry exists: outside the admin area this is what "signed in" means. */
  signedIn: boolean;
  token: string | null;
  uid: string | null;
  email: string | null;
  displayName: string | null;
  sellerAccount: boolean;
  paymentDetailsAdded: boolean;
  user: StoredUser | null;
}

const SIGNED_OUT: Session = {
  signedIn: false,
  token: null,
  uid: null,
  email: null,
  displayName: null,
  sellerAccount: false,
  paymentDetailsAdded: false,
  user: null,
};

/** Reads one storage key; null on the server, in private mode or when absent/empty. */
export function readStored(key: string): string | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    const value = localStorage.getItem(key);
    return value === null || value === '' || value === 'undefined' || value === 'null' ? null : value;
  } catch {
    return null;
  }
}

/** Stored flags are written as strings by various screens: "true"/"1" count as true. */
function readFlag(key: string): boolean {
  const value = readStored(key);
  return value === 'true' || value === '1';
}

/** The stored user object, when it parses. */
export function readStoredUser(): StoredUser | null {
  const raw = readStored(SESSION_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as StoredUser) : null;
  } catch {
    return null;
  }
}

/** The whole session as stored right now. */
export function readSession(): Session {
  if (typeof localStorage === 'undefined') return SIGNED_OUT;
  const token = readStored(SESSION_KEYS.token);
  return {
    signedIn: token !== null,
    token,
    uid: readStored(SESSION_KEYS.uid),
    email: readStored(SESSION_KEYS.email),
    displayName: readStored(SESSION_KEYS.displayName),
    sellerAccount: readFlag(SESSION_KEYS.sellerAccount),
    paymentDetailsAdded: readFlag(SESSION_KEYS.paymentDetailsAdded),
    user: readStoredUser(),
  };
}

/** In the admin area a visitor counts as signed in only when the stored user has a token. */
export function isAdminSignedIn(): boolean {
  return Boolean(readStoredUser()?.token);
}

/**
 * The user-menu greeting: the display name, else the first 7 characters of the e-mail's local
 * part followed by an ellipsis (spec section 2 and 9).
 */
export function greetingName(session: Pick<Session, 'email' | 'displayName'>): string {
  if (session.displayName) return session.displayName;
  if (!session.email) return '';
  const local = session.email.split('@')[0] ?? '';
  return `${local.slice(0, 7)}…`;
}

/**
 * The session every island shares. It starts signed out (that is also what the pre-rendered HTML
 * shows) and is filled from storage on the client by `refreshSession()`, which islands call once
 * mounted so hydration matches the server markup.
 */
export const $session = atom<Session>(SIGNED_OUT);

let listening = false;
/** Re-reads storage into `$session` (after sign-in, or when another tab changes it). */
export function refreshSession(): void {
  $session.set(readSession());
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('storage', (event) => {
      if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) $session.set(readSession());
    });
  }
}

// ---- writing the session --------------------------------------------------------------------------

/** The roles the stored user object carries: Cognito groups first, then the seller account. */
export type Role = 'admin' | 'expert' | 'seller' | 'user';

/** The claims of a JWT, decoded without verification (the server verifies; the site only reads). */
export function decodeToken(token: string): Record<string, unknown> | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The Cognito groups an ID token names (`cognito:groups`). */
export function tokenGroups(token: string): string[] {
  const groups = decodeToken(token)?.['cognito:groups'];
  return Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [];
}

/** admin, then expert (Cognito groups), then seller (a seller account), else user. */
export function roleOf(groups: readonly string[], sellerAccount: boolean): Role {
  if (groups.includes('admin')) return 'admin';
  if (groups.includes('expert')) return 'expert';
  return sellerAccount ? 'seller' : 'user';
}

/** Everything sign-in stores, under the spec's keys. */
export interface SessionValues {
  token: string;
  uid: string;
  email: string;
  displayName: string;
  sellerAccount: boolean;
  paymentDetailsAdded: boolean;
  currency: string;
  role: Role;
}

/**
 * Stores a signed-in session under the spec's keys: token, uid, emailuSer, displayName,
 * sellerAccount and paymentDetailsAdded ('true'/'false'), currency, and `user` =
 * {token, role, uid, email}. Every island sees it at once.
 */
export function writeSession(values: SessionValues): void {
  localStorage.setItem(SESSION_KEYS.token, values.token);
  localStorage.setItem(SESSION_KEYS.uid, values.uid);
  localStorage.setItem(SESSION_KEYS.email, values.email);
  localStorage.setItem(SESSION_KEYS.displayName, values.displayName);
  localStorage.setItem(SESSION_KEYS.sellerAccount, String(values.sellerAccount));
  localStorage.setItem(SESSION_KEYS.paymentDetailsAdded, String(values.paymentDetailsAdded));
  localStorage.setItem(SESSION_KEYS.currency, values.currency);
  const user: StoredUser = { token: values.token, role: values.role, uid: values.uid, email: values.email };
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  refreshSession();
}

/** Replaces the ID token in `token` and in the stored user (after a refresh). */
function storeToken(token: string): void {
  try {
    localStorage.setItem(SESSION_KEYS.token, token);
    const user = readStoredUser();
    if (user) localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ ...user, token }));
  } catch {
    // storage unavailable: the fresh token lives for this call only
  }
  $session.set(readSession());
}

/**
 * Removes the keys sign-out removes, exactly those the spec lists. The stored `user` key stays, as
 * the spec says, but without its token: a token left behind would still open the API (and the
 * admin area's check) until it expired.
 */
function clearSessionKeys(): void {
  try {
    for (const key of SIGN_OUT_KEYS) localStorage.removeItem(key);
    const user = readStoredUser();
    if (user && 'token' in user) {
      const { token: _dropped, ...rest } = user;
      localStorage.setItem(SESSION_KEYS.user, JSON.stringify(rest));
    }
  } catch {
    // storage unavailable: nothing was stored either
  }
  $session.set(SIGNED_OUT);
}

// ---- keeping the token fresh ----------------------------------------------------------------------

/** A token this close to its expiry is refreshed before it is sent. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** Sign-out never waits longer than this for Cognito. */
const SIGN_OUT_WAIT_MS = 4000;

/** True when Amplify keeps a Cognito session in this browser (its keys in local storage). */
function hasAmplifySession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) if (localStorage.key(i)?.startsWith('CognitoIdentityServiceProvider.')) return true;
  } catch {
    // no storage, no session
  }
  return false;
}

/** The Amplify module, loaded on demand: it is not part of the pages that never need it. */
function loadAuthModule() {
  return import('../features/auth/amplify.ts');
}

let refreshing: Promise<string | null> | null = null;

/**
 * A fresh ID token from Cognito, stored under `token` and in `user`. When the session is over
 * (no refresh token, or Cognito refuses it) the session is ended and the person sent to sign in;
 * the answer is then null. A passing failure (offline) keeps the current token.
 */
export function refreshToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const current = readStored(SESSION_KEYS.token);
    try {
      const result = hasAmplifySession() ? await (await loadAuthModule()).refreshIdToken() : ({ kind: 'over' } as const);
      if (result.kind === 'fresh') {
        storeToken(result.idToken);
        return result.idToken;
      }
      if (result.kind === 'over') {
        expireSession();
        return null;
      }
      console.error('token refresh failed', result.error);
      return current;
    } catch (error) {
      // the module itself could not load (offline): keep what there is
      console.error('token refresh failed', error);
      return current;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * The ID token to send with a call: the stored one, refreshed first when it expires within five
 * minutes. Null when nobody is signed in (or the session just ended).
 */
export async function ensureFreshToken(): Promise<string | null> {
  const token = readStored(SESSION_KEYS.token);
  if (!token) return null;
  const exp = decodeToken(token)?.exp;
  if (typeof exp === 'number' && exp * 1000 - Date.now() > REFRESH_MARGIN_MS) return token;
  return refreshToken();
}

/** The sign-in page for the current page: the console's for the admin area, else the site's. */
function signInPath(): string {
  const page = /^(\/fr)?\/admin-(details|login)(\/|$)/.test(location.pathname) ? '/admin-login' : '/seller-login';
  return homePath() === '/fr/' ? `/fr${page}` : page;
}

let expiring = false;
/**
 * The session is over: remove the spec's keys and send the person to sign in (the console's
 * sign-in from the admin area), with the page they were on as `next` and a message saying why
 * (`expired=1`).
 */
export function expireSession(): void {
  clearSessionKeys();
  void loadAuthModule()
    .then((m) => m.signOutOfCognito())
    .catch(() => undefined);
  if (typeof location === 'undefined' || expiring) return;
  expiring = true;
  const here = location.pathname + location.search + location.hash;
  const target = signInPath();
  if (location.pathname.replace(/\/$/, '') === target) return;
  location.assign(`${target}?expired=1&next=${encodeURIComponent(here)}`);
}

// ---- signing out ------------------------------------------------------------------------------------

/** The home page of a language: `/` or `/fr/`. */
function homePath(): string {
  return typeof location !== 'undefined' && /^\/fr(\/|$)/.test(location.pathname) ? '/fr/' : '/';
}

/** Ends the Amplify session, when there is one, without ever holding sign-out up for long. */
async function endCognitoSession(): Promise<void> {
  if (!hasAmplifySession()) return;
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS));
  const done = loadAuthModule()
    .then((m) => m.signOutOfCognito())
    .catch((error: unknown) => console.error('Cognito sign-out failed', error));
  await Promise.race([done, timeout]);
}

/**
 * Sign-out as the spec defines it: remove exactly token, uid, emailuSer, displayName,
 * sellerAccount and paymentDetailsAdded, go to / and reload. The Cognito session (Amplify's
 * tokens) ends first.
 */
export async function signOut(): Promise<void> {
  await endCognitoSession();
  clearSessionKeys();
  const home = homePath();
  if (location.pathname === home) location.reload();
  else location.assign(home);
}

/**
 * The admin sign-out: await the Cognito logout, remove the session keys and the stored user, go
 * to /admin-login and reload.
 */
export async function signOutAdmin(): Promise<void> {
  await endCognitoSession();
  clearSessionKeys();
  try {
    localStorage.removeItem(SESSION_KEYS.user);
  } catch {
    // storage unavailable
  }
  const target = homePath() === '/fr/' ? '/fr/admin-login' : '/admin-login';
  if (location.pathname.replace(/\/$/, '') === target) location.reload();
  else location.assign(target);
}
