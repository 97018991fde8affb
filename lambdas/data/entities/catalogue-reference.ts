import type { Category } from '../../../shared/categories.ts';
import type { Banner, SupportArticle } from '../../../shared/contract/catalogue.ts';
import type { Currency } from '../../../shared/money.ts';
import type { SellerForm } from '../../../shared/seller-form.ts';
import { addToCounter, getRecord, putRecord, queryPartition } from '../table.ts';

/**
 * The catalogue's reference data, each kind in one small partition: categories (CATEGORY / <id>),
 * seller forms (SELLERFORM / <catId>#<subCatId|->), support articles (SUPPORT / <id>), and single
 * records under META (currencies, banners, the seed marker, the lot-number counter).
 */
export const categoryKey = (id: string) => ({ pk: 'CATEGORY', sk: id });
const sellerFormKey = (catId: string, subCatId: string | null) => ({ pk: 'SELLERFORM', sk: `${catId}#${subCatId ?? '-'}` });
const supportArticleKey = (id: string) => ({ pk: 'SUPPORT', sk: id });
const metaKey = (name: 'CURRENCIES' | 'BANNERS' | 'SEED' | 'COUNTER#itemNumber') => ({ pk: 'META', sk: name });

export function listCategories(): Promise<Category[]> {
  return queryPartition<Category>({ pk: 'CATEGORY' });
}

export async function putCategory(category: Category): Promise<void> {
  await putRecord(categoryKey(category.id), category);
}

export function listSellerForms(): Promise<SellerForm[]> {
  return queryPartition<SellerForm>({ pk: 'SELLERFORM' });
}

export async function putSellerForm(form: SellerForm): Promise<void> {
  await putRecord(sellerFormKey(form.catId, form.subCatId), form);
}

export function listSupportArticles(): Promise<SupportArticle[]> {
  return queryPartition<SupportArticle>({ pk: 'SUPPORT' });
}

export async function putSupportArticle(article: SupportArticle): Promise<void> {
  await putRecord(supportArticleKey(article.id), article);
}

export async function getCurrencies(): Promise<Currency[]> {
  return (await getRecord<{ currencies: Currency[] }>(metaKey('CURRENCIES')))?.currencies ?? [];
}

export async function putCurrencies(currencies: Currency[]): Promise<void> {
  await putRecord(metaKey('CURRENCIES'), { currencies });
}

export async function getBanners(): Promise<Banner[]> {
  return (await getRecord<{ banners: Banner[] }>(metaKey('BANNERS')))?.banners ?? [];
}

export async function putBanners(banners: Banner[]): Promise<void> {
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
