import { atom } from 'nanostores';

/**
 * The session values the spec keeps in browser storage (section 3), read-only here: sign-in
 * (a later issue) writes them, then calls `refreshSession()` so every island sees the change.
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

/** The home page of a language: `/` or `/fr/`. */
function homePath(): string {
  return typeof location !== 'undefined' && /^\/fr(\/|$)/.test(location.pathname) ? '/fr/' : '/';
}

/**
 * Sign-out as the spec defines it: remove exactly token, uid, emailuSer, displayName,
 * sellerAccount and paymentDetailsAdded, go to / and reload.
 */
export function signOut(): void {
  try {
    for (const key of SIGN_OUT_KEYS) localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing was stored either
  }
  $session.set(SIGNED_OUT);
  const home = homePath();
  if (location.pathname === home) location.reload();
  else location.assign(home);
}

/**
 * The admin sign-out: remove the session keys and the stored user, go to /admin-login and reload.
 * (The admin console awaits its auth client's logout before calling this.)
 */
export function signOutAdmin(): void {
  try {
    for (const key of SIGN_OUT_KEYS) localStorage.removeItem(key);
    localStorage.removeItem(SESSION_KEYS.user);
  } catch {
    // storage unavailable
  }
  $session.set(SIGNED_OUT);
  const target = homePath() === '/fr/' ? '/fr/admin-login' : '/admin-login';
  if (location.pathname.replace(/\/$/, '') === target) location.reload();
  else location.assign(target);
}
