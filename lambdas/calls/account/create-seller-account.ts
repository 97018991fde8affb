import { toProfileView } from '../../../shared/account-profile.ts';
import type { ProfileView } from '../../../shared/contract/account.ts';
import { Messages } from '../../../shared/messages.ts';
import { claimSellerProfileName } from '../../data/entities/seller-name.ts';
import { openSellerAccount } from '../../data/entities/profile.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { signedIn } from './own.ts';

export const createSellerAccount = defineCall('createSellerAccount', {
  async run(input, ctx): Promise<Reply<ProfileView>> {
    const caller = signedIn(ctx);
    if (caller.sellerAccount) throw conflict('sellerAccountExists');
    // Seller names are public and unique (whatever the case); the claim is the person's for good.
    if (!(await claimSellerProfileName(input.sellerProfileName, caller.uid, ctx.now))) {
      throw badRequest('sellerNameTaken', { sellerProfileName: 'sellerNameTaken' });
    }
    const profile = await openSellerAccount(caller.uid, input, ctx.now);
    if (!profile) throw conflict('sellerAccountExists');
    return { data: toProfileView(profile, caller.groups), message: 'sellerAccountCreated' };
  },
});
