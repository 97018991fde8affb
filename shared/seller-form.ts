import type { FieldNotice } from './messages.ts';

/**
 * Seller forms: the item specifics a category (or sub-category) asks for. The admin's form keeps
 * the spec's names (catId, subCatId, dropdwon, textFeild, numberFeild, itemSpecificForm):
 * `itemSpecificForm` is the ordered list of fields, and `dropdwon` / `textFeild` / `numberFeild`
 * name the fields of each kind (see docs/adr). A listing sends its answers by position:
 * `{field1: value, field2: value, ...}`.
 */
export type SpecificKind = 'dropdwon' | 'textFeild' | 'numberFeild';

export interface SpecificDefinition {
  label: string;
  kind: SpecificKind;
  options?: string[];
  required: boolean;
  /** The label in French (docs/adr/0051); absent or empty: /fr shows the English one. */
  labelFr?: string;
  /** A dropdown's options in French, position by position; `options[i]` is what a listing stores in every language. */
  optionsFr?: string[];
}

export interface SellerForm {
  catId: string;
  subCatId: string | null;
  dropdwon: string[];
  textFeild: string[];
  numberFeild: string[];
  itemSpecificForm: SpecificDefinition[];
}

/** A field as `getSellerForm` serves it to the wizard. */
export interface SellerFormField {
  name: string;
  label: string;
  type: 'dropdown' | 'text' | 'number';
  options?: string[];
  required: boolean;
  /** What the wizard shows on /fr (docs/adr/0051): the label and, per option, its French words. */
  labelFr?: string;
  optionsFr?: string[];
}

const TYPE_OF: Record<SpecificKind, SellerFormField['type']> = { dropdwon: 'dropdown', textFeild: 'text', numberFeild: 'number' };

/** Builds a seller form from its ordered definitions, filling the per-kind name lists. */
export function sellerForm(catId: string, subCatId: string | null, itemSpecificForm: SpecificDefinition[]): SellerForm {
  const labels = (kind: SpecificKind) => itemSpecificForm.filter((f) => f.kind === kind).map((f) => f.label);
  return { catId, subCatId, dropdwon: labels('dropdwon'), textFeild: labels('textFeild'), numberFeild: labels('numberFeild'), itemSpecificForm };
}

/** The wizard's fields, named by position (field1, field2, ...). */
export function formFields(form: SellerForm | null): SellerFormField[] {
  return (form?.itemSpecificForm ?? []).map((f, i) => ({
    name: `field${i + 1}`,
    label: f.label,
    type: TYPE_OF[f.kind],
    ...(f.options ? { options: f.options } : {}),
    required: f.required,
    ...(f.labelFr ? { labelFr: f.labelFr } : {}),
    ...(f.options && f.optionsFr ? { optionsFr: f.optionsFr } : {}),
  }));
}

/** The words a language shows for an English label or option (docs/adr/0051): the French when given, else the English. */
function inLanguage(english: string, french: string | undefined, locale: 'en' | 'fr'): string {
  return locale === 'fr' && french?.trim() ? french.trim() : english;
}

/** A field's label in a language. */
export function fieldLabel(field: Pick<SellerFormField, 'label' | 'labelFr'>, locale: 'en' | 'fr'): string {
  return inLanguage(field.label, field.labelFr, locale);
}

/** A dropdown's options as a language shows them: the stored (English) value, and its words. */
export function fieldOptions(field: Pick<SellerFormField, 'options' | 'optionsFr'>, locale: 'en' | 'fr'): { value: string; label: string }[] {
  return (field.options ?? []).map((value, i) => ({ value, label: inLanguage(value, field.optionsFr?.[i], locale) }));
}

/**
 * An item's specifics (English label → stored value) as a language shows them, by the form they were
 * answered on: labels and dropdown answers translated, typed answers as typed, and what the form no
 * longer has left as stored. Order kept.
 */
export function localSpecifics(form: SellerForm | null, specifics: Record<string, string>, locale: 'en' | 'fr'): Record<string, string> {
  const byLabel = new Map((form?.itemSpecificForm ?? []).map((f) => [f.label, f]));
  return Object.fromEntries(
    Object.entries(specifics).map(([label, value]) => {
      const field = byLabel.get(label);
      if (!field) return [label, value];
      const option = field.kind === 'dropdwon' ? (field.options ?? []).indexOf(value) : -1;
      return [inLanguage(label, field.labelFr, locale), option >= 0 ? inLanguage(value, field.optionsFr?.[option], locale) : value];
    }),
  );
}

/** The most specific form for a category choice: the sub-category's own, else the category's. */
export function pickSellerForm(forms: SellerForm[], categoryId: string, subCategoryId: string | null | undefined): SellerForm | null {
  return (
    (subCategoryId ? forms.find((f) => f.catId === categoryId && f.subCatId === subCategoryId) : undefined) ??
    forms.find((f) => f.catId === categoryId && f.subCatId === null) ??
    null
  );
}

/**
 * Checks a listing's answers against its form: required fields present, numbers numeric, dropdown
 * answers among the options, no answers to fields the form lacks. Returns the issues (by field name)
 * and the specifics as label → value for the item.
 */
export function checkSpecifics(
  fields: SellerFormField[],
  answers: Record<string, string> = {},
): { issues: FieldNotice[]; specifics: Record<string, string> } {
  const issues: FieldNotice[] = [];
  const specifics: Record<string, string> = {};
  const known = new Set(fields.map((f) => f.name));
  for (const name of Object.keys(answers)) if (!known.has(name)) issues.push({ path: `itemSpecifics.${name}`, code: 'unknownField', params: { field: name } });
  for (const field of fields) {
    const value = (answers[field.name] ?? '').trim();
    const path = `itemSpecifics.${field.name}`;
    if (!value) {
      if (field.required) issues.push({ path, code: 'required' });
      continue;
    }
    if (field.type === 'number' && !/^-?\d+(\.\d+)?$/.test(value)) issues.push({ path, code: 'mustBeNumber' });
    else if (field.type === 'dropdown' && field.options && !field.options.includes(value)) issues.push({ path, code: 'chooseOneOf', params: { options: field.options.join(', ') } });
    else specifics[field.label] = value;
  }
  return { issues, specifics };
}
