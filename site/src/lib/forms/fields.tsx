/**
 * Every form's fields: a label (with "optional" where it is), the control, its hint and characters
 * counter, and its message, all tied to the control by aria-describedby, with aria-invalid while
 * it has a message. Ids are the control's; the hint, counter and message are `<id>-hint`,
 * `<id>-counter` and `<id>-error`.
 */
import { createContext, useContext, useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { formatPoundsInput, parsePounds } from './pounds.ts';
import { useFormUi } from './ui.ts';

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
  const { t } = useFormUi();
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

type Shell = Omit<ShellProps, 'counter'> & { testId?: string | undefined };

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

/** A select's options after its placeholder (the empty value: nothing chosen yet). */
export function SelectOptions({ placeholder, options }: { placeholder: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

/** A password input with a show/hide button; `policyId` names the policy list that describes it. */
export function PasswordField({ id, label, error, hint, optional, className, labelExtra, testId, policyId, ...input }: Omit<TextFieldProps, 'counter'> & { policyId?: string }) {
  const { t } = useFormUi();
  const [shown, setShown] = useState(false);
  const aria = controlAria({ id, error, hint, optional });
  const described = [aria['aria-describedby'], policyId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional} className={className} labelExtra={labelExtra}>
      <div className="form-password">
        <input
          id={id}
          className="input"
          data-testid={testId}
          autoCapitalize="off"
          spellCheck={false}
          {...aria}
          aria-describedby={described}
          {...input}
          type={shown ? 'text' : 'password'}
        />
        <button
          type="button"
          className="form-reveal"
          aria-label={shown ? t('form.hidePassword') : t('form.showPassword')}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((v) => !v)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7Z" />
            <circle cx="12" cy="12" r="3" />
            {shown && <path d="M4 4l16 16" />}
          </svg>
        </button>
      </div>
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

export type MoneyFieldProps = Shell & {
  /** Pence, or null when empty. */
  value: number | null;
  onChange(pence: number | null): void;
  /** Told whether the text typed is not an amount (and false when the field goes away). */
  onInvalid(invalid: boolean): void;
  onBlur?(): void;
  placeholder?: string;
};

/**
 * An amount typed in pounds with pence ("125.50", "125,50" in French) and held in pence. The text is
 * the person's while they type; it is tidied ("125.5" → "125.50") when they leave the field, and
 * replaced when the value changes from elsewhere (a draft reopened).
 */
export function MoneyField({ id, label, error, hint, optional, className, testId, value, onChange, onInvalid, onBlur, placeholder }: MoneyFieldProps) {
  const { locale } = useFormUi();
  const look = useContext(FieldLookContext);
  const [text, setText] = useState(() => formatPoundsInput(value, locale));
  const emitted = useRef<number | null>(value);
  const tellInvalid = useRef(onInvalid);
  tellInvalid.current = onInvalid;
  // A field that goes away (its option unticked) no longer holds the form up.
  useEffect(() => () => tellInvalid.current(false), []);
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(formatPoundsInput(value, locale));
      onInvalid(false);
    }
  }, [value]);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <div className={look.money}>
        <span className={`${look.money}-sign`} aria-hidden="true">
          £
        </span>
        <input
          id={id}
          name={id}
          className="input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder ?? (locale === 'fr' ? '0,00' : '0.00')}
          value={text}
          data-testid={testId}
          {...controlAria({ id, error, hint, optional })}
          onChange={(e) => {
            setText(e.target.value);
            const pence = parsePounds(e.target.value);
            const invalid = Number.isNaN(pence);
            onInvalid(invalid);
            emitted.current = invalid ? null : pence;
            onChange(invalid ? null : pence);
          }}
          onBlur={() => {
            const pence = parsePounds(text);
            if (pence !== null && !Number.isNaN(pence)) setText(formatPoundsInput(pence, locale));
            onBlur?.();
          }}
        />
      </div>
    </FieldShell>
  );
}

export interface CheckCardProps {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  testId?: string;
  invalid?: boolean;
  /** The message of the group the card belongs to. */
  describedById?: string | undefined;
}

/** A tick box drawn as a card, with a description under its label. */
export function CheckCard({ id, label, description, checked, onChange, testId, invalid, describedById }: CheckCardProps) {
  const { card } = useContext(FieldLookContext);
  const described = [description ? `${id}-desc` : null, describedById ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <label className={`${card}${checked ? ' is-checked' : ''}`} htmlFor={id}>
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={checked}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={described}
        data-testid={testId}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className={`${card}-box`} aria-hidden="true">
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
      </span>
      <span className={`${card}-text`}>
        <span className={`${card}-label`}>{label}</span>
        {description && (
          <span id={`${id}-desc`} className={`${card}-desc`}>
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
