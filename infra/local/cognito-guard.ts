import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { Messages } from '../../shared/messages.ts';
import { checkListUsersRequest, pageOfUsers, type TwinAnswer } from './cognito-admin-twin.ts';
import { COGNITO_LOCAL_HOST, iamRefusal, isIamAction, mayForwardAction } from './cognito-admin-access.ts';
import { IDLE_KEEP_ALIVE_MS, LOCAL_CREDENTIALS } from './config.ts';
import { clientIp, type ClientRateLimiter } from './rate-limiter.ts';
import { readBodyWithin } from './request-body.ts';

/**
 * What stands in front of cognito-local on the Cognito port, doing locally what AWS does in front of
 * a user pool: the WAF rate-based rules for sign-in and registration (infra/rate-limits.ts, by the
 * X-Amz-Target action) and Cognito's own slowing of password guessing. cognito-local itself listens
 * on an internal port and is reached only through here.
 */

/**
 * Password and authenticator-code guessing, as Cognito slows it (docs/adr/0043): after FREE_FAILURES
 * wrong passwords or codes for one user — whichever name (e-mail, id, any case) each attempt used —
 * that user is locked and each further failure doubles the lock, up to MAX_LOCK_SECONDS; an attempt
 * during a lock is refused unanswered ("Password attempts exceeded"), even with the right password or
 * code. Only a sign-in that issues tokens clears the count (a right password that leads to the code
 * step does not). Cognito's first lock is 1 s; the local one starts at FIRST_LOCK_SECONDS (stricter,
 * never more lenient) so a locked user stays locked long enough to see.
 */
export const PASSWORD_LOCKOUT = { freeFailures: 5, firstLockSeconds: 15, maxLockSeconds: 900 } as const;

/** Seconds a user name is locked after its n-th wrong password in a row (0 while under the free failures). */
export function lockSecondsAfter(failures: number, policy = PASSWORD_LOCKOUT): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxLockSeconds, policy.firstLockSeconds * 2 ** (failures - policy.freeFailures));
}

/**
 * A sign-in session (the `Session` of a challenge, e.g. the authenticator code step), as Cognito
 * limits it: it lives SESSION_SECONDS (the app client's AuthSessionValidity, default and CDK pool: 3
 * minutes), ends at its first answer that issues tokens or a next challenge ("session can only be used
 * once"), and ends after WRONG_CODES_PER_SESSION wrong codes; the user's lockout counts each wrong code too.
 */
export const CHALLENGE_SESSION = { seconds: 180, wrongCodesPerSession: 3 } as const;

/** Wrong-password and wrong-code counts and locks per user (rate-limiter-flexible's memory store). */
export class PasswordLockout {
  /** Wrong passwords in a row, kept for an hour after the first. */
  private readonly failures = new RateLimiterMemory({ keyPrefix: 'pw-failures', points: 1_000_000, duration: 3600 });
  /** A blocked key is a locked user name. */
  private readonly locks = new RateLimiterMemory({ keyPrefix: 'pw-lock', points: 1, duration: 1 });

  /** Milliseconds the user stays locked (0 when it is not). `user` is a UserKey. */
  async lockedFor(user: string): Promise<number> {
    const lock = await this.locks.get(user);
    return lock && lock.consumedPoints > 1 ? lock.msBeforeNext : 0;
  }

  async failed(user: string): Promise<void> {
    const count = (await this.failures.penalty(user, 1)).consumedPoints;
    const seconds = lockSecondsAfter(count);
    if (seconds > 0) await this.locks.block(user, seconds);
  }

  async succeeded(user: string): Promise<void> {
    await this.failures.delete(user);
  }
}

/**
 * Who a sign-in names, as the lockout counts it: the user's id (their Username, the `sub`) when the
 * name is one of theirs, else the name itself, trimmed and lower-cased (an unknown name is counted too,
 * and answered like a known one).
 */
export type UserKey = string;
const unknownNameKey = (name: string): UserKey => `name:${name.trim().toLowerCase()}`;

/** The challenge sessions handed out and not yet ended. */
class ChallengeSessions {
  private readonly sessions = new Map<string, { user: UserKey; challenge: string; expires: number; wrongCodes: number }>();

  start(session: string, user: UserKey, challenge: string): void {
    const now = Date.now();
    // Oldest first: drop the expired ones from the front (the map keeps insertion order).
    for (const [id, held] of this.sessions) {
      if (held.expires > now) break;
      this.sessions.delete(id);
    }
    this.sessions.set(session, { user, challenge, expires: now + CHALLENGE_SESSION.seconds * 1000, wrongCodes: 0 });
  }

