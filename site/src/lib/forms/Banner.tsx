import { useEffect, useRef, type ReactNode } from 'react';
import { useUi } from '../ui.tsx';

/**
 * A form's success or error banner (`form-success` / `form-error`): an error is announced at once
 * and takes the focus when `focus` is set (the person has to act on it), a success is announced
 * politely; `onDismiss` adds a close button.
 */
export function Banner({ kind, children, extra, onDismiss, focus = false }: { kind: 'success' | 'error'; children: ReactNode; extra?: ReactNode; onDismiss?: () => void; focus?: boolean }) {
  const { t } = useUi();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus && kind === 'error') box.current?.focus();
  }, [focus, kind, children]);
  return (
    <div
      ref={box}
      tabIndex={focus ? -1 : undefined}
      className={`alert alert-${kind} form-banner`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={kind === 'error' ? 'form-error' : 'form-success'}
    >
      <span className="form-banner-icon" aria-hidden="true">
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" />
          {kind === 'success' ? <path d="m8 12.5 3 3 5.5-6" /> : <path d="M12 7.5v5.5M12 16.5h.01" />}
        </svg>
      </span>
      <div className="form-banner-text">
        <p>{children}</p>
        {extra}
      </div>
      {onDismiss && (
        <button type="button" className="form-banner-close" onClick={onDismiss} aria-label={t('form.dismiss')}>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      )}
    </div>
  );
}
