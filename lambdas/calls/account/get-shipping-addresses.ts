import type { GetShippingAddressesOutput } from '../../../shared/contract/account.ts';
import { listAddresses } from '../../data/entities/address.ts';
import { defineCall } from '../../lib/call.ts';
import { signedIn } from './own.ts';

export const getShippingAddresses = defineCall('getShippingAddresses', {
  async run(_input, ctx): Promise<{ data: GetShippingAddressesOutput }> {
    return { data: { addresses: await listAddresses(signedIn(ctx).uid) } };
  },
});
