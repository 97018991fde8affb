import { toCardView } from '../../../shared/account-profile.ts';
import type { GetCardsOutput } from '../../../shared/contract/account.ts';
import { listCards } from '../../data/entities/card.ts';
import { defineCall } from '../../lib/call.ts';
import { signedIn } from './own.ts';

export const getCards = defineCall('getCards', {
  async run(_input, ctx): Promise<{ data: GetCardsOutput }> {
    return { data: { cards: (await listCards(signedIn(ctx).uid)).map(toCardView) } };
  },
});
