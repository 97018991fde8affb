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
}

export async function rawPost(path: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${BASE_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return toAnswer(response.status, await response.text());
}

/** A call's HTTP answer read as the protocol's result. */
function toAnswer(httpStatus: number, raw: string): Answer {
  let parsed: any = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // leave null: the test asserts on it
  }
  const result = parsed?.result;
  return { httpStatus, status: result?.status, code: result?.code, message: result?.message, params: result?.params, data: result?.data, raw };
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
export async function callApiFrom<T = any>(address: string, name: string, data: unknown = {}, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const body = JSON.stringify({ data });
  const { status, body: raw } = await requestFrom(address, 'POST', `/api/${name}`, body, { 'content-type': 'application/json', ...headers });
  return toAnswer(status, raw) as Answer<T>;
}

/** A page (or any GET) requested from `address`, as `callApiFrom` calls: its status and body. */
export function getFrom(address: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return requestFrom(address, 'GET', path, undefined, headers);
}

/** One HTTP request to the stack from `address`, on that address's kept-alive connections. */
function requestFrom(address: string, method: 'GET' | 'POST', path: string, body: string | undefined, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  let agent = agents.get(address);
  if (!agent) agents.set(address, (agent = new Agent({ keepAlive: true, localAddress: address })));
  // The gateway listens on 127.0.0.1: "localhost" could resolve to ::1, which a 127.x address cannot reach.
  const url = new URL(`${BASE_URL}${path}`);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  const send = (): Promise<{ status: number; body: string }> =>
    new Promise((resolve, reject) => {
      const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
      const req = request(url, { method, agent, headers: { ...length, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
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
