import { listingRuleIssues, type ListingForm } from '../../shared/contract/selling.ts';
import { checkSpecifics, formFields, pickSellerForm } from '../../shared/seller-form.ts';
import { listCategories, listSellerForms } from '../data/entities/catalogue-reference.ts';
import { badRequest } from '../lib/errors.ts';

/**
 * Everything a listing must pass before it goes to review, beyond its schema: a real category and
 * sub-category, and the category's seller form answered. (Its photos are checked by their bytes when
 * they are published: see publishPhotos.) Answers the specifics as label → value.
 */
export async function checkListing(form: ListingForm): Promise<Record<string, string>> {
  const ruleIssues = listingRuleIssues(form);
  if (ruleIssues.length) throw badRequest(ruleIssues[0]!, Object.fromEntries(ruleIssues.map((i) => [i.path, i])));
  const category = (await listCategories()).find((c) => c.id === form.category);
  if (!category) throw badRequest('chooseCategory', { category: 'chooseCategory' });
  if (form.subCategoryId && !category.subCategories.some((s) => s.id === form.subCategoryId)) {
    throw badRequest('chooseSubCategory', { subCategoryId: 'chooseSubCategory' });
  }
  const fields = formFields(pickSellerForm(await listSellerForms(), category.id, form.subCategoryId));
  const { issues, specifics } = checkSpecifics(fields, form.itemSpecifics);
  if (issues.length) throw badRequest(issues[0]!, Object.fromEntries(issues.map((i) => [i.path, i])));
  return specifics;
}
