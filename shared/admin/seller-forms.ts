import type { Category } from '../categories.ts';
import type { FieldNotice } from '../messages.ts';
import { sellerForm, type SellerForm, type SpecificDefinition, type SpecificKind } from '../seller-form.ts';
import { nameKey } from './categories.ts';

/** What the admin sends for a seller form (adminSaveSellerForm, the spec's spellings: docs/adr/0007). */
export interface SellerFormDraft {
  catId: string;
  subCatId: string | null;
  dropdwon: string[];
  textFeild: string[];
  numberFeild: string[];
  itemSpecificForm: SpecificDefinition[];
}

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
  });
  const form = sellerForm(draft.catId, draft.subCatId, draft.itemSpecificForm.map(storedField));
  for (const kind of KINDS) {
    const sent = draft[kind].map((l) => l.trim());
    if (sent.length !== form[kind].length || sent.some((label, i) => label !== form[kind][i])) issues.push({ path: kind, code: 'sellerFormKindsMismatch' });
  }
  return issues.length > 0 ? { issues, form: null } : { issues, form };
}

/** A field as stored: label trimmed, options only on a dropdown. */
function storedField(field: SpecificDefinition): SpecificDefinition {
  const label = field.label.trim();
  return field.kind === 'dropdwon' ? { label, kind: field.kind, options: (field.options ?? []).map((o) => o.trim()), required: field.required } : { label, kind: field.kind, required: field.required };
}
