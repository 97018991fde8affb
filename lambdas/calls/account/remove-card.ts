import { defineCall, type Reply } from '../../lib/call.ts';
import { removeSavedCard } from './cards.ts';
import { signedIn } from './own.ts';

export const removeCard = defineCall('removeCard', {
  async run(input, ctx): Promise<Reply<{ cardId: string }>> {
    await removeSavedCard(signedIn(ctx), input.cardId);
    return { data: { cardId: input.cardId }, message: 'cardRemoved' };
  },
});
