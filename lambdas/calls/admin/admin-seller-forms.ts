import { checkSellerFormDraft } from '../../../shared/admin/seller-forms.ts';
import type { SellerForm } from '../../../shared/seller-form.ts';
import { listCategoriesForChange, listSellerForms, putSellerForm } from '../../data/entities/catalogue-reference.ts';
import { defineCall, type AnyCallHandler } from '../../lib/call.ts';
import { badRequest } from '../../lib/errors.ts';
import { audit } from './audit.ts';

/**
 * Seller forms (docs/adr/0007): one per category, or per sub-category. A saved form replaces the one
 * before it, and getSellerForm (the wizard) reads the table on every call, so it is used at once.
 */
export const adminSaveSellerForm = defineCall('adminSaveSellerForm', {
  async run(input, ctx): Promise<{ data: { form: SellerForm }; message: 'sellerFormSaved' }> {
    const categories = (await listCategoriesForChange()).map((r) => r.category);
    const { issues, form } = checkSellerFormDraft(categories, input);
    if (!form) throw badRequest(issues[0]!, Object.fromEntries(issues.map((i) => [i.path, i])));
    await putSellerForm(form);
    await audit(ctx, 'saveSellerForm', `${form.catId}#${form.subCatId ?? '-'}`, { fields: form.itemSpecificForm.length });
    return { data: { form }, message: 'sellerFormSaved' };
  },
});

/** Every seller form, by category then sub-category (the category's own first). */
export const adminGetSellerForms = defineCall('adminGetSellerForms', {
  async run(): Promise<{ data: { forms: SellerForm[] } }> {
    const forms = (await listSellerForms()).sort((a, b) => a.catId.localeCompare(b.catId) || (a.subCatId ?? '').localeCompare(b.subCatId ?? ''));
    return { data: { forms } };
  },
});

export const adminSellerFormCalls: AnyCallHandler[] = [adminSaveSellerForm, adminGetSellerForms];
