import type { Category } from '../../../shared/categories.ts';
import type { StoredBanner, SupportArticle } from '../../../shared/contract/catalogue.ts';
import type { Currency } from '../../../shared/money.ts';
import type { SellerForm } from '../../../shared/seller-form.ts';
import { addToCounter, deleteIfExists, getRecord, putIfAbsent, putRecord, putWhere, queryPartition } from '../table.ts';

/**
 * The catalogue's reference data, each kind in one small partition: categories (CATEGORY / <id>),
 * seller forms (SELLERFORM / <catId>#<subCatId|->), support articles (SUPPORT / <id>), and single
 * records under META (currencies, banners, the seed marker, the lot-number counter).
 */
export const categoryKey = (id: string) => ({ pk: 'CATEGORY', sk: id });
const sellerFormKey = (catId: string, subCatId: string | null) => ({ pk: 'SELLERFORM', sk: `${catId}#${subCatId ?? '-'}` });
const supportArticleKey = (id: string) => ({ pk: 'SUPPORT', sk: id });
const metaKey = (name: 'CURRENCIES' | 'BANNERS' | 'SEED' | 'COUNTER#itemNumber') => ({ pk: 'META', sk: name });

/** A stored category: `revision` counts its writes, so an admin's change cannot overwrite another's unseen. */
type StoredCategory = Category & { revision?: number };

const withoutRevision = ({ revision: _revision, ...category }: StoredCategory): Category => category;

export async function listCategories(): Promise<Category[]> {
  return (await queryPartition<StoredCategory>({ pk: 'CATEGORY' })).map(withoutRevision);
}

export async function putCategory(category: Category): Promise<void> {
  await putRecord(categoryKey(category.id), category);
}

/** The categories with the revision each was read at (what `replaceCategory` needs). */
export async function listCategoriesForChange(): Promise<{ category: Category; revision: number }[]> {
  return (await queryPartition<StoredCategory>({ pk: 'CATEGORY' }, false, true)).map((c) => ({ category: withoutRevision(c), revision: c.revision ?? 0 }));
}

/**
 * Writes a category if it is still at the revision it was read at (0: it must not exist yet, or be a
 * seeded one never changed). False when someone changed it meanwhile: nothing is written.
 */
export function replaceCategory(category: Category, readRevision: number): Promise<boolean> {
  const record = { ...category, revision: readRevision + 1 };
  if (readRevision === 0) {
    return putWhere(categoryKey(category.id), record, { expression: 'attribute_not_exists(pk) OR attribute_not_exists(revision)' });
  }
  return putWhere(categoryKey(category.id), record, { expression: 'revision = :read', values: { ':read': readRevision } });
}

/** Deletes a category (false when there was none). */
export function deleteCategory(id: string): Promise<boolean> {
  return deleteIfExists(categoryKey(id));
}

export function listSellerForms(): Promise<SellerForm[]> {
  return queryPartition<SellerForm>({ pk: 'SELLERFORM' });
}

/** The form a lot of this category (and sub-category) is answered on: the sub-category's own, else the category's (shared/seller-form.ts pickSellerForm). */
export async function sellerFormFor(catId: string, subCatId: string | null): Promise<SellerForm | null> {
  const [own, category] = await Promise.all([subCatId ? getRecord<SellerForm>(sellerFormKey(catId, subCatId)) : null, getRecord<SellerForm>(sellerFormKey(catId, null))]);
  return own ?? category;
}

export async function putSellerForm(form: SellerForm): Promise<void> {
  await putRecord(sellerFormKey(form.catId, form.subCatId), form);
}

/** Deletes a category's own form, or one sub-category's (false when there was none). */
export function deleteSellerForm(catId: string, subCatId: string | null): Promise<boolean> {
  return deleteIfExists(sellerFormKey(catId, subCatId));
}

export function listSupportArticles(): Promise<SupportArticle[]> {
  return queryPartition<SupportArticle>({ pk: 'SUPPORT' });
}

export async function putSupportArticle(article: SupportArticle): Promise<void> {
  await putRecord(supportArticleKey(article.id), article);
}

export function getSupportArticle(id: string): Promise<SupportArticle | null> {
  return getRecord<SupportArticle>(supportArticleKey(id), true);
}

/** Writes a new article only if its id is free (false otherwise: nothing is written). */
export function createSupportArticle(article: SupportArticle): Promise<boolean> {
  return putIfAbsent(supportArticleKey(article.id), article);
}

/** Deletes an article (false when there was none). */
export function deleteSupportArticle(id: string): Promise<boolean> {
  return deleteIfExists(supportArticleKey(id));
}

export async function getCurrencies(): Promise<Currency[]> {
  return (await getRecord<{ currencies: Currency[] }>(metaKey('CURRENCIES')))?.currencies ?? [];
}

export async function putCurrencies(currencies: Currency[]): Promise<void> {
  await putRecord(metaKey('CURRENCIES'), { currencies });
}

/** The banners' record (the pages function re-renders the home page when it changes). */
export const bannersKey = () => metaKey('BANNERS');

export async function getBanners(): Promise<StoredBanner[]> {
  return (await getRecord<{ banners: StoredBanner[] }>(metaKey('BANNERS')))?.banners ?? [];
}

export async function putBanners(banners: StoredBanner[]): Promise<void> {
  await putRecord(metaKey('BANNERS'), { banners });
}

/** The seed writes this last, so a half-finished seed is redone on the next start. */
export async function getSeedMarker(): Promise<{ seededAt: string; version: number } | null> {
  const record = await getRecord<{ seededAt: string; version: number }>(metaKey('SEED'));
  return record ? { seededAt: String(record.seededAt), version: Number(record.version) } : null;
}

export async function putSeedMarker(version: number, seededAt: string): Promise<void> {
  await putRecord(metaKey('SEED'), { version, seededAt });
}

/** A short, human-readable, never-repeating lot number ("PT-10042"). */
export async function nextItemNumber(): Promise<string> {
  return `PT-${10_000 + (await addToCounter(metaKey('COUNTER#itemNumber'), 'value'))}`;
}
