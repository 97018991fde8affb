/**
 * What cognito-local lacks of the user pool's admin API that the back office uses (docs/adr/0025),
 * done in the Cognito guard so the local twin is never more lenient than AWS:
 * - ListUsers pages: cognito-local ignores `Limit` and `PaginationToken` and answers everyone. Here
 *   `Limit` is checked as Cognito checks it (1–60, default 60) and the answer is cut into pages, in
 *   user-name order, with an opaque token that is refused for another filter.
 * - AdminUserGlobalSignOut: cognito-local has no such action. Here it answers as Cognito does ({} for
 *   a user of the pool, UserNotFoundException otherwise). cognito-local keeps no revocable sessions,
 *   so refresh tokens are not revoked locally; Patina never relies on that: a deleted person's tokens
 *   are refused by the server itself (their closed profile), and the person is then deleted.
 */

/** A Cognito-shaped answer (status and JSON body). */
export interface TwinAnswer {
  status: number;
  body: unknown;
}

/** Cognito's own cap on ListUsers' `Limit`. */
export const LIST_USERS_MAX = 60;

const invalid = (message: string): TwinAnswer => ({ status: 400, body: { __type: 'InvalidParameterException', message } });

interface ListUsersRequest {
  Filter?: string;
  Limit?: number;
  PaginationToken?: string;
}

function tokenFor(filter: string | undefined, after: string): string {
  return Buffer.from(JSON.stringify({ f: filter ?? '', a: after }), 'utf8').toString('base64url');
}

function readToken(token: string): { f: string; a: string } | null {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { f?: unknown; a?: unknown };
    return typeof parsed.f === 'string' && typeof parsed.a === 'string' ? { f: parsed.f, a: parsed.a } : null;
  } catch {
    return null;
  }
}

/**
 * One page of ListUsers: `everyone` is cognito-local's whole answer to the same request. The request's
 * limit and token are checked first (an invalid one is refused before anything is read).
 */
export function checkListUsersRequest(request: ListUsersRequest): TwinAnswer | null {
  if (request.Limit !== undefined && (!Number.isInteger(request.Limit) || request.Limit < 1 || request.Limit > LIST_USERS_MAX)) {
    return invalid(`1 validation error detected: Value '${request.Limit}' at 'limit' failed to satisfy constraint: Member must have value less than or equal to ${LIST_USERS_MAX}`);
  }
  if (request.PaginationToken !== undefined) {
    const token = readToken(request.PaginationToken);
    if (!token || token.f !== (request.Filter ?? '')) return invalid('Invalid pagination token');
  }
  return null;
}

/** Cuts cognito-local's whole ListUsers answer into the page the request asked for. */
export function pageOfUsers(request: ListUsersRequest, everyone: { Users?: { Username?: string }[] }): TwinAnswer {
  const limit = request.Limit ?? LIST_USERS_MAX;
  const after = request.PaginationToken ? (readToken(request.PaginationToken)?.a ?? '') : '';
  const sorted = [...(everyone.Users ?? [])].sort((a, b) => (a.Username ?? '').localeCompare(b.Username ?? ''));
  const rest = after ? sorted.filter((u) => (u.Username ?? '') > after) : sorted;
  const page = rest.slice(0, limit);
  const more = rest.length > limit;
  return { status: 200, body: { Users: page, ...(more ? { PaginationToken: tokenFor(request.Filter, page[page.length - 1]!.Username ?? '') } : {}) } };
}
