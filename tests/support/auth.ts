import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createPrivateKey, createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { Agent } from 'node:http';
import { createRequire } from 'node:module';
import { enrolAuthenticator } from '../../infra/local/seed/authenticators.ts';
import { totpCode } from '../../infra/local/seed/authenticators.ts';
import type { DemoRole } from '../../infra/local/seed/accounts.ts';
import { DEMO_PASSWORD } from '../../infra/local/seed/demo-password.ts';
import { BASE_URL, callApi } from './api.ts';
import { LOCAL_CREDENTIALS } from '../../infra/local/config.ts';

const require = createRequire(import.meta.url);

/**
 * People for the integration tests: real users of the running stack's user pool (cognito-local),
 * signed in with USER_PASSWORD_AUTH as the site signs in, so every call carries a genuine ID token.
 */

interface RuntimeConfig {
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint: string;
  paymentsUrl: string;
  paymentsPublishableKey: string;
  /** Where the site loads Stripe.js from (locally the card processor's twin, docs/adr/0041). */
  stripeJsUrl: string;
}

let configPromise: Promise<RuntimeConfig> | null = null;

/** The stack's /config.json, with loopback host names made explicit (cognito-local listens on 127.0.0.1). */
export function stackConfig(): Promise<RuntimeConfig> {
  configPromise ??= (async () => {
    const config = (await (await fetch(`${BASE_URL}/config.json`)).json()) as RuntimeConfig;
    const loopback = (url: string) => url.replace('//localhost:', '//127.0.0.1:');
    return { ...config, cognitoEndpoint: loopback(config.cognitoEndpoint), paymentsUrl: loopback(config.paymentsUrl) };
  })();
  return configPromise;
}

/** One Cognito client per client address ('' = the test process's own). */
const clients = new Map<string, CognitoIdentityProviderClient>();
async function cognito(address = ''): Promise<CognitoIdentityProviderClient> {
  const { cognitoEndpoint } = await stackConfig();
  let client = clients.get(address);
  if (!client) {
    // The local stack's credentials: its Cognito guard checks an admin call's signature as IAM does.
    client = new CognitoIdentityProviderClient({
      region: 'eu-west-2',
      endpoint: cognitoEndpoint,
      credentials: LOCAL_CREDENTIALS,
      // A person of a crowd talks to Cognito from their own address (tests/support/crowd.ts).
      ...(address ? { requestHandler: { httpAgent: new Agent({ keepAlive: true, localAddress: address }) } } : {}),
    });
    clients.set(address, client);
  }
  return client;
}

/**
 * The user pool of the stack at `baseUrl` (a test's own stack) as an outside caller reaches it: its
 * config, a client that never retries (a refusal is the answer under test), and a confirmed sign-up.
 */
export async function ownStackCognito(baseUrl: string) {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as RuntimeConfig;
  const cognito = new CognitoIdentityProviderClient({
    region: 'eu-west-2',
    endpoint: config.cognitoEndpoint.replace('//localhost:', '//127.0.0.1:'),
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 1,
  });
  const register = async (email: string, password: string) => {
    await cognito.send(new SignUpCommand({ ClientId: config.userPoolClientId, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] }));
    await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: config.userPoolId, Username: email }));
  };
  return { config, cognito, register };
}

/** The test process's client of the local user pool (admin calls signed with the local stack's credentials). */
export function localCognito(): Promise<CognitoIdentityProviderClient> {
  return cognito();
}

/** A password sign-in as the site makes it (from `address` when given): Cognito's answer, tokens or the challenge it asks for. */
export async function passwordSignIn(email: string, password: string, address = '') {
  const { userPoolClientId } = await stackConfig();
  return (await cognito(address)).send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
}

/** The claims of a JWT, unverified (the tests read their own tokens). */
export function claimsOf(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/**
 * Authenticator keys of the staff the tests made (asRole) and of the demo staff (the stack's
 * /dev/authenticators.json): what their phones would hold (docs/adr/0029).
 */
const authenticatorKeys = new Map<string, string>();
let demoKeys: Promise<Record<string, string>> | null = null;

/** The authenticator key `email` set up (a test's staff member or a demo one), or undefined. */
export async function authenticatorKeyOf(email: string): Promise<string | undefined> {
  const own = authenticatorKeys.get(email);
  if (own) return own;
  demoKeys ??= (async () => ((await (await fetch(`${BASE_URL}/dev/authenticators.json`)).json()) as { keys: Record<string, string> }).keys)();
  return (await demoKeys)[email];
}

/** Sets up an authenticator app for `email` as a person does (docs/adr/0029); its key is kept for signIn. */
export async function setUpAuthenticator(email: string, password: string): Promise<string> {
  const { userPoolClientId } = await stackConfig();
  const key = await enrolAuthenticator(await cognito(), userPoolClientId, email, password);
  authenticatorKeys.set(email, key);
  return key;
}

/** The code `email`'s authenticator app shows now (fails when they have none). */
export async function authenticatorCode(email: string): Promise<string> {
  const key = await authenticatorKeyOf(email);
  if (!key) throw new Error(`${email} has no authenticator app`);
  return totpCode(key);
}

/**
 * Signs in with e-mail and password (from `address` when given), answering the authenticator's code
 * when Cognito asks for it (staff: docs/adr/0029); answers the ID token.
 */
export async function signIn(email: string, password: string, address = ''): Promise<string> {
  const { userPoolClientId } = await stackConfig();
  const idp = await cognito(address);
  let answer = await passwordSignIn(email, password, address);
  if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
    answer = await idp.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        ClientId: userPoolClientId,
        Session: answer.Session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: await authenticatorCode(email) },
      }),
    );
  }
  const token = answer.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`No ID token for ${email}${answer.ChallengeName ? ` (Cognito asks for ${answer.ChallengeName})` : ''}`);
  return token;
}

