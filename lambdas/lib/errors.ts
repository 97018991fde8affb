import { englishOf, type MessageKey, type MessageParams } from '../../shared/messages.ts';
import { callResult, fieldFailure, Status, toNotice, type CallResult, type MessageRef } from '../../shared/contract/protocol.ts';

/**
 * A failure a call answers on purpose, with the protocol's status and a message given by its code
 * in `Messages` (so no answer can carry a sentence the site has no translation for). The Error's
 * own message is the English text.
 */
export class CallError extends Error {
  readonly status: number;
  readonly code: MessageKey;
  readonly params: MessageParams | undefined;
  readonly data: unknown;
  constructor(status: number, message: MessageRef, data: unknown = null) {
    const notice = toNotice(message);
    const text = englishOf(notice.code, notice.params);
    // An answer given on purpose, never a fault to trace: no stack is collected (a hot lot refuses
    // thousands of bids a minute, and collecting one through the async frames cost ~40 µs each).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(text);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'CallError';
    this.status = status;
    this.code = notice.code;
    this.params = notice.params;
    this.data = data;
  }
}

export const notFound = (message: MessageRef = 'notFound') => new CallError(Status.notFound, message);
export const unauthorized = (message: MessageRef = 'notSignedIn') => new CallError(Status.unauthorized, message);
export const forbidden = (message: MessageRef = 'forbidden') => new CallError(Status.forbidden, message);
export const conflict = (message: MessageRef, data: unknown = null) => new CallError(Status.conflict, message, data);
/** A refusal that says when to come back: its answer carries a Retry-After header of `retryAfterSeconds`. */
export class RetryLaterError extends CallError {
  readonly retryAfterSeconds: number;
  constructor(status: number, message: MessageRef, retryAfterSeconds: number, data: unknown = null) {
    super(status, message, data);
    this.name = 'RetryLaterError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
/** A call over the caller's account limit (shared/account-limits.ts): 429, and the seconds until they may call again. */
export class TooManyCallsError extends RetryLaterError {
  constructor(retryAfterSeconds: number, message: MessageKey = 'tooManyRequests') {
    super(Status.tooManyRequests, message, retryAfterSeconds);
    this.name = 'TooManyCallsError';
  }
}
/** A 400 with the first broken rule's message and every bad field's message (`data.fields`, `data.fieldCodes`). */
export const badRequest = (message: MessageRef, fields: Readonly<Record<string, MessageRef>> = {}) =>
  new CallError(Status.badRequest, message, fieldFailure(fields));

/** The protocol's 409 for a lot write that lost a race or broke the transitions table. */
export function lotConflict(error: Error & { lotId?: string; from?: string }): CallResult {
  return callResult(Status.conflict, 'lotChanged', { itemId: error.lotId ?? null, status: error.from ?? null });
}
