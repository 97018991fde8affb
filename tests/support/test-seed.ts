import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { beforeEach } from 'vitest';

/**
 * The seed of a file's randomised tests, all drawn through fast-check: from TEST_SEED when given (to
 * replay a failure), else fresh; each test of the file that fails prints the seed and how to replay it.
 */
export function seedForThisFile(file: string): number {
  const given = process.env.TEST_SEED;
  if (given !== undefined && !(/^-?\d+$/.test(given) && Number(given) === (Number(given) | 0))) {
    throw new Error(`TEST_SEED must be a 32-bit whole number (as fast-check prints it), not ${given}`);
  }
  const seed = given === undefined ? randomInt(2 ** 31) : Number(given);
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => console.error(`${file}: random seed ${seed}; replay with TEST_SEED=${seed}`));
  });
  return seed;
}

/**
 * The seed's nth value of an arbitrary (n from 1; each test of a file its own n, so a test run alone
 * draws what it drew in the whole file), spread evenly over its range: fast-check's bias towards
 * edge values is left out.
 */
export function draw<T>(arbitrary: fc.Arbitrary<T>, seed: number, nth: number): T {
  return fc.sample(fc.noBias(arbitrary), { seed, numRuns: nth })[nth - 1]!;
}
