import type * as z from 'zod';
import type { Who } from '../protocol.ts';

/** The Lambda function that serves a call (lambdas/functions.ts names each one's entry and rights). */
export type CallGroup = 'catalogue' | 'selling' | 'buying' | 'review' | 'fulfilment' | 'account' | 'admin' | 'disputes' | 'payouts' | 'questions';

/** A call's output type, carried by its entry for the type checker only (the value is an empty object). */
export interface Returns<T> {
  readonly output?: T;
}

/** Names an entry's output type: `returns<ItemDetail>()`. */
export function returns<T>(): Returns<T> {
  return {};
}

/** One call of the registry. */
export interface CallEntry<S extends z.ZodType = z.ZodType, O = unknown> {
  group: CallGroup;
  who: Who;
  input: S;
  output: Returns<O>;
}

/** A call's entry before its group is stamped on it (by `group`). */
export function entry<S extends z.ZodType, O>(who: Who, input: S, output: Returns<O>): Omit<CallEntry<S, O>, 'group'> {
  return { who, input, output };
}

/** One function's entries, each stamped with the function's group. */
export function group<G extends CallGroup, E extends Record<string, Omit<CallEntry, 'group'>>>(name: G, entries: E): { readonly [K in keyof E]: E[K] & { group: G } } {
  return Object.fromEntries(Object.entries(entries).map(([call, e]) => [call, { ...e, group: name }])) as { readonly [K in keyof E]: E[K] & { group: G } };
}
