import enCatalogue from './en/catalogue.ts';
import enCategories from './en/categories.ts';
import enCommon from './en/common.ts';
import frCatalogue from './fr/catalogue.ts';
import frCategories from './fr/categories.ts';
import frCommon from './fr/common.ts';
import { translationsOver } from './translations.ts';

/**
 * The strings of the pages the pages function renders from the table (lot, category and home pages,
 * docs/adr/0036): the common, catalogue and category ones, merged as index.ts merges them. The whole
 * dictionary (~260 KB) would put that function's bundle over its 300 KB budget.
 */
export const { translator: pageTranslator, categoryName: pageCategoryName } = translationsOver({
  en: { ...enCommon, ...enCatalogue, ...enCategories },
  fr: { ...frCommon, ...frCatalogue, ...frCategories },
});
