import { atom, onMount } from 'nanostores';
import { $clockOffset, serverNow } from '../../lib/server-clock.ts';

/**
 * The current time on the SERVER's clock (lib/server-clock.ts), ticking once a second while any
 * countdown is on screen. One timer serves every card; components read it through `useStore($now)`
 * so only the countdowns re-render.
 */
export const $now = atom<number>(serverNow());

onMount($now, () => {
  const tick = () => $now.set(serverNow());
  tick();
  const timer = setInterval(tick, 1000);
  const unlisten = $clockOffset.listen(tick);
  return () => {
    clearInterval(timer);
    unlisten();
  };
});

/** What a countdown shows: the remaining time, whether it has ended, and whether it is under an hour. */
export function remaining(endsAt: string | null, now: number): { ms: number; ended: boolean; urgent: boolean } {
  if (!endsAt) return { ms: 0, ended: false, urgent: false };
  const ms = Date.parse(endsAt) - now;
  return { ms, ended: ms <= 0, urgent: ms > 0 && ms < 3_600_000 };
}
