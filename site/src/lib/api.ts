import type { CallInput, CallName, CallOutput } from '../../../shared/contract/calls.ts';
import type { CallResult } from '../../../shared/contract/protocol.ts';
import type { MessageKey } from '../../../shared/messages.ts';
import { loadConfig } from './config.ts';
import { ensureFreshToken, expireSession, refreshToken } from './session.ts';

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

/** How long the site keeps retrying a call whose server is waking up before it shows the 503. */
export const WAKING_PATIENCE_MS = 60_000;

/**
 * Sends a call again while the protocol answers 503 (the search database resuming after a quiet
 * spell: docs/adr/0045), after the answer's `retryAfter` seconds, for up to WAKING_PATIENCE_MS: the
 * call stays pending meanwhile, so the island keeps showing its loading state rather than an error.
 * Only the protocol's own 503 is retried (the call did nothing); a bare 503 from the edge is not.
 */
async function untilAwake<T>(send: () => Promise<CallResult<T>>): Promise<CallResult<T>> {
  const giveUpAt = Date.now() + WAKING_PATIENCE_MS;
  for (;;) {
    const result = await send();
    if (result.status !== 503 || result.code === UNEXPECTED[0]) return result;
    const retryAfter = Number((result.data as { retryAfter?: unknown } | null)?.retryAfter ?? 5);
    const waitMs = Math.max(0, Math.min(Number.isFinite(retryAfter) ? retryAfter : 5, 30)) * 1000;
    if (Date.now() + waitMs > giveUpAt) return result;
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}

/** The body as JSON, or null when it is not JSON. */
async function jsonOrNull(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The calls whose input may be left out: nothing in it is required. */
type CallWithoutInput = { [N in CallName]: Record<never, never> extends CallInput<N> ? N : never }[CallName];

/**
 * Makes a call of the registry (shared/contract/calls.ts, types only): `POST {apiUrl}/{name}` with
 * `{"data": ...}`, the input and the answer's data typed by the call's entry. Always resolves to the protocol's
 * result; a transport failure becomes status 0 with the spec's generic message (code
 * `unexpectedError`), so callers branch on `status` alone and say `code` (lib/messages.ts).
 *
 * A signed-in person's ID token goes along as `Authorization: Bearer`, refreshed first when it is
 * about to expire. A 401 to a call that carried a token means the token went stale: the call is
 * retried once with a freshly refreshed one; when no fresh token can be had the session ends and
 * the person is sent to sign in (session.ts).
 */
export function call<N extends CallName>(name: N, data: CallInput<N>): Promise<CallResult<CallOutput<N>>>;
export function call<N extends CallWithoutInput>(name: N): Promise<CallResult<CallOutput<N>>>;
export async function call(name: CallName, data: object = {}): Promise<CallResult<unknown>> {
  try {
    const { apiUrl } = await loadConfig();
    const send = async (token: string | null): Promise<CallResult<unknown>> => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(`${apiUrl}/${name}`, { method: 'POST', headers, body: JSON.stringify({ data }) });
      return resultOf(response.status, await jsonOrNull(response));
    };
    const token = await ensureFreshToken();
    const result = await untilAwake(() => send(token));
    if (result.status !== 401 || !token) return result;
    const fresh = await refreshToken();
    if (!fresh || fresh === token) {
      if (fresh) expireSession(); // the refresh could not replace a token the server refuses
      return result;
    }
    return await send(fresh);
  } catch {
    return { status: 0, code: UNEXPECTED[0], message: UNEXPECTED[1], data: null };
  }
}
