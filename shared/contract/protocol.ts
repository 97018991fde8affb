import * as z from 'zod';
import { englishOf, Messages, type MessageKey, type MessageParams, type Notice } from '../messages.ts';

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
  /** A dependency is waking up (the search database resuming): retry after the answer's Retry-After. */
  serviceUnavailable: 503,
} as const;

/**
 * The answer of every call: `{"result": {"status", "code", "message", "data"}}`. `message` is the
 * spec's English text; `code` names it in `Messages` (the site translates by code), and `params`
 * fills the `{name}` placeholders of a message that has them.
 */
export interface CallResult<T = unknown> {
  status: number;
  code: MessageKey;
  message: string;
  params?: MessageParams;
  data: T;
}
export interface CallResponse<T = unknown> {
  result: CallResult<T>;
}

/** A message given by its code alone, or with the values of its placeholders. */
export type MessageRef = MessageKey | Notice;

/** A message reference as a Notice. */
export function toNotice(message: MessageRef): Notice {
  return typeof message === 'string' ? { code: message } : message.params ? { code: message.code, params: message.params } : { code: message.code };
}

/** A protocol answer with its message given by code: the English text is written from `Messages`. */
export function callResult<T>(status: number, message: MessageRef, data: T): CallResult<T> {
  const notice = toNotice(message);
  return { status, code: notice.code, message: englishOf(notice.code, notice.params), ...(notice.params ? { params: notice.params } : {}), data };
}

/** Who may make a call (CALLS.md): `any` needs no token; the rest need one. */
export type Who = 'any' | 'user' | 'seller' | 'expert' | 'admin';

/** A call's body is `{"data": {...}}`; a missing `data` counts as an empty object. */
export const CallBodySchema = z.strictObject({ data: z.record(z.string(), z.unknown()).optional() });

/** Field messages of a validation failure, keyed by dotted path ("shipping.cost"). */
export type FieldErrors = Record<string, string>;

/**
 * The `data` of a 400: `fields` maps every bad field to its English message (the contract),
 * `fieldCodes` to that message's code, and `fieldParams` (only when some message has placeholders)
 * to its placeholders' values.
 */
export interface FieldFailure {
  fields: FieldErrors;
  fieldCodes: Record<string, MessageKey>;
  fieldParams?: Record<string, MessageParams>;
}

/** The data of a 400 from each bad field's message. */
export function fieldFailure(messages: Readonly<Record<string, MessageRef>>): FieldFailure {
  const failure: FieldFailure = { fields: {}, fieldCodes: {} };
  // Own properties even for a path like "__proto__" (a plain assignment would set the prototype).
  const set = <V>(target: Record<string, V>, key: string, value: V) => Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  for (const [path, message] of Object.entries(messages)) {
    const notice = toNotice(message);
    set(failure.fields, path, englishOf(notice.code, notice.params));
    set(failure.fieldCodes, path, notice.code);
    if (notice.params) set((failure.fieldParams ??= {}), path, notice.params);
  }
  return failure;
}

/**
 * A schema's own message for a check or a type, given by its code: zod carries the code as the
 * issue's message, and `validationFailure` answers it (with its English text and its placeholders'
 * values from the issue). Typed, so a code missing from `Messages` fails typecheck:
 * `z.string().min(1, said('required'))`, `z.enum(values, { error: said('invalidLanguage') })`.
 */
export function said(code: MessageKey): MessageKey {
  return code;
}

/**
 * The issue a refinement (`superRefine`) adds for a broken rule: its code as the issue's message, and
 * the whole notice in the issue's params, so the answer's placeholders are exact.
 */
export function ruleIssue(path: PropertyKey[], message: MessageRef) {
  const notice = toNotice(message);
  return { code: 'custom' as const, path, message: notice.code, params: { notice } };
}

/** Whether an issue's message is a message code (every message of a parse with `parseCallData` is). */
const isMessageKey = (message: string): message is MessageKey => Object.hasOwn(Messages, message);

