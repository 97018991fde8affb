/*
 * Where a sign-in stands after Cognito answered, pure: Amplify's `signInStep` names mapped to the
 * screens Patina shows, and the authenticator app's details as a person types them. amplify.ts calls
 * Cognito; SignInForm shows the step this module names.
 */

/** The screen a sign-in goes to next. */
export type SignInStep =
  /** Signed in: write the session. */
  | 'done'
  /** The e-mail is not verified yet. */
  | 'confirmSignUp'
  /** An administrator asked for a password reset. */
  | 'resetPassword'
  /** An account made by an administrator (AdminCreateUser): the temporary password must be replaced. */
  | 'newPassword'
  /** The account has an authenticator app: its 6-digit code. */
  | 'totpCode'
  /** Anything the pool does not offer (SMS, e-mail codes, custom challenges). */
  | 'unsupported';

const STEPS: Readonly<Record<string, SignInStep>> = {
  DONE: 'done',
  CONFIRM_SIGN_UP: 'confirmSignUp',
  RESET_PASSWORD: 'resetPassword',
  CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED: 'newPassword',
  CONFIRM_SIGN_IN_WITH_TOTP_CODE: 'totpCode',
};

/** The screen for Amplify's `nextStep.signInStep`. */
export function signInStepFor(amplifyStep: string): SignInStep {
  return Object.hasOwn(STEPS, amplifyStep) ? STEPS[amplifyStep]! : 'unsupported';
}

/** Whether the sign-in waits for an answer typed on Patina's form (the challenge stays open in Amplify). */
export function awaitsAnswer(step: SignInStep): step is 'newPassword' | 'totpCode' {
  return step === 'newPassword' || step === 'totpCode';
}

/** An authenticator code as typed ("123 456"): the digits alone. */
export function normaliseAppCode(code: string): string {
  return code.replace(/[\s-]+/g, '');
}

/** The 6-digit code of an authenticator app: required, then 6 digits. Answers an i18n key or null. */
export function checkAppCode(code: string): string | null {
  const value = normaliseAppCode(code);
  if (!value) return 'auth.required.appCode';
  return /^\d{6}$/.test(value) ? null : 'auth.invalid.appCode';
}

/** An authenticator secret (base32) in groups of four, for typing it by hand into the app. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

