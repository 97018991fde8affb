import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '../../../../shared/i18n/index.ts';
import { makeT, type Strings } from '../../components/header/strings.ts';
import { href } from '../../lib/locales.ts';
import { registerAccount } from './amplify.ts';
import { DEFAULT_COUNTRY, dialCodeOf, dialOptions } from './countries.ts';
import { authErrorKey, errorName } from './errors.ts';
import { checkConfirmation, checkEmail, checkNewPassword, checkPhone, checkRequired, normaliseEmail, toE164 } from './rules.ts';
import { $signUp, authFailed, closeMessage, PREFILL_KEY, setLoader, signUpSucceeded } from './store.ts';
import { Field, focusFirstError, FormMessage, PasswordField, PolicyList, SubmitButton, useHydrated } from './ui.tsx';
import { VerifyStep } from './VerifyStep.tsx';

const ORDER = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirm'] as const;
type FieldName = (typeof ORDER)[number];
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '', password: '', confirm: '' };

/** Every rule of the form, in the form's order: the i18n key of each broken one. */
export function validateRegistration(values: Values, country: string): Errors {
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
export default function RegisterForm({ locale, strings }: { locale: Locale; strings: Strings }) {
  const t = makeT(strings);
  const { loader } = useStore($signUp);
  const [values, setValues] = useState<Values>(EMPTY);
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const ready = useHydrated(form, (typed) =>
    setValues((v) => {
      const next = { ...v };
      for (const field of ORDER) if (typed[field]) next[field] = typed[field];
      return next;
    }),
  );
  // Country names come from the browser's Intl data, which may differ from the build's: the full
  // list is made once mounted, so the pre-rendered HTML and the first render agree.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const countries = useMemo(
    () => (mounted ? dialOptions(locale) : [{ iso: country, dial: dialCodeOf(country), name: country }]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the pre-mount list only shows the default
    [locale, mounted],
  );
  const dial = dialCodeOf(country);

  const update = (field: FieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // after a first attempt, messages follow the typing; before it, only a fixed field clears
    if (submitted) setErrors(validateRegistration(next, country));
    else if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loader) return;
    setSubmitted(true);
    const found = validateRegistration(values, country);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(form.current, ORDER, found);
      return;
    }
    const email = normaliseEmail(values.email);
    setLoader(true);
    try {
      await registerAccount({
        email,
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: toE164(dial, values.phone)!,
      });
    } catch (failure) {
      const key = authErrorKey(failure);
      authFailed(t(key));
      if (errorName(failure) === 'UsernameExistsException') setErrors({ email: key });
      else if (errorName(failure) === 'InvalidPasswordException') setErrors({ password: key });
      return;
    }
    signUpSucceeded({ email }, t('auth.register.success'));
    setRegistered(email);
  };

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
          setValues((v) => ({ ...v, password: '', confirm: '' }));
          setSubmitted(false);
        }}
      />
    );
  }

  const message = (field: FieldName) => (errors[field] ? t(errors[field]) : undefined);
  const onChange = (field: FieldName) => (e: { target: { value: string } }) => update(field, e.target.value);

  return (
    <form ref={form} className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="register-form">
      <FormMessage
        t={t}
        extra={
          errors.email === 'auth.error.exists' ? (
            <span className="auth-alert-links">
              <a href={href(locale, '/seller-login')}>{t('auth.register.signIn')}</a>
              <a href={href(locale, '/forget-password')}>{t('auth.signIn.forgot')}</a>
            </span>
          ) : null
        }
      />
      <div className="auth-row">
        <Field
          id="register-first-name"
          name="firstName"
          label={t('auth.register.firstName')}
          testId="first-name"
          autoComplete="given-name"
          maxLength={100}
          required
          value={values.firstName}
          onChange={onChange('firstName')}
          error={message('firstName')}
        />
        <Field
          id="register-last-name"
          name="lastName"
          label={t('auth.register.lastName')}
          testId="last-name"
          autoComplete="family-name"
          maxLength={100}
          required
          value={values.lastName}
          onChange={onChange('lastName')}
          error={message('lastName')}
        />
      </div>
      <Field
        id="register-email"
        name="email"
        type="email"
        label={t('auth.email')}
        testId="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={254}
        required
        value={values.email}
        onChange={onChange('email')}
        error={message('email')}
      />
      <div className="field auth-field">
        <label htmlFor="register-phone">{t('auth.register.phone')}</label>
        <div className="auth-phone">
          <label htmlFor="register-country" className="visually-hidden">
            {t('auth.register.countryCode')}
          </label>
          <div className="auth-country">
            <span className="auth-country-face input" aria-hidden="true">
              <span className="auth-country-iso">{country}</span> +{dial}
            </span>
            <select
              id="register-country"
              name="country"
              data-testid="phone-country"
              value={country}
              autoComplete="tel-country-code"
              onChange={(e) => {
                setCountry(e.target.value);
                if (submitted) setErrors(validateRegistration(values, e.target.value));
              }}
            >
              {countries.map((c) => (
                <option key={c.iso} value={c.iso}>
                  {c.name} (+{c.dial})
                </option>
              ))}
            </select>
          </div>
          <input
            id="register-phone"
            name="phone"
            type="tel"
            className="input"
            data-testid="phone"
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={24}
            required
            value={values.phone}
            onChange={onChange('phone')}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? 'register-phone-error register-phone-hint' : 'register-phone-hint'}
          />
        </div>
        {errors.phone && (
          <p id="register-phone-error" className="field-error">
            {t(errors.phone)}
          </p>
        )}
        <p id="register-phone-hint" className="field-hint">
          {t('auth.register.phoneHint')}
        </p>
      </div>
      <PasswordField
        id="register-password"
        name="password"
        label={t('auth.password')}
        testId="password"
        t={t}
        policyId="register-policy"
        autoComplete="new-password"
        maxLength={256}
        required
        value={values.password}
        onChange={onChange('password')}
        error={message('password')}
      />
      <PolicyList id="register-policy" password={values.password} t={t} />
      <PasswordField
        id="register-confirm"
        name="confirm"
        label={t('auth.register.confirm')}
        testId="confirm-password"
        t={t}
        autoComplete="new-password"
        maxLength={256}
        required
        value={values.confirm}
        onChange={onChange('confirm')}
        error={message('confirm')}
      />
      <p className="auth-small">
        {t('auth.register.terms', { terms: '\u0000' })
          .split('\u0000')
          .flatMap((part, i) => (i === 0 ? [part] : [<a key="terms" href={href(locale, '/terms-conditions')}>{t('auth.register.termsLink')}</a>, part]))}
      </p>
      <SubmitButton busy={loader} ready={ready} label={t('auth.register.submit')} testId="register-submit" t={t} />
      <p className="auth-switch">
        {t('auth.register.haveAccount')} <a href={href(locale, '/seller-login')}>{t('auth.register.signIn')}</a>
      </p>
    </form>
  );
}
