import { Messages } from '../../../shared/messages.ts';
import { removeFromWatchlist as unwatch } from '../../data/entities/watch.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { signedIn } from './own.ts';

/** Takes an item off the caller's watchlist; taking off one that is not there changes nothing and is not an error. */
export const removeFromWatchlist = defineCall('removeFromWatchlist', {
  async run(input, ctx): Promise<Reply<{ itemId: string; watching: false }>> {
    await unwatch(signedIn(ctx).uid, input.itemId);
    return { data: { itemId: input.itemId, watching: false }, message: 'watchlistRemoved' };
  },
});
