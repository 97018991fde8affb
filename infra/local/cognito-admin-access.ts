import { isIP } from 'node:net';

/**
 * Who may reach cognito-local's administration (docs/adr/0042). cognito-local accepts any credentials
 * for the actions AWS authorises by IAM (AdminCreateUser, AdminAddUserToGroup, ListUsers…) and signs
 * tokens with a key its package publishes, so whoever can send it an admin action can make themselves
 * an admin. It therefore listens on the loopback interface only, whatever HOST says (COGNITO_LOCAL_HOST),
 * and is reached only through the Cognito guard, which forwards an IAM action only from a loopback
 * address: the local stack's own processes (its Lambda handlers, the seed, the tests). The gateway
 * never proxies to either port. The local stack is for one machine, never exposed (README).
 */

/** Where cognito-local itself listens (never another interface). */
export const COGNITO_LOCAL_HOST = '127.0.0.1';

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

/** Whether a request for `action` from `address` may go on to cognito-local: IAM actions only from this machine. */
export function mayForwardAction(action: string, address: string | undefined): boolean {
  return PUBLIC_ACTIONS.has(action) || isLoopback(address);
}
