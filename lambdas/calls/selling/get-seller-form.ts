import { formFields, pickSellerForm, type SellerFormField } from '../../../shared/seller-form.ts';
import { listSellerForms } from '../../data/entities/catalogue-reference.ts';
import { defineCall } from '../../lib/call.ts';

export const getSellerForm = defineCall('getSellerForm', {
  async run(input): Promise<{ data: { fields: SellerFormField[] } }> {
    return { data: { fields: formFields(pickSellerForm(await listSellerForms(), input.categoryId, input.subCategoryId)) } };
  },
});
