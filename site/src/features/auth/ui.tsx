import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Banner } from '../../lib/forms/Banner.tsx';
import { TextField } from '../../lib/forms/fields.tsx';
import { PasswordField } from '../../lib/forms/password-field.tsx';
import type { BoundField } from '../../lib/forms/use-form.ts';
import { PASSWORD_POLICY } from './rules.ts';
import { $signUp, closeMessage } from './store.ts';

/** A translator over the strings the page picked for the island. */
export type T = (key: string, params?: Record<string, string | number>) => string;

/** The password policy as a checklist that ticks as the person types. */
export function PolicyList({ id, password, t }: { id: string; password: string; t: T }) {
  return (
    <div className="auth-policy" id={id}>
      <p className="auth-policy-title">{t('auth.policy.title')}</p>
      <ul>
        {PASSWORD_POLICY.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.key} className={met ? 'is-met' : undefined} data-rule={rule.key} data-met={met}>
              <span className="auth-policy-mark" aria-hidden="true">
                {met ? (
                  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
                    <path d="M5 12.5 10 17.5 19 7" />
                  </svg>
                ) : null}
              </span>
              {t(`auth.policy.${rule.key}`)}
              <span className="visually-hidden">, {met ? t('auth.policy.met') : t('auth.policy.unmet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The form's banner from the sign-up slice: the error (`form-error`, which takes the focus: the
 * person has to act on it) or the success message (`form-success`), with a close button that
 * clears both, as the spec says.
 */
export function FormMessage({ extra }: { extra?: ReactNode }) {
  const { ErrorMsg, SignUpSuccess } = useStore($signUp);
  const message = ErrorMsg || SignUpSuccess;
  if (!message) return null;
  return (
    <Banner kind={ErrorMsg ? 'error' : 'success'} extra={extra} onDismiss={closeMessage} focus>
      {message}
    </Banner>
  );
}

/** Reads a query parameter on the client (pages are pre-rendered, so not at build time). */
export function queryParam(name: string): string | null {
  if (typeof location === 'undefined') return null;
  return new URLSearchParams(location.search).get(name);
}

/**
 * A new password, the policy ticking as it is typed, and its confirmation: the fields of registering, of
 * a reset and of a first sign-in's new password. `prefix` names the policy list (`<prefix>-policy`) and
 * the test ids.
 */
export function NewPasswordFields({
  password,
  confirm,
  prefix,
  labels,
  testIds = { password: `${prefix}-password`, confirm: `${prefix}-confirm` },
  t,
}: {
  password: BoundField;
  confirm: BoundField;
  prefix: string;
  labels: { password: string; confirm: string };
  /** The register form's fields kept their older test ids (`password`, `confirm-password`). */
  testIds?: { password: string; confirm: string };
  t: T;
}) {
  return (
    <>
      <PasswordField {...password} label={labels.password} testId={testIds.password} policyId={`${prefix}-policy`} autoComplete="new-password" maxLength={256} required />
      <PolicyList id={`${prefix}-policy`} password={password.value} t={t} />
      <PasswordField {...confirm} label={labels.confirm} testId={testIds.confirm} autoComplete="new-password" maxLength={256} required />
    </>
  );
}

/** The e-mail an account signs in with (sign-in, password reset): the password manager's username. */
export function SignInEmailField({ field, t, testId }: { field: BoundField; t: T; testId: string }) {
  return (
    <TextField
      {...field}
      type="email"
      label={t('auth.email')}
      testId={testId}
      autoComplete="username"
      inputMode="email"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={254}
      required
    />
  );
}
