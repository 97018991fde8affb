import { Messages } from '../../../shared/messages.ts';
import { deleteAddress } from '../../data/entities/address.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { notFound } from '../../lib/errors.ts';
import { signedIn } from './own.ts';

export const removeShippingAddress = defineCall('removeShippingAddress', {
  async run(input, ctx): Promise<Reply<{ addressId: string }>> {
    // Only the caller's own partition is touched: someone else's id is simply not found there.
    if (!(await deleteAddress(signedIn(ctx).uid, input.addressId))) throw notFound();
    return { data: { addressId: input.addressId }, message: 'addressRemoved' };
  },
});
