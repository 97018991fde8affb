import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '../../../../shared/i18n/index.ts';
import { makeT, type Strings } from '../../components/header/strings.ts';
import { href } from '../../lib/locales.ts';
import { decodeToken, greetingName, readSession, readStoredUser, signOut, tokenGroups } from '../../lib/session.ts';
import { signInWithPassword, signOutOfCognito } from './amplify.ts';
import { authErrorKey } from './errors.ts';
import { establishSession } from './establish.ts';
import { returnAddress } from './return.ts';
import { checkEmail, normaliseEmail, safeNext } from './rules.ts';
import { $signUp, authFailed, authSucceeded, closeMessage, PREFILL_KEY, setLoader, signInSucceeded } from './store.ts';
import { Field, focusFirstError, FormMessage, PasswordField, queryParam, SubmitButton, useHydrated } from './ui.tsx';
import { VerifyStep } from './VerifyStep.tsx';

type FieldName = 'email' | 'password';
const ORDER: readonly FieldName[] = ['email', 'password'];
const STAFF = ['admin', 'expert'];

interface Props {
  locale: Locale;
  strings: Strings;
  /** `admin`: the console's sign-in at /admin-login, for members of the admin or expert group only. */
  variant?: 'site' | 'admin';
}

/**
 * Sign-in with e-mail and password. On success the spec's session values are written and the
 * person goes to the `next` path (same site only) or the home page; the console's variant goes to
 * /admin-details and refuses anyone outside the admin and expert groups.
 */
export default function SignInForm({ locale, strings, variant = 'site' }: Props) {
  const t = makeT(strings);
  const admin = variant === 'admin';
  const ids = admin ? { email: 'admin-email', password: 'admin-password', submit: 'admin-submit' } : { email: 'signin-email', password: 'signin-password', submit: 'signin-submit' };
  const { loader } = useStore($signUp);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [verifying, setVerifying] = useState(false);
  const [already, setAlready] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const ready = useHydrated(form, (typed) => setValues((v) => ({ email: typed.email ?? v.email, password: typed.password ?? v.password })));

  useEffect(() => {
    closeMessage();
    if (queryParam('expired') === '1') authFailed(t('auth.signIn.expired'));
    else if (queryParam('verified') === '1') authSucceeded(t('auth.verify.done'));
    else if (queryParam('reset') === '1') authSucceeded(t('auth.signIn.passwordUpdated'));
    try {
      const remembered = sessionStorage.getItem(PREFILL_KEY);
      if (remembered) {
        sessionStorage.removeItem(PREFILL_KEY);
        setValues((v) => ({ ...v, email: remembered }));
        requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[name="password"]')?.focus());
      }
    } catch {
      // no session storage: the person types the address
    }
    const session = readSession();
    if (admin) {
      const user = readStoredUser();
      if (user?.token && STAFF.includes(String(user.role))) setAlready(String(user.email ?? session.email ?? ''));
    } else if (session.signedIn) {
      setAlready(greetingName(session) || session.email || '');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  const destination = () => (admin ? href(locale, '/admin-details') : safeNext(returnAddress(), href(locale, '/')));

  const signIn = async () => {
    const email = normaliseEmail(values.email);
    setLoader(true);
    let outcome;
    try {
      outcome = await signInWithPassword(email, values.password);
    } catch (failure) {
      authFailed(t(authErrorKey(failure, 'signIn')));
      return;
    }
    if (outcome.step === 'confirmSignUp') {
      if (admin) authFailed(t('auth.signIn.unconfirmed'));
      else {
        setLoader(false);
        authFailed(t('auth.signIn.unconfirmed'));
        setVerifying(true);
      }
      return;
    }
    if (outcome.step === 'resetPassword') {
      authFailed(t('auth.error.resetRequired'));
      return;
    }
    if (outcome.step === 'unsupported') {
      authFailed(t('auth.error.unsupported'));
      return;
    }
    const { idToken, attributes } = outcome.tokens;
    if (admin && !tokenGroups(idToken).some((g) => STAFF.includes(g))) {
      // Someone signed in on the site as this same account keeps that session; anyone else is
      // signed out of Cognito again.
      const sameAsSite = readSession().uid !== null && decodeToken(idToken)?.sub === readSession().uid;
      if (!sameAsSite) await signOutOfCognito().catch(() => undefined);
      setValues((v) => ({ ...v, password: '' }));
      authFailed(t('auth.admin.refused'));
      return;
    }
    try {
      const session = await establishSession(idToken, attributes);
      signInSucceeded({ email: session.email, uid: session.uid });
    } catch (failure) {
      await signOutOfCognito().catch(() => undefined);
      authFailed(t(authErrorKey(failure)));
      return;
    }
    location.assign(destination());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loader) return;
    const found: Partial<Record<FieldName, string>> = {};
    const emailProblem = checkEmail(values.email);
    if (emailProblem) found.email = emailProblem;
    if (!values.password) found.password = 'auth.required.password';
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(form.current, ORDER, found);
      return;
    }
    await signIn();
  };

  const update = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  if (verifying) {
    return (
      <VerifyStep
        email={normaliseEmail(values.email)}
        t={t}
        busy={loader}
        sendOnArrival
        onVerified={async () => {
          setVerifying(false);
          closeMessage();
          await signIn();
        }}
        onRestart={() => {
          closeMessage();
          setVerifying(false);
        }}
      />
    );
  }

  const forgot = (
    <a className="auth-label-link" href={href(locale, '/forget-password')}>
      {t('auth.signIn.forgot')}
    </a>
  );

  return (
    <form ref={form} className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid={admin ? 'admin-form' : 'signin-form'}>
      {already && (
        <div className="auth-already" role="status">
          <p>{t(admin ? 'auth.admin.already' : 'auth.signIn.already', { name: already })}</p>
          <div className="auth-already-actions">
            <a className="btn btn-navy" href={admin ? href(locale, '/admin-details') : safeNext(returnAddress(), href(locale, '/'))}>
              {t(admin ? 'auth.admin.open' : 'auth.signIn.continue')}
            </a>
            {!admin && (
              <button type="button" className="btn btn-ghost" onClick={() => void signOut()}>
                {t('auth.signIn.signOut')}
              </button>
            )}
          </div>
        </div>
      )}
      <FormMessage
        t={t}
        extra={
          $signUp.get().ErrorMsg === t('auth.error.resetRequired') ? (
            <a href={href(locale, '/forget-password')}>{t('auth.signIn.forgot')}</a>
          ) : null
        }
      />
      <Field
        id={ids.email}
        name="email"
        type="email"
        label={t('auth.email')}
        testId={ids.email}
        autoComplete="username"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={254}
        required
        value={values.email}
        onChange={(e) => update('email', e.target.value)}
        error={errors.email ? t(errors.email) : undefined}
      />
      <PasswordField
        id={ids.password}
        name="password"
        label={t('auth.password')}
        testId={ids.password}
        t={t}
        autoComplete="current-password"
        maxLength={256}
        required
        value={values.password}
        onChange={(e) => update('password', e.target.value)}
        error={errors.password ? t(errors.password) : undefined}
        labelExtra={forgot}
      />
      <SubmitButton busy={loader} ready={ready} label={t(admin ? 'auth.admin.submit' : 'auth.signIn.submit')} testId={ids.submit} t={t} />
      {!admin && (
        <p className="auth-switch">
          {t('auth.signIn.noAccount')} <a href={href(locale, '/user-account')}>{t('auth.signIn.register')}</a>
        </p>
      )}
    </form>
  );
}
