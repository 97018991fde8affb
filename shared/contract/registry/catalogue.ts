import { entry, group, returns } from './entry.ts';
import { GetCategoriesInputSchema, GetHomepageInputSchema, GetItemInputSchema, GetPriceGuideInputSchema, GetSupportArticlesInputSchema, MetadataInputSchema, SearchInputSchema, SendContactMessageInputSchema, SuggestInputSchema, type GetCategoriesOutput, type HomepageOutput, type ItemDetail, type MetadataOutput, type PriceGuideOutput, type SearchOutput, type SuggestOutput, type SupportArticlesOutput } from '../catalogue.ts';
import { GetSellerReviewsInputSchema, type SellerReviewsOutput } from '../orders.ts';

/** The catalogue function's calls: browsing, search and the site's reference data. */
export const CATALOGUE_CALLS = group('catalogue', {
  getCategories: entry('any', GetCategoriesInputSchema, returns<GetCategoriesOutput>()),
  search: entry('any', SearchInputSchema, returns<SearchOutput>()),
  metadata: entry('any', MetadataInputSchema, returns<MetadataOutput>()),
  getHomepage: entry('any', GetHomepageInputSchema, returns<HomepageOutput>()),
  getItem: entry('any', GetItemInputSchema, returns<ItemDetail>()),
  getSupportArticles: entry('any', GetSupportArticlesInputSchema, returns<SupportArticlesOutput>()),
  sendContactMessage: entry('any', SendContactMessageInputSchema, returns<{ id: string }>()),
  getSellerReviews: entry('any', GetSellerReviewsInputSchema, returns<SellerReviewsOutput>()),
  suggest: entry('any', SuggestInputSchema, returns<SuggestOutput>()),
  getPriceGuide: entry('any', GetPriceGuideInputSchema, returns<PriceGuideOutput>()),
});
