import { ulid } from '../../lib/ids.ts';
import { MAX_ADDRESSES, type AddShippingAddressOutput, type Address } from '../../../shared/contract/account.ts';
import { Messages } from '../../../shared/messages.ts';
import { listAddresses, putAddress } from '../../data/entities/address.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { conflict } from '../../lib/errors.ts';
import { signedIn } from './own.ts';

export const addShippingAddress = defineCall('addShippingAddress', {
  async run(input, ctx): Promise<Reply<AddShippingAddressOutput>> {
    const caller = signedIn(ctx);
    if ((await listAddresses(caller.uid)).length >= MAX_ADDRESSES) throw conflict('tooManyAddresses');
    const address: Address = { id: ulid(ctx.now.getTime()), ...input, createdAt: ctx.now.toISOString() };
    await putAddress(caller.uid, address);
    return { data: { address }, message: 'addressAdded' };
  },
});
