import type { CallResponse, CallResult } from '../../../shared/contract/protocol.ts';

/** The runtime configuration the gateway serves at /config.json. */
export interface RuntimeConfig {
  apiUrl: string;
  wsUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint?: string;
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

/** The ID token, when someone is signed in (the spec keeps it under `token`). */
function storedToken(): string | null {
  try {
    return localStorage.getItem('token');
  } catch {
    return null;
  }
}

/**
 * Makes a call: `POST {apiUrl}/{name}` with `{"data": ...}`. Always resolves to the protocol's
 * result; a transport failure becomes status 0 with the spec's generic message, so callers branch
 * on `status` alone.
 */
export async function call<T = unknown>(name: string, data: object = {}): Promise<CallResult<T>> {
  try {
    const { apiUrl } = await loadConfig();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const token = storedToken();
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${apiUrl}/${name}`, { method: 'POST', headers, body: JSON.stringify({ data }) });
    const body = (await response.json()) as CallResponse<T>;
    return body.result;
  } catch {
    return { status: 0, message: 'An unexpected error occurred', data: null as T };
  }
}
