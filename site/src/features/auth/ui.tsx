import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { PASSWORD_POLICY } from './rules.ts';
import { $signUp, closeMessage } from './store.ts';

/** A translator over the strings the page picked for the island. */
export type T = (key: string, params?: Record<string, string | number>) => string;

/** Field errors by field name: the i18n key of each message. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Moves focus to the first field in error (in the form's order), so keyboard and screen-reader
 * users land on what needs fixing.
 */
export function focusFirstError(form: HTMLFormElement | null, order: readonly string[], errors: Partial<Record<string, string>>): void {
  const first = order.find((name) => errors[name]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: string;
  /** The message shown under the field, already translated. */
  error?: string | undefined;
  hint?: ReactNode;
  testId: string;
  /** Something to the right of the label (e.g. "Forgot your password?"). */
  labelExtra?: ReactNode;
}

/** A labelled input with its error (aria-invalid, aria-describedby) and optional hint. */
export function Field({ id, name, label, error, hint, testId, labelExtra, className, ...input }: FieldProps) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field auth-field">
      <div className="auth-label-row">
        <label htmlFor={id}>{label}</label>
        {labelExtra}
      </div>
      <input
        {...input}
        id={id}
        name={name}
        className={className ? `input ${className}` : 'input'}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

interface PasswordFieldProps extends Omit<FieldProps, 'type'> {
  t: T;
  /** The id of the policy list that describes this field. */
  policyId?: string;
}

/** A password input with a show/hide button. */
export function PasswordField({ id, name, label, error, testId, t, policyId, labelExtra, ...input }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const described = [error ? `${id}-error` : null, policyId ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field auth-field">
      <div className="auth-label-row">
        <label htmlFor={id}>{label}</label>
        {labelExtra}
      </div>
      <div className="auth-password">
        <input
          {...input}
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          className="input"
          data-testid={testId}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          autoCapitalize="off"
          spellCheck={false}
        />
        <button
          type="button"
          className="auth-reveal"
          aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((v) => !v)}
        >
          <EyeIcon open={!shown} />
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7Z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}

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
 * The form's banner from the sign-up slice: the error (`form-error`) or the success message
 * (`form-success`), with a close button that clears both, as the spec says.
 */
export function FormMessage({ t, extra }: { t: T; extra?: ReactNode }) {
  const { ErrorMsg, SignUpSuccess } = useStore($signUp);
  const box = useRef<HTMLDivElement>(null);
  const message = ErrorMsg || SignUpSuccess;
  // An error takes the focus (the person has to act on it); a success is announced where it is.
  useEffect(() => {
    if (ErrorMsg) box.current?.focus();
  }, [ErrorMsg]);
  if (!message) return null;
  const isError = Boolean(ErrorMsg);
  return (
    <div
      ref={box}
      tabIndex={-1}
      className={`alert auth-alert ${isError ? 'alert-error' : 'alert-success'}`}
      role={isError ? 'alert' : 'status'}
      data-testid={isError ? 'form-error' : 'form-success'}
    >
      <span className="auth-alert-icon" aria-hidden="true">
        {isError ? (
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 8v5M12 16.5h.01" />
          </svg>
        ) : (
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" />
            <path d="M8 12.5 11 15.5 16.5 9.5" />
          </svg>
        )}
      </span>
      <div className="auth-alert-body">
        <p>{message}</p>
        {extra}
      </div>
      <button type="button" className="auth-alert-close" aria-label={t('auth.closeMessage')} onClick={closeMessage}>
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}

/**
 * The submit button, with a spinner and "Please wait…" while the request runs. It stays disabled
 * until the island is live (`ready`): a form sent before that would go out as a plain GET, with
 * the password in the URL.
 */
export function SubmitButton({ busy, ready = true, label, testId, t }: { busy: boolean; ready?: boolean; label: string; testId: string; t: T }) {
  return (
    <button type="submit" className="btn btn-primary auth-submit" data-testid={testId} disabled={busy || !ready} aria-busy={busy}>
      {busy && <span className="auth-spinner" aria-hidden="true" />}
      {busy ? t('auth.working') : label}
    </button>
  );
}

/**
 * True once the island has hydrated. On that first moment, whatever was typed or autofilled (a
 * password manager) into the pre-rendered fields before the JavaScript arrived is taken into the
 * form's state, so nothing typed early is lost.
 */
export function useHydrated(form: { current: HTMLFormElement | null }, adopt?: (typed: Record<string, string>) => void): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const element of Array.from(form.current?.elements ?? [])) {
      if (element instanceof HTMLInputElement && element.name && element.value) typed[element.name] = element.value;
    }
    if (adopt && Object.keys(typed).length) adopt(typed);
    setReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when hydrated
  }, []);
  return ready;
}

/** Reads a query parameter on the client (pages are pre-rendered, so not at build time). */
export function queryParam(name: string): string | null {
  if (typeof location === 'undefined') return null;
  return new URLSearchParams(location.search).get(name);
}
