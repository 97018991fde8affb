import { RemoveCardInputSchema } from '../../../shared/contract/account.ts';
import { Messages } from '../../../shared/messages.ts';
import { defineCall } from '../../lib/call.ts';
import { removeSavedCard } from './cards.ts';
import { signedIn } from './own.ts';

export const removeCard = defineCall({
  name: 'removeCard',
  who: 'user',
  input: RemoveCardInputSchema,
  async run(input, ctx): Promise<{ data: { cardId: string }; message: string }> {
    await removeSavedCard(signedIn(ctx), input.cardId);
    return { data: { cardId: input.cardId }, message: Messages.cardRemoved };
  },
});
