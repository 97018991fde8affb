import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Locale } from '../../../../shared/i18n/index.ts';
import type { Strings } from '../../components/header/strings.ts';
import { href } from '../../lib/locales.ts';
import { decodeToken, greetingName, readSession, readStoredUser, signOut, tokenGroups } from '../../lib/session.ts';
import { signInWithPassword, signOutOfCognito, warmCognito, type SignInOutcome } from './cognito.ts';
import { AuthenticatorSetupStep, NewPasswordStep, TotpCodeStep } from './ChallengeSteps.tsx';
import { authErrorKey } from './errors.ts';
import { establishSession } from './establish.ts';
import { returnAddress } from './return.ts';
import { checkEmail, normaliseEmail, safeNext } from './rules.ts';
import { $signUp, authFailed, authSucceeded, closeMessage, PREFILL_KEY, setLoader, signInSucceeded } from './store.ts';
import { PasswordField } from '../../lib/forms/password-field.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { withUi } from '../../lib/ui.tsx';
import { SILENT_OUTCOME } from '../../lib/forms/problem.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { FormMessage, queryParam, SignInEmailField } from './ui.tsx';
import { AlreadySignedIn, AuthenticatorOffer } from './SignInNotices.tsx';
import { VerifyStep } from './VerifyStep.tsx';
import { translate } from '../../lib/translate.ts';

const ORDER = ['email', 'password'] as const;
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
function SignIn({ locale, strings, variant = 'site' }: Props) {
  const t = translate(strings);
  const admin = variant === 'admin';
  const ids = admin ? { email: 'admin-email', password: 'admin-password', submit: 'admin-submit' } : { email: 'signin-email', password: 'signin-password', submit: 'signin-submit' };
  const { loader } = useStore($signUp);
  const [verifying, setVerifying] = useState(false);
  /** A challenge Cognito asked for after the password, or the authenticator's set-up (staff). */
  const [challenge, setChallenge] = useState<'newPassword' | 'totpCode' | 'mfaOffer' | 'mfaSetup' | null>(null);
  /** Who the console refused (their Cognito session stays open while the authenticator set-up is offered). */
  const [refusedSub, setRefusedSub] = useState('');
  const [already, setAlready] = useState<string | null>(null);
  const form = useForm(ids.email.replace(/-email$/, ''), {
    fields: ORDER,
    initial: { email: '', password: '' },
    check: (v) => {
      const email = checkEmail(v.email);
      return { ...(email ? { email } : {}), ...(v.password ? {} : { password: 'auth.required.password' }) };
    },
    invalidBanner: null,
    payload: (v) => v,
    send: async () => {
      await signIn();
      return SILENT_OUTCOME; // the sign-up slice's banner (FormMessage) speaks, not the form's
    },
  });
  const values = form.values;
  useEffect(() => warmCognito(), []);

  useEffect(() => {
    closeMessage();
    if (queryParam('expired') === '1') authFailed(t('auth.signIn.expired'));
    else if (queryParam('verified') === '1') authSucceeded(t('auth.verify.done'));
    else if (queryParam('reset') === '1') authSucceeded(t('auth.signIn.passwordUpdated'));
    try {
      const remembered = sessionStorage.getItem(PREFILL_KEY);
      if (remembered) {
        sessionStorage.removeItem(PREFILL_KEY);
        form.form.set('email', remembered);
        requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${ids.password}`)?.focus());
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
    const { email: typed, password } = form.form.$state.get().values;
    const email = normaliseEmail(typed);
    setLoader(true);
    let outcome;
    try {
      outcome = await signInWithPassword(email, password);
    } catch (failure) {
      authFailed(t(authErrorKey(failure, 'signIn')));
      return;
    }
    await proceed(outcome);
  };

  /** Back to the e-mail and password, signed out of the half-finished sign-in. */
  const restart = async () => {
    closeMessage();
    setChallenge(null);
    form.form.set('password', '');
    await signOutOfCognito().catch(() => undefined);
  };

  /** Takes the sign-in on from where Cognito left it: a challenge to answer, or the session to write. */
  const proceed = async (outcome: SignInOutcome) => {
    if (outcome.step === 'newPassword' || outcome.step === 'totpCode') {
      closeMessage();
      setLoader(false);
      setChallenge(outcome.step);
      return;
    }
    setChallenge(null);
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
      // In AWS a staff member without an authenticator app gets a token without the role
      // (docs/adr/0029): the Cognito session stays open so they can set the app up here.
      form.form.set('password', '');
      authFailed(t('auth.admin.refused'));
      setRefusedSub(String(decodeToken(idToken)?.sub ?? ''));
      setChallenge('mfaOffer');
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

  /**
   * "Not now" after the console's refusal: someone signed in on the site as this same account keeps
   * that session; anyone else is signed out of Cognito again.
   */
  const leaveRefusal = async () => {
    setChallenge(null);
    const uid = readSession().uid;
    if (uid === null || uid !== refusedSub) await signOutOfCognito().catch(() => undefined);
  };

  if (challenge === 'newPassword' || challenge === 'totpCode') {
    const Step = challenge === 'newPassword' ? NewPasswordStep : TotpCodeStep;
    return <Step t={t} busy={loader} onOutcome={proceed} onRestart={() => void restart()} />;
  }
  if (challenge === 'mfaSetup') {
    return (
      <AuthenticatorSetupStep
        t={t}
        busy={loader}
        email={normaliseEmail(values.email)}
        onDone={() => {
          setChallenge(null);
          void signOutOfCognito().catch(() => undefined);
        }}
        onCancel={() => {
          closeMessage();
          void leaveRefusal();
        }}
      />
    );
  }

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
    <Form form={form} banner={false} testId={admin ? 'admin-form' : 'signin-form'}>
      {already && <AlreadySignedIn t={t} name={already} open={destination()} signOut={admin ? undefined : () => void signOut()} admin={admin} />}
      <FormMessage
        extra={
          $signUp.get().ErrorMsg === t('auth.error.resetRequired') ? (
            <a href={href(locale, '/forget-password')}>{t('auth.signIn.forgot')}</a>
          ) : null
        }
      />
      {challenge === 'mfaOffer' && (
        <AuthenticatorOffer
          t={t}
          onStart={() => {
            closeMessage();
            setChallenge('mfaSetup');
          }}
          onCancel={() => {
            closeMessage();
            void leaveRefusal();
          }}
        />
      )}
      <SignInEmailField field={form.bind('email')} t={t} testId={ids.email} />
      <PasswordField
        {...form.bind('password')}
        label={t('auth.password')}
        testId={ids.password}
        autoComplete="current-password"
        maxLength={256}
        required
        labelExtra={forgot}
      />
      <SubmitButton busy={loader || form.submitting} ready={form.ready} label={t(admin ? 'auth.admin.submit' : 'auth.signIn.submit')} testId={ids.submit} className="btn btn-primary auth-submit" />
      {!admin && (
        <p className="auth-switch">
          {t('auth.signIn.noAccount')} <a href={href(locale, '/user-account')}>{t('auth.signIn.register')}</a>
        </p>
      )}
    </Form>
  );
}

export default withUi(SignIn);
