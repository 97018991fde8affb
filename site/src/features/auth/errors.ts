/**
 * Turns an error from Cognito (through Amplify) into an i18n key of a message people understand.
 * Unknown errors become the spec's "Something went wrong, please try again"; they are logged.
 * `signIn`: the error answers a sign-in, where a password complaint means a wrong password
 * (cognito-local says InvalidPasswordException where AWS says NotAuthorizedException).
 */
export function authErrorKey(error: unknown, context: 'signIn' | 'other' = 'other'): string {
  const name = errorName(error);
  if (context === 'signIn' && name === 'InvalidPasswordException') return 'auth.error.credentials';
  switch (name) {
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return 'auth.error.exists';
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
      // Cognito's lock after repeated wrong passwords ("Password attempts exceeded")
      if (/attempts exceeded/i.test(String((error as Error)?.message))) return 'auth.error.limit';
      // one message for both, so the form does not tell who has an account
      return disabledAccount(error) ? 'auth.error.disabled' : 'auth.error.credentials';
    case 'CodeMismatchException':
      return 'auth.error.codeMismatch';
    case 'ExpiredCodeException':
      return 'auth.error.codeExpired';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return 'auth.error.limit';
    case 'InvalidPasswordException':
      return 'auth.error.passwordPolicy';
    case 'InvalidParameterException':
      return 'auth.error.invalidParameter';
    case 'PasswordResetRequiredException':
      return 'auth.error.resetRequired';
    case 'NetworkError':
    case 'TypeError': // fetch failed
      return 'auth.error.network';
    default:
      console.error('auth error', error);
      return 'auth.error.generic';
  }
}

/** Cognito says "User is disabled." for a disabled account, under NotAuthorizedException. */
function disabledAccount(error: unknown): boolean {
  const message = (error as { message?: unknown })?.message;
  return typeof message === 'string' && /disabled/i.test(message);
}

/** The error's Cognito name, for branching on a particular one. */
export function errorName(error: unknown): string {
  const name = (error as { name?: unknown })?.name;
  return typeof name === 'string' ? name : '';
}
