import type { ReactNode } from 'react';
import type { FormValues } from './form-core.ts';
import { Banner } from './Banner.tsx';
import type { UseForm } from './use-form.ts';
import { sayProblem, useFormUi } from './ui.ts';

/**
 * A form element over `useForm`: its banner first (the success can be dismissed), then the fields.
 * `banner={false}` when the island shows the answer elsewhere.
 */
export function Form<V extends FormValues>({
  form,
  testId,
  className,
  banner = true,
  children,
  ...rest
}: {
  form: UseForm<V>;
  testId?: string;
  className?: string;
  banner?: boolean;
  children: ReactNode;
  'aria-labelledby'?: string;
  autoComplete?: string;
}) {
  const ui = useFormUi();
  const shown = banner ? form.banner : null;
  return (
    <form {...form.formProps} {...rest} className={`form-grid${className ? ` ${className}` : ''}`} data-testid={testId}>
      {shown && (
        <Banner kind={shown.kind} onDismiss={shown.kind === 'success' ? () => form.form.dismiss() : undefined}>
          {sayProblem(ui, shown.message)}
        </Banner>
      )}
      {children}
    </form>
  );
}

/**
 * The submit button: disabled while the form checks and sends (and until the island is live:
 * `ready`, so a form cannot go out as a plain GET before hydration), with a spinner and its busy label.
 */
export function SubmitButton({
  busy,
  ready = true,
  label,
  busyLabel,
  testId,
  className = 'btn btn-primary',
}: {
  busy: boolean;
  ready?: boolean;
  label: string;
  busyLabel?: string;
  testId?: string;
  className?: string;
}) {
  const { t } = useFormUi();
  return (
    <button type="submit" className={`${className} form-submit`} data-testid={testId} disabled={busy || !ready} aria-busy={busy || undefined}>
      {busy && <span className="form-spinner" aria-hidden="true" />}
      {busy ? (busyLabel ?? t('form.working')) : label}
    </button>
  );
}
