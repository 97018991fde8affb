import { isDeepStrictEqual } from 'node:util';
import {
  getBanners,
  getCurrencies,
  listCategories,
  listSellerForms,
  listSupportArticles,
  putBanners,
  putCategory,
  putCurrencies,
  putSellerForm,
  putSupportArticle,
} from '../../lambdas/data/entities/catalogue-reference.ts';
import { headPhoto, readPhoto, writePhoto } from '../../lambdas/adapters/storage.ts';
import { phoneBannerOf } from '../../lambdas/selling/photo-copies.ts';
import { DEMO_BANNERS, DEMO_CATEGORIES, DEMO_CURRENCIES, DEMO_SUPPORT_ARTICLES, inFrenchToo } from '../local/seed/demo-data.ts';
import { DEMO_SELLER_FORMS } from '../local/seed/seller-forms.ts';
import { renderBanner } from '../local/seed/photos.ts';

/** What one run of the reference seed did: records written, and records found already as seeded. */
export interface SeedReport {
  written: string[];
  unchanged: number;
}

/** A record as stored and read back (JSON: no undefined fields), so a comparison sees what the table holds. */
const stored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/**
 * Writes the reference data a fresh Patina needs — categories with their sub-categories, seller forms,
 * currencies, banners (and their images and the images' phone copies in the photo bucket), support articles — from the local seed's
 * data modules, so a deployed stage starts with the catalogue the local stack has. Idempotent: a record
 * already stored as seeded is left alone (not even rewritten), so a second run writes nothing. Reads and
 * writes through the data entities (TABLE_NAME, PHOTO_BUCKET; locally the emulators' endpoints).
 */
export async function seedReferenceData(): Promise<SeedReport> {
  const report: SeedReport = { written: [], unchanged: 0 };
  const keep = async (label: string, same: boolean, write: () => Promise<void>) => {
    if (same) {
      report.unchanged++;
      return;
    }
    await write();
    report.written.push(label);
  };

  const categories = new Map((await listCategories()).map((c) => [c.id, c]));
  // With their French names (docs/adr/0051): a stage seeded before gets them on the next run.
  for (const category of DEMO_CATEGORIES.map(inFrenchToo)) {
    await keep(`category ${category.id}`, isDeepStrictEqual(stored(categories.get(category.id)), stored(category)), () => putCategory(category));
  }
  const forms = new Map((await listSellerForms()).map((f) => [`${f.catId}#${f.subCatId ?? '-'}`, f]));
  for (const form of DEMO_SELLER_FORMS) {
    const key = `${form.catId}#${form.subCatId ?? '-'}`;
    await keep(`seller form ${key}`, isDeepStrictEqual(stored(forms.get(key)), stored(form)), () => putSellerForm(form));
  }
  const articles = new Map((await listSupportArticles()).map((a) => [a.id, a]));
  for (const article of DEMO_SUPPORT_ARTICLES) {
    await keep(`support article ${article.id}`, isDeepStrictEqual(stored(articles.get(article.id)), stored(article)), () => putSupportArticle(article));
  }
  await keep('currencies', isDeepStrictEqual(stored(await getCurrencies()), stored(DEMO_CURRENCIES)), () => putCurrencies(DEMO_CURRENCIES));
  await keep('banners', isDeepStrictEqual(stored(await getBanners()), stored(DEMO_BANNERS)), () => putBanners(DEMO_BANNERS));
  for (const [index, banner] of DEMO_BANNERS.entries()) {
    await keep(`banner image ${banner.image}`, (await headPhoto(banner.image)) !== null, async () =>
      writePhoto(banner.image, await renderBanner(index), 'image/jpeg'),
    );
    const phone = banner.phoneImage;
    if (!phone) continue;
    // Made from the stored image (the one the banner shows), so both are the same picture.
    await keep(`banner phone image ${phone}`, (await headPhoto(phone)) !== null, async () => {
      const copy = await phoneBannerOf(await readPhoto(banner.image));
      if (copy) await writePhoto(phone, copy, 'image/jpeg');
    });
  }
  return report;
}
