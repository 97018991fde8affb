/**
 * `npm run seed -- [--admin-email <address>]` (or `--admin <address>`): the reference data a fresh stage needs, and its first
 * admin (infra/seed/). Idempotent: run it after every deploy; a second run writes nothing. The first
 * admin may be named here, on the operator's command line (no deploy needed, and the address stays out
 * of the template), or at deploy time with `-c adminEmail` (infra/stacks/first-admin.ts): the same user,
 * created the same way; whichever runs second changes nothing.
 *
 * Where it writes comes from the environment, as for the functions: TABLE_NAME, PHOTO_BUCKET,
 * USER_POOL_ID and AWS_REGION (README "Deploying to AWS" reads them from the stacks' outputs), with the
 * caller's AWS credentials. Against the local stack, DYNAMODB_ENDPOINT, S3_ENDPOINT and COGNITO_ENDPOINT
 * point the same code at the emulators.
 */
import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ensureFirstAdmin, isEmailAddress } from '../infra/seed/first-admin.ts';
import { seedReferenceData } from '../infra/seed/reference-seed.ts';
import { optionalEnv, requireEnv } from '../lambdas/lib/env.ts';

const USAGE = 'usage: npm run seed -- [--admin-email <address>]   (--admin <address> is the same; or ADMIN_EMAIL=<address>)';

/** Refuses the command line before anything is written: a bad flag or address changes nothing. */
function refuse(reason: string): never {
  console.error(`seed: ${reason}\n${USAGE}`);
  process.exit(2);
}

let adminEmail: string | undefined;
try {
  const { values } = parseArgs({ options: { 'admin-email': { type: 'string' }, admin: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.admin && values['admin-email'] && values.admin !== values['admin-email']) refuse('--admin and --admin-email name two different people');
  adminEmail = values['admin-email'] ?? values.admin ?? optionalEnv('ADMIN_EMAIL');
} catch (error) {
  refuse((error as Error).message);
}
if (adminEmail !== undefined && !isEmailAddress(adminEmail)) refuse(`the first admin's address is not an e-mail address: ${adminEmail}`);
const userPoolId = adminEmail ? requireEnv('USER_POOL_ID') : undefined;

const report = await seedReferenceData();
console.log(`reference data: ${report.written.length} written, ${report.unchanged} already as seeded`);
for (const line of report.written) console.log(`  wrote ${line}`);

if (adminEmail && userPoolId) {
  const endpoint = optionalEnv('COGNITO_ENDPOINT');
  const client = new CognitoIdentityProviderClient({ region: requireEnv('AWS_REGION'), ...(endpoint ? { endpoint } : {}) });
  try {
    console.log(`first admin ${adminEmail}: ${await ensureFirstAdmin(client, userPoolId, adminEmail)}`);
  } finally {
    client.destroy();
  }
}
