import type { Category, Named, SubCategory } from '../categories.ts';
import { ItemStatus } from '../item.ts';
import type { Notice } from '../messages.ts';

/**
 * The admin's rules for categories and sub-categories (issue 11 item 3): names unique (ignoring case
 * and spacing) among their siblings, and nothing deleted while an item still depends on it.
 */

/**
 * Statuses of a lot that still needs its category: under review, on sale, or in a sale that is not
 * over (awaiting payment or a second chance, shipping, in dispute). Finished lots (sold, unsold) keep
 * the category id they were listed under and do not block a delete.
 */
export const LIVE_ITEM_STATUSES: readonly ItemStatus[] = [
  ItemStatus.AwaitingApproval,
  ItemStatus.Active,
  ItemStatus.AwaitingPayment,
  ItemStatus.PaymentNotDone,
  ItemStatus.Shipping,
  ItemStatus.InDispute,
];

/** A name as the uniqueness rule compares it: trimmed, inner spaces collapsed, case folded. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** A name as it is stored: trimmed, inner spaces collapsed. */
export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/**
 * A record's names after a save (docs/adr/0051): the English name cleaned; the French one cleaned when
 * sent, removed when sent empty, kept as it was when not sent (an older client renames in English only).
 */
function namesAfter(before: Named | undefined, input: { name: string; nameFr?: string }): Named {
  const nameFr = input.nameFr === undefined ? before?.nameFr : cleanName(input.nameFr);
  return { name: cleanName(input.name), ...(nameFr ? { nameFr } : {}) };
}

/** The outcome of a rule: the new value, or the notice (and protocol status) that refuses it. */
export type RuleOutcome<T> = { ok: true; value: T } | { ok: false; status: 404 | 409; notice: Notice };

const refuse = <T>(status: 404 | 409, notice: Notice): RuleOutcome<T> => ({ ok: false, status, notice });

/**
 * A category created (no `id`: it takes `newId`) or renamed; its sub-categories are kept. Refused
 * when the id names no category or another category has the name.
 */
export function saveCategory(categories: readonly Category[], input: { id?: string; name: string; nameFr?: string }, newId: string): RuleOutcome<Category> {
  const existing = input.id === undefined ? undefined : categories.find((c) => c.id === input.id);
  if (input.id !== undefined && !existing) return refuse(404, { code: 'notFound' });
  const id = existing?.id ?? newId;
  const names = namesAfter(existing, input);
  if (categories.some((c) => c.id !== id && nameKey(c.name) === nameKey(names.name))) return refuse(409, { code: 'categoryNameTaken' });
  return { ok: true, value: { id, ...names, subCategories: existing?.subCategories ?? [] } };
}

/** A category with one sub-category created (no `id`: it takes `newId`) or renamed; its siblings' names must differ. */
export function saveSubCategory(category: Category, input: { id?: string; name: string; nameFr?: string }, newId: string): RuleOutcome<{ category: Category; subCategory: SubCategory }> {
  const existing = input.id === undefined ? undefined : category.subCategories.find((s) => s.id === input.id);
  if (input.id !== undefined && !existing) return refuse(404, { code: 'notFound' });
  const id = input.id ?? newId;
  const names = namesAfter(existing, input);
  if (category.subCategories.some((s) => s.id !== id && nameKey(s.name) === nameKey(names.name))) return refuse(409, { code: 'subCategoryNameTaken' });
  const subCategory = { id, ...names };
  const subCategories = input.id === undefined ? [...category.subCategories, subCategory] : category.subCategories.map((s) => (s.id === id ? subCategory : s));
  return { ok: true, value: { category: { ...category, subCategories }, subCategory } };
}

/** A lot as the delete rules see it: where it is listed and its status. */
export interface PlacedLot {
  categoryId: string;
  subCategoryId: string | null;
  status: ItemStatus;
}

/** How many live lots are listed in a category (or in one of its sub-categories, when given). */
export function liveLotsIn(lots: readonly PlacedLot[], categoryId: string, subCategoryId?: string): number {
  return lots.filter(
    (l) => l.categoryId === categoryId && (subCategoryId === undefined || l.subCategoryId === subCategoryId) && LIVE_ITEM_STATUSES.includes(l.status),
  ).length;
}

/** Whether a category may be deleted: refused (409, saying how many) while live lots are listed in it. */
export function checkCategoryDelete(lots: readonly PlacedLot[], categoryId: string): RuleOutcome<null> {
  const count = liveLotsIn(lots, categoryId);
  return count > 0 ? refuse(409, { code: 'categoryHasLiveItems', params: { count } }) : { ok: true, value: null };
}

/** A category without one of its sub-categories: refused while live lots are listed in it, 404 for an unknown id. */
export function removeSubCategory(category: Category, subCategoryId: string, lots: readonly PlacedLot[]): RuleOutcome<Category> {
  if (!category.subCategories.some((s) => s.id === subCategoryId)) return refuse(404, { code: 'notFound' });
  const count = liveLotsIn(lots, category.id, subCategoryId);
  if (count > 0) return refuse(409, { code: 'subCategoryHasLiveItems', params: { count } });
  return { ok: true, value: { ...category, subCategories: category.subCategories.filter((s) => s.id !== subCategoryId) } };
}
