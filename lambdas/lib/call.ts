import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import type { MessageKey } from '../../shared/messages.ts';
import type { CallEntry, CallName, CallOutput, ParsedCallInput } from '../../shared/contract/calls.ts';
import { CallBodySchema, Status, callResult, fieldFailure, parseCallData, type CallResult, type MessageRef, type Who } from '../../shared/contract/protocol.ts';
import { authorize, identifyCaller, type Caller } from './caller.ts';
import { currentTime } from './clock.ts';
import { IllegalTransitionError } from '../../shared/lot-rules.ts';
import { StaleLotError } from '../data/entities/lot.ts';
import type { AccountLimiter } from './account-limit.ts';
import { CallError, forbidden, lotConflict, RetryLaterError } from './errors.ts';
import { logger, metrics, MetricUnit, observed, tagInvocation } from './observability.ts';
import { originRefusal } from './origin-secret.ts';
import { refuseBodySize, refuseMediaType, refusePrototypeKeys } from './request-guard.ts';

/** What a call's use case receives besides its input. */
export interface CallContext {
  /** The domain's "now", from the installed clock (the test clock locally). */
  now: Date;
  caller: Caller | null;
}

/** A call's successful answer: data plus the message the spec gives, by its code (200 and `ok` unless said). */
export interface Reply<T> {
  data: T;
  message?: MessageRef;
  status?: number;
}

/** One call of the contract as the server runs it: its registry entry's name, roles and schema, and its use case. */
export interface CallDefinition<S extends z.ZodType = z.ZodType, T = unknown> extends CallRules {
  name: string;
  who: Who;
  input: S;
  run(input: z.output<S>, ctx: CallContext): Promise<Reply<T>>;
}

/** What a handler adds to its registry entry besides the use case. */
interface CallRules {
  /** The 401 message when a token is needed and missing (placeBid and buyNow have their own). */
  notSignedInMessage?: MessageKey;
  /** How often one account may make it (the money calls: shared/account-limits.ts), counted as the caller's profile is read. */
  accountLimit?: AccountLimiter;
  /**
   * A suspended account may not make it (bid, buy, pay, list: docs/adr/0050): 403 `accountSuspended`,
   * decided on every call from the caller's profile, so a token issued before the suspension is refused too.
   */
  refusedWhenSuspended?: boolean;
}

/** A call's handler: its use case, typed by the registry's input schema and output. */
export interface CallHandler<N extends CallName> extends CallRules {
  name: N;
  run(input: ParsedCallInput<N>, ctx: CallContext): Promise<Reply<CallOutput<N>>>;
}

/** Any call's handler, as a function's list holds them. */
export interface AnyCallHandler extends CallRules {
  name: CallName;
  run(input: never, ctx: CallContext): Promise<Reply<unknown>>;
}

/**
 * The server's side of a registry entry (shared/contract/calls.ts): `run` must take the entry's parsed
 * input and answer its output. Who may make it and its schema are joined from the entry by `groupCalls`.
 */
export function defineCall<N extends CallName>(name: N, handler: Omit<CallHandler<N>, 'name'>): CallHandler<N> {
  return { ...handler, name };
}

/**
 * A function's calls: its registry entries (shared/contract/registry/<group>.ts, which hold only its own
 * calls' schemas) joined with their handlers. A handler without an entry, or an entry without a handler,
 * is a programming error, found when the function starts (and by tests/unit/call-registry.test.ts).
 */
export function groupCalls(entries: Readonly<Record<string, CallEntry>>, handlers: readonly AnyCallHandler[]): CallDefinition[] {
  const definitions = handlers.map((handler): CallDefinition => {
    const entry = entries[handler.name];
    if (!entry) throw new Error(`Call ${handler.name} is not in this function's registry entries`);
    // The entry's schema parses what `run` receives: the registry ties the two by the call's name.
    return { ...handler, who: entry.who, input: entry.input, run: handler.run as CallDefinition['run'] };
  });
  const missing = Object.keys(entries).filter((name) => !handlers.some((h) => h.name === name));
  if (missing.length) throw new Error(`Calls without a handler: ${missing.join(', ')}`);
  return definitions;
}

/** The request as the protocol sees it, whatever carried it (API Gateway or the local gateway). */
export interface CallRequest {
  name: string;
  body: string | undefined;
  authorization: string | undefined;
}

/** A call's answer, and for a 429 or 503 the seconds its Retry-After header gives. */
export interface CallAnswer {
  result: CallResult;
  retryAfterSeconds?: number;
}

/**
 * Runs one call under the protocol: body shape, the caller's identity and role, their account limit
 * (counted with the caller's profile, before the call's data is checked: a call with bad data counts too), the call's schema
 * (unknown fields rejected), then the use case; every failure becomes the protocol's answer. Unexpected errors are
 * logged here and answered as a bare 500 with no internals.
 */