export { DEMO_PASSWORD };

/** A demo account's ID token (`<role>@patina.test`, infra/local/seed/accounts.ts). */
export function signInDemo(role: DemoRole): Promise<string> {
  return signIn(`${role}@patina.test`, DEMO_PASSWORD);
}

export interface TestUser {
  email: string;
  password: string;
  uid: string;
  token: string;
  /** `{authorization: 'Bearer <token>'}` for callApi. */
  headers: Record<string, string>;
}

/** A signed-in person (a demo account, a fresh user) as the tests call with them. */
export function asTestUser(email: string, password: string, token: string): TestUser {
  return { email, password, token, uid: claimsOf(token).sub as string, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A person's sign-up as the registration form sends it to the stack's user pool (through `idp`):
 * e-mail, password, names and, when given, the phone number. The account is not confirmed yet.
 */
export async function signUp(
  idp: CognitoIdentityProviderClient,
  person: { email: string; password: string; firstName: string; lastName: string; phoneNumber?: string },
): Promise<void> {
  const { userPoolClientId } = await stackConfig();
  const attributes = { email: person.email, given_name: person.firstName, family_name: person.lastName, phone_number: person.phoneNumber };
  await idp.send(
    new SignUpCommand({
      ClientId: userPoolClientId,
      Username: person.email,
      Password: person.password,
      UserAttributes: Object.entries(attributes).flatMap(([Name, Value]) => (Value === undefined ? [] : [{ Name, Value }])),
    }),
  );
}

/**
 * A fresh, confirmed user with a unique e-mail, signed in. `address`: the loopback address they sign
 * up and in from (a person of a crowd, tests/support/crowd.ts); the test process's own by default.
 */
export async function newUser(options: { firstName?: string; lastName?: string; emailPrefix?: string; address?: string } = {}): Promise<TestUser> {
  const { userPoolId } = await stackConfig();
  const email = `${options.emailPrefix ?? 'test'}-${randomUUID().slice(0, 8)}@patina.test`;
  const password = 'Test-passw0rd!';
  const idp = await cognito(options.address);
  await signUp(idp, { email, password, firstName: options.firstName ?? 'Tess', lastName: options.lastName ?? 'Tester', phoneNumber: '+447700900999' });
  await idp.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: email }));
  return asTestUser(email, password, await signIn(email, password, options.address));
}

export type TestRole = 'user' | 'otherUser' | 'seller' | 'expert' | 'admin';

/** A seller account payload that passes every rule (the IBAN is the standard UK example). */
export function sellerAccountPayload(name = `Test Seller ${randomUUID().slice(0, 8)}`) {
  return { sellerProfileName: name, country: 'GB', iban: 'GB82 WEST 1234 5698 7654 32', swift: 'NWBKGB2L' };
}

/**
 * A fresh user in a role: a seller has made a seller account; an expert or admin is in that Cognito
 * group, has set up an authenticator app (without one the pre-token trigger withholds the role, as in
 * AWS) and signed in again with its code, so the token carries `cognito:groups`. `authenticator: false`
 * leaves the app out: a staff member whose token carries no staff role.
 */
export async function asRole(role: TestRole, options: { authenticator?: boolean } = {}): Promise<TestUser> {
  const user = await newUser({ emailPrefix: role });
  if (role === 'seller') {
    const answer = await callApi('createSellerAccount', sellerAccountPayload(), user.headers);
    if (answer.status !== 200) throw new Error(`createSellerAccount answered ${answer.status}: ${answer.message}`);
  }
  if (role === 'expert' || role === 'admin') {
    const { userPoolId } = await stackConfig();
    await (await cognito()).send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.email, GroupName: role }));
    if (options.authenticator !== false) await setUpAuthenticator(user.email, user.password);
    return asTestUser(user.email, user.password, await signIn(user.email, user.password));
  }
  return user;
}

/** Fresh users in several roles (asRole), made at the same time, by role. */
export async function asRoles<R extends TestRole>(...roles: R[]): Promise<Record<R, TestUser>> {
  const users = await Promise.all(roles.map((role) => asRole(role)));
  return Object.fromEntries(roles.map((role, i) => [role, users[i]!])) as Record<R, TestUser>;
}

/**
 * A token signed with cognito-local's own key (its published key pair), with any claims: lets a test
 * show that a genuinely signed token is still refused when it is expired or not meant for us.
 */
export function mintToken(claims: Record<string, unknown>): string {
  const { jwk } = require('cognito-local/lib/keys/cognitoLocal.private.json') as { jwk: JsonWebKey };
  return signJwt(claims, createPrivateKey({ key: jwk as any, format: 'jwk' }), 'CognitoLocal');
}

/** A token signed by a key nobody trusts (a forger's), in every other respect like `claims`. */
export function forgeToken(claims: Record<string, unknown>): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return signJwt(claims, privateKey, 'CognitoLocal');
}

function signJwt(claims: Record<string, unknown>, key: KeyObject, kid: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ kid, alg: 'RS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(key).toString('base64url')}`;
}
