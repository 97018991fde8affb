import { toCardView } from '../../../shared/account-profile.ts';
import type { AddCardOutput } from '../../../shared/contract/account.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { saveCard } from './cards.ts';
import { signedIn } from './own.ts';

/** Saves a card by the payment provider's token for it; a card number is an unknown field (400). */
export const addCard = defineCall('addCard', {
  async run(input, ctx): Promise<Reply<AddCardOutput>> {
    const card = await saveCard(signedIn(ctx), input.paymentMethodId, ctx.now);
    return { data: { card: toCardView(card) }, message: 'cardAdded' };
  },
});
