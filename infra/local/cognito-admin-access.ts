import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { EMULATOR_HOST } from './config.ts';
import { signingKey } from './upload-policy.ts';

/**
 * Who may reach cognito-local's administration (docs/adr/0042, 0047). cognito-local accepts any credentials
 * for the actions AWS authorises by IAM (AdminCreateUser, AdminAddUserToGroup, ListUsers…) and signs
 * tokens with a key its package publishes, so whoever can send it an admin action can make themselves
 * an admin. It therefore listens on the loopback interface only, whatever HOST says (COGNITO_LOCAL_HOST),
 * and is reached only through the Cognito guard, which forwards an IAM action only from a loopback
 * address and only with a valid Signature Version 4 made with the local stack's credentials
 * (LOCAL_CREDENTIALS: the stack's processes, its functions, the seed and the tests all sign with them
 * through the SDK), refusing anything else as Cognito refuses it. The gateway never proxies to either
 * port. The local stack is for one machine, never exposed (README).
 */

/** Where cognito-local itself listens (never another interface). */
export const COGNITO_LOCAL_HOST = EMULATOR_HOST;

/**
 * The user pool API's actions a client calls without AWS credentials (public, or authorised by the
 * user's own access token or session); every other action needs IAM credentials in AWS.
 */
const PUBLIC_ACTIONS = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'GetUser',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'ChangePassword',
  'DeleteUser',
  'GlobalSignOut',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'ListDevices',
  'GetDevice',
  'ForgetDevice',
  'ConfirmDevice',
  'UpdateDeviceStatus',
]);

/** True for an address of this machine's loopback interface (127.0.0.0/8, ::1, or either mapped). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/** Whether `action` is one AWS authorises by IAM (every user pool action but the public and own-account ones). */
export function isIamAction(action: string): boolean {
  return !PUBLIC_ACTIONS.has(action);
}

/** Whether a request for `action` from `address` may go on to cognito-local: IAM actions only from this machine. */
export function mayForwardAction(action: string, address: string | undefined): boolean {
  return !isIamAction(action) || isLoopback(address);
}

/** How far a signature's time may be from the server's, as AWS allows (5 minutes). */
const SIGNATURE_SKEW_MS = 5 * 60 * 1000;
const SIGNATURE_MISMATCH =
  'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.';

/** Cognito's answer to a request without valid IAM credentials: its `__type` and message (HTTP 400). */
export interface IamRefusal {
  type: 'MissingAuthenticationTokenException' | 'UnrecognizedClientException' | 'InvalidSignatureException' | 'IncompleteSignatureException';
  message: string;
}

export interface SigningIdentity {
  credentials: { readonly accessKeyId: string; readonly secretAccessKey: string };
  region: string;
  /** The signing name of the service (`cognito-idp`). */
  service: string;
}

/** RFC 3986 encoding, as SigV4's canonical form wants it (encodeURIComponent leaves !'()* alone). */
const strictEncode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Whether a request carries a valid AWS Signature Version 4 (Authorization header) made with
 * `identity`'s key for its region and service, over exactly the method, path, query, signed headers and
 * body received, within 5 minutes of `now`: null when it does, else the refusal Cognito answers
 * (no signature: MissingAuthenticationTokenException; another key: UnrecognizedClientException; a wrong
 * secret, scope, time or body: InvalidSignatureException). A session token, when sent, is signed like
 * any header; the local stack has one identity, so it is not checked further.
 */
export function iamRefusal(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, body: Buffer, identity: SigningIdentity, now: Date): IamRefusal | null {
  const authorization = req.headers.authorization;
  if (typeof authorization !== 'string' || !authorization) return { type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' };
  const parsed = /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(authorization.trim());
  if (!parsed) return { type: 'IncompleteSignatureException', message: `Authorization header requires 'Credential', 'Signature' and 'SignedHeaders' parameters. Authorization=${authorization}` };
  const [, accessKeyId, shortDate, region, service, signedHeaderList, signature] = parsed as unknown as [string, string, string, string, string, string, string];
  if (accessKeyId !== identity.credentials.accessKeyId) return { type: 'UnrecognizedClientException', message: 'The security token included in the request is invalid.' };
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const signedAt = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!signedAt || amzDate.slice(0, 8) !== shortDate) return { type: 'InvalidSignatureException', message: SIGNATURE_MISMATCH };
  const at = Date.UTC(Number(signedAt[1]), Number(signedAt[2]) - 1, Number(signedAt[3]), Number(signedAt[4]), Number(signedAt[5]), Number(signedAt[6]));
  if (Math.abs(at - now.getTime()) > SIGNATURE_SKEW_MS) {
    return { type: 'InvalidSignatureException', message: `Signature expired: ${amzDate} is now earlier than ${new Date(now.getTime() - SIGNATURE_SKEW_MS).toISOString().replace(/[-:]|\.\d{3}/g, '')} (${new Date(now.getTime()).toISOString().replace(/[-:]|\.\d{3}/g, '')} - 5 min.)` };
  }
  if (region !== identity.region || service !== identity.service) {
    return { type: 'InvalidSignatureException', message: `Credential should be scoped to a valid region and service ('${identity.region}', '${identity.service}').` };
  }
  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host')) return { type: 'InvalidSignatureException', message: SIGNATURE_MISMATCH };
  const url = new URL(req.url ?? '/', 'http://local');
  const canonicalPath = url.pathname.split('/').map((segment) => strictEncode(strictEncode(decodeURIComponent(segment)))).join('/');
  const canonicalQuery = [...url.searchParams].map(([k, v]) => `${strictEncode(k)}=${strictEncode(v)}`).sort().join('&');
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${[req.headers[name] ?? ''].flat().join(',').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [req.method ?? 'POST', canonicalPath, canonicalQuery, canonicalHeaders, signedHeaderList, sha256Hex(body)].join('\n');
  const scope = `${shortDate}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const expected = createHmac('sha256', signingKey(identity.credentials.secretAccessKey, shortDate, region, service)).update(stringToSign, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : { type: 'InvalidSignatureException', message: SIGNATURE_MISMATCH };
}
