import type { SuggestOutput } from '../../../shared/contract/catalogue.ts';
import { defineCall } from '../../lib/call.ts';
import { suggest as suggestions } from '../../search/catalogue.ts';

/** The header search box's suggestions: categories and live lots whose words start as typed (docs/adr/0026). */
export const suggest = defineCall('suggest', {
  async run(input): Promise<{ data: SuggestOutput }> {
    return { data: { suggestions: await suggestions(input.term, input.limit) } };
  },
});
