import { GetSupportArticlesInputSchema, type SupportArticlesOutput } from '../../../shared/contract/catalogue.ts';
import { listSupportArticles } from '../../data/entities/catalogue-reference.ts';
import { defineCall } from '../../lib/call.ts';

export const getSupportArticles = defineCall({
  name: 'getSupportArticles',
  who: 'any',
  input: GetSupportArticlesInputSchema,
  async run(input): Promise<{ data: SupportArticlesOutput }> {
    const all = await listSupportArticles();
    const categories = [...new Set(all.map((a) => a.category))].sort((a, b) => a.localeCompare(b));
    const wanted = input.category?.toLowerCase();
    const articles = all
      .filter((a) => !wanted || a.category.toLowerCase() === wanted)
      .sort((a, b) => a.category.localeCompare(b.category) || a.title.localeCompare(b.title));
    return { data: { categories, articles } };
  },
});
