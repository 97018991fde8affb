import { AdminGetUserCommand, AdminListGroupsForUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { DEMO_ACCOUNTS } from '../../infra/local/seed/accounts.ts';
import { LOCAL_CREDENTIALS } from '../../infra/local/config.ts';
import { BASE_URL } from './api.ts';
import { localCognito, stackConfig } from './auth.ts';

/**
 * The integration and e2e tiers' global setup: a guard over the demo accounts every test file shares.
 *
 * Tests sign in as the demo buyer, seller, expert and admin. A test that changes what one of them *is*
 * (opens a seller account for the expert, suspends or closes the buyer, adds a group) makes every later
 * file that relies on it pass or fail by the order the files happen to run in: stop 32's whole runs both
 * failed when selling.test had made the demo expert a seller before bidding-access asked for it to be
 * refused as one. So the run records each demo account's identity before the first file and fails at the
 * end, naming the account and what changed, whatever order the files ran in. A test that needs such a
 * change makes an account of its own (tests/support/auth.ts: `asRole`, `newUser`).
 *
 * What a person may change by merely using the site (language, time zone, currency) is not the identity
 * and is not compared. Without demo accounts (the rehearsal's reference seed) there is nothing to guard.
 */

/** The profile fields that say who an account is and what it may do. */
const IDENTITY_FIELDS = ['email', 'firstName', 'lastName', 'displayName', 'sellerAccount', 'sellerProfileName', 'closedAt', 'suspendedAt'] as const;

type Identity = Record<string, unknown>;

type Table = DynamoDBDocumentClient;

async function identityOf(email: string, table: Table): Promise<Identity | null> {
  const cognito = await localCognito();
  const { userPoolId } = await stackConfig();
  let user;
  try {
    user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
  } catch (error) {
    if (error instanceof UserNotFoundException) return null;
    throw error;
  }
  const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  const groups = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: email }));
  const { Item: profile = {} } = await table.send(new GetCommand({ TableName: 'patina-local', Key: { pk: `USER#${sub}`, sk: 'PROFILE' } }));
  return {
    enabled: user.Enabled,
    groups: (groups.Groups ?? []).map((group) => group.GroupName).sort(),
    ...Object.fromEntries(IDENTITY_FIELDS.map((field) => [field, profile[field] ?? null])),
  };
}

/** Every demo account's identity, read through one client of the stack's table. */
async function demoIdentities(): Promise<Map<string, Identity>> {
  // The stack's DynamoDB emulator listens on the gateway's port + 1 (infra/local/config.ts; tests/support/stack-db.ts).
  const port = Number(new URL(BASE_URL).port || 80) + 1;
  const table = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-2', endpoint: `http://127.0.0.1:${port}`, credentials: LOCAL_CREDENTIALS }));
  try {
    const found = new Map<string, Identity>();
    for (const { email } of Object.values(DEMO_ACCOUNTS)) {
      const identity = await identityOf(email, table);
      if (identity) found.set(email, identity);
    }
    return found;
  } finally {
    table.destroy();
  }
}

export default async function guardDemoAccounts(): Promise<() => Promise<void>> {
  const before = await demoIdentities();
  return async () => {
    const after = await demoIdentities();
    const changes: string[] = [];
    for (const [email, was] of before) {
      const now = after.get(email);
      if (!now) {
        changes.push(`${email}: deleted`);
        continue;
      }
      for (const key of Object.keys(was)) {
        if (JSON.stringify(was[key]) !== JSON.stringify(now[key])) changes.push(`${email}: ${key} ${JSON.stringify(was[key])} -> ${JSON.stringify(now[key])}`);
      }
    }
    if (changes.length) {
      throw new Error(`A test changed a shared demo account (a later file may rely on it; make an account of its own with asRole/newUser):\n  ${changes.join('\n  ')}`);
    }
  };
}
