/**
 * The account forms' building blocks: labelled fields with hint and error wired to aria, the
 * success and error banners, a skeleton and the refused-save helpers (the removal confirmation is the
 * shared components/ConfirmDialog.tsx).
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { Said } from '../../lib/messages.ts';
import { useAccountUi } from './ui.ts';

interface FieldShell {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean;
  className?: string;
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Shell({ id, label, error, hint, optional, className, children }: FieldShell & { children: ReactNode }) {
  const { t } = useAccountUi();
  return (
    <div className={`field acc-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="acc-optional"> ({t('account.optional')})</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="acc-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = FieldShell & { testId?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input. */
export function TextField({ id, label, error, hint, optional, className, testId, ...input }: TextFieldProps) {
  return (
    <Shell id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={optional ? undefined : true}
        data-testid={testId}
        {...input}
      />
    </Shell>
  );
}

export type SelectFieldProps = FieldShell & { testId?: string; children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

/** A labelled select. */
export function SelectField({ id, label, error, hint, optional, className, testId, children, ...select }: SelectFieldProps) {
  return (
    <Shell id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <select
        id={id}
        className="input acc-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={optional ? undefined : true}
        data-testid={testId}
        {...select}
      >
        {children}
      </select>
    </Shell>
  );
}

export type TextAreaFieldProps = FieldShell & { testId?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line text. */
export function TextAreaField({ id, label, error, hint, optional, className, testId, ...textarea }: TextAreaFieldProps) {
  return (
    <Shell id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <textarea
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={optional ? undefined : true}
        data-testid={testId}
        {...textarea}
      />
    </Shell>
  );
}

/** A success or error banner; errors are announced at once, successes politely. */
export function Banner({ kind, children, onDismiss }: { kind: 'success' | 'error'; children: ReactNode; onDismiss?: () => void }) {
  const { t } = useAccountUi();
  return (
    <div
      className={`alert alert-${kind} acc-banner`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={kind === 'error' ? 'form-error' : 'form-success'}
    >
      <span className="acc-banner-icon" aria-hidden="true">
        {kind === 'success' ? (
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" />
            <path d="m8 12.5 3 3 5.5-6" />
          </svg>
        ) : (
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" />
            <path d="M12 7.5v5.5M12 16.5h.01" />
          </svg>
        )}
      </span>
      <span className="acc-banner-text">{children}</span>
      {onDismiss && (
        <button type="button" className="acc-banner-close" onClick={onDismiss} aria-label={t('account.dismiss')}>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      )}
    </div>
  );
}

/** Placeholder lines while something loads. */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useAccountUi();
  return (
    <div className="acc-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('account.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="acc-skeleton-line" style={{ width: `${90 - i * 17}%` }} />
      ))}
    </div>
  );
}

/** A load failure with a retry button; a 401 says the session ended and links to sign-in. */
export function LoadFailure({ status, onRetry }: { status: number; onRetry: () => void }) {
  const { t, href } = useAccountUi();
  if (status === 401) {
    return (
      <div className="acc-empty">
        <p>{t('account.sessionEnded')}</p>
        <a className="btn btn-primary" href={href('/seller-login')}>
          {t('account.signIn')}
        </a>
      </div>
    );
  }
  return (
    <div className="acc-empty" role="alert">
      <p>{t('account.loadFailed')}</p>
      <button type="button" className="btn btn-ghost" onClick={onRetry}>
        {t('account.retry')}
      </button>
    </div>
  );
}


/** Focuses the first field (in form order) that has an error. */
export function focusFirstError(form: HTMLFormElement | null, order: readonly string[], errors: Partial<Record<string, string>>): void {
  const first = order.find((f) => errors[f]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/**
 * Shows a save the server refused: each field's message (in this language, by its code) under its
 * field, the overall message in the banner and, when the form is given, focus on the first field it
 * names. Fields the form does not have are left to the banner.
 */
export function showRefusal<F extends string>(
  refusal: { message: Said; fields: Record<string, Said> },
  order: readonly F[],
  say: (message: Said) => string,
  show: { setErrors(errors: Partial<Record<F, string>>): void; setFailure(message: string): void; form?: HTMLFormElement | null },
): void {
  const fieldErrors: Partial<Record<F, string>> = {};
  for (const [field, message] of Object.entries(refusal.fields)) if ((order as readonly string[]).includes(field)) fieldErrors[field as F] = say(message);
  show.setErrors(fieldErrors);
  show.setFailure(say(refusal.message));
  if (show.form !== undefined) focusFirstError(show.form, order, fieldErrors);
}

/** What a form's TextField or SelectField for `field` shares: its id, name, value, error and change handler. */
export function fieldBinder<F extends string>(
  prefix: string,
  values: Record<F, string>,
  errors: Partial<Record<F, string | undefined>>,
  update: (field: F, value: string) => void,
) {
  return (field: F) => ({
    id: `${prefix}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => update(field, e.target.value),
  });
}
