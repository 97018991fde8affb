import {
  AdminGetUserCommand,
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { LocalStackConfig } from '../config.ts';

/**
 * Staff get their role only with an authenticator app (docs/adr/0029), locally as in AWS. A staff member
 * made by the seed or a test sets one up the way a person does on /admin-login: signed in with the
 * password, AssociateSoftwareToken, VerifySoftwareToken with the app's current code, then TOTP as the
 * preferred MFA. Answers the base32 key the app holds.
 */
export async function enrolAuthenticator(
  cognito: CognitoIdentityProviderClient,
  clientId: string,
  email: string,
  password: string,
  /** Told the key before the app is verified (the seed keeps it first, so a stop half-way never leaves an app nobody can answer). */
  onKey: (key: string) => void = () => {},
): Promise<string> {
  const signedIn = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const accessToken = signedIn.AuthenticationResult?.AccessToken;
  if (!accessToken) throw new Error(`${email} cannot set up an authenticator: the sign-in asked for ${signedIn.ChallengeName ?? 'nothing'}`);
  const { SecretCode: key } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  onKey(key!);
  await cognito.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(key!), FriendlyDeviceName: 'Patina demo' }));
  await cognito.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  return key!;
}

/** Where the demo staff's authenticator keys are kept (with the pool's data: they belong to its users). */
const keysFile = (config: LocalStackConfig) => path.join(config.dataDir, 'demo-authenticators.json');

/** The demo staff's authenticator keys, by e-mail (served on /dev/authenticators.json, as /dev/outbox serves codes). */
export function demoAuthenticatorKeys(config: LocalStackConfig): Record<string, string> {
  const file = keysFile(config);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** The code an authenticator app shows at `atMs` for Cognito's base32 `key` (RFC 6238 as Cognito uses it: SHA-1, 30 s, 6 digits: otpauth's defaults). */
export function totpCode(key: string, atMs: number = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(key), timestamp: atMs });
}

/** What /dev/authenticators.json answers: each demo staff member's key, and the code their app shows at `atMs`. */
export function demoAuthenticators(config: LocalStackConfig, atMs: number): { keys: Record<string, string>; codes: Record<string, string>; codesChangeInSeconds: number } {
  const keys = demoAuthenticatorKeys(config);
  const codes = Object.fromEntries(Object.entries(keys).map(([email, key]) => [email, totpCode(key, atMs)]));
  return { keys, codes, codesChangeInSeconds: 30 - (Math.floor(atMs / 1000) % 30) };
}

/** Keeps `email`'s key (written whole: a temporary file renamed over the old one). */
export function saveDemoAuthenticatorKey(config: LocalStackConfig, email: string, key: string): void {
  const temporary = `${keysFile(config)}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ ...demoAuthenticatorKeys(config), [email]: key }, null, 2));
  renameSync(temporary, keysFile(config));
}

/** Whether `email` has an authenticator app turned on (what the pre-token trigger asks). */
export async function hasAuthenticator(cognito: CognitoIdentityProviderClient, userPoolId: string, email: string): Promise<boolean> {
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
  return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
}
