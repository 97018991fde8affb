/**
 * The fields only some forms use (the listing wizard's price and shipping steps): an amount in pounds
 * held in pence, and a tick box drawn as a card. Apart from fields.tsx so that a page loads them only
 * when one of its forms does.
 */
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { controlAria, FieldLookContext, FieldShell, type Shell } from './fields.tsx';
import { formatPoundsInput, parsePounds } from './pounds.ts';
import { useUi } from '../ui.tsx';

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
  const { locale } = useUi();
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
