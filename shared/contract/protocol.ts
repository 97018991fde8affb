import * as z from 'zod';
import { Messages } from '../messages.ts';

/** HTTP statuses the call protocol uses; the HTTP status always equals `result.status`. */
export const Status = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  serverError: 500,
} as const;

/** The answer of every call: `{"result": {"status", "message", "data"}}`. */
export interface CallResult<T = unknown> {
  status: number;
  message: string;
  data: T;
}
export interface CallResponse<T = unknown> {
  result: CallResult<T>;
}

/** Who may make a call (CALLS.md): `any` needs no token; the rest need one. */
export type Who = 'any' | 'user' | 'seller' | 'expert' | 'admin';

/** A call's body is `{"data": {...}}`; a missing `data` counts as an empty object. */
export const CallBodySchema = z.strictObject({ data: z.record(z.string(), z.unknown()).optional() });

/** Field messages of a validation failure, keyed by dotted path ("shipping.cost"). */
export type FieldErrors = Record<string, string>;

/**
 * Turns zod issues into the protocol's 400 answer: the first broken rule's message, and every bad
 * field mapped to its message. Messages from the schema win; otherwise the spec's generic ones.
 */
export function validationFailure(issues: readonly z.core.$ZodIssue[]): CallResult<{ fields: FieldErrors }> {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = `Unknown field: ${key}`;
      continue;
    }
    const path = issue.path.join('.') || '_';
    fields[path] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? Messages.somethingWentWrong;
  return { status: Status.badRequest, message: first, data: { fields } };
}

/**
 * Default messages for zod issues that the schema did not name itself, in the spec's words:
 * a missing field is "This field is required", a non-number where a number belongs is
 * "Field must be a number".
 */
export function issueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return Messages.required;
    if (issue.expected === 'number' || issue.expected === 'int') return Messages.mustBeNumber;
    return `Must be a ${issue.expected}`;
  }
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return Messages.required;
  if (issue.code === 'too_big' && issue.origin === 'string') return `At most ${issue.maximum} characters`;
  if (issue.code === 'too_small' && (issue.origin === 'number' || issue.origin === 'int')) return `Must be at least ${issue.minimum}`;
  if (issue.code === 'too_big' && (issue.origin === 'number' || issue.origin === 'int')) return `Must be at most ${issue.maximum}`;
  if (issue.code === 'invalid_value') return `Must be one of: ${issue.values.map(String).join(', ')}`;
  return undefined;
}

/** Parses a call's data with its schema using the protocol's messages. */
export function parseCallData<S extends z.ZodType>(schema: S, data: unknown):
  | { ok: true; value: z.output<S> }
  | { ok: false; failure: CallResult<{ fields: FieldErrors }> } {
  const parsed = schema.safeParse(data, { error: issueMessage });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, failure: validationFailure(parsed.error.issues) };
}
