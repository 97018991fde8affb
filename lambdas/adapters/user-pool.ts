import type { CognitoIdentityProviderClient, UserType } from '@aws-sdk/client-cognito-identity-provider';
import type { PoolUser } from '../../shared/admin/users.ts';
import { optionalEnv, requireEnv } from '../lib/env.ts';
import { traceAwsClient } from '../lib/xray.ts';

/**
 * The user pool's admin API, as the back office uses it: list people and their groups, sign someone out
 * everywhere, turn an authenticator app off, delete them. Only the admin group's role may call these actions (infra: least privilege). Locally
 * COGNITO_ENDPOINT points at cognito-local through its guard, which adds what cognito-local lacks
 * (ListUsers paging, AdminUserGlobalSignOut: infra/local/cognito-admin-twin.ts).
 */

/** The SDK is loaded on first use: only the back office's calls need it. */
const sdk = () => import('@aws-sdk/client-cognito-identity-provider');
let client: CognitoIdentityProviderClient | null = null;

async function cognito(): Promise<CognitoIdentityProviderClient> {
  if (client) return client;
  const { CognitoIdentityProviderClient } = await sdk();
  const endpoint = optionalEnv('COGNITO_ENDPOINT');
  client = traceAwsClient(new CognitoIdentityProviderClient({ region: optionalEnv('AWS_REGION') ?? 'eu-west-2', ...(endpoint ? { endpoint } : {}) }));
  return client;
}

const poolId = () => requireEnv('USER_POOL_ID');

function attribute(user: UserType, name: string): string {
  return user.Attributes?.find((a) => a.Name === name)?.Value ?? '';
}

function poolUser(user: UserType): PoolUser {
  return {
    uid: attribute(user, 'sub'),
    username: user.Username ?? '',
    email: attribute(user, 'email'),
    firstName: attribute(user, 'given_name'),
    lastName: attribute(user, 'family_name'),
    status: user.UserStatus ?? 'UNKNOWN',
    enabled: user.Enabled ?? true,
    createdAt: user.UserCreateDate ? new Date(user.UserCreateDate).toISOString() : null,
  };
}

/** One page of the pool's people: `filter` in the pool's syntax, `token` from the previous page. */
export async function listPoolUsers(options: { filter?: string; limit: number; token?: string }): Promise<{ users: PoolUser[]; nextToken?: string }> {
  const { ListUsersCommand } = await sdk();
  const answer = await (await cognito()).send(
    new ListUsersCommand({ UserPoolId: poolId(), Filter: options.filter, Limit: options.limit, PaginationToken: options.token }),
  );
  return { users: (answer.Users ?? []).map(poolUser), ...(answer.PaginationToken ? { nextToken: answer.PaginationToken } : {}) };
}

/** The pool's account of a `sub`, or null when there is none (never registered, or deleted already). */
export async function findPoolUser(uid: string): Promise<PoolUser | null> {
  const { users } = await listPoolUsers({ filter: `sub = "${uid.replace(/["\\]/g, '')}"`, limit: 1 });
  return users.find((u) => u.uid === uid) ?? null;
}

/** The pool groups a person belongs to (admin, expert…): what their tokens carry once they have MFA (docs/adr/0029). */
export async function listGroupsOf(username: string): Promise<string[]> {
  const { AdminListGroupsForUserCommand } = await sdk();
  try {
    const answer = await (await cognito()).send(new AdminListGroupsForUserCommand({ UserPoolId: poolId(), Username: username, Limit: 60 }));
    return (answer.Groups ?? []).flatMap((g) => (g.GroupName ? [g.GroupName] : []));
  } catch (error) {
    if (isGone(error)) return [];
    throw error;
  }
}

/**
 * Turns a person's authenticator app (TOTP) off (docs/adr/0050): a staff member who lost theirs signs in
 * with the password alone, gets no staff role (the pre-token trigger: docs/adr/0029) and sets up a new one.
 */
export async function turnOffAuthenticator(username: string): Promise<void> {
  const { AdminSetUserMFAPreferenceCommand } = await sdk();
  await (await cognito()).send(new AdminSetUserMFAPreferenceCommand({ UserPoolId: poolId(), Username: username, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }));
}

/** True when the pool says the user is not there (deleted meanwhile): the step it asked for is done. */
function isGone(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'UserNotFoundException';
}

/** Runs a step on a person that is done when the pool says they are gone (isGone); any other failure stands. */
async function unlessGone(step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (!isGone(error)) throw error;
  }
}

/** Signs a person out of every device: their refresh tokens are revoked, so no new ID token is issued. */
export async function signOutEverywhere(username: string): Promise<void> {
  const { AdminUserGlobalSignOutCommand } = await sdk();
  await unlessGone(async () => (await cognito()).send(new AdminUserGlobalSignOutCommand({ UserPoolId: poolId(), Username: username })));
}

/** Removes a person from the pool (already gone is no error: a retried delete finishes). */
export async function deletePoolUser(username: string): Promise<void> {
  const { AdminDeleteUserCommand } = await sdk();
  await unlessGone(async () => (await cognito()).send(new AdminDeleteUserCommand({ UserPoolId: poolId(), Username: username })));
}
