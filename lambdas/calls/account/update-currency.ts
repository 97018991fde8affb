import type { UpdateCurrencyOutput } from '../../../shared/contract/account.ts';
import { GBP } from '../../../shared/money.ts';
import { getCurrencies } from '../../data/entities/catalogue-reference.ts';
import { updateProfileFields } from '../../data/entities/profile.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { callerNamedBy } from './own.ts';

export const updateCurrency = defineCall('updateCurrency', {
  async run(input, ctx): Promise<Reply<UpdateCurrencyOutput>> {
    const caller = callerNamedBy(input.uid, ctx);
    // Only the currencies `metadata` offers (GBP always).
    const offered = input.currency === GBP.code || (await getCurrencies()).some((c) => c.code === input.currency);
    if (!offered) throw badRequest('invalidCurrency', { currency: 'invalidCurrency' });
    const updated = await updateProfileFields(caller.uid, { currency: input.currency }, ctx.now);
    if (!updated) throw notFound();
    return { data: { currency: updated.currency }, message: 'successfullyUpdated' };
  },
});
