import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { AdminGetUserCommand, AdminListGroupsForUserCommand, AdminSetUserPasswordCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../infra/local/config.ts';
import { getBanners, getCurrencies, listCategories, listSellerForms, listSupportArticles } from '../../lambdas/data/entities/catalogue-reference.ts';
import { BASE_URL } from '../support/api.ts';
import { setUpAuthenticator, stackConfig } from '../support/auth.ts';
import { useStackTable } from '../support/stack-db.ts';
import { PHOTO_BUCKET } from '../support/uploads.ts';

/**
 * Issue 12: a fresh deploy is seeded by `npm run seed` (reference data and the first admin), and
 * `npm run smoke -- <url>` checks it as that admin. Both run here as an operator runs them, as child
 * processes, against the running local stack (the emulators' endpoints in place of AWS's).
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const NODE = path.join(ROOT, 'node_modules', '.bin', 'node');
const run = promisify(execFile);

let env: NodeJS.ProcessEnv;
let cognito: CognitoIdentityProviderClient;
let userPoolId: string;
const adminEmail = `first-admin-${randomUUID().slice(0, 8)}@patina.test`;

beforeAll(async () => {
  useStackTable();
  const config = await stackConfig();
  userPoolId = config.userPoolId;
  const port = Number(new URL(BASE_URL).port);
  env = {
    ...process.env,
    TABLE_NAME: 'patina-local',
    PHOTO_BUCKET,
    USER_POOL_ID: userPoolId,
    AWS_REGION: 'eu-west-2',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${port + 1}`,
    S3_ENDPOINT: `http://127.0.0.1:${port + 2}`,
    COGNITO_ENDPOINT: config.cognitoEndpoint,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  };
  cognito = new CognitoIdentityProviderClient({ region: 'eu-west-2', endpoint: config.cognitoEndpoint, credentials: LOCAL_CREDENTIALS });
});

afterAll(() => cognito?.destroy());

// The second run names the admin with the short flag: the same person, so nothing changes.
const seed = async (flag: '--admin-email' | '--admin' = '--admin-email') => (await run(NODE, ['tools/seed.ts', flag, adminEmail], { cwd: ROOT, env, timeout: 120_000 })).stdout;
const referenceData = async () => ({
  categories: await listCategories(),
  sellerForms: await listSellerForms(),
  articles: await listSupportArticles(),
  currencies: await getCurrencies(),
  banners: await getBanners(),
});

describe('npm run seed (reference data and the first admin)', () => {
  it('seeds the reference data and the first admin; run again, it changes nothing', async () => {
    const first = await seed();
    expect(first).toMatch(/^reference data: \d+ written, \d+ already as seeded$/m);
    expect(first).toContain(`first admin ${adminEmail}: created`);
    const afterFirst = await referenceData();
    expect(afterFirst.categories.length).toBeGreaterThan(0);
    expect(afterFirst.sellerForms.length).toBeGreaterThan(0);
    expect(afterFirst.currencies.length).toBeGreaterThan(0);

    const second = await seed('--admin');
    expect(second).toMatch(/^reference data: 0 written, [1-9]\d* already as seeded$/m);
    expect(second).toContain(`first admin ${adminEmail}: unchanged`);
    expect(await referenceData()).toEqual(afterFirst);
    // Groups list their members by user name (the pool signs in by the e-mail alias).
    const { Username } = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: adminEmail }));
    const groups = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username }));
    expect(groups.Groups?.map((g) => g.GroupName)).toEqual(['admin']);
  }, 240_000);
});

describe('npm run seed refuses a bad command line before writing anything', () => {
  const refused = (args: string[]) =>
    run(NODE, ['tools/seed.ts', ...args], { cwd: ROOT, env, timeout: 120_000 }).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('refuses an address that is not one, saying why, and creates no user', async () => {
    const failure = await refused(['--admin', 'not-an-address']);
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain("the first admin's address is not an e-mail address: not-an-address");
    // It stopped before the reference data (which it would otherwise report) and before the user pool.
    expect(failure?.stdout).not.toContain('reference data:');
    await expect(cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: 'not-an-address' }))).rejects.toMatchObject({ name: 'UserNotFoundException' });
  }, 240_000);

  it('refuses an unknown flag with the usage', async () => {
    const failure = await refused(['--admin-emial', 'someone@patina.test']);
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain("Unknown option '--admin-emial'");
    expect(failure?.stderr).toContain('usage: npm run seed');
  }, 240_000);
});

describe('npm run smoke -- <url>', () => {
  // The admin's first sign-in replaces the e-mailed temporary password (done here for them).
  const password = `Smoke-${randomUUID().slice(0, 8)}-Aa1!`;
  const smoke = (extra: NodeJS.ProcessEnv) =>
    run(NODE, ['tools/smoke.ts', BASE_URL], { cwd: ROOT, env: { ...process.env, SMOKE_EMAIL: adminEmail, SMOKE_PASSWORD: password, ...extra }, timeout: 120_000 }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  it('refuses the first admin before their authenticator app is set up: signed in, but no staff role', async () => {
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: adminEmail, Password: password, Permanent: true }));
    const { code, stdout } = await smoke({});
    expect(code).toBe(1);
    expect(stdout).toContain(`FAIL sign in as ${adminEmail}: signed in, but the token carries no staff role`);
  }, 240_000);

  it('signs in as the first admin with the authenticator key, answering the code, and passes every step against the stack', async () => {
    const key = await setUpAuthenticator(adminEmail, password);
    const withoutKey = await smoke({});
    expect(withoutKey.stdout).toContain('FAIL sign in as');
    expect(withoutKey.stdout).toContain('set SMOKE_TOTP_SECRET');

    const { code, stdout } = await smoke({ SMOKE_TOTP_SECRET: key });
    expect(stdout).not.toContain('FAIL');
    expect(stdout.split('\n').filter((l) => l.startsWith('PASS')).length).toBe(7);
    expect(stdout).toContain('smoke: all passed');
    expect(code).toBe(0);
    expect(stdout).not.toContain(key); // the key is never printed

    const wrongKey = await smoke({ SMOKE_TOTP_SECRET: 'JBSWY3DPEHPK3PXP' });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stdout).toContain(`FAIL sign in as ${adminEmail}`);
  }, 240_000);

  it('fails, saying which step, with a wrong password', async () => {
    const failure = await run(NODE, ['tools/smoke.ts', BASE_URL], {
      cwd: ROOT,
      env: { ...process.env, SMOKE_EMAIL: adminEmail, SMOKE_PASSWORD: 'Wrong-password-1!' },
      timeout: 120_000,
    }).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toContain(`FAIL sign in as ${adminEmail}`);
  }, 240_000);
});
