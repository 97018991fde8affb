import { atom } from 'nanostores';
import { call } from '../../lib/api.ts';
import { loadOnce } from '../../lib/load-once.ts';
import { saidOf, type Said } from '../../lib/messages.ts';

/**
 * The sellers the signed-in person follows (docs/adr/0053): loaded once per page by the first Follow
 * button or the account's list, and changed by them, so every button on the page shows the same state.
 */
export interface FollowsState {
  state: 'idle' | 'loading' | 'ready' | 'error';
  sellers: Array<{ id: string; name: string }>;
}

export const $follows = atom<FollowsState>({ state: 'idle', sellers: [] });

export const loadFollows = loadOnce(async () => {
  $follows.set({ ...$follows.get(), state: 'loading' });
  const result = await call('getFollowedSellers');
  $follows.set(result.status === 200 ? { state: 'ready', sellers: result.data.sellers } : { ...$follows.get(), state: 'error' });
});

/** Follows or unfollows a seller; answers the server's message to say (success or the reason it refused). */
export async function setFollowing(seller: { id: string; name: string }, follow: boolean): Promise<{ ok: boolean; message: Said }> {
  const result = await call(follow ? 'followSeller' : 'unfollowSeller', { sellerId: seller.id });
  if (result.status === 200) {
    const others = $follows.get().sellers.filter((s) => s.id !== seller.id);
    $follows.set({ state: 'ready', sellers: follow ? [...others, seller] : others });
  }
  return { ok: result.status === 200, message: saidOf(result) };
}
