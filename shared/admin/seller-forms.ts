import type { Category } from '../categories.ts';
import type { FieldNotice } from '../messages.ts';
import { sellerForm, type SellerForm, type SpecificDefinition, type SpecificKind } from '../seller-form.ts';
import { nameKey } from './categories.ts';

/** What the admin sends for a seller form (adminSaveSellerForm, the spec's spellings: docs/adr/0007): a whole form, as stored. */
export type SellerFormDraft = SellerForm;

const KINDS: readonly SpecificKind[] = ['dropdwon', 'textFeild', 'numberFeild'];

/**
 * Checks an admin's seller form against the categories and itself: the category (and sub-category)
 * exist; labels are unique; a dropdown has options and nothing else does; and each per-kind list names
 * exactly the labels of that kind, in the form's order (ADR 0007: they are derived, so they must agree).
 * Answers the issues, or the form to store.
 */
export function checkSellerFormDraft(categories: readonly Category[], draft: SellerFormDraft): { issues: FieldNotice[]; form: SellerForm | null } {
  const issues: FieldNotice[] = [];
  const category = categories.find((c) => c.id === draft.catId);
  if (!category) issues.push({ path: 'catId', code: 'chooseCategory' });
  else if (draft.subCatId !== null && !category.subCategories.some((s) => s.id === draft.subCatId)) issues.push({ path: 'subCatId', code: 'chooseSubCategory' });
  const seen = new Set<string>();
  draft.itemSpecificForm.forEach((field, i) => {
    const key = nameKey(field.label);
    if (seen.has(key)) issues.push({ path: `itemSpecificForm.${i}.label`, code: 'sellerFormLabelTaken' });
    seen.add(key);
    const options = field.options ?? [];
    if (field.kind === 'dropdwon' && options.length === 0) issues.push({ path: `itemSpecificForm.${i}.options`, code: 'sellerFormOptionsNeeded' });
    if (field.kind !== 'dropdwon' && options.length > 0) issues.push({ path: `itemSpecificForm.${i}.options`, code: 'sellerFormOptionsUnexpected' });
    if (new Set(options.map(nameKey)).size !== options.length) issues.push({ path: `itemSpecificForm.${i}.options`, code: 'sellerFormOptionTaken' });
    if (field.optionsFr !== undefined && field.optionsFr.length !== options.length) issues.push({ path: `itemSpecificForm.${i}.optionsFr`, code: 'sellerFormOptionsFrMismatch' });
  });
  const form = sellerForm(draft.catId, draft.subCatId, draft.itemSpecificForm.map(storedField));
  for (const kind of KINDS) {
    const sent = draft[kind].map((l) => l.trim());
    if (sent.length !== form[kind].length || sent.some((label, i) => label !== form[kind][i])) issues.push({ path: kind, code: 'sellerFormKindsMismatch' });
  }
  return issues.length > 0 ? { issues, form: null } : { issues, form };
}

/** A field as stored: label trimmed, options only on a dropdown, French only where given (docs/adr/0051). */
function storedField(field: SpecificDefinition): SpecificDefinition {
  const label = field.label.trim();
  const labelFr = field.labelFr?.trim();
  const french = labelFr ? { labelFr } : {};
  if (field.kind !== 'dropdwon') return { label, kind: field.kind, required: field.required, ...french };
  const optionsFr = (field.optionsFr ?? []).map((o) => o.trim());
  return { label, kind: field.kind, options: (field.options ?? []).map((o) => o.trim()), required: field.required, ...french, ...(optionsFr.some(Boolean) ? { optionsFr } : {}) };
}

/** What an admin left untranslated in a form (docs/adr/0051): each field's missing French label, and its options without French. */
export function missingFrench(field: SpecificDefinition): { label: boolean; options: string[] } {
  return { label: !field.labelFr?.trim(), options: (field.options ?? []).filter((_, i) => !field.optionsFr?.[i]?.trim()) };
}
