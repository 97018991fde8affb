import type { SearchOutput } from '../../../shared/contract/catalogue.ts';
import { defineCall } from '../../lib/call.ts';
import { searchCatalogue } from '../../search/catalogue.ts';

export const search = defineCall('search', {
  async run(input): Promise<{ data: SearchOutput }> {
    // From the catalogue's read model, where only Active lots can match (docs/adr/0026).
    return { data: await searchCatalogue(input) };
  },
});
