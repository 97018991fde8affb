import type { PriceGuideOutput } from '../../../shared/contract/catalogue.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { notFound } from '../../lib/errors.ts';
import { priceGuide } from '../../search/catalogue.ts';

/** A sub-category's realised prices by month, its highest and latest sales (docs/adr/0054), from the read model. */
export const getPriceGuide = defineCall('getPriceGuide', {
  async run(input, ctx): Promise<Reply<PriceGuideOutput>> {
    const guide = await priceGuide(input.subCategoryId, input.months, ctx.now);
    if (!guide) throw notFound();
    return { data: guide };
  },
});
