import { CreateTableCommand, DynamoDBClient, ResourceInUseException } from '@aws-sdk/client-dynamodb';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  SetUserPoolMfaConfigCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTableInput } from '../../lambdas/data/table-definition.ts';
import { LOCAL_CREDENTIALS as localCredentials, type LocalStackConfig } from './config.ts';


/** Creates the single table in dynalite from the same definition CDK uses; an existing table is kept. */
export async function ensureTable(config: LocalStackConfig): Promise<void> {
  const client = new DynamoDBClient({ region: config.region, endpoint: `http://${config.emulatorHost}:${config.dynamoPort}`, credentials: localCredentials });
  try {
    await client.send(new CreateTableCommand(createTableInput(config.tableName)));
  } catch (error) {
    // dynalite answers an existing table with ResourceInUseException ("UnknownError").
    if (!(error instanceof ResourceInUseException) && (error as Error).name !== 'ResourceInUseException') throw error;
  } finally {
    client.destroy();
  }
}

/**
 * MFA as the CDK pool has it: optional, authenticator app (TOTP) only (docs/adr/0029). cognito-local
 * defaults to OFF, which would sign in a person who has turned an app on without asking its code.
 * Applied to a kept pool too (idempotent), so a pool made before this rule gets it.
 */
async function optionalTotp(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  await client.send(new SetUserPoolMfaConfigCommand({ UserPoolId: userPoolId, MfaConfiguration: 'OPTIONAL', SoftwareTokenMfaConfiguration: { Enabled: true } }));
}

/** The local user pool's ids, kept in .data so tokens and users survive a restart. */
export interface LocalUserPool {
  userPoolId: string;
  userPoolClientId: string;
}

/**
 * Creates the user pool as the CDK auth stack does (e-mail sign-in, the password policy, the
 * admin and expert groups, a public client for USER_PASSWORD_AUTH) unless it already exists.
 */
export async function ensureUserPool(config: LocalStackConfig): Promise<LocalUserPool> {
  const file = path.join(config.dataDir, 'user-pool.json');
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    endpoint: `http://${config.host}:${config.cognitoPort}`,
    credentials: localCredentials,
  });
  try {
    if (existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as LocalUserPool;
      try {
        await client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }));
        await optionalTotp(client, saved.userPoolId);
        return saved;
      } catch {
        // the pool's data was removed: make a new one below
      }
    }
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'patina-local',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: {
          PasswordPolicy: { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true, RequireSymbols: true },
        },
      }),
    );
    const userPoolId = pool.UserPool!.Id!;
    await optionalTotp(client, userPoolId);
    const appClient = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'patina-site',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    for (const GroupName of ['admin', 'expert']) await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName }));
    const created = { userPoolId, userPoolClientId: appClient.UserPoolClient!.ClientId! };
    writeFileSync(file, JSON.stringify(created, null, 2));
    return created;
  } finally {
    client.destroy();
  }
}
