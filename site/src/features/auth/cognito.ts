/*
 * The account pages' way to Cognito: the same calls as amplify.ts, but Amplify (~36 KB gzip) is
 * fetched when a form is first used, not with the page (docs/adr/0056). `warmCognito` starts the
 * fetch when the person first reaches into the form, so pressing its button seldom waits for it.
 */
type Door = typeof import('./amplify.ts');
export type { AuthenticatorSetup, SignInOutcome } from './amplify.ts';

let loading: Promise<Door> | null = null;

/** amplify.ts, fetched once per page (again after a failed fetch). */
function loadCognito(): Promise<Door> {
  loading ??= import('./amplify.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** One of amplify.ts's calls, run once the module is here. */
function onUse<K extends keyof Door>(name: K): Door[K] {
  return (async (...args: unknown[]) => ((await loadCognito())[name] as (...a: unknown[]) => unknown)(...args)) as Door[K];
}

export const registerAccount = onUse('registerAccount');
export const confirmRegistration = onUse('confirmRegistration');
export const resendRegistrationCode = onUse('resendRegistrationCode');
export const signInWithPassword = onUse('signInWithPassword');
export const answerSignInChallenge = onUse('answerSignInChallenge');
export const startAuthenticatorSetup = onUse('startAuthenticatorSetup');
export const finishAuthenticatorSetup = onUse('finishAuthenticatorSetup');
export const startPasswordReset = onUse('startPasswordReset');
export const finishPasswordReset = onUse('finishPasswordReset');
export const signOutOfCognito = onUse('signOutOfCognito');

/**
 * Starts fetching Amplify at the person's first focus or press on the page (an effect's cleanup
 * is returned). A failed fetch is left for the call itself to retry and report.
 */
export function warmCognito(): () => void {
  const warm = () => {
    stop();
    loadCognito().catch(() => undefined);
  };
  const stop = () => {
    document.removeEventListener('focusin', warm);
    document.removeEventListener('pointerdown', warm);
  };
  document.addEventListener('focusin', warm);
  document.addEventListener('pointerdown', warm);
  return stop;
}
