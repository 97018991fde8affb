import { useStore } from '@nanostores/react';
import { useRef, useState, type FormEvent } from 'react';
import type { Locale } from '../../../../shared/i18n/index.ts';
import { makeT, type Strings } from '../../components/header/strings.ts';
import { href } from '../../lib/locales.ts';
import { finishPasswordReset, startPasswordReset } from './amplify.ts';
import { authErrorKey, errorName } from './errors.ts';
import { checkCode, checkConfirmation, checkEmail, checkNewPassword, normaliseEmail } from './rules.ts';
import { $signUp, authFailed, authSucceeded, closeMessage, setLoader } from './store.ts';
import { Field, focusFirstError, FormMessage, PasswordField, PolicyList, SubmitButton, useHydrated } from './ui.tsx';

const ORDER = ['code', 'password', 'confirm'] as const;
type FieldName = (typeof ORDER)[number];
type Errors = Partial<Record<FieldName | 'email', string>>;

/**
 * Forgotten password (/forget-password): the e-mail → Cognito sends a code ("Email link is sent
 * to your email address"); then the code, a new password and its confirmation → "Password updated
 * successfully" with the way to sign in, or "Password couldn't be updated, try login again".
 */
export default function ResetPasswordForm({ locale, strings }: { locale: Locale; strings: Strings }) {
  const t = makeT(strings);
  const { loader } = useStore($signUp);
  const [step, setStep] = useState<'request' | 'confirm' | 'done'>('request');
  const [email, setEmail] = useState('');
  const [values, setValues] = useState<Record<FieldName, string>>({ code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [reason, setReason] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const ready = useHydrated(form, (typed) => {
    if (typed.email) setEmail(typed.email);
  });

  const send = async () => {
    setLoader(true);
    try {
      await startPasswordReset(normaliseEmail(email));
    } catch (failure) {
      // Not telling who has an account: an unknown address gets the same answer.
      if (errorName(failure) !== 'UserNotFoundException') {
        authFailed(t(authErrorKey(failure)));
        return;
      }
    }
    authSucceeded(t('auth.reset.sent'));
    setStep('confirm');
  };

  const onRequest = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loader) return;
    const problem = checkEmail(email);
    setErrors(problem ? { email: problem } : {});
    if (problem) {
      focusFirstError(form.current, ['email'], { email: problem });
      return;
    }
    await send();
  };

  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loader) return;
    const found: Errors = {};
    const codeProblem = checkCode(values.code);
    if (codeProblem) found.code = codeProblem;
    const passwordProblem = checkNewPassword(values.password);
    if (passwordProblem) found.password = passwordProblem;
    const confirmProblem = checkConfirmation(values.password, values.confirm);
    if (confirmProblem) found.confirm = confirmProblem;
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(form.current, ORDER, found);
      return;
    }
    setReason(null);
    setLoader(true);
    try {
      await finishPasswordReset(normaliseEmail(email), values.code.replace(/\s+/g, ''), values.password);
    } catch (failure) {
      const key = authErrorKey(failure);
      setReason(key === 'auth.error.generic' ? null : t(key));
      authFailed(t('auth.reset.failed'));
      return;
    }
    authSucceeded(t('auth.reset.updated'));
    setStep('done');
  };

  const update = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const message = (field: FieldName | 'email') => (errors[field] ? t(errors[field]) : undefined);
  const signInLink = `${href(locale, '/seller-login')}?reset=1`;

  if (step === 'done') {
    return (
      <div className="auth-form" data-testid="reset-done">
        <FormMessage t={t} />
        <a className="btn btn-primary auth-submit" href={signInLink} data-testid="reset-signin">
          {t('auth.reset.signIn')}
        </a>
      </div>
    );
  }

  if (step === 'request') {
    return (
      <form ref={form} className="auth-form" noValidate onSubmit={(e) => void onRequest(e)} data-testid="reset-request-form">
        <FormMessage t={t} />
        <Field
          id="reset-email"
          name="email"
          type="email"
          label={t('auth.email')}
          testId="reset-email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={254}
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (errors.email) setErrors({});
          }}
          error={message('email')}
        />
        <SubmitButton busy={loader} ready={ready} label={t('auth.reset.send')} testId="reset-send" t={t} />
        <p className="auth-switch">
          <a href={href(locale, '/seller-login')}>{t('auth.reset.back')}</a>
        </p>
      </form>
    );
  }

  return (
    <form ref={form} className="auth-form" noValidate onSubmit={(e) => void onConfirm(e)} data-testid="reset-confirm-form">
      <FormMessage t={t} extra={reason ? <span className="auth-alert-detail">{reason}</span> : null} />
      <p className="auth-step-text">{t('auth.reset.sentHint', { email: normaliseEmail(email) })}</p>
      <Field
        id="reset-code"
        name="code"
        label={t('auth.reset.code')}
        testId="reset-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        className="auth-code"
        required
        value={values.code}
        onChange={(e) => update('code', e.target.value)}
        error={message('code')}
      />
      <PasswordField
        id="reset-password"
        name="password"
        label={t('auth.reset.newPassword')}
        testId="reset-password"
        t={t}
        policyId="reset-policy"
        autoComplete="new-password"
        maxLength={256}
        required
        value={values.password}
        onChange={(e) => update('password', e.target.value)}
        error={message('password')}
      />
      <PolicyList id="reset-policy" password={values.password} t={t} />
      <PasswordField
        id="reset-confirm"
        name="confirm"
        label={t('auth.reset.confirm')}
        testId="reset-confirm"
        t={t}
        autoComplete="new-password"
        maxLength={256}
        required
        value={values.confirm}
        onChange={(e) => update('confirm', e.target.value)}
        error={message('confirm')}
      />
      <SubmitButton busy={loader} label={t('auth.reset.submit')} testId="reset-submit" t={t} />
      <p className="auth-small auth-reset-links">
        <button type="button" className="auth-link-button" onClick={() => void send()} disabled={loader}>
          {t('auth.reset.resend')}
        </button>
        <button
          type="button"
          className="auth-link-button"
          onClick={() => {
            closeMessage();
            setErrors({});
            setStep('request');
          }}
        >
          {t('auth.reset.otherEmail')}
        </button>
      </p>
    </form>
  );
}
