import { toProfileView } from '../../../shared/account-profile.ts';
import type { ProfileView } from '../../../shared/contract/account.ts';
import { Messages } from '../../../shared/messages.ts';
import { setPayoutAccount } from '../../data/entities/profile.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { forbidden } from '../../lib/errors.ts';
import { signedIn } from './own.ts';

/** A seller's payout account (IBAN and SWIFT/BIC), changed after the seller account was made. */
export const updatePaymentSettings = defineCall('updatePaymentSettings', {
  async run(input, ctx): Promise<Reply<ProfileView>> {
    const caller = signedIn(ctx);
    if (!caller.sellerAccount) throw forbidden('sellerAccountRequired');
    const profile = await setPayoutAccount(caller.uid, input, ctx.now);
    if (!profile) throw forbidden('sellerAccountRequired');
    return { data: toProfileView(profile, caller.groups), message: 'paymentAdded' };
  },
});
