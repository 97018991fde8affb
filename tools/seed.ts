/**
 * `npm run seed -- [--admin-email <address>]`: the reference data a fresh stage needs, and its first
 * admin (infra/seed/). Idempotent: run it after every deploy; a second run writes nothing.
 *
 * Where it writes comes from the environment, as for the functions: TABLE_NAME, PHOTO_BUCKET,
 * USER_POOL_ID and AWS_REGION (README "Deploying to AWS" reads them from the stacks' outputs), with the
 * caller's AWS credentials. Against the local stack, DYNAMODB_ENDPOINT, S3_ENDPOINT and COGNITO_ENDPOINT
 * point the same code at the emulators.
 */
import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ensureFirstAdmin } from '../infra/seed/first-admin.ts';
import { seedReferenceData } from '../infra/seed/reference-seed.ts';
import { optionalEnv, requireEnv } from '../lambdas/lib/env.ts';

const { values } = parseArgs({ options: { 'admin-email': { type: 'string' } } });

const report = await seedReferenceData();
console.log(`reference data: ${report.written.length} written, ${report.unchanged} already as seeded`);
for (const line of report.written) console.log(`  wrote ${line}`);

const adminEmail = values['admin-email'] ?? optionalEnv('ADMIN_EMAIL');
if (adminEmail) {
  const endpoint = optionalEnv('COGNITO_ENDPOINT');
  const client = new CognitoIdentityProviderClient({ region: requireEnv('AWS_REGION'), ...(endpoint ? { endpoint } : {}) });
  try {
    console.log(`first admin ${adminEmail}: ${await ensureFirstAdmin(client, requireEnv('USER_POOL_ID'), adminEmail)}`);
  } finally {
    client.destroy();
  }
}
