import { atom } from 'nanostores';
import type { ItemSummary } from '../../../shared/contract/catalogue.ts';
import { call } from '../lib/api.ts';
import { loadOnce } from '../lib/load-once.ts';

/**
 * The signed-in person's watchlist (spec "Watchlist": items can be added and removed): the watched
 * lots as `getWatchlist` lists them, and which lot ids are watched (every Watch button reads it).
 * A lot page seeds one id from its bid state (`watching`), so it needs no list of its own. Changing
 * it is watchlist-change.ts, loaded by a Watch button only when pressed (docs/adr/0037).
 */
export interface WatchlistState {
  state: 'idle' | 'loading' | 'ready' | 'error';
  items: ItemSummary[];
  /** Watched lot ids: from the list once loaded, and from what each page learnt or changed. */
  watched: Record<string, boolean>;
}

export const $watchlist = atom<WatchlistState>({ state: 'idle', items: [], watched: {} });

/** Loads the list once per page (`force` reloads it). */
export const loadWatchlist = loadOnce(async () => {
  $watchlist.set({ ...$watchlist.get(), state: 'loading' });
  const result = await call('getWatchlist');
  const current = $watchlist.get();
  if (result.status !== 200) {
    $watchlist.set({ ...current, state: 'error' });
    return;
  }
  const items = result.data.items ?? [];
  $watchlist.set({ state: 'ready', items, watched: { ...current.watched, ...Object.fromEntries(items.map((i) => [i.id, true])) } });
});

/** Notes what a page learnt about one lot (a bid state's `watching`), without a call. */
export function noteWatching(itemId: string, watching: boolean): void {
  const current = $watchlist.get();
  if (current.watched[itemId] === watching) return;
  $watchlist.set({ ...current, watched: { ...current.watched, [itemId]: watching } });
}

/** Whether a lot is watched, when known (undefined: not known yet). */
export function isWatched(itemId: string): boolean | undefined {
  return $watchlist.get().watched[itemId];
}
