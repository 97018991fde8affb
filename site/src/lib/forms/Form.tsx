import type { ReactNode } from 'react';
import type { FormValues } from './form-core.ts';
import { Banner } from './Banner.tsx';
import type { UseForm } from './use-form.ts';
import { useUi } from '../ui.tsx';
import { sayProblem } from './problem.ts';

/**
 * A form element over `useForm`: its heading, its banner (the success can be dismissed), then the
 * fields. `banner={false}` when the island shows the answer elsewhere; `bannerExtra` adds links
 * under the banner's message.
 */
export function Form<V extends FormValues>({
  form,
  testId,
  className,
  banner = true,
  bannerExtra,
  heading,
  children,
  ...rest
}: {
  form: UseForm<V>;
  testId?: string;
  className?: string;
  banner?: boolean;
  bannerExtra?: ReactNode;
  heading?: ReactNode;
  children: ReactNode;
  'aria-labelledby'?: string;
  autoComplete?: string;
}) {
  const ui = useUi();
  const shown = banner ? form.banner : null;
  return (
    <form {...form.formProps} {...rest} className={`form-grid${className ? ` ${className}` : ''}`} data-testid={testId}>
      {heading}
      {shown && (
        <Banner kind={shown.kind} extra={bannerExtra} onDismiss={shown.kind === 'success' ? () => form.form.dismiss() : undefined}>
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
  const { t } = useUi();
  return (
    <button type="submit" className={`${className} form-submit`} data-testid={testId} disabled={busy || !ready} aria-busy={busy || undefined}>
      {busy && <span className="form-spinner" aria-hidden="true" />}
      {busy ? (busyLabel ?? t('form.working')) : label}
    </button>
  );
}
