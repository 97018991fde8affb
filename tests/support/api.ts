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
export function callStackFrom<T = any>(baseUrl: string, address: string, name: string, data: unknown = {}, headers: Record<string, string> = {}): Promise<Answer<T>> {
  let agent = agents.get(address);
  if (!agent) agents.set(address, (agent = new Agent({ keepAlive: true, localAddress: address })));
  // The gateway listens on 127.0.0.1: "localhost" could resolve to ::1, which a 127.x address cannot reach.
  const url = new URL(`${baseUrl}/api/${name}`);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  const body = JSON.stringify({ data });
  const post = (): Promise<Answer<T>> =>
    new Promise((resolve, reject) => {
      const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(toAnswer(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), res.headers['retry-after']) as Answer<T>));
        res.on('error', reject);
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the server had just closed as idle: the request never reached it
        // (Node's documented case for `reusedSocket`), so it is sent again on a new connection.
        if (req.reusedSocket && error.code === 'ECONNRESET') resolve(post());
        else reject(error);
      });
      req.end(body);
    });
  return post();
}

/** Closes the connections `callApiFrom` keeps open (a test file's end). */
export function closeClientAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
