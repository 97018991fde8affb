import { call } from '../lib/api.ts';
import { saidOf, type Said } from '../lib/messages.ts';
import { $watchlist, noteWatching } from './watchlist.ts';

/*
 * Changing the watchlist, apart from the list itself (watchlist.ts): pages of cards load this (and
 * the messages it keeps) only when a Watch button is pressed, not with the page (docs/adr/0037).
 */

/**
 * Watches or stops watching a lot. The button changes at once and changes back if the server
 * refuses (an ended lot, a full list); the answer's message is kept by code to be said.
 */
export async function setWatching(itemId: string, watching: boolean): Promise<{ ok: boolean; message: Said }> {
  const before = $watchlist.get().watched[itemId] ?? false;
  noteWatching(itemId, watching);
  const result = await call(watching ? 'addToWatchlist' : 'removeFromWatchlist', { itemId });
  const current = $watchlist.get();
  if (result.status !== 200) {
    $watchlist.set({ ...current, watched: { ...current.watched, [itemId]: before } });
    return { ok: false, message: saidOf(result) };
  }
  // A lot no longer watched leaves the list on screen; one newly watched appears at the next load.
  if (!watching) $watchlist.set({ ...current, items: current.items.filter((i) => i.id !== itemId) });
  return { ok: true, message: saidOf(result) };
}
