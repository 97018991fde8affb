/**
 * `SMOKE_EMAIL=… SMOKE_PASSWORD=… [SMOKE_TOTP_SECRET=…] npm run smoke -- <site url>`: signs in to a deployed Patina (or the
 * local stack) as its admin and exercises the path a fresh deploy must serve: getCategories (the seeded
 * reference data), search, createUploadUrl and an upload to the photo bucket, and the review queue the
 * item workflow feeds (getSubmissions, staff only). Prints one line per step; exits 1 when one failed.
 * The password comes from the environment, never the command line (shell history), and so does the
 * admin's authenticator key (SMOKE_TOTP_SECRET, the base32 key shown when the app was set up): staff hold
 * their role only with an authenticator app (docs/adr/0029), so Cognito asks for its code and the smoke
 * answers it with a code computed from the key (otpauth). Neither is ever printed.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import sharp from 'sharp';
import { totpCode } from '../infra/local/seed/authenticators.ts';

const siteUrl = process.argv[2]?.replace(/\/+$/, '');
const email = process.env.SMOKE_EMAIL;
const password = process.env.SMOKE_PASSWORD;
const totpSecret = process.env.SMOKE_TOTP_SECRET?.replace(/\s/g, '') || undefined;
if (!siteUrl || !email || !password) {
  console.error('usage: SMOKE_EMAIL=<admin e-mail> SMOKE_PASSWORD=<password> [SMOKE_TOTP_SECRET=<authenticator key>] npm run smoke -- <site url>');
  process.exit(2);
}

interface PublicConfig {
  region?: string;
  userPoolClientId: string;
  /** Set by the local stack only (cognito-local); in AWS the region's endpoint. */
  cognitoEndpoint?: string;
}

let failed = 0;
async function step<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    const value = await run();
    console.log(`PASS ${name}`);
    return value;
  } catch (error) {
    failed++;
    console.log(`FAIL ${name}: ${(error as Error).message}`);
    return undefined;
  }
}

async function call(name: string, data: unknown, token?: string): Promise<any> {
  const response = await fetch(`${siteUrl}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const { result } = (await response.json()) as { result: { status: number; code?: string; message: string; data: any } };
  if (response.status !== 200) throw new Error(`${name} answered ${response.status} ${result?.code ?? ''} ${result?.message ?? ''}`);
  return result.data;
}

const config = await step('config.json', async () => {
  const response = await fetch(`${siteUrl}/config.json`);
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
  return (await response.json()) as PublicConfig;
});
const token = config
  ? await step(`sign in as ${email}`, async () => {
      const region = config.region ?? 'eu-west-2';
      const endpoint = config.cognitoEndpoint?.replace('//localhost:', '//127.0.0.1:');
      const cognito = new CognitoIdentityProviderClient({ region, ...(endpoint ? { endpoint } : {}) });
      try {
        let answer = await cognito.send(
          new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
        );
        if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
          if (!totpSecret) throw new Error('Cognito asks for the authenticator code: set SMOKE_TOTP_SECRET to the key shown when the app was set up');
          answer = await cognito.send(
            new RespondToAuthChallengeCommand({
              ChallengeName: 'SOFTWARE_TOKEN_MFA',
              ClientId: config.userPoolClientId,
              Session: answer.Session,
              ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(totpSecret) },
            }),
          );
        }
        if (answer.ChallengeName) throw new Error(`Cognito asks for ${answer.ChallengeName}: finish the first sign-in (new password, authenticator) on the site first`);
        const idToken = answer.AuthenticationResult?.IdToken;
        if (!idToken) throw new Error('no ID token');
        const groups = (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as { 'cognito:groups'?: string[] })['cognito:groups'] ?? [];
        if (!groups.includes('admin') && !groups.includes('expert')) {
          throw new Error('signed in, but the token carries no staff role: set up the authenticator app at /admin-login, then give SMOKE_TOTP_SECRET');
        }
        return idToken;
      } finally {
        cognito.destroy();
      }
    })
  : undefined;

await step('getCategories answers the seeded categories', async () => {
  const { categories } = (await call('getCategories', {})) as { categories: unknown[] };
  if (!Array.isArray(categories) || categories.length === 0) throw new Error('no categories: run npm run seed');
});
await step('search answers a page of lots', async () => {
  const page = (await call('search', { term: '' })) as { items: unknown[]; total: number };
  if (!Array.isArray(page?.items) || typeof page.total !== 'number') throw new Error('no search answer');
});
if (token) {
  // Uploading photos is a seller's: the admin gets a seller account the first time (shop name patina-smoke-…).
  await step('a seller account for the admin (createSellerAccount, once)', async () => {
    const profile = (await call('getProfile', {}, token)) as { sellerAccount?: boolean };
    if (profile.sellerAccount) return;
    await call(
      'createSellerAccount',
      { sellerProfileName: `patina-smoke-${Date.now().toString(36)}`, country: 'GB', iban: 'GB82WEST12345698765432', swift: 'NWBKGB2L' },
      token,
    );
  });
  await step('createUploadUrl, then the upload to the photo bucket, then deleteImage', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8a6f4e' } }).jpeg().toBuffer();
    const upload = (await call('createUploadUrl', { fileName: 'smoke.jpg', contentType: 'image/jpeg', size: photo.length }, token)) as {
      key: string;
      url: string;
      fields: Record<string, string>;
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'smoke.jpg');
    const answer = await fetch(upload.url.replace('//localhost:', '//127.0.0.1:'), { method: 'POST', body: form });
    if (answer.status >= 300) throw new Error(`the upload answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
    await call('deleteImage', { key: upload.key }, token);
  });
  await step('getSubmissions (the review queue the item workflow feeds) as staff', async () => {
    const submissions = await call('getSubmissions', {}, token);
    if (!Array.isArray(submissions) && typeof submissions !== 'object') throw new Error('no submissions answer');
  });
}

console.log(failed === 0 ? 'smoke: all passed' : `smoke: ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
