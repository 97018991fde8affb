import { type ReactNode, useEffect, useState } from 'react';
import { TextField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import type { FormValues } from '../../lib/forms/form-core.ts';
import type { Outcome } from '../../lib/forms/outcome.ts';
import { SILENT_OUTCOME } from '../../lib/forms/problem.ts';
import { type UseForm, useForm } from '../../lib/forms/use-form.ts';
import { answerSignInChallenge, finishAuthenticatorSetup, startAuthenticatorSetup, type AuthenticatorSetup, type SignInOutcome } from './cognito.ts';
import { authErrorKey } from './errors.ts';
import { checkOnly, newPasswordProblems } from './rules.ts';
import { checkAppCode, groupSecret, normaliseAppCode } from './sign-in-steps.ts';
import { authFailed, authSucceeded, setLoader } from './store.ts';
import { FormMessage, NewPasswordFields, type T } from './ui.tsx';

/*
 * The steps a sign-in can take between the password and the session: choosing a new password (an
 * account made by an administrator signs in with a temporary one), the authenticator app's code,
 * and setting an authenticator app up (staff, docs/adr/0029). The sign-in form shows them.
 */

const DONE: Outcome = { ok: true, message: { code: 'ok' }, data: null };

interface ChallengeProps {
  t: T;
  busy: boolean;
  /** Where Cognito went after the answer (signed in, or the next challenge). */
  onOutcome: (outcome: SignInOutcome) => void | Promise<void>;
  /** "Start again": back to the e-mail and password. */
  onRestart: () => void;
}

/** Runs a step's call with the loader on; a refusal goes to the banner (and the form stays). */
async function attempt<R>(call: () => Promise<R>, t: T, then: (result: R) => void | Promise<void>): Promise<Outcome> {
  setLoader(true);
  let result: R;
  try {
    result = await call();
  } catch (failure) {
    authFailed(t(authErrorKey(failure)));
    return SILENT_OUTCOME;
  }
  await then(result);
  return DONE;
}

/** Sends a challenge's answer; where Cognito went next goes to `onOutcome`. */
function answer(response: string, t: T, onOutcome: ChallengeProps['onOutcome']): Promise<Outcome> {
  return attempt(() => answerSignInChallenge(response), t, onOutcome);
}

/** The form of a code from the authenticator app (the sign-in's code step, and turning an app on). */
function useAppCodeForm(name: string, send: (code: string) => Promise<Outcome>) {
  return useForm(name, {
    fields: ['code'] as const,
    initial: { code: '' },
    check: checkOnly('code', checkAppCode),
    invalidBanner: null,
    payload: (v) => normaliseAppCode(v.code),
    send,
    success: 'quiet',
  });
}

/** The app's code field of such a form. */
function AppCodeField({ form, t, testId }: { form: ReturnType<typeof useAppCodeForm>; t: T; testId: string }) {
  return (
    <TextField {...form.bind('code')} label={t('auth.challenge.totp.label')} testId={testId} className="auth-code" inputMode="numeric" autoComplete="one-time-code" maxLength={10} required />
  );
}

/** Puts the focus in the step's first field when it appears. */
function useFocusOnArrival(id: string) {
  useEffect(() => {
    document.querySelector<HTMLElement>(`#${id}`)?.focus();
  }, [id]);
}

/**
 * A challenge step's form: its heading and text, the message, its fields, the answer's button, and
 * "Start again". `strings` is the step's key prefix (`.heading`, `.text`, `.submit`); `testId` names
 * the form (`<testId>-form`) and its button (`<testId>-submit`).
 */
function ChallengeForm<V extends FormValues>({
  form,
  strings,
  testId,
  t,
  busy,
  onRestart,
  children,
}: Pick<ChallengeProps, 't' | 'busy' | 'onRestart'> & { form: UseForm<V>; strings: string; testId: string; children: ReactNode }) {
  return (
    <Form form={form} banner={false} testId={`${testId}-form`}>
      <h2 className="auth-step-title">{t(`${strings}.heading`)}</h2>
      <p className="auth-step-text">{t(`${strings}.text`)}</p>
      <FormMessage />
      {children}
      <SubmitButton busy={busy || form.submitting} label={t(`${strings}.submit`)} testId={`${testId}-submit`} className="btn btn-primary auth-submit" />
      <p className="auth-small">
        <button type="button" className="btn-link" onClick={onRestart} data-testid="challenge-restart">
          {t('auth.challenge.restart')}
        </button>
      </p>
    </Form>
  );
}

/** "Choose a new password": the temporary password of an account made by an administrator is replaced. */
export function NewPasswordStep({ t, busy, onOutcome, onRestart }: ChallengeProps) {
  const form = useForm('new-password', {
    fields: ['password', 'confirm'] as const,
    initial: { password: '', confirm: '' },
    check: newPasswordProblems,
    invalidBanner: null,
    payload: (v) => v.password,
    send: (password) => answer(password, t, onOutcome),
    success: 'quiet',
  });
  useFocusOnArrival('new-password-password');
  return (
    <ChallengeForm form={form} strings="auth.challenge.newPassword" testId="new-password" t={t} busy={busy} onRestart={onRestart}>
      <NewPasswordFields
        password={form.bind('password')}
        confirm={form.bind('confirm')}
        prefix="new-password"
        labels={{ password: t('auth.challenge.newPassword.label'), confirm: t('auth.challenge.newPassword.confirm') }}
        t={t}
      />
    </ChallengeForm>
  );
}

/** "Enter the 6-digit code from your authenticator app". */
export function TotpCodeStep({ t, busy, onOutcome, onRestart }: ChallengeProps) {
  const form = useAppCodeForm('totp', (code) => answer(code, t, onOutcome));
  useFocusOnArrival('totp-code');
  return (
    <ChallengeForm form={form} strings="auth.challenge.totp" testId="totp" t={t} busy={busy} onRestart={onRestart}>
      <AppCodeField form={form} t={t} testId="totp-code" />
    </ChallengeForm>
  );
}

interface SetupProps {
  t: T;
  busy: boolean;
  /** The account's e-mail: the name the app shows beside "Patina". */
  email: string;
  /** The app is set up: the person signs in again, and is asked for its code. */
  onDone: () => void;
  /** Not now: sign out and back to the form. */
  onCancel: () => void;
}

/**
 * Setting up an authenticator app (signed in, the staff role withheld until it is on): the key in
 * groups of four and the otpauth:// link, then a code from the app to turn it on.
 */
export function AuthenticatorSetupStep({ t, busy, email, onDone, onCancel }: SetupProps) {
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  useEffect(() => {
    setLoader(true);
    startAuthenticatorSetup(email).then(
      (details) => {
        setLoader(false);
        setSetup(details);
      },
      (failure: unknown) => authFailed(t(authErrorKey(failure))),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  const form = useAppCodeForm('totp-setup', (code) =>
    attempt(() => finishAuthenticatorSetup(code), t, () => {
      authSucceeded(t('auth.mfa.done'));
      onDone();
    }),
  );
  return (
    <Form form={form} banner={false} testId="totp-setup-form">
      <h2 className="auth-step-title">{t('auth.mfa.heading')}</h2>
      <FormMessage />
      {setup && (
        <>
          <p className="auth-step-text">{t('auth.mfa.step1')}</p>
          <p className="auth-code" data-testid="totp-secret">
            <span className="visually-hidden">{t('auth.mfa.secret')} </span>
            <code>{groupSecret(setup.secret)}</code>
          </p>
          <p className="auth-small">
            <a href={setup.uri} data-testid="totp-uri">
              {t('auth.mfa.open')}
            </a>
          </p>
          <p className="auth-step-text">{t('auth.mfa.step2')}</p>
          <AppCodeField form={form} t={t} testId="totp-setup-code" />
          <SubmitButton busy={busy || form.submitting} label={t('auth.mfa.submit')} testId="totp-setup-submit" className="btn btn-primary auth-submit" />
        </>
      )}
      <p className="auth-small">
        <button type="button" className="btn-link" onClick={onCancel}>
          {t('auth.mfa.cancel')}
        </button>
      </p>
    </Form>
  );
}
