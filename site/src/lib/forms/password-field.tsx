/** The password field: apart from fields.tsx so that only the pages with a password form load it. */
import { useState } from 'react';
import { controlAria, FieldShell, type TextFieldProps } from './fields.tsx';
import { useUi } from '../ui.tsx';

/** A password input with a show/hide button; `policyId` names the policy list that describes it. */
export function PasswordField({ id, label, error, hint, optional, className, labelExtra, testId, policyId, ...input }: Omit<TextFieldProps, 'counter'> & { policyId?: string }) {
  const { t } = useUi();
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
