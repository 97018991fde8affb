import { randomInt } from 'node:crypto';
import { beforeEach } from 'vitest';

/**
 * Randomness a failed test can replay: mulberry32 (a tiny seeded PRNG) with the helpers the
 * randomised tests draw from. Every randomised test draws from one of these, never Math.random or
 * crypto's randomInt.
 */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    chance: (p: number) => next() < p,
    /** An integer in [min, max], both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;

/**
 * A file's random source: seeded from TEST_SEED when given (to replay a failure), else from a fresh
 * seed; each test of the file that fails prints the seed and how to replay it.
 */
export function randomForThisFile(file: string): SeededRandom & { seed: number } {
  const given = process.env.TEST_SEED;
  if (given !== undefined && !/^\d+$/.test(given)) throw new Error(`TEST_SEED must be a whole number, not ${given}`);
  const seed = given === undefined ? randomInt(2 ** 32) : Number(given);
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => console.error(`${file}: random seed ${seed}; replay with TEST_SEED=${seed}`));
  });
  return { ...seededRandom(seed), seed };
}
