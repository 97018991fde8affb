import { localiseArticle } from '../../../shared/admin/support-articles.ts';
import type { SupportArticlesOutput } from '../../../shared/contract/catalogue.ts';
import { listSupportArticles } from '../../data/entities/catalogue-reference.ts';
import { defineCall } from '../../lib/call.ts';

export const getSupportArticles = defineCall('getSupportArticles', {
  async run(input): Promise<{ data: SupportArticlesOutput }> {
    // Read from the table on every call (no cache): an admin's change shows at once.
    const all = (await listSupportArticles()).map((a) => localiseArticle(a, input.locale));
    const categories = [...new Set(all.map((a) => a.category))].sort((a, b) => a.localeCompare(b));
    const wanted = input.category?.toLowerCase();
    const articles = all
      .filter((a) => !wanted || a.category.toLowerCase() === wanted)
      .sort((a, b) => a.category.localeCompare(b.category) || a.title.localeCompare(b.title));
    return { data: { categories, articles } };
  },
});
