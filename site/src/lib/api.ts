import type { CallResult } from '../../../shared/contract/protocol.ts';
import type { MessageKey } from '../../../shared/messages.ts';
import { ensureFreshToken, expireSession, refreshToken } from './session.ts';

/** The runtime configuration the gateway serves at /config.json. */
export interface RuntimeConfig {
  apiUrl: string;
  wsUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint?: string;
  /** The payment provider's tokenising endpoint and publishable key (docs/adr/0009). */
  paymentsUrl: string;
  paymentsPublishableKey: string;
}

let configPromise: Promise<RuntimeConfig> | null = null;

/** Reads /config.json once per page. */
export function loadConfig(): Promise<RuntimeConfig> {
  configPromise ??= fetch('/config.json').then((r) => {
    if (!r.ok) throw new Error(`config.json answered ${r.status}`);
    return r.json() as Promise<RuntimeConfig>;
  });
  return configPromise;
}

/**
 * The message of an HTTP status that came without the protocol's body: its code, and its English as
 * a fallback (the Messages table itself stays out of the browser: islands get their texts as props).
 */
const MESSAGE_BY_STATUS: Readonly<Record<number, [MessageKey, string]>> = {
  401: ['notSignedIn', 'You must be logged in'],
  403: ['forbidden', 'You are not allowed to do this'],
  404: ['notFound', 'Not found'],
  429: ['tooManyRequests', 'Too many requests, please try again shortly'],
};
const UNEXPECTED: [MessageKey, string] = ['unexpectedError', 'An unexpected error occurred'];

/**
 * The protocol's result of one HTTP answer. Most answers carry `{"result": …}`; one that does not
 * (an edge's or the platform's own answer: a rate limiter's 429, a firewall's 403, a gateway's 5xx,
 * an HTML error page) becomes a protocol error with its HTTP status, so callers still branch on
 * `status` and a 401 still leads to the refresh-and-retry path. A success status without a result is
 * not a success: status 0 with the generic message, like a transport failure.
 */
export function resultOf<T>(httpStatus: number, body: unknown): CallResult<T> {
  const result = (body as { result?: CallResult<T> } | null)?.result;
  if (result && typeof result === 'object' && typeof result.status === 'number' && typeof result.message === 'string') return result;
  const [code, message] = httpStatus < 400 ? UNEXPECTED : (MESSAGE_BY_STATUS[httpStatus] ?? UNEXPECTED);
  return { status: httpStatus < 400 ? 0 : httpStatus, code, message, data: null as T };
}

/** The body as JSON, or null when it is not JSON. */
async function jsonOrNull(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * Makes a call: `POST {apiUrl}/{name}` with `{"data": ...}`. Always resolves to the protocol's
 * result; a transport failure becomes status 0 with the spec's generic message (code
 * `unexpectedError`), so callers branch on `status` alone and say `code` (lib/messages.ts).
 *
 * A signed-in person's ID token goes along as `Authorization: Bearer`, refreshed first when it is
 * about to expire. A 401 to a call that carried a token means the token went stale: the call is
 * retried once with a freshly refreshed one; when no fresh token can be had the session ends and
 * the person is sent to sign in (session.ts).
 */
export async function call<T = unknown>(name: string, data: object = {}): Promise<CallResult<T>> {
  try {
    const { apiUrl } = await loadConfig();
    const send = async (token: string | null): Promise<CallResult<T>> => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(`${apiUrl}/${name}`, { method: 'POST', headers, body: JSON.stringify({ data }) });
      return resultOf<T>(response.status, await jsonOrNull(response));
    };
    const token = await ensureFreshToken();
    const result = await send(token);
    if (result.status !== 401 || !token) return result;
    const fresh = await refreshToken();
    if (!fresh || fresh === token) {
      if (fresh) expireSession(); // the refresh could not replace a token the server refuses
      return result;
    }
    return await send(fresh);
  } catch {
    return { status: 0, code: UNEXPECTED[0], message: UNEXPECTED[1], data: null as T };
  }
}
