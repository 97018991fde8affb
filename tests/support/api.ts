/** Calls the running local stack exactly as an outside client would: POST /api/{name} {"data": ...}. */
export const BASE_URL = process.env.PATINA_URL ?? 'http://localhost:4400';

export interface Answer<T = any> {
  httpStatus: number;
  status: number;
  message: string;
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
  return { httpStatus: response.status, status: parsed?.result?.status, message: parsed?.result?.message, data: parsed?.result?.data, raw };
}

export function callApi<T = any>(name: string, data: unknown = {}, headers: Record<string, string> = {}): Promise<Answer<T>> {
  return rawPost(`/api/${name}`, JSON.stringify({ data }), headers) as Promise<Answer<T>>;
}
