import { CATALOGUE_CALLS } from '../../../shared/contract/registry/catalogue.ts';
import { groupCalls } from '../../lib/call.ts';
import { getCategories } from './get-categories.ts';
import { getHomepage } from './get-homepage.ts';
import { getItem } from './get-item.ts';
import { getPriceGuide } from './get-price-guide.ts';
import { getSellerReviews } from './get-seller-reviews.ts';
import { getSupportArticles } from './get-support-articles.ts';
import { metadata } from './metadata.ts';
import { search } from './search.ts';
import { sendContactMessage } from './send-contact-message.ts';
import { suggest } from './suggest.ts';

/** The catalogue calls: anyone may make them. */
export const catalogueCalls = groupCalls(CATALOGUE_CALLS, [getCategories, search, metadata, getHomepage, getItem, getSupportArticles, sendContactMessage, getSellerReviews, suggest, getPriceGuide]);
