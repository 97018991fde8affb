import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { Messages } from '../../shared/messages.ts';
import { checkListUsersRequest, pageOfUsers, type TwinAnswer } from './cognito-admin-twin.ts';
import { COGNITO_LOCAL_HOST, mayForwardAction } from './cognito-admin-access.ts';
import { clientIp, type ClientRateLimiter } from './rate-limiter.ts';

/**
 * What stands in front of cognito-local on the Cognito port, doing locally what AWS does in front of
 * a user pool: the WAF rate-based rules for sign-in and registration (infra/rate-limits.ts, by the
 * X-Amz-Target action) and Cognito's own slowing of password guessing. cognito-local itself listens
 * on an internal port and is reached only through here.
 */

/**
 * Password guessing, as Cognito slows it: after FREE_FAILURES wrong passwords in a row for one user
 * name, that user name is locked and each further failure doubles the lock, up to MAX_LOCK_SECONDS;
 * an attempt during a lock is refused unanswered ("Password attempts exceeded"), even with the right
 * password. A successful sign-in clears the count. Cognito's first lock is 1 s; the local one starts
 * at FIRST_LOCK_SECONDS (stricter, never more lenient) so a locked name stays locked long enough to see.
 */
export const PASSWORD_LOCKOUT = { freeFailures: 5, firstLockSeconds: 15, maxLockSeconds: 900 } as const;

/** Seconds a user name is locked after its n-th wrong password in a row (0 while under the free failures). */
export function lockSecondsAfter(failures: number, policy = PASSWORD_LOCKOUT): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxLockSeconds, policy.firstLockSeconds * 2 ** (failures - policy.freeFailures));
}

/** Wrong-password counts and locks per user name (rate-limiter-flexible's memory store). */
export class PasswordLockout {
  /** Wrong passwords in a row, kept for an hour after the first. */
  private readonly failures = new RateLimiterMemory({ keyPrefix: 'pw-failures', points: 1_000_000, duration: 3600 });
  /** A blocked key is a locked user name. */
  private readonly locks = new RateLimiterMemory({ keyPrefix: 'pw-lock', points: 1, duration: 1 });

  /** Milliseconds the user name stays locked (0 when it is not). */
  async lockedFor(username: string): Promise<number> {
    const lock = await this.locks.get(normalise(username));
    return lock && lock.consumedPoints > 1 ? lock.msBeforeNext : 0;
  }

  async failed(username: string): Promise<void> {
    const key = normalise(username);
    const count = (await this.failures.penalty(key, 1)).consumedPoints;
    const seconds = lockSecondsAfter(count);
    if (seconds > 0) await this.locks.block(key, seconds);
  }

  async succeeded(username: string): Promise<void> {
    await this.failures.delete(normalise(username));
  }
}

const normalise = (username: string) => username.trim().toLowerCase();

/** The largest Cognito request read here (Cognito's own requests are a few KB). */
const MAX_COGNITO_BODY_BYTES = 64 * 1024;
const PASSWORD_FLOWS = new Set(['USER_PASSWORD_AUTH', 'ADMIN_USER_PASSWORD_AUTH', 'USER_AUTH']);

/** A Cognito error answer as the SDKs read it: `__type` and `message`, readable across origins. */
function sendCognitoError(res: ServerResponse, status: number, type: string, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-errortype': type,
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'x-amzn-errortype, x-amzn-requestid, retry-after',
    ...headers,
  });
  res.end(JSON.stringify({ __type: type, message }));
}

async function readLimited(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_COGNITO_BODY_BYTES) tooLarge = true; // read on (discarding) so the answer reaches the client
    else chunks.push(chunk);
  }
  return tooLarge ? null : Buffer.concat(chunks);
}

/** The user name a password sign-in names, or null when the request is not one. */
function passwordSignInUsername(target: string, body: Buffer): string | null {
  if (target !== 'InitiateAuth' && target !== 'AdminInitiateAuth') return null;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { AuthFlow?: unknown; AuthParameters?: { USERNAME?: unknown; PASSWORD?: unknown } };
    if (typeof parsed.AuthFlow !== 'string' || !PASSWORD_FLOWS.has(parsed.AuthFlow)) return null;
    const username = parsed.AuthParameters?.USERNAME;
    return typeof username === 'string' && parsed.AuthParameters?.PASSWORD !== undefined ? username : null;
  } catch {
    return null;
  }
}

interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A sign-in refused for its password or user name (not, e.g., for a disabled account). */
function isWrongPassword(answer: UpstreamAnswer): boolean {
  if (answer.status !== 400) return false;
  try {
    const error = JSON.parse(answer.body.toString('utf8')) as { __type?: unknown; message?: unknown };
    if (error.__type === 'InvalidPasswordException' || error.__type === 'UserNotFoundException') return true;
    return error.__type === 'NotAuthorizedException' && !/disabled/i.test(String(error.message));
  } catch {
    return false;
  }
}

