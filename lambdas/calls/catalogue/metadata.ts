import type { MetadataOutput } from '../../../shared/contract/catalogue.ts';
import { GBP } from '../../../shared/money.ts';
import { getCurrencies } from '../../data/entities/catalogue-reference.ts';
import { defineCall } from '../../lib/call.ts';

export const metadata = defineCall('metadata', {
  async run(): Promise<{ data: MetadataOutput }> {
    const stored = await getCurrencies();
    // GBP always leads with rate 1: charges are in pounds and every rate is relative to it.
    const currencies = [GBP, ...stored.filter((c) => c.code !== GBP.code)];
    return { data: { currencies } };
  },
});
