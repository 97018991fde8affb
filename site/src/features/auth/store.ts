import { atom } from 'nanostores';

/**
 * The spec's sign-up slice (section 3, "Client state slices"): user, signIn, signUp, ErrorMsg,
 * SignUpSuccess and loader, with the transitions section 4 gives them. The account forms render
 * their banners and busy state from it.
 */
export interface SignUpState {
  /** The account just registered or signed in. */
  user: { email: string; uid?: string } | null;
  signIn: boolean;
  signUp: boolean;
  ErrorMsg: string;
  SignUpSuccess: string;
  loader: boolean;
}

const INITIAL: SignUpState = { user: null, signIn: false, signUp: false, ErrorMsg: '', SignUpSuccess: '', loader: false };

export const $signUp = atom<SignUpState>(INITIAL);

const patch = (change: Partial<SignUpState>) => $signUp.set({ ...$signUp.get(), ...change });

/** A successful sign-up: signUp true, the user stored, the success message set, the error cleared. */
export function signUpSucceeded(user: { email: string }, message: string): void {
  patch({ signUp: true, user, SignUpSuccess: message, ErrorMsg: '', loader: false });
}

/** A successful sign-in. */
export function signInSucceeded(user: { email: string; uid: string }): void {
  patch({ signIn: true, user, ErrorMsg: '', loader: false });
}

/** An error (sign-in, sign-up, reset): the message stored, the success message cleared. */
export function authFailed(message: string): void {
  patch({ ErrorMsg: message, SignUpSuccess: '', loader: false });
}

/** A success message other than sign-up's (code resent, password updated, ...); the error cleared. */
export function authSucceeded(message: string): void {
  patch({ SignUpSuccess: message, ErrorMsg: '', loader: false });
}

/** Closing the message clears both. */
export function closeMessage(): void {
  patch({ ErrorMsg: '', SignUpSuccess: '' });
}

/** The busy flag while a request to Cognito runs. */
export function setLoader(loader: boolean): void {
  patch({ loader });
}

/** The e-mail the sign-in form is pre-filled with after registering (kept out of the URL). */
export const PREFILL_KEY = 'patina.signin.email';
