import { sortCategoriesByName } from '../../../shared/categories.ts';
import type { GetCategoriesOutput } from '../../../shared/contract/catalogue.ts';
import { listCategories } from '../../data/entities/catalogue-reference.ts';
import { defineCall } from '../../lib/call.ts';

export const getCategories = defineCall('getCategories', {
  async run(input): Promise<{ data: GetCategoriesOutput }> {
    return { data: { categories: sortCategoriesByName(await listCategories(), input.sortByNameAsc) } };
  },
});
