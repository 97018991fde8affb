import { MAX_WATCHLIST, WatchlistItemInputSchema } from '../../../shared/contract/account.ts';
import { ItemStatus } from '../../../shared/item.ts';
import { addToWatchlist as watch, getItem, isWatching, listWatchlist } from '../../data/db.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { signedIn } from './own.ts';

/** Items under review or rejected exist only for their seller and the reviewers (as in getItem). */
const UNPUBLISHED = new Set<string>([ItemStatus.AwaitingApproval, ItemStatus.Unsold]);

export const addToWatchlist = defineCall({
  name: 'addToWatchlist',
  who: 'user',
  input: WatchlistItemInputSchema,
  async run(input, ctx): Promise<Reply<{ itemId: string; watching: true }>> {
    const caller = signedIn(ctx);
    const item = await getItem(input.itemId);
    if (!item || UNPUBLISHED.has(item.status)) throw notFound();
    if (item.status !== ItemStatus.Active) throw conflict('watchlistItemNotActive', { status: item.status });
    if (!(await isWatching(caller.uid, item.id)) && (await listWatchlist(caller.uid)).length >= MAX_WATCHLIST) {
      throw conflict('watchlistFull');
    }
    await watch(caller.uid, item.id, ctx.now);
    return { data: { itemId: item.id, watching: true }, message: 'watchlistAdded' };
  },
});
