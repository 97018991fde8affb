import type { CreateCardSetupOutput } from '../../../shared/contract/account.ts';
import { payments } from '../../adapters/payments/index.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { customerOf } from './cards.ts';
import { signedIn } from './own.ts';

/**
 * Starts saving a card (CALLS.md "Calls of the next wave"): a SetupIntent for the caller's provider
 * customer, for use off session (a win is paid within 24 h). The page confirms it with Stripe.js, whose
 * fields hold the card (3-D Secure when the bank asks), then calls addCard with the PaymentMethod.
 */
export const createCardSetup = defineCall('createCardSetup', {
  async run(_input, ctx): Promise<Reply<CreateCardSetupOutput>> {
    const setup = await payments().createCardSetup(await customerOf(signedIn(ctx)));
    return { data: { clientSecret: setup.clientSecret } };
  },
});
