import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  fetchUserAttributes,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  setUpTOTP,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { localeFromPath } from '../../../../shared/i18n/paths.ts';
import { loadConfig } from '../../lib/config.ts';
import { awaitsAnswer, signInStepFor } from './sign-in-steps.ts';

/*
 * The one door to Cognito (aws-amplify v6). Nothing imports this module statically: the account
 * forms reach it through cognito.ts, the header's sign-out and the API client's token refresh with a
 * dynamic `import()`, so Amplify weighs on no page's first JavaScript (docs/adr/0056).
 *
 * Amplify is configured from /config.json on first use. Locally `cognitoEndpoint` points at
 * cognito-local, which only knows USER_PASSWORD_AUTH (no SRP), so every sign-in names that flow;
 * in AWS the same flow is enabled on the app client.
 */

let configured: Promise<void> | null = null;

/** Configures Amplify once per page from the runtime configuration. */
export function configureAmplify(): Promise<void> {
  configured ??= loadConfig()
    .then((config) => {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
          },
        },
      });
    })
    .catch((error: unknown) => {
      configured = null; // let the next attempt fetch the configuration again
      throw error;
    });
  return configured;
}

/**
 * The language of the page a Cognito request starts from, for the codes Cognito e-mails: its
 * CustomMessage trigger writes them in it (docs/adr/0048). Sent as client metadata; at registration
 * also as the `locale` attribute, which Cognito keeps for messages no page starts.
 */
function pageLanguage(): { language: 'en' | 'fr' } {
  return { language: localeFromPath(location.pathname) };
}

/** The details a new account is registered with. */
export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** E.164, e.g. +447700900123. */
  phoneNumber: string;
}

/** Registers an account (e-mail is the username); Cognito then e-mails a verification code. */
export async function registerAccount(details: Registration): Promise<{ confirmed: boolean; destination: string | null }> {
  await configureAmplify();
  const result = await signUp({
    username: details.email,
    password: details.password,
    options: {
      userAttributes: {
        email: details.email,
        given_name: details.firstName,
        family_name: details.lastName,
        phone_number: details.phoneNumber,
        locale: pageLanguage().language,
      },
      clientMetadata: pageLanguage(),
    },
  });
  const destination = result.nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? (result.nextStep.codeDeliveryDetails.destination ?? null) : null;
  return { confirmed: result.isSignUpComplete, destination };
}

/** Confirms a registration with the code from the e-mail. */
export async function confirmRegistration(email: string, code: string): Promise<void> {
  await configureAmplify();
  await confirmSignUp({ username: email, confirmationCode: code });
}

/** Sends the verification code again. */
export async function resendRegistrationCode(email: string): Promise<void> {
  await configureAmplify();
  await resendSignUpCode({ username: email, options: { clientMetadata: pageLanguage() } });
}

/** Where a sign-in attempt ended. */
export type SignInOutcome =
  | { step: 'done'; tokens: SignedInTokens }
  | { step: 'confirmSignUp' }
  | { step: 'resetPassword' }
  /** The temporary password of an account made by an administrator must be replaced (answerSignInChallenge). */
  | { step: 'newPassword' }
  /** The authenticator app's code is asked for (answerSignInChallenge). */
  | { step: 'totpCode' }
  | { step: 'unsupported'; detail: string };

/** What the session is written from after a successful sign-in. */
export interface SignedInTokens {
  idToken: string;
  /** The Cognito user attributes (given_name, family_name, email, ...), when they could be read. */
  attributes: Record<string, string | undefined>;
}

/**
 * Signs in with e-mail and password (USER_PASSWORD_AUTH). Someone still signed in to Amplify in
 * this browser (another account, or a session whose spec keys were removed) is signed out first.
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  await configureAmplify();
  const attempt = () => signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  let result;
  try {
    result = await attempt();
  } catch (error) {
    if ((error as Error)?.name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    result = await attempt();
  }
  return outcomeOf(result.nextStep.signInStep);
}

/**
 * Answers the open challenge of a sign-in (the new password, or the authenticator's code). Cognito
 * may ask again (a new password, then the code of an account that has an authenticator).
 */