  /** The live session `session` of `challenge`, else why not ('expired'; 'used': unknown, ended, another challenge's). */
  find(session: string, challenge: string): { user: UserKey } | 'expired' | 'used' {
    const held = this.sessions.get(session);
    if (!held || held.challenge !== challenge) return 'used';
    if (held.expires <= Date.now()) {
      this.sessions.delete(session);
      return 'expired';
    }
    return held;
  }

  /** A wrong code in the session: it ends at its WRONG_CODES_PER_SESSION-th. */
  wrongCode(session: string): void {
    const held = this.sessions.get(session);
    if (held && ++held.wrongCodes >= CHALLENGE_SESSION.wrongCodesPerSession) this.sessions.delete(session);
  }

  end(session: string): void {
    this.sessions.delete(session);
  }
}

/** An answer slower than this is logged (with its action): Cognito answers in well under a second. */
const SLOW_ANSWER_MS = 5000;

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

/** The user name a password sign-in names, or null when the request is not one. */
function passwordSignInUsername(target: string, body: Buffer): string | null {
  if (target !== 'InitiateAuth' && target !== 'AdminInitiateAuth') return null;
  const request = parseJson(body) as { AuthFlow?: unknown; AuthParameters?: { USERNAME?: unknown; PASSWORD?: unknown } } | null;
  if (typeof request?.AuthFlow !== 'string' || !PASSWORD_FLOWS.has(request.AuthFlow)) return null;
  const username = request.AuthParameters?.USERNAME;
  return typeof username === 'string' && request.AuthParameters?.PASSWORD !== undefined ? username : null;
}

interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A challenge answered (RespondToAuthChallenge): its session, challenge and the user it names. */
interface ChallengeAnswer {
  session: string;
  name: string;
  username: string;
}

function challengeAnswer(target: string, body: Buffer): ChallengeAnswer | null {
  if (target !== 'RespondToAuthChallenge' && target !== 'AdminRespondToAuthChallenge') return null;
  const request = parseJson(body);
  const session = request?.Session;
  const name = request?.ChallengeName;
  const username = (request?.ChallengeResponses as { USERNAME?: unknown } | undefined)?.USERNAME;
  // Anything else is cognito-local's to refuse (a missing session or user name: InvalidParameterException).
  return typeof session === 'string' && typeof name === 'string' && typeof username === 'string' ? { session, name, username } : null;
}

function parseJson(body: Buffer): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `__type` of an error answer. */
function errorType(answer: UpstreamAnswer): unknown {
  return answer.status === 200 ? undefined : parseJson(answer.body)?.__type;
}

/** Cognito's answers to an attempt on a locked user, and to a session that has ended or expired. */
const PASSWORD_ATTEMPTS_EXCEEDED = 'Password attempts exceeded';
const SESSION_USED = 'Invalid session for the user, session can only be used once.';
const SESSION_EXPIRED = 'Invalid session for the user, session is expired.';

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
  /** The user pool's region: an admin action's signature must be scoped to it. */
  region: string;
  limiter: ClientRateLimiter;
  lockout?: PasswordLockout;
}

