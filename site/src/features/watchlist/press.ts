import { setWatching } from '../../stores/watchlist-change.ts';
import { signInHref } from '../auth/return.ts';
import type { Ui } from '../../lib/ui.tsx';

/**
 * What pressing a Watch button does, loaded on the first press so pages of cards do not ship it
 * (docs/adr/0037): a visitor goes to sign in and comes back; a signed-in person's choice is sent,
 * and the answer is worded for the page — `said` to announce, or the `problem` to show.
 */
export async function pressWatch(ui: Pick<Ui, 'say' | 'locale'>, itemId: string, watch: boolean, signedIn: boolean): Promise<{ said?: string; problem?: string }> {
  if (!signedIn) {
    location.assign(signInHref(ui.locale));
    return {};
  }
  const outcome = await setWatching(itemId, watch);
  return outcome.ok ? { said: ui.say(outcome.message) } : { problem: ui.say(outcome.message) };
}
