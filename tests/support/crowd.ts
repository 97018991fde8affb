import { randomInt } from 'node:crypto';
import { callApiFrom, type Answer } from './api.ts';
import { newUser, type TestUser } from './auth.ts';

/**
 * Crowds for the market tests and the bench: many people, each signing up, signing in and calling
 * from an address of their own on the loopback network (127.x.y.z; Linux routes all of 127/8 to the
 * loopback interface), as people on the internet each have theirs. The per-client rate limits
 * (infra/rate-limits.ts: by IP, or IP + token) then count each person as the client they
 * are, instead of counting a whole crowd against the one address of the test process (whose other
 * tests share that budget). Nothing is relaxed: every limit still applies to every person.
 */

/** A person of a crowd: a signed-in user with an address of their own; `call` is a call they make. */
export interface Person extends TestUser {
  address: string;
  firstName: string;
  lastName: string;
  call<T = any>(name: string, data?: unknown): Promise<Answer<T>>;
  /** A call they make without signing in (from their address, with no token). */
  callSignedOut<T = any>(name: string, data?: unknown): Promise<Answer<T>>;
}

// One /16 of the loopback network per test process, picked at random so that two test files running
// at once rarely share addresses (127.0.x.x, the test process's own, is never picked).
const network = randomInt(16, 250);
let next = 0;

/** A loopback address nobody else in this process has had. */
export function freshAddress(): string {
  const n = next++;
  if (n >= 250 * 250) throw new Error('This process has used up its loopback addresses');
  return `127.${network}.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The name of the n-th person of a crowd, chosen so that the masked name the bid history shows
 * (first letter, three stars, last letter: "a***b") differs for each of the first 676 people.
 */
export function crowdName(n: number): { firstName: string; lastName: string } {
  return { firstName: `${LETTERS[n % 26]!.toUpperCase()}ster`, lastName: `Bidder${LETTERS[Math.floor(n / 26) % 26]}` };
}

/** One person from a fresh address. */
export async function newPerson(options: { emailPrefix?: string; firstName?: string; lastName?: string } = {}): Promise<Person> {
  const address = freshAddress();
  const firstName = options.firstName ?? 'Tess';
  const lastName = options.lastName ?? 'Tester';
  const user = await newUser({ ...options, firstName, lastName, address });
  return {
    ...user,
    address,
    firstName,
    lastName,
    call: (name, data = {}) => callApiFrom(address, name, data, user.headers),
    callSignedOut: (name, data = {}) => callApiFrom(address, name, data),
  };
}

/** `size` people, each with a masked name of their own (crowdName), made a few at a time. */
export async function newCrowd(size: number, emailPrefix = 'bidder'): Promise<Person[]> {
  const people: Person[] = [];
  const AT_ONCE = 10;
  for (let start = 0; start < size; start += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, size - start) }, (_, i) => newPerson({ emailPrefix, ...crowdName(start + i) }));
    people.push(...(await Promise.all(batch)));
  }
  return people;
}
