import { MAX_WATCHLIST, } from '../../../shared/contract/account.ts';
import { ItemStatus } from '../../../shared/item.ts';
import { canSeeLot } from '../../../shared/item-status.ts';
import { Messages } from '../../../shared/messages.ts';
import { getLot } from '../../data/entities/lot.ts';
import { addToWatchlist as watch, isWatching, listWatchlist } from '../../data/entities/watch.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { signedIn } from './own.ts';

export const addToWatchlist = defineCall('addToWatchlist', {
  async run(input, ctx): Promise<Reply<{ itemId: string; watching: true }>> {
    const caller = signedIn(ctx);
    const lot = await getLot(input.itemId);
    if (!lot || !canSeeLot(caller, lot)) throw notFound();
    if (lot.status !== ItemStatus.Active) throw conflict('watchlistItemNotActive', { status: lot.status });
    if (!(await isWatching(caller.uid, lot.id)) && (await listWatchlist(caller.uid)).length >= MAX_WATCHLIST) {
      throw conflict('watchlistFull');
    }
    await watch(caller.uid, lot.id, ctx.now);
    return { data: { itemId: lot.id, watching: true }, message: 'watchlistAdded' };
  },
});
