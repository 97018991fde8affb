import { useEffect } from 'react';
import { TextField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import type { Outcome } from '../../lib/forms/outcome.ts';
import { SILENT_OUTCOME } from '../../lib/forms/problem.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { confirmRegistration, resendRegistrationCode } from './cognito.ts';
import { authErrorKey, errorName } from './errors.ts';
import { checkCode, checkOnly } from './rules.ts';
import { authFailed, authSucceeded, setLoader } from './store.ts';
import { FormMessage, type T } from './ui.tsx';

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
  const form = useForm('verify', {
    fields: ['code'] as const,
    initial: { code: '' },
    check: checkOnly('code', checkCode),
    invalidBanner: null,
    payload: (v) => v.code.replace(/\s+/g, ''),
    send: verify,
  });

  /** Confirms the code with Cognito; a refusal goes to the slice's banner. */
  async function verify(code: string): Promise<Outcome> {
    setLoader(true);
    try {
      await confirmRegistration(email, code);
    } catch (failure) {
      // Already verified (a second tab, a double click): carry on to sign-in.
      if (!(errorName(failure) === 'NotAuthorizedException' && /confirmed/i.test(String((failure as Error).message)))) {
        authFailed(t(authErrorKey(failure)));
        return SILENT_OUTCOME;
      }
    }
    await onVerified();
    return { ok: true, message: { code: 'ok' }, data: null };
  }

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
    document.querySelector<HTMLElement>('#verify-code')?.focus();
    if (sendOnArrival) void resend();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  return (
    <Form form={form} banner={false} testId="verify-form">
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
      <FormMessage />
      <TextField {...form.bind('code')} label={t('auth.verify.code')} testId="verify-code" className="auth-code" inputMode="numeric" autoComplete="one-time-code" maxLength={10} />
      <SubmitButton busy={busy || form.submitting} label={t('auth.verify.submit')} testId="verify-submit" className="btn btn-primary auth-submit" />
      <p className="auth-small">
        {t('auth.verify.noCode')}{' '}
        <button type="button" className="btn-link" onClick={() => void resend()} disabled={busy} data-testid="verify-resend">
          {t('auth.verify.resend')}
        </button>
        .
      </p>
      {onRestart && (
        <p className="auth-small">
          <button type="button" className="btn-link" onClick={onRestart}>
            {t('auth.verify.wrongEmail')}
          </button>
        </p>
      )}
    </Form>
  );
}
