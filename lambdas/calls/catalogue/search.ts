import { searchItems } from '../../../shared/catalogue.ts';
import { SearchInputSchema, type SearchOutput } from '../../../shared/contract/catalogue.ts';
import { ItemStatus } from '../../../shared/item.ts';
import { listItemsByStatus } from '../../data/items.ts';
import { defineCall } from '../../lib/call.ts';

export const search = defineCall({
  name: 'search',
  who: 'any',
  input: SearchInputSchema,
  async run(input): Promise<{ data: SearchOutput }> {
    // Only Active items are read, so nothing else can ever appear (see docs/adr/0003).
    return { data: searchItems(await listItemsByStatus(ItemStatus.Active), input) };
  },
});