export async function startCognitoGuard(options: CognitoGuardOptions): Promise<Server> {
  const lockout = options.lockout ?? new PasswordLockout();
  const sessions = new ChallengeSessions();

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
    const body = await readBodyWithin(req, MAX_COGNITO_BODY_BYTES);
    if (body === null) return sendCognitoError(res, 413, 'InvalidParameterException', 'The request is too large');
    // As IAM: an admin action only with a valid signature made with the local stack's credentials.
    const unsigned = isIamAction(target) ? iamRefusal(req, body, { credentials: LOCAL_CREDENTIALS, region: options.region, service: 'cognito-idp' }, new Date()) : null;
    if (unsigned) return sendCognitoError(res, 400, unsigned.type, unsigned.message);

    if (target === 'ListUsers' || target === 'AdminUserGlobalSignOut') return answerTwin(res, await adminTwin(req, target, body));

    const username = passwordSignInUsername(target, body);
    if (username !== null) return signIn(req, res, body, username);
    const challenge = challengeAnswer(target, body);
    if (challenge !== null) return answerChallenge(req, res, body, challenge);
    relay(res, await forward(req, body));
  }

  /** A password sign-in: refused while its user is locked, counted when wrong, its challenge session kept. */
  async function signIn(req: IncomingMessage, res: ServerResponse, body: Buffer, username: string): Promise<void> {
    const user = await userKeyOf(req, body, username);
    if ((await lockout.lockedFor(user)) > 0) return sendCognitoError(res, 400, 'NotAuthorizedException', PASSWORD_ATTEMPTS_EXCEEDED);
    const answer = await forward(req, body);
    if (answer.status === 200) return settled(res, answer, user);
    if (!isWrongPassword(answer)) return relay(res, answer);
    await lockout.failed(user);
    // As Cognito answers it (the pool prevents user existence errors): one answer for a wrong
    // password and an unknown user name; cognito-local says InvalidPasswordException or UserNotFoundException.
    sendCognitoError(res, 400, 'NotAuthorizedException', 'Incorrect username or password.');
  }

  /**
   * An answer to a challenge (the authenticator code, a new password): only in a live session this
   * guard handed out, by the user it was handed to (cognito-local checks neither), not while that user
   * is locked; a wrong code counts against the session and the user.
   */
  async function answerChallenge(req: IncomingMessage, res: ServerResponse, body: Buffer, challenge: ChallengeAnswer): Promise<void> {
    const held = sessions.find(challenge.session, challenge.name);
    if (typeof held === 'string' || (await userKeyOf(req, body, challenge.username)) !== held.user) {
      return sendCognitoError(res, 400, 'NotAuthorizedException', held === 'expired' ? SESSION_EXPIRED : SESSION_USED);
    }
    if ((await lockout.lockedFor(held.user)) > 0) {
      sessions.end(challenge.session);
      return sendCognitoError(res, 400, 'NotAuthorizedException', PASSWORD_ATTEMPTS_EXCEEDED);
    }
    const answer = await forward(req, body);
    if (answer.status === 200) {
      sessions.end(challenge.session);
      return settled(res, answer, held.user);
    }
    if (errorType(answer) === 'CodeMismatchException') {
      await lockout.failed(held.user);
      sessions.wrongCode(challenge.session);
    }
    relay(res, answer);
  }

  /** A sign-in step that succeeded: tokens clear the user's count; a further challenge opens its session. */
  async function settled(res: ServerResponse, answer: UpstreamAnswer, user: UserKey): Promise<void> {
    const result = parseJson(answer.body) ?? {};
    if (result.AuthenticationResult) await lockout.succeeded(user);
    else if (typeof result.ChallengeName === 'string' && typeof result.Session === 'string') sessions.start(result.Session, user, result.ChallengeName);
    relay(res, answer);
  }

  /** The user pool an app client belongs to (cognito-local's, looked up once per client). */
  const poolOfClient = new Map<string, string>();
  async function poolIdOf(req: IncomingMessage, request: Record<string, unknown>): Promise<string | null> {
    if (typeof request.UserPoolId === 'string') return request.UserPoolId;
    if (typeof request.ClientId !== 'string') return null;
    if (!poolOfClient.has(request.ClientId)) {
      const pools = parseJson((await forward(req, Buffer.from(JSON.stringify({ MaxResults: 60 })), 'ListUserPools')).body);
      for (const pool of (pools?.UserPools ?? []) as { Id: string }[]) {
        const clients = parseJson((await forward(req, Buffer.from(JSON.stringify({ UserPoolId: pool.Id, MaxResults: 60 })), 'ListUserPoolClients')).body);
        for (const client of (clients?.UserPoolClients ?? []) as { ClientId: string }[]) poolOfClient.set(client.ClientId, pool.Id);
      }
    }
    return poolOfClient.get(request.ClientId) ?? null;
  }

  /** The user a sign-in names, by whichever alias (the pool resolves it as it resolves the sign-in). */
  async function userKeyOf(req: IncomingMessage, body: Buffer, name: string): Promise<UserKey> {
    const poolId = await poolIdOf(req, parseJson(body) ?? {});
    if (poolId) {
      const found = await forward(req, Buffer.from(JSON.stringify({ UserPoolId: poolId, Username: name })), 'AdminGetUser');
      const username = found.status === 200 ? parseJson(found.body)?.Username : undefined;
      if (typeof username === 'string') return `user:${username}`;
    }
    return unknownNameKey(name);
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
    // A form waits on these answers: one this slow (or never given) is what a browser test that times out cannot say.
    const action = String(req.headers['x-amz-target'] ?? req.method).split('.').pop();
    const received = performance.now();
    const slow = setTimeout(() => console.error(`[cognito] ${action}: no answer yet after ${SLOW_ANSWER_MS} ms`), SLOW_ANSWER_MS).unref();
    res.once('close', () => {
      clearTimeout(slow);
      const took = performance.now() - received;
      if (took > SLOW_ANSWER_MS) console.error(`[cognito] ${action}: ${res.writableFinished ? `answered ${res.statusCode}` : 'closed unanswered'} after ${Math.round(took)} ms`);
    });
    handle(req, res).catch((error: unknown) => {
      console.error('cognito guard error', error);
      if (!res.headersSent) sendCognitoError(res, 500, 'InternalErrorException', Messages.somethingWentWrong);
      else res.end();
    });
  });
  server.keepAliveTimeout = IDLE_KEEP_ALIVE_MS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
