import { toItemSummary } from '../../../shared/catalogue.ts';
import type { GetWatchlistOutput } from '../../../shared/contract/account.ts';
import { getItems } from '../../data/items.ts';
import { listWatchlist } from '../../data/entities/watch.ts';
import { defineCall } from '../../lib/call.ts';
import { signedIn } from './own.ts';

/** The watched items, most recently added first, whatever became of them (an ended item shows its outcome). */
export const getWatchlist = defineCall('getWatchlist', {
  async run(_input, ctx): Promise<{ data: GetWatchlistOutput }> {
    const entries = await listWatchlist(signedIn(ctx).uid);
    const items = await getItems(entries.map((e) => e.itemId));
    return { data: { items: items.map(toItemSummary) } };
  },
});
