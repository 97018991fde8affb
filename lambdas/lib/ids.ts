import { randomFillSync } from 'node:crypto';
import { ulid as ulidFrom } from 'ulid';

/**
 * Crypto's random bytes, drawn a pool at a time. The ulid package's own source asks crypto for one
 * byte per character, sixteen calls an id: 1.6 % of the API's CPU on a hot lot, where every queued bid
 * gets an id (docs/adr/0068). A byte / 256 is what its source answers too.
 */
const pool = new Uint8Array(4096);
let drawn = pool.length;
function pooledRandom(): number {
  if (drawn === pool.length) {
    randomFillSync(pool);
    drawn = 0;
  }
  return pool[drawn++]! / 256;
}

/** A new ULID: its time `seedTime` (ms; now when absent), then 80 random bits. Ids sort by time. */
export function ulid(seedTime?: number): string {
  return ulidFrom(seedTime, pooledRandom);
}