/**
 * The message of one zod issue: a refinement's `ruleIssue` notice; else the code the issue carries as
 * its message (a schema's own `said`, or `issueCode`'s generic one), with its placeholders' values read
 * from the issue when it is the generic code for the issue's kind; else (a message that is no code,
 * which tests/unit/message-codes.test.ts keeps any contract schema from declaring) `invalidValue`.
 */
function noticeOfIssue(issue: z.core.$ZodIssue): Notice {
  const ruled = issue.code === 'custom' ? (issue.params as { notice?: Notice } | undefined)?.notice : undefined;
  if (ruled && typeof ruled.code === 'string' && isMessageKey(ruled.code)) return ruled;
  if (!isMessageKey(issue.message)) return { code: 'invalidValue' };
  // A parsed issue no longer carries its input; the error map (`issueCode`) said 'required' of a field
  // that was absent, so that code is what tells a missing field from a mistyped one here.
  const generic = defaultNotice(issue, /* missing: */ issue.message === 'required');
  return generic.code === issue.message ? generic : { code: issue.message };
}

/**
 * Turns zod issues into the protocol's 400 answer: the first broken rule's message, and every bad
 * field mapped to its message (English), code and placeholders' values.
 */
export function validationFailure(issues: readonly z.core.$ZodIssue[]): CallResult<FieldFailure> {
  const notices: Record<string, Notice> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) notices[[...issue.path, key].join('.')] ??= { code: 'unknownField', params: { field: key } };
      continue;
    }
    notices[issue.path.join('.') || '_'] ??= noticeOfIssue(issue);
  }
  const data = fieldFailure(notices);
  const first = Object.keys(notices)[0];
  if (first === undefined) return callResult(Status.badRequest, 'somethingWentWrong', data);
  return callResult(Status.badRequest, notices[first]!, data);
}

/**
 * The spec's generic message for a zod issue the schema did not name itself: a missing field is
 * "This field is required", a non-number where a number belongs is "Field must be a number", and
 * so on; anything else is "This value is not valid". `missing` says the field was absent.
 */
function defaultNotice(issue: z.core.$ZodRawIssue | z.core.$ZodIssue, missing: boolean): Notice {
  const bound = (value: number | bigint) => Number(value);
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return { code: 'required' };
      if (issue.expected === 'number' || issue.expected === 'int') return { code: 'mustBeNumber' };
      return { code: 'mustBeType', params: { expected: issue.expected } };
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? { code: 'required' } : { code: 'tooShort', params: { minimum: bound(issue.minimum) } };
      if (issue.origin === 'number' || issue.origin === 'int') return { code: 'atLeast', params: { minimum: bound(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'tooFewItems', params: { minimum: bound(issue.minimum) } };
      return { code: 'invalidValue' };
    case 'too_big':
      if (issue.origin === 'string') return { code: 'tooLong', params: { maximum: bound(issue.maximum) } };
      if (issue.origin === 'number' || issue.origin === 'int') return { code: 'atMost', params: { maximum: bound(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'tooManyItems', params: { maximum: bound(issue.maximum) } };
      return { code: 'invalidValue' };
    case 'invalid_value':
      return { code: 'oneOf', params: { values: issue.values.map(String).join(', ') } };
    case 'invalid_format':
      return issue.format === 'email' ? { code: 'invalidEmail' } : { code: 'invalidValue' };
    default:
      return { code: 'invalidValue' };
  }
}

/** The error map of every call's parse: the code of the generic message of an issue the schema did not name itself. */
function issueCode(issue: z.core.$ZodRawIssue): MessageKey {
  return defaultNotice(issue, /* missing: */ issue.input === undefined).code;
}

/** Parses a call's data with its schema using the protocol's messages. */
export function parseCallData<S extends z.ZodType>(schema: S, data: unknown):
  | { ok: true; value: z.output<S> }
  | { ok: false; failure: CallResult<FieldFailure> } {
  const parsed = schema.safeParse(data, { error: issueCode });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, failure: validationFailure(parsed.error.issues) };
}
