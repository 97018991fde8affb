import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Locale } from '../../../../shared/i18n/index.ts';
import type { Strings } from '../../components/header/strings.ts';
import { TextField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { withUi } from '../../lib/ui.tsx';
import type { Outcome } from '../../lib/forms/outcome.ts';
import { SILENT_OUTCOME } from '../../lib/forms/problem.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { href } from '../../lib/locales.ts';
import { finishPasswordReset, startPasswordReset, warmCognito } from './cognito.ts';
import { authErrorKey, errorName } from './errors.ts';
import { checkCode, checkEmail, checkOnly, newPasswordProblems, normaliseEmail } from './rules.ts';
import { $signUp, authFailed, authSucceeded, closeMessage, setLoader } from './store.ts';
import { FormMessage, NewPasswordFields, SignInEmailField } from './ui.tsx';
import { translate } from '../../lib/translate.ts';

const DONE: Outcome = { ok: true, message: { code: 'ok' }, data: null };

/**
 * Forgotten password (/forget-password): the e-mail → Cognito sends a code ("Email link is sent
 * to your email address"); then the code, a new password and its confirmation → "Password updated
 * successfully" with the way to sign in, or "Password couldn't be updated, try login again".
 */
function ResetPassword({ locale, strings }: { locale: Locale; strings: Strings }) {
  const t = translate(strings);
  const { loader } = useStore($signUp);
  const [step, setStep] = useState<'request' | 'confirm' | 'done'>('request');
  const [reason, setReason] = useState<string | null>(null);
  useEffect(() => warmCognito(), []);

  /** Asks Cognito to e-mail a code; an unknown address gets the same answer (not telling who has an account). */
  const send = async (email: string): Promise<Outcome> => {
    setLoader(true);
    try {
      await startPasswordReset(normaliseEmail(email));
    } catch (failure) {
      if (errorName(failure) !== 'UserNotFoundException') {
        authFailed(t(authErrorKey(failure)));
        return SILENT_OUTCOME;
      }
    }
    authSucceeded(t('auth.reset.sent'));
    setStep('confirm');
    return DONE;
  };
  const request = useForm('reset', {
    fields: ['email'] as const,
    initial: { email: '' },
    check: checkOnly('email', checkEmail),
    invalidBanner: null,
    payload: (v) => v.email,
    send,
    success: 'quiet',
  });
  const email = request.values.email;
  const confirm = useForm('reset', {
    fields: ['code', 'password', 'confirm'] as const,
    initial: { code: '', password: '', confirm: '' },
    check: (v) => {
      const code = checkCode(v.code);
      return { ...(code ? { code } : {}), ...newPasswordProblems(v) };
    },
    invalidBanner: null,
    payload: (v) => v,
    send: async (v) => {
      setReason(null);
      setLoader(true);
      try {
        await finishPasswordReset(normaliseEmail(email), v.code.replace(/\s+/g, ''), v.password);
      } catch (failure) {
        const key = authErrorKey(failure);
        setReason(key === 'auth.error.generic' ? null : t(key));
        authFailed(t('auth.reset.failed'));
        return SILENT_OUTCOME;
      }
      authSucceeded(t('auth.reset.updated'));
      setStep('done');
      return DONE;
    },
    success: 'quiet',
  });
  const signInLink = `${href(locale, '/seller-login')}?reset=1`;

  if (step === 'done') {
    return (
      <div data-testid="reset-done">
        <FormMessage />
        <a className="btn btn-primary auth-submit" href={signInLink} data-testid="reset-signin">
          {t('auth.reset.signIn')}
        </a>
      </div>
    );
  }

  if (step === 'request') {
    return (
      <Form form={request} banner={false} testId="reset-request-form">
        <FormMessage />
        <SignInEmailField field={request.bind('email')} t={t} testId="reset-email" />
        <SubmitButton busy={loader || request.submitting} ready={request.ready} label={t('auth.reset.send')} testId="reset-send" className="btn btn-primary auth-submit" />
        <p className="auth-switch">
          <a href={href(locale, '/seller-login')}>{t('auth.reset.back')}</a>
        </p>
      </Form>
    );
  }

  return (
    <Form form={confirm} banner={false} testId="reset-confirm-form">
      <FormMessage extra={reason ? <span className="auth-alert-detail">{reason}</span> : null} />
      <p className="auth-step-text">{t('auth.reset.sentHint', { email: normaliseEmail(email) })}</p>
      <TextField
        {...confirm.bind('code')}
        label={t('auth.reset.code')}
        testId="reset-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        className="auth-code"
        required
      />
      <NewPasswordFields
        password={confirm.bind('password')}
        confirm={confirm.bind('confirm')}
        prefix="reset"
        labels={{ password: t('auth.reset.newPassword'), confirm: t('auth.reset.confirm') }}
        t={t}
      />
      <SubmitButton busy={loader || confirm.submitting} label={t('auth.reset.submit')} testId="reset-submit" className="btn btn-primary auth-submit" />
      <p className="auth-small auth-reset-links">
        <button type="button" className="btn-link" onClick={() => void send(email)} disabled={loader}>
          {t('auth.reset.resend')}
        </button>
        <button
          type="button"
          className="btn-link"
          onClick={() => {
            closeMessage();
            setStep('request');
          }}
        >
          {t('auth.reset.otherEmail')}
        </button>
      </p>
    </Form>
  );
}

export default withUi(ResetPassword);
