import type { CallResponse, CallResult } from '../../../shared/contract/protocol.ts';
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
      const body = (await response.json()) as CallResponse<T>;
      return body.result;
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
    return { status: 0, code: 'unexpectedError', message: 'An unexpected error occurred', data: null as T };
  }
}
