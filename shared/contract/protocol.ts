import * as z from 'zod';
import { codeOfMessage, englishOf, Messages, type MessageKey, type MessageParams, type Notice } from '../messages.ts';

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
 * The issue a refinement (`superRefine`) adds for a broken rule: its message given by code, carried
 * in the issue's params so the answer's code is exact even for a message with placeholders.
 */
export function ruleIssue(path: PropertyKey[], message: MessageRef) {
  const notice = toNotice(message);
  return { code: 'custom' as const, path, message: englishOf(notice.code, notice.params), params: { notice } };
}

/** The notice a `ruleIssue` carries. */
function noticeOfRuleIssue(issue: z.core.$ZodIssue): Notice | undefined {
  const notice = issue.code === 'custom' ? (issue.params as { notice?: Notice } | undefined)?.notice : undefined;
  return notice && typeof notice.code === 'string' && notice.code in Messages ? notice : undefined;
}

/**
 * Turns zod issues into the protocol's 400 answer: the first broken rule's message, and every bad
 * field mapped to its message and code. A refinement's `ruleIssue` carries its code; a schema's own
 * message is found in `Messages` by its text; otherwise it is the generic one for the kind of issue.
 * A schema message missing from `Messages` keeps its text under the code `invalidValue`
 * (tests/unit/message-codes.test.ts keeps that from happening: every message a contract schema
 * declares is a `Messages` text).
 */
export function validationFailure(issues: readonly z.core.$ZodIssue[]): CallResult<FieldFailure> {
  const notices: Record<string, Notice> = {};
  const texts: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) notices[[...issue.path, key].join('.')] ??= { code: 'unknownField', params: { field: key } };
      continue;
    }
    const path = issue.path.join('.') || '_';
    if (notices[path]) continue;
    const ruled = noticeOfRuleIssue(issue);
    const known = ruled ? undefined : codeOfMessage(issue.message);
    const generic = ruled || known ? undefined : defaultNotice(issue, false);
    if (ruled) notices[path] = ruled;
    else if (known) notices[path] = { code: known };
    else if (generic && englishOf(generic.code, generic.params) === issue.message) notices[path] = generic;
    else {
      notices[path] = { code: 'invalidValue' };
      texts[path] = issue.message;
    }
  }
  const data = fieldFailure(notices);
  Object.assign(data.fields, texts);
  const first = Object.keys(notices)[0];
  if (first === undefined) return callResult(Status.badRequest, 'somethingWentWrong', data);
  return { ...callResult(Status.badRequest, notices[first]!, data), message: data.fields[first]! };
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

/** The error map of every call's parse: the generic message of an issue the schema did not name itself. */
export function issueMessage(issue: z.core.$ZodRawIssue): string {
  const notice = defaultNotice(issue, issue.input === undefined);
  return englishOf(notice.code, notice.params);
}

/** Parses a call's data with its schema using the protocol's messages. */
export function parseCallData<S extends z.ZodType>(schema: S, data: unknown):
  | { ok: true; value: z.output<S> }
  | { ok: false; failure: CallResult<FieldFailure> } {
  const parsed = schema.safeParse(data, { error: issueMessage });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, failure: validationFailure(parsed.error.issues) };
}
