/**
 * Every form's fields: a label (with "optional" where it is), the control, its hint and characters
 * counter, and its message, all tied to the control by aria-describedby, with aria-invalid while
 * it has a message. Ids are the control's; the hint, counter and message are `<id>-hint`,
 * `<id>-counter` and `<id>-error`.
 */
import { createContext, useContext, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useUi } from '../ui.tsx';

/**
 * The class names of a field's parts. The site's forms take the default; an island whose form has a
 * look of its own in its feature's stylesheet (the listing wizard, selling.css) provides its names,
 * so the same fields draw in either look. `money` and `card` are prefixes (`<money>-sign`,
 * `<card>-box`, `-text`, `-label`, `-desc`).
 */
export interface FieldLook {
  field: string;
  optional: string;
  foot: string;
  hint: string;
  counter: string;
  error: string;
  select: string;
  money: string;
  card: string;
}

export const FieldLookContext = createContext<FieldLook>({
  field: 'form-field',
  optional: 'form-optional',
  foot: 'form-foot',
  hint: 'form-hint',
  counter: 'form-counter',
  error: 'field-error',
  select: 'form-select',
  money: 'form-money',
  card: 'form-card',
});

export interface ShellProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** "12/120" under a text with a limit. */
  counter?: string | undefined;
  optional?: boolean | undefined;
  className?: string | undefined;
  /** Something on the label's line (a "Forgot your password?" link). */
  labelExtra?: ReactNode;
}

/** The ids that describe a control: its message, hint and counter. */
export function describedBy({ id, error, hint, counter }: Pick<ShellProps, 'id' | 'error' | 'hint' | 'counter'>): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, counter ? `${id}-counter` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The aria state every control of a shell carries. */
export function controlAria(shell: Pick<ShellProps, 'id' | 'error' | 'hint' | 'counter' | 'optional'>) {
  return {
    'aria-invalid': shell.error ? true : undefined,
    'aria-required': shell.optional ? undefined : true,
    'aria-describedby': describedBy(shell),
  } as const;
}

/** A message under a field (or a group of fields). */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  const { error } = useContext(FieldLookContext);
  if (!message) return null;
  return (
    <p id={id} className={error} data-testid="field-error">
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true">
        <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7.5v5.5M12 16.5h.01" />
      </svg>
      <span>{message}</span>
    </p>
  );
}

/** Label, control, hint, counter and message in the site's field layout. */
export function FieldShell({ id, label, error, hint, counter, optional, className, labelExtra, children }: ShellProps & { children: ReactNode }) {
  const { t } = useUi();
  const look = useContext(FieldLookContext);
  const labelled = (
    <label htmlFor={id}>
      {label}
      {optional && <span className={look.optional}> ({t('form.optional')})</span>}
    </label>
  );
  return (
    <div className={`field ${look.field}${className ? ` ${className}` : ''}`}>
      {labelExtra ? (
        <div className="form-label-row">
          {labelled}
          {labelExtra}
        </div>
      ) : (
        labelled
      )}
      {children}
      {(hint || counter) && (
        <div className={look.foot}>
          {hint ? (
            <p id={`${id}-hint`} className={look.hint}>
              {hint}
            </p>
          ) : (
            <span />
          )}
          {counter && (
            <span id={`${id}-counter`} className={look.counter}>
              {counter}
            </span>
          )}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A labelled control's own props: the shell's (less the counter, for the controls that have none) and its test id. */
export type Shell = Omit<ShellProps, 'counter'> & { testId?: string | undefined };

export type TextFieldProps = Shell & Pick<ShellProps, 'counter'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input, with its counter when given one. */
export function TextField({ id, label, error, hint, counter, optional, className, labelExtra, testId, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} counter={counter} optional={optional} className={className} labelExtra={labelExtra}>
      <input id={id} className="input" data-testid={testId} {...controlAria({ id, error, hint, counter, optional })} {...input} />
    </FieldShell>
  );
}

export type SelectFieldProps = Shell & { children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

/** A labelled select. */
export function SelectField({ id, label, error, hint, optional, className, labelExtra, testId, children, ...select }: SelectFieldProps) {
  const look = useContext(FieldLookContext);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional} className={className} labelExtra={labelExtra}>
      <select id={id} className={`input ${look.select}`} data-testid={testId} {...controlAria({ id, error, hint, optional })} {...select}>
        {children}
      </select>
    </FieldShell>
  );
}

export type TextAreaFieldProps = Shell & Pick<ShellProps, 'counter'> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line text, with its counter ("850 characters left") when given one. */
export function TextAreaField({ id, label, error, hint, counter, optional, className, testId, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} counter={counter} optional={optional} className={className}>
      <textarea id={id} className="input" data-testid={testId} {...controlAria({ id, error, hint, counter, optional })} {...textarea} />
    </FieldShell>
  );
}

/** A tick box with its label beside it. */
export function CheckField({ label, className, ...input }: { label: ReactNode; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className={`form-check${className ? ` ${className}` : ''}`}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}