export async function answerSignInChallenge(response: string): Promise<SignInOutcome> {
  await configureAmplify();
  const result = await confirmSignIn({ challengeResponse: response });
  return outcomeOf(result.nextStep.signInStep);
}

/** The outcome of Amplify's next step; the tokens when signed in. */
async function outcomeOf(amplifyStep: string): Promise<SignInOutcome> {
  const step = signInStepFor(amplifyStep);
  if (step === 'done') return { step, tokens: await signedInTokens() };
  if (step === 'confirmSignUp' || step === 'resetPassword' || awaitsAnswer(step)) return { step };
  // SMS or e-mail codes, custom challenges: not offered by Patina's pool. Leave no half-open session.
  await signOut().catch(() => undefined);
  return { step: 'unsupported', detail: amplifyStep };
}

async function signedInTokens(): Promise<SignedInTokens> {
  const session = await fetchAuthSession();
  const idToken = session.tokens?.idToken?.toString();
  if (!idToken) throw Object.assign(new Error('No ID token after sign-in'), { name: 'NoIdToken' });
  let attributes: Record<string, string | undefined> = {};
  try {
    attributes = await fetchUserAttributes();
  } catch {
    // the names also come from the profile; the token alone is enough to sign in
  }
  return { idToken, attributes };
}

/** The details an authenticator app is set up with: the secret to type, and the otpauth:// address to open or scan. */
export interface AuthenticatorSetup {
  secret: string;
  uri: string;
}

/**
 * Starts setting up an authenticator app for the signed-in person (Cognito AssociateSoftwareToken).
 * Not available in the local stack: cognito-local has no TOTP (docs/adr/0029).
 */
export async function startAuthenticatorSetup(accountName: string): Promise<AuthenticatorSetup> {
  await configureAmplify();
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri('Patina', accountName).toString() };
}

/** Finishes the setup with a code from the app, and makes the app the person's MFA (asked at every sign-in from now on). */
export async function finishAuthenticatorSetup(code: string): Promise<void> {
  await configureAmplify();
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

/** Starts a password reset: Cognito e-mails a code. */
export async function startPasswordReset(email: string): Promise<void> {
  await configureAmplify();
  await resetPassword({ username: email, options: { clientMetadata: pageLanguage() } });
}

/** Finishes a password reset with the e-mailed code and the new password. */
export async function finishPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await configureAmplify();
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

/**
 * Changes the signed-in person's password (My account → sign-in and security). Other features
 * reach Cognito through this module rather than importing aws-amplify themselves, so the pages
 * share one Amplify chunk and it holds only what Patina uses.
 */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await configureAmplify();
  await updatePassword({ oldPassword, newPassword });
}

/** The result of a token refresh: a fresh ID token, the session is over, or a passing failure. */
export type RefreshResult = { kind: 'fresh'; idToken: string } | { kind: 'over' } | { kind: 'failed'; error: unknown };

/**
 * A fresh ID token from the refresh token Amplify keeps. `over` when there is no Amplify session
 * or Cognito refused the refresh token (expired, revoked): the person must sign in again.
 * `failed` for anything passing (network, throttling): the caller keeps what it has.
 */
export async function refreshIdToken(): Promise<RefreshResult> {
  try {
    await configureAmplify();
    const session = await fetchAuthSession({ forceRefresh: true });
    const idToken = session.tokens?.idToken?.toString();
    return idToken ? { kind: 'fresh', idToken } : { kind: 'over' };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/** Ends the Amplify session in this browser (revokes the refresh token where Cognito allows). */
export async function signOutOfCognito(): Promise<void> {
  await configureAmplify();
  await signOut();
}