export interface CognitoGuardOptions {
  host: string;
  /** The public Cognito port (what clients and /config.json use). */
  port: number;
  /** Where cognito-local listens. */
  upstreamPort: number;
  limiter: ClientRateLimiter;
  lockout?: PasswordLockout;
}

export async function startCognitoGuard(options: CognitoGuardOptions): Promise<Server> {
  const lockout = options.lockout ?? new PasswordLockout();

  /** Sends the request on to cognito-local and answers its reply (held here: Cognito's replies are small). */
  function forward(req: IncomingMessage, body: Buffer | null, target?: string): Promise<UpstreamAnswer> {
    return new Promise((resolve, reject) => {
      const headers = { ...req.headers, host: `${COGNITO_LOCAL_HOST}:${options.upstreamPort}`, ...(target ? { 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` } : {}) };
      if (body) headers['content-length'] = String(body.length);
      const upstream = request({ host: COGNITO_LOCAL_HOST, port: options.upstreamPort, method: req.method, path: req.url, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      });
      upstream.on('error', reject);
      if (body) upstream.end(body);
      else req.pipe(upstream);
    });
  }
  const relay = (res: ServerResponse, answer: UpstreamAnswer) => {
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const targetHeader = req.headers['x-amz-target'];
    const target = typeof targetHeader === 'string' ? (targetHeader.split('.').pop() ?? '') : '';
    if (req.method !== 'POST' || !target) return relay(res, await forward(req, null));
    // As AWS refuses an IAM action without valid credentials: cognito-local would take any (cognito-admin-access.ts).
    if (!mayForwardAction(target, req.socket.remoteAddress)) {
      req.resume();
      return sendCognitoError(res, 400, 'UnrecognizedClientException', 'The security token included in the request is invalid.');
    }

    const refusal = await options.limiter.check({ cognitoTarget: target, ip: clientIp(req) });
    if (refusal) {
      req.resume();
      return sendCognitoError(res, 429, 'TooManyRequestsException', Messages.tooManyRequests, { 'retry-after': String(refusal.retryAfterSeconds) });
    }
    const body = await readLimited(req);
    if (body === null) return sendCognitoError(res, 413, 'InvalidParameterException', 'The request is too large');

    if (target === 'ListUsers' || target === 'AdminUserGlobalSignOut') return answerTwin(res, await adminTwin(req, target, body));

    const username = passwordSignInUsername(target, body);
    if (username === null) return relay(res, await forward(req, body));
    if ((await lockout.lockedFor(username)) > 0) return sendCognitoError(res, 400, 'NotAuthorizedException', 'Password attempts exceeded');
    const answer = await forward(req, body);
    if (answer.status === 200) {
      await lockout.succeeded(username);
      return relay(res, answer);
    }
    if (!isWrongPassword(answer)) return relay(res, answer);
    await lockout.failed(username);
    // As Cognito answers it (the pool prevents user existence errors): one answer for a wrong
    // password and an unknown user name; cognito-local says InvalidPasswordException or UserNotFoundException.
    sendCognitoError(res, 400, 'NotAuthorizedException', 'Incorrect username or password.');
  }

  /** The admin actions cognito-local lacks or gets wrong (infra/local/cognito-admin-twin.ts). */
  async function adminTwin(req: IncomingMessage, target: 'ListUsers' | 'AdminUserGlobalSignOut', body: Buffer): Promise<TwinAnswer | UpstreamAnswer> {
    let request: Record<string, unknown>;
    try {
      request = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return { status: 400, body: { __type: 'SerializationException', message: 'Malformed request' } };
    }
    if (target === 'AdminUserGlobalSignOut') {
      // Whether the user is in the pool decides the answer, as in Cognito.
      const found = await forward(req, Buffer.from(JSON.stringify({ UserPoolId: request.UserPoolId, Username: request.Username })), 'AdminGetUser');
      return found.status === 200 ? { status: 200, body: {} } : found;
    }
    const refusal = checkListUsersRequest(request);
    if (refusal) return refusal;
    const { Limit: _limit, PaginationToken: _token, ...everyone } = request;
    const all = await forward(req, Buffer.from(JSON.stringify(everyone)));
    if (all.status !== 200) return all;
    return pageOfUsers(request, JSON.parse(all.body.toString('utf8')) as { Users?: { Username?: string }[] });
  }
  function answerTwin(res: ServerResponse, answer: TwinAnswer | UpstreamAnswer): void {
    if ('headers' in answer) return relay(res, answer);
    const error = answer.body as { __type?: string; message?: string };
    if (answer.status !== 200) return sendCognitoError(res, answer.status, error.__type ?? 'InternalErrorException', error.message ?? '');
    res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify(answer.body));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('cognito guard error', error);
      if (!res.headersSent) sendCognitoError(res, 500, 'InternalErrorException', Messages.somethingWentWrong);
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
