import { atom, onMount } from 'nanostores';

/**
 * The current time, ticking once a second while any countdown is on screen. One timer serves every
 * card; components read it through `useStore($now)` so only the countdowns re-render.
 */
export const $now = atom<number>(Date.now());

onMount($now, () => {
  $now.set(Date.now());
  const timer = setInterval(() => $now.set(Date.now()), 1000);
  return () => clearInterval(timer);
});

/** What a countdown shows: the remaining time, whether it has ended, and whether it is under an hour. */
export function remaining(endsAt: string | null, now: number): { ms: number; ended: boolean; urgent: boolean } {
  if (!endsAt) return { ms: 0, ended: false, urgent: false };
  const ms = Date.parse(endsAt) - now;
  return { ms, ended: ms <= 0, urgent: ms > 0 && ms < 3_600_000 };
}