export async function executeCall(calls: ReadonlyMap<string, CallDefinition>, request: CallRequest): Promise<CallAnswer> {
  try {
    return { result: await answerCall(calls, request) };
  } catch (error) {
    if (error instanceof RetryLaterError) return { result: callResult(error.status, { code: error.code, params: error.params }, error.data), retryAfterSeconds: error.retryAfterSeconds };
    if (error instanceof CallError) return { result: callResult(error.status, { code: error.code, params: error.params }, error.data) };
    // A lot that moved under the call (a race lost, a status the table forbids) is a conflict, never a 500.
    if (error instanceof StaleLotError || error instanceof IllegalTransitionError) return { result: lotConflict(error) };
    logger.error('call failed', { call: request.name, error: error as Error });
    return { result: callResult(Status.serverError, 'somethingWentWrong', null) };
  }
}

/** executeCall's work; what it throws becomes the answer there. */
async function answerCall(calls: ReadonlyMap<string, CallDefinition>, request: CallRequest): Promise<CallResult> {
  const definition = calls.get(request.name);
  if (!definition) return callResult(Status.notFound, { code: 'unknownCall', params: { name: request.name } }, null);
  let json: unknown;
  try {
    json = request.body ? JSON.parse(request.body) : {};
  } catch {
    return callResult(Status.badRequest, 'malformedBody', fieldFailure({}));
  }
  const prototypeKey = refusePrototypeKeys(json);
  if (prototypeKey) return prototypeKey;
  const body = CallBodySchema.safeParse(json);
  if (!body.success) return callResult(Status.badRequest, 'malformedBody', fieldFailure({}));
  const identified = await identifyCaller(request.authorization, definition.accountLimit);
  const caller = identified?.caller ?? null;
  authorize(definition.who, caller, definition.notSignedInMessage);
  if (definition.refusedWhenSuspended && caller?.suspended) throw forbidden('accountSuspended');
  if (identified && !identified.withinLimit) throw definition.accountLimit!.refusal();
  const parsed = parseCallData(definition.input, body.data.data ?? {});
  if (!parsed.ok) return parsed.failure;
  const reply = await definition.run(parsed.value, { now: currentTime(), caller });
  return callResult(reply.status ?? Status.ok, reply.message ?? 'ok', reply.data ?? null);
}

/** Registers call definitions by name; a name used twice is a programming error. */
export function callMap(definitions: CallDefinition[]): ReadonlyMap<string, CallDefinition> {
  const map = new Map<string, CallDefinition>();
  for (const d of definitions) {
    if (map.has(d.name)) throw new Error(`Call ${d.name} is defined twice`);
    map.set(d.name, d);
  }
  return map;
}

/**
 * The call name of an HTTP API request: `POST /api/{callName}`. Any other path (the `$default` route
 * sends every request no call route matched: docs/adr/0046) names no call, so it answers 404.
 */
export function callNameOf(event: Pick<APIGatewayProxyEventV2, 'rawPath' | 'pathParameters'>): string {
  if (event.pathParameters?.callName) return event.pathParameters.callName;
  const name = /^\/api\/([^/]+)$/.exec(event.rawPath ?? '')?.[1];
  if (!name) return '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * The Lambda entry for a group of calls: middy wraps the protocol so API Gateway's event becomes a
 * CallRequest and the CallResult becomes an HTTP answer whose status equals `result.status`.
 */
export function groupHandler(definitions: CallDefinition[]) {
  const calls = callMap(definitions);
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>().handler(async (event) => {
    const started = performance.now();
    // The correlation id: the caller's x-correlation-id when it sends one, else API Gateway's request id.
    tagInvocation({ call: callNameOf(event), correlationId: event.headers?.['x-correlation-id'] ?? event.requestContext?.requestId });
    const body = event.body && event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    const method = event.requestContext?.http?.method ?? 'POST';
    // In AWS only requests forwarded by CloudFront (and so through its WAF) are served: docs/adr/0014.
    const refused: CallResult | null =
      (await originRefusal(event.headers)) ??
      (method !== 'POST'
        ? callResult(405, 'postOnly', null)
        : // Transport checks first (request-guard.ts): JSON only, and no body over the limit.
          (refuseMediaType(event.headers?.['content-type']) ?? refuseBodySize(body)));
    const { result, retryAfterSeconds }: CallAnswer = refused
      ? { result: refused }
      : await executeCall(calls, { name: callNameOf(event), body, authorization: event.headers?.authorization });
    // One line per call: the dashboard's calls, errors and p95 latency per call (Logs Insights).
    logger.info('call', { status: result.status, durationMs: Math.round(performance.now() - started) });
    metrics.addMetric(result.status >= 500 ? 'CallServerErrors' : 'Calls', MetricUnit.Count, 1);
    return {
      statusCode: result.status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...(retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) }),
      },
      body: JSON.stringify({ result }),
    };
  });
  return observed(handler);
}
