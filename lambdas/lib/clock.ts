/**
 * Where domain time comes from. In AWS it is the system clock; the local stack installs a test
 * clock that can be moved forward (POST /dev/clock), so deadlines can be lived through in seconds.
 * Domain code never calls Date.now(): handlers pass `ctx.now` down.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

let current: Clock = systemClock;

/** Installs the clock every later call reads (the local stack's test clock). */
export function useClock(clock: Clock): void {
  current = clock;
}

export function currentTime(): Date {
  return current.now();
}
