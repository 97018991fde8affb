/**
 * The call registry: every call of the contract (contract/CALLS.md), with the Lambda function that
 * serves it (its group), who may make it, its input schema and its output type. Each function's calls
 * are one module of `registry/` (so a function's bundle holds only its own calls' schemas); this module
 * is their union.
 *
 * Everything else is derived from it: the function groups and their routes (lambdas/functions.ts → the
 * CDK API stack, and the local gateway), each handler's input and answer types (`defineCall(name, …)`,
 * lambdas/lib/call.ts) and its roles and schema (`groupCalls`), the access matrix's list of calls, and
 * the site's `call(name, input)` (site/src/lib/api.ts), which imports this module for its types only,
 * so no schema reaches a page's JavaScript. Adding a call is one line in its function's module and its
 * handler.
 */
import type * as z from 'zod';
import type { CallGroup, Returns } from './registry/entry.ts';
import { ACCOUNT_CALLS } from './registry/account.ts';
import { ADMIN_CALLS } from './registry/admin.ts';
import { BUYING_CALLS } from './registry/buying.ts';
import { CATALOGUE_CALLS } from './registry/catalogue.ts';
import { DISPUTES_CALLS } from './registry/disputes.ts';
import { FULFILMENT_CALLS } from './registry/fulfilment.ts';
import { PAYOUTS_CALLS } from './registry/payouts.ts';
import { QUESTIONS_CALLS } from './registry/questions.ts';
import { REVIEW_CALLS } from './registry/review.ts';
import { SELLING_CALLS } from './registry/selling.ts';

export type { CallEntry, CallGroup } from './registry/entry.ts';

export const CALLS = {
  ...CATALOGUE_CALLS,
  ...SELLING_CALLS,
  ...BUYING_CALLS,
  ...REVIEW_CALLS,
  ...FULFILMENT_CALLS,
  ...ACCOUNT_CALLS,
  ...ADMIN_CALLS,
  ...DISPUTES_CALLS,
  ...PAYOUTS_CALLS,
  ...QUESTIONS_CALLS,
};

export type CallName = keyof typeof CALLS;
/** What the caller sends (before the schema's defaults and trimming). */
export type CallInput<N extends CallName> = z.input<(typeof CALLS)[N]['input']>;
/** What the handler receives (after the schema). */
export type ParsedCallInput<N extends CallName> = z.output<(typeof CALLS)[N]['input']>;
/** The `data` of the call's successful answer. */
export type CallOutput<N extends CallName> = (typeof CALLS)[N]['output'] extends Returns<infer O> ? O : never;

/** The names of every call, in the registry's order. */
export const CALL_NAMES = Object.keys(CALLS) as CallName[];

/** The calls one function serves, in the registry's order. */
export function callsOfGroup(group: CallGroup): CallName[] {
  return CALL_NAMES.filter((name) => CALLS[name].group === group);
}
