/**
 * The seller-form area's rules, without React (unit-tested): the form an admin edits for a category or
 * one of its sub-categories, one field at a time, each change saved as the whole form
 * (adminSaveSellerForm, the spec's spellings: docs/adr/0007).
 */
import type { AdminSaveSellerFormInput } from '../../../../shared/contract/admin-catalogue.ts';
import { sellerForm, type SellerForm, type SpecificDefinition, type SpecificKind } from '../../../../shared/seller-form.ts';
import type { Problems } from '../../lib/forms/form-core.ts';
import { messageStringKey } from '../../lib/messages.ts';

/** The kinds in the order the editor offers them. */
export const SPECIFIC_KINDS: readonly SpecificKind[] = ['dropdwon', 'textFeild', 'numberFeild'];

/** The field editor's values: a dropdown's options one per line, and their French line by line (docs/adr/0051). */
export type FieldValues = { label: string; labelFr: string; kind: string; options: string; optionsFr: string; required: boolean };
export const FIELD_EDITOR_FIELDS = ['label', 'labelFr', 'kind', 'options', 'optionsFr', 'required'] as const;

/** The form saved for exactly this choice (a sub-category's own, or the category's own), or none. */
export function ownForm(forms: readonly SellerForm[], catId: string, subCatId: string | null): SellerForm | null {
  return forms.find((f) => f.catId === catId && f.subCatId === subCatId) ?? null;
}

/** A dropdown's options as typed, one per line: trimmed, blank lines left out. */
export function optionsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((o) => o.trim())
    .filter(Boolean);
}

/**
 * The French of a dropdown's options as typed, line by line beside the options: a blank line is an
 * option not translated yet, and missing lines at the end too; blank lines after the last are ignored.
 */
export function frenchOptionsOf(text: string, count: number): string[] {
  const lines = text.split(/\r?\n/).map((o) => o.trim());
  while (lines.length > count && !lines[lines.length - 1]) lines.pop();
  return lines.length >= count ? lines : [...lines, ...Array<string>(count - lines.length).fill('')];
}

/** The editor's values for a field (or a new, empty one). */
export function fieldValues(field?: SpecificDefinition): FieldValues {
  return field
    ? { label: field.label, labelFr: field.labelFr ?? '', kind: field.kind, options: (field.options ?? []).join('\n'), optionsFr: (field.optionsFr ?? []).join('\n'), required: field.required }
    : { label: '', labelFr: '', kind: 'dropdwon', options: '', optionsFr: '', required: false };
}

/** The field the editor describes: options only on a dropdown, the French where typed. */
export function definitionOf(values: FieldValues): SpecificDefinition {
  const kind = (SPECIFIC_KINDS as readonly string[]).includes(values.kind) ? (values.kind as SpecificKind) : 'textFeild';
  const labelFr = values.labelFr.trim();
  const options = optionsOf(values.options);
  const optionsFr = frenchOptionsOf(values.optionsFr, options.length);
  return {
    label: values.label.trim(),
    kind,
    ...(kind === 'dropdwon' ? { options, ...(optionsFr.some(Boolean) ? { optionsFr } : {}) } : {}),
    required: values.required,
    ...(labelFr ? { labelFr } : {}),
  };
}

/** The editor's own checks, in the server's words: a label, and options for a dropdown. */
export function checkField(values: FieldValues): Problems<keyof FieldValues> {
  const problems: Problems<keyof FieldValues> = {};
  if (!values.label.trim()) problems.label = messageStringKey('required');
  if (values.kind === 'dropdwon' && optionsOf(values.options).length === 0) problems.options = messageStringKey('sellerFormOptionsNeeded');
  const options = optionsOf(values.options).length;
  if (values.kind === 'dropdwon' && frenchOptionsOf(values.optionsFr, options).length > options) problems.optionsFr = messageStringKey('sellerFormOptionsFrMismatch');
  return problems;
}

/** The call's input for a form's fields: the ordered list, and the labels of each kind derived from it. */
export function saveInput(catId: string, subCatId: string | null, fields: readonly SpecificDefinition[]): AdminSaveSellerFormInput {
  const { dropdwon, textFeild, numberFeild, itemSpecificForm } = sellerForm(catId, subCatId, [...fields]);
  return { catId, subCatId, dropdwon, textFeild, numberFeild, itemSpecificForm };
}

/** The fields with one put at `index` (a new one at the end when index is the length). */
export function withField(fields: readonly SpecificDefinition[], index: number, field: SpecificDefinition): SpecificDefinition[] {
  const next = [...fields];
  next.splice(index, index < fields.length ? 1 : 0, field);
  return next;
}

/** The fields without the one at `index`. */
export function withoutField(fields: readonly SpecificDefinition[], index: number): SpecificDefinition[] {
  return fields.filter((_, i) => i !== index);
}

/** The fields with the one at `index` moved by `by` places (kept inside the list). */
export function movedField(fields: readonly SpecificDefinition[], index: number, by: -1 | 1): SpecificDefinition[] {
  const to = index + by;
  if (to < 0 || to >= fields.length) return [...fields];
  const next = [...fields];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The editor's field for a server path about the edited field (`itemSpecificForm.<index>.<part>`); others go to the banner. */
export function editorFieldOf(path: string, index: number): keyof FieldValues | undefined {
  const [list, at, part] = path.split('.');
  if (list !== 'itemSpecificForm' || Number(at) !== index) return undefined;
  return part === 'label' || part === 'labelFr' || part === 'kind' || part === 'options' || part === 'optionsFr' ? part : undefined;
}
