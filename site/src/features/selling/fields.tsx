/**
 * The wizard's form controls: every input has a label, its hint, counter and error linked with
 * aria-describedby, and `aria-invalid` while it has an error; amounts are typed in pounds and kept
 * in pence.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatPoundsInput, parsePounds } from './form.ts';
import { useSellUi } from './ui.ts';

interface Described {
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
  counter?: string | undefined;
}

/** The ids an input is described by: its error, hint and counter. */
export function describedBy({ id, error, hint, counter }: Described): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, counter ? `${id}-counter` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** An error message under a field (or a group of fields). */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error sw-error" data-testid="field-error">
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true">
        <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7.5v5.5M12 16.5h.01" />
      </svg>
      <span>{message}</span>
    </p>
  );
}

interface ShellProps extends Described {
  label: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint, counter and error in the site's field layout. */
export function Field({ id, label, required, hint, counter, error, className, children }: ShellProps) {
  const { t } = useSellUi();
  return (
    <div className={`field sw-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {!required && <span className="sw-optional"> ({t('selling.optional')})</span>}
      </label>
      {children}
      {(hint || counter) && (
        <div className="sw-field-foot">
          {hint ? (
            <p id={`${id}-hint`} className="sw-hint">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {counter && (
            <span id={`${id}-counter`} className="sw-counter">
              {counter}
            </span>
          )}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

interface TextProps extends Omit<ShellProps, 'children' | 'counter'> {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  maxLength?: number;
  multiline?: boolean;
  testId?: string;
  inputMode?: 'text' | 'decimal' | 'numeric';
  placeholder?: string;
}

/** A text input or textarea, with a characters counter when it has a limit. */
export function TextInput({ value, onChange, onBlur, maxLength, multiline, testId, inputMode, placeholder, ...shell }: TextProps) {
  const { t } = useSellUi();
  const counter = maxLength ? t('selling.counter', { count: value.length, max: maxLength }) : undefined;
  const common = {
    id: shell.id,
    name: shell.id,
    className: 'input',
    value,
    maxLength,
    placeholder,
    'aria-invalid': shell.error ? true : undefined,
    'aria-required': shell.required ? true : undefined,
    'aria-describedby': describedBy({ ...shell, counter }),
    'data-testid': testId,
    onBlur,
  } as const;
  return (
    <Field {...shell} counter={counter}>
      {multiline ? (
        <textarea {...common} rows={7} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" inputMode={inputMode} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

interface SelectProps extends Omit<ShellProps, 'children'> {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  testId?: string;
  placeholder?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  disabled?: boolean;
}

/** A select with a placeholder first option. */
export function SelectInput({ value, onChange, onBlur, testId, placeholder, options, disabled, ...shell }: SelectProps) {
  return (
    <Field {...shell}>
      <select
        id={shell.id}
        name={shell.id}
        className="input sw-select"
        value={value}
        disabled={disabled}
        aria-invalid={shell.error ? true : undefined}
        aria-required={shell.required ? true : undefined}
        aria-describedby={describedBy(shell)}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

interface MoneyProps extends Omit<ShellProps, 'children'> {
  /** Pence, or null when empty. */
  value: number | null;
  onChange(pence: number | null): void;
  /** Told whether the text typed is not an amount. */
  onInvalid(invalid: boolean): void;
  onBlur?(): void;
  testId?: string;
  placeholder?: string;
}

/**
 * An amount in pounds with pence ("125.50"); the form keeps pence. The text is the seller's while
 * they type; it is tidied ("125.5" → "125.50") when they leave the field, and replaced when the
 * form changes from elsewhere (a resumed draft).
 */
export function MoneyInput({ value, onChange, onInvalid, onBlur, testId, placeholder, ...shell }: MoneyProps) {
  const { locale } = useSellUi();
  const [text, setText] = useState(() => formatPoundsInput(value, locale));
  const emitted = useRef<number | null>(value);
  const tellInvalid = useRef(onInvalid);
  tellInvalid.current = onInvalid;
  // A field that goes away (its format unticked) no longer holds the form up.
  useEffect(() => () => tellInvalid.current(false), []);
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(formatPoundsInput(value, locale));
      onInvalid(false);
    }
  }, [value]);
  return (
    <Field {...shell}>
      <div className="sw-money">
        <span className="sw-money-sign" aria-hidden="true">
          £
        </span>
        <input
          id={shell.id}
          name={shell.id}
          className="input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder ?? (locale === 'fr' ? '0,00' : '0.00')}
          value={text}
          aria-invalid={shell.error ? true : undefined}
          aria-required={shell.required ? true : undefined}
          aria-describedby={describedBy(shell)}
          data-testid={testId}
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
    </Field>
  );
}

interface WholeNumberProps extends Omit<ShellProps, 'children'> {
  value: number | null;
  onChange(value: number | null): void;
  onBlur?(): void;
  min: number;
  max: number;
  testId?: string;
  suffix?: string;
}

/** A whole number (delivery days). */
export function WholeNumberInput({ value, onChange, onBlur, min, max, testId, suffix, ...shell }: WholeNumberProps) {
  return (
    <Field {...shell}>
      <div className="sw-number">
        <input
          id={shell.id}
          name={shell.id}
          className="input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value ?? ''}
          aria-invalid={shell.error ? true : undefined}
          aria-required={shell.required ? true : undefined}
          aria-describedby={describedBy(shell)}
          data-testid={testId}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          onBlur={onBlur}
        />
        {suffix && (
          <span className="sw-number-suffix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
    </Field>
  );
}

interface CheckProps {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  testId?: string;
  invalid?: boolean;
  describedById?: string | undefined;
  className?: string;
}

/** A checkbox drawn as a card, its description linked. */
export function CheckCard({ id, label, description, checked, onChange, testId, invalid, describedById, className }: CheckProps) {
  const described = [description ? `${id}-desc` : null, describedById ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <label className={`sw-check${checked ? ' is-checked' : ''}${className ? ` ${className}` : ''}`} htmlFor={id}>
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
      <span className="sw-check-box" aria-hidden="true">
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
      </span>
      <span className="sw-check-text">
        <span className="sw-check-label">{label}</span>
        {description && (
          <span id={`${id}-desc`} className="sw-check-desc">
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
