import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { StaffGroup } from '../../shared/roles.ts';

/** Whether `value` is shaped like an e-mail address (Cognito checks the rest when it creates the user). */
export function isEmailAddress(value: string): boolean {
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);
}

/**
 * The first admin of a fresh stage (`npm run seed -- --admin-email …`, tools/seed.ts): created in the user pool when
 * missing — Cognito e-mails them a temporary password, which the first sign-in replaces — and put in
 * the `admin` group. Idempotent: an existing user is only added to the group if not in it already.
 * Answers what it did. In AWS the admin must then set up an authenticator app before the role shows
 * in their token (docs/adr/0029).
 */
export async function ensureFirstAdmin(client: CognitoIdentityProviderClient, userPoolId: string, email: string): Promise<'created' | 'added to admin' | 'unchanged'> {
  if (!isEmailAddress(email)) throw new Error(`The first admin's address is not an e-mail address: ${email}`);
  let created = false;
  // The user's own user name (the pool signs in by e-mail alias, and a group lists its members by user name).
  let username: string | undefined;
  try {
    username = (await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }))).Username;
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
    const answer = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    username = answer.User?.Username;
    created = true;
  }
  const user = username ?? email;
  const groups = await client.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: user }));
  if ((groups.Groups ?? []).some((g) => g.GroupName === StaffGroup.admin)) return created ? 'created' : 'unchanged';
  await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user, GroupName: StaffGroup.admin }));
  return created ? 'created' : 'added to admin';
}
