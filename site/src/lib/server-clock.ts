import { atom } from 'nanostores';

/**
 * The server's clock as this page knows it. Deadlines are the server's (the test clock locally), so a
 * countdown must never follow the browser's clock alone: every answer that carries the server's `now`
 * (BidState) tells us how far the two clocks differ, and countdowns read `serverNow()`.
 */
export const $clockOffset = atom<number>(0);

/** A change smaller than this is the network's jitter, not the clocks moving apart: ignored, so countdowns do not flicker. */
const JITTER_MS = 250;

/**
 * Learns the offset from one answer: the server read its clock somewhere between the request leaving
 * (`sentAt`) and the answer arriving (`receivedAt`), so the midpoint is the best guess of when.
 */
export function noteServerTime(serverIso: string, sentAt: number, receivedAt: number): void {
  const server = Date.parse(serverIso);
  if (Number.isNaN(server)) return;
  const offset = Math.round(server - (sentAt + receivedAt) / 2);
  if (Math.abs(offset - $clockOffset.get()) > JITTER_MS) $clockOffset.set(offset);
}

/** The server's time now, in ms since the epoch, as best this page knows it. */
export function serverNow(): number {
  return Date.now() + $clockOffset.get();
}
