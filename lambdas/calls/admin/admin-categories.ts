import { ulid } from '../../lib/ids.ts';
import { checkCategoryDelete, LIVE_ITEM_STATUSES, removeSubCategory, saveCategory, saveSubCategory, type PlacedLot, type RuleOutcome } from '../../../shared/admin/categories.ts';
import type { Category } from '../../../shared/categories.ts';
import type { MessageKey } from '../../../shared/messages.ts';
import { deleteCategory, deleteSellerForm, listCategoriesForChange, listSellerForms, replaceCategory } from '../../data/entities/catalogue-reference.ts';
import { listItemsByStatus } from '../../data/items.ts';
import { defineCall, type AnyCallHandler } from '../../lib/call.ts';
import { CallError, conflict, notFound } from '../../lib/errors.ts';
import { logger } from '../../lib/observability.ts';
import { audit } from './audit.ts';

/**
 * Categories and sub-categories (issue 11 item 3). Every change reads the categories consistently and
 * writes one category record on the revision it read, deciding again when another admin's change got
 * there first; getCategories, search and the wizard read the table on every call (no cache), so a
 * change shows at once.
 */

/** A change lost to another admin's this many times in a row answers 409 (it never silently wins). */
const ATTEMPTS = 5;

function refused<T>(outcome: RuleOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new CallError(outcome.status, outcome.notice);
}

/** Decides a change on fresh categories and writes it on their revision, again while another write wins. */
async function changeCategory<T>(decide: (categories: Category[]) => { category: Category; answer: T }): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const rows = await listCategoriesForChange();
    const { category, answer } = decide(rows.map((r) => r.category));
    const revision = rows.find((r) => r.category.id === category.id)?.revision ?? 0;
    if (await replaceCategory(category, revision)) return answer;
  }
  throw conflict('categoryChanged');
}

/** Every lot that still needs its category (under review, on sale, in a sale not over). */
async function liveLots(): Promise<PlacedLot[]> {
  return (await Promise.all(LIVE_ITEM_STATUSES.map((status) => listItemsByStatus(status)))).flat();
}

/**
 * A delete call answers its own failure message for anything unexpected (the spec's copy says
 * "deleted" whatever happened; ours says it failed), and the protocol's answer for a refusal.
 */
async function sayingItFailed<T>(failure: MessageKey, call: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CallError) throw error;
    logger.error('change failed', { call, error: error as Error });
    throw new CallError(500, failure);
  }
}

export const adminSaveCategory = defineCall('adminSaveCategory', {
  async run(input, ctx) {
    const newId = ulid(ctx.now.getTime());
    const category = await changeCategory((categories) => {
      const saved = refused(saveCategory(categories, input, newId));
      return { category: saved, answer: saved };
    });
    await audit(ctx, 'saveCategory', category.id, { name: category.name, nameFr: category.nameFr ?? null, created: input.id === undefined });
    return { data: { category }, message: 'categorySaved' };
  },
});

export const adminDeleteCategory = defineCall('adminDeleteCategory', {
  run: (input, ctx) =>
    sayingItFailed('categoryDeleteFailed', 'adminDeleteCategory', async () => {
      const category = (await listCategoriesForChange()).find((r) => r.category.id === input.id)?.category;
      if (!category) throw notFound();
      refused(checkCategoryDelete(await liveLots(), input.id));
      if (!(await deleteCategory(input.id))) throw notFound();
      // Its forms go with it (the category's own and its sub-categories').
      const forms = (await listSellerForms()).filter((f) => f.catId === input.id);
      await Promise.all(forms.map((f) => deleteSellerForm(f.catId, f.subCatId)));
      await audit(ctx, 'deleteCategory', input.id, { name: category.name });
      return { data: { id: input.id }, message: 'categoryDeleted' as const };
    }),
});

export const adminSaveSubCategory = defineCall('adminSaveSubCategory', {
  async run(input, ctx) {
    const newId = ulid(ctx.now.getTime());
    const subCategory = await changeCategory((categories) => {
      const category = categories.find((c) => c.id === input.categoryId);
      if (!category) throw notFound();
      const saved = refused(saveSubCategory(category, { id: input.id, name: input.name, nameFr: input.nameFr }, newId));
      return { category: saved.category, answer: saved.subCategory };
    });
    await audit(ctx, 'saveSubCategory', `${input.categoryId}#${subCategory.id}`, { name: subCategory.name, nameFr: subCategory.nameFr ?? null, created: input.id === undefined });
    return { data: { subCategory }, message: 'subCategorySaved' };
  },
});

export const adminDeleteSubCategory = defineCall('adminDeleteSubCategory', {
  run: (input, ctx) =>
    sayingItFailed('subCategoryDeleteFailed', 'adminDeleteSubCategory', async () => {
      const lots = await liveLots();
      const name = await changeCategory((categories) => {
        const category = categories.find((c) => c.id === input.categoryId);
        if (!category) throw notFound();
        const removed = category.subCategories.find((s) => s.id === input.id)?.name ?? '';
        return { category: refused(removeSubCategory(category, input.id, lots)), answer: removed };
      });
      await deleteSellerForm(input.categoryId, input.id);
      await audit(ctx, 'deleteSubCategory', `${input.categoryId}#${input.id}`, { name });
      return { data: { categoryId: input.categoryId, id: input.id }, message: 'subCategoryDeleted' as const };
    }),
});

/** The category calls of the back office. */
export const adminCategoryCalls: AnyCallHandler[] = [adminSaveCategory, adminDeleteCategory, adminSaveSubCategory, adminDeleteSubCategory];
