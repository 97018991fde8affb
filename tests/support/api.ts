import { Agent, request } from 'node:http';

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
  /** The Retry-After header's seconds, on an answer that has one (a 429). */
  retryAfter?: number;
}

export async function rawPost(path: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${BASE_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return toAnswer(response.status, await response.text(), response.headers.get('retry-after'));
}

/** A call's HTTP answer read as the protocol's result. */
function toAnswer(httpStatus: number, raw: string, retryAfter?: string | null): Answer {
  let parsed: any = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // leave null: the test asserts on it
  }
  const result = parsed?.result;
  return { httpStatus, status: result?.status, code: result?.code, message: result?.message, params: result?.params, data: result?.data, raw, ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}) };
}

export function callApi<T = any>(name: string, data: unknown = {}, headers: Record<string, string> = {}): Promise<Answer<T>> {
  return rawPost(`/api/${name}`, JSON.stringify({ data }), headers) as Promise<Answer<T>>;
}

/** One kept-alive connection pool per client address (a person of a crowd: tests/support/crowd.ts). */
const agents = new Map<string, Agent>();

/**
 * A call as `callApi` makes it, but from `address` (a loopback address such as 127.61.0.7): the
 * gateway sees that client address, as it sees each person on the internet by theirs.
 */
export function callApiFrom<T = any>(address: string, name: string, data: unknown = {}, headers: Record<string, string> = {}): Promise<Answer<T>> {
  return callStackFrom<T>(BASE_URL, address, name, data, headers);
}

/** `callApiFrom` on the stack at `baseUrl` (a test's own stack). */
export async function callStackFrom<T = any>(baseUrl: string, address: string, name: string, data: unknown = {}, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const body = JSON.stringify({ data });
  const { status, body: raw, retryAfter } = await requestFrom(baseUrl, address, 'POST', `/api/${name}`, body, { 'content-type': 'application/json', ...headers });
  return toAnswer(status, raw, retryAfter) as Answer<T>;
}

/** A page (or any GET) requested from `address`, as `callApiFrom` calls: its status and body. */
export async function getFrom(address: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { status, body } = await requestFrom(BASE_URL, address, 'GET', path, undefined, headers);
  return { status, body };
}

interface Reply {
  status: number;
  body: string;
  retryAfter?: string;
}

/** One HTTP request to the stack at `baseUrl` from `address`, on that address's kept-alive connections. */
function requestFrom(baseUrl: string, address: string, method: 'GET' | 'POST', path: string, body: string | undefined, headers: Record<string, string>): Promise<Reply> {
  let agent = agents.get(address);
  if (!agent) agents.set(address, (agent = new Agent({ keepAlive: true, localAddress: address })));
  // The gateway listens on 127.0.0.1: "localhost" could resolve to ::1, which a 127.x address cannot reach.
  const url = new URL(`${baseUrl}${path}`);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  const send = (): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
      const req = request(url, { method, agent, headers: { ...length, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), retryAfter: res.headers['retry-after'] }));
        res.on('error', reject);
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the server had just closed as idle: the request never reached it
        // (Node's documented case for `reusedSocket`), so it is sent again on a new connection.
        if (req.reusedSocket && error.code === 'ECONNRESET') resolve(send());
        else reject(error);
      });
      req.end(body);
    });
  return send();
}

/** Closes the connections `callApiFrom` keeps open (a test file's end). */
export function closeClientAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
