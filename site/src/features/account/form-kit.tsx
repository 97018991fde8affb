/**
 * The older form helpers the seller dashboard's sale details still uses (its tracking form), over
 * the site's one form module, lib/forms: new forms use `useForm` (lib/forms/README section "Building
 * a form" in the README) and never these.
 */
import type { Said } from '../../lib/messages.ts';

export { Banner } from '../../lib/forms/Banner.tsx';
export { SelectField, TextAreaField, TextField } from '../../lib/forms/fields.tsx';

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
