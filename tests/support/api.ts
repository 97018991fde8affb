/** Calls the running local stack exactly as an outside client would: POST /api/{name} {"data": ...}. */
export const BASE_URL = process.env.PATINA_URL ?? 'http://localhost:4400';

export interface Answer<T = any> {
  httpStatus: number;
  status: number;
  /** The message's code in shared/messages.ts (what the site translates by). */
  code: string;
  message: string;
  /** The values of the message's placeholders, when it has any. */
  params?: Record<string, string | number>;
  data: T;
  raw: string;
}

export async function rawPost(path: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${BASE_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const raw = await response.text();
  let parsed: any = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // leave null: the test asserts on it
  }
  const result = parsed?.result;
  return { httpStatus: response.status, status: result?.status, code: result?.code, message: result?.message, params: result?.params, data: result?.data, raw };
}

export function callApi<T = any>(name: string, data: unknown = {}, headers: Record<string, string> = {}): Promise<Answer<T>> {
  return rawPost(`/api/${name}`, JSON.stringify({ data }), headers) as Promise<Answer<T>>;
}
