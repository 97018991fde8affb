import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '../../../../shared/i18n/index.ts';
import type { Strings } from '../../components/header/strings.ts';
import { href } from '../../lib/locales.ts';
import { registerAccount, warmCognito } from './cognito.ts';
import { countryOptions, dialCodeOf } from '../../lib/forms/countries.ts';
import { authErrorKey, errorName } from './errors.ts';
import { checkConfirmation, checkEmail, checkNewPassword, checkPhone, checkRequired, normaliseEmail, toE164 } from './rules.ts';
import { $signUp, authFailed, closeMessage, PREFILL_KEY, setLoader, signUpSucceeded } from './store.ts';
import { FieldShell, TextField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { withUi } from '../../lib/ui.tsx';
import type { Outcome } from '../../lib/forms/outcome.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { FormMessage, NewPasswordFields } from './ui.tsx';
import { VerifyStep } from './VerifyStep.tsx';
import { translate } from '../../lib/translate.ts';

const ORDER = ['firstName', 'lastName', 'email', 'country', 'phone', 'password', 'confirm'] as const;
type FieldName = (typeof ORDER)[number];
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

/** The calling code the picker starts on, in either language: the United Kingdom, +44. */
const DEFAULT_COUNTRY = 'GB';

const EMPTY: Values = { firstName: '', lastName: '', email: '', country: DEFAULT_COUNTRY, phone: '', password: '', confirm: '' };

/** Every rule of the form, in the form's order: the i18n key of each broken one. */
export function validateRegistration(values: Omit<Values, 'country'>, country: string): Errors {
  const dial = dialCodeOf(country);
  const errors: Errors = {};
  const set = (field: FieldName, problem: string | null) => {
    if (problem) errors[field] = problem;
  };
  set('firstName', checkRequired(values.firstName, 'auth.required.firstName'));
  set('lastName', checkRequired(values.lastName, 'auth.required.lastName'));
  set('email', checkEmail(values.email));
  set('phone', checkPhone(dial, values.phone));
  set('password', checkNewPassword(values.password));
  set('confirm', checkConfirmation(values.password, values.confirm));
  return errors;
}

/**
 * Registration (/user-account): first and last name, e-mail, phone number with a country code
 * (+44 by default, stored as E.164), password (the policy shown and ticked as it is typed) and its
 * confirmation. Cognito then e-mails a code; the verify step takes it, and the person goes on to
 * sign in.
 */
function Register({ locale, strings }: { locale: Locale; strings: Strings }) {
  const t = translate(strings);
  const { loader } = useStore($signUp);
  const [registered, setRegistered] = useState<string | null>(null);
  const form = useForm('register', {
    fields: ORDER,
    initial: EMPTY,
    check: (v) => validateRegistration(v, v.country),
    invalidBanner: null,
    // after a first attempt, messages follow the typing; before it, only a fixed field clears
    recheck: true,
    payload: (v) => v,
    send: register,
  });
  const { values } = form;
  // Country names come from the browser's Intl data, which may differ from the build's: the full
  // list is made once mounted, so the pre-rendered HTML and the first render agree.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => warmCognito(), []);
  const countries = useMemo(
    () => (mounted ? countryOptions(locale) : [{ code: values.country, dial: `+${dialCodeOf(values.country)}`, name: values.country }]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the pre-mount list only shows the default
    [locale, mounted],
  );
  const dial = dialCodeOf(values.country);

  /** Registers with Cognito; its refusal goes to the slice's banner, and on the field it names. */
  async function register(v: Values): Promise<Outcome> {
    const email = normaliseEmail(v.email);
    setLoader(true);
    try {
      await registerAccount({
        email,
        password: v.password,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        phoneNumber: toE164(dialCodeOf(v.country), v.phone)!,
      });
    } catch (failure) {
      const key = authErrorKey(failure);
      authFailed(t(key));
      const field = errorName(failure) === 'UsernameExistsException' ? 'email' : errorName(failure) === 'InvalidPasswordException' ? 'password' : null;
      return { ok: false, status: 0, message: null, fields: field ? { [field]: key } : {} };
    }
    signUpSucceeded({ email }, t('auth.register.success'));
    setRegistered(email);
    return { ok: true, message: { code: 'ok' }, data: null };
  }

  if (registered) {
    return (
      <VerifyStep
        email={registered}
        t={t}
        busy={loader}
        onVerified={() => {
          try {
            sessionStorage.setItem(PREFILL_KEY, registered);
          } catch {
            // the person types the address again
          }
          location.assign(`${href(locale, '/seller-login')}?verified=1`);
        }}
        onRestart={() => {
          closeMessage();
          setRegistered(null);
          form.form.set('password', '');
          form.form.set('confirm', '');
        }}
      />
    );
  }

  const text = (field: 'firstName' | 'lastName' | 'email', label: string, testId: string) => ({ ...form.bind(field), label: t(label), testId, required: true });

  return (
    <Form form={form} banner={false} testId="register-form">
      <FormMessage
        extra={
          form.problems.email === 'auth.error.exists' ? (
            <span className="auth-alert-links">
              <a href={href(locale, '/seller-login')}>{t('auth.register.signIn')}</a>
              <a href={href(locale, '/forget-password')}>{t('auth.signIn.forgot')}</a>
            </span>
          ) : null
        }
      />
      <div className="form-row">
        <TextField {...text('firstName', 'auth.register.firstName', 'first-name')} autoComplete="given-name" maxLength={100} />
        <TextField {...text('lastName', 'auth.register.lastName', 'last-name')} autoComplete="family-name" maxLength={100} />
      </div>
      <TextField
        {...text('email', 'auth.email', 'email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={254}
      />
      <FieldShell id="register-phone" label={t('auth.register.phone')} hint={t('auth.register.phoneHint')} error={form.errorOf('phone')}>
        <div className="auth-phone">
          <label htmlFor="register-country" className="visually-hidden">
            {t('auth.register.countryCode')}
          </label>
          <div className="auth-country">
            <span className="auth-country-face input" aria-hidden="true">
              <span className="auth-country-iso">{values.country}</span> +{dial}
            </span>
            <select {...form.bind('country')} id="register-country" data-testid="phone-country" autoComplete="tel-country-code">
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name} ({c.dial})
                </option>
              ))}
            </select>
          </div>
          <input
            {...form.bind('phone')}
            type="tel"
            className="input"
            data-testid="phone"
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={24}
            required
            aria-invalid={form.problems.phone ? true : undefined}
            aria-describedby={form.problems.phone ? 'register-phone-error register-phone-hint' : 'register-phone-hint'}
          />
        </div>
      </FieldShell>
      <NewPasswordFields
        password={form.bind('password')}
        confirm={form.bind('confirm')}
        prefix="register"
        labels={{ password: t('auth.password'), confirm: t('auth.register.confirm') }}
        testIds={{ password: 'password', confirm: 'confirm-password' }}
        t={t}
      />
      <p className="auth-small">
        {t('auth.register.terms', { terms: '\u0000' })
          .split('\u0000')
          .flatMap((part, i) => (i === 0 ? [part] : [<a key="terms" href={href(locale, '/terms-conditions')}>{t('auth.register.termsLink')}</a>, part]))}
      </p>
      <SubmitButton busy={loader || form.submitting} ready={form.ready} label={t('auth.register.submit')} testId="register-submit" className="btn btn-primary auth-submit" />
      <p className="auth-switch">
        {t('auth.register.haveAccount')} <a href={href(locale, '/seller-login')}>{t('auth.register.signIn')}</a>
      </p>
    </Form>
  );
}

export default withUi(Register);
