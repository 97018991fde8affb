import { useEffect, useRef, useState, type FormEvent } from 'react';
import { confirmRegistration, resendRegistrationCode } from './amplify.ts';
import { authErrorKey, errorName } from './errors.ts';
import { checkCode } from './rules.ts';
import { authFailed, authSucceeded, setLoader } from './store.ts';
import { FormMessage, SubmitButton, type T } from './ui.tsx';

interface Props {
  email: string;
  t: T;
  busy: boolean;
  /** Called once the e-mail is verified. */
  onVerified: () => void | Promise<void>;
  /** "Wrong address? Start again". */
  onRestart?: () => void;
  /** Ask Cognito for a code on arrival (signing in to an unverified account: none was just sent). */
  sendOnArrival?: boolean;
}

/**
 * The verification step: the 6-digit code from the e-mail, with "send a new code". Used after
 * registering and when someone signs in before verifying.
 */
export function VerifyStep({ email, t, busy, onVerified, onRestart, sendOnArrival = false }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const resend = async () => {
    setLoader(true);
    try {
      await resendRegistrationCode(email);
      authSucceeded(t('auth.verify.resent', { email }));
    } catch (failure) {
      authFailed(t(authErrorKey(failure)));
    }
  };

  useEffect(() => {
    input.current?.focus();
    if (sendOnArrival) void resend();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkCode(code);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setLoader(true);
    try {
      await confirmRegistration(email, code.replace(/\s+/g, ''));
    } catch (failure) {
      // Already verified (a second tab, a double click): carry on to sign-in.
      if (errorName(failure) === 'NotAuthorizedException' && /confirmed/i.test(String((failure as Error).message))) {
        await onVerified();
        return;
      }
      authFailed(t(authErrorKey(failure)));
      return;
    }
    await onVerified();
  };

  return (
    <form ref={form} className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="verify-form">
      <div className="auth-verify-head">
        <span className="auth-verify-icon" aria-hidden="true">
          <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
            <path d="M3.5 6.5h17v11h-17z" />
            <path d="m3.5 7 8.5 6.5L20.5 7" />
          </svg>
        </span>
        <div>
          <h2 className="auth-step-title">{t('auth.verify.heading')}</h2>
          <p className="auth-step-text">{t('auth.verify.text', { email })}</p>
        </div>
      </div>
      <FormMessage t={t} />
      <div className="field auth-field">
        <label htmlFor="verify-code">{t('auth.verify.code')}</label>
        <input
          ref={input}
          id="verify-code"
          name="code"
          className="input auth-code"
          data-testid="verify-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'verify-code-error' : undefined}
        />
        {error && (
          <p id="verify-code-error" className="field-error">
            {t(error)}
          </p>
        )}
      </div>
      <SubmitButton busy={busy} label={t('auth.verify.submit')} testId="verify-submit" t={t} />
      <p className="auth-small">
        {t('auth.verify.noCode')}{' '}
        <button type="button" className="auth-link-button" onClick={() => void resend()} disabled={busy} data-testid="verify-resend">
          {t('auth.verify.resend')}
        </button>
        .
      </p>
      {onRestart && (
        <p className="auth-small">
          <button type="button" className="auth-link-button" onClick={onRestart}>
            {t('auth.verify.wrongEmail')}
          </button>
        </p>
      )}
    </form>
  );
}
