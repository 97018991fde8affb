import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type middy from '@middy/core';
import { epochSeconds, recordSpan } from './xray.ts';

/**
 * Observability for every function (issue 12, docs/adr/0030, 0034): Powertools' structured JSON logs
 * and CloudWatch metrics (embedded metric format), service name `patina`, metrics namespace `Patina`;
 * X-Ray from Lambda's active tracing plus one subsegment per invocation (./xray.ts, no X-Ray SDK).
 * Outside Lambda nothing is traced and logs are the same JSON lines on stdout.
 */
export const logger = new Logger({ serviceName: 'patina' });
export const metrics = new Metrics({ namespace: 'Patina', serviceName: 'patina' });
export { MetricUnit };

/** The keys of this invocation (its call, its correlation id): on every log line, and its trace's annotations. */
let invocationKeys: Record<string, string> = {};
let coldStart = true;

/**
 * The invocation traced as a subsegment `## <call>` annotated with the call, the correlation id and
 * whether it was a cold start (searchable in X-Ray: `annotation.correlationId = "…"`); a 5xx answer or
 * an exception marks it a fault.
 */
function tracedInvocation<E, R>(): middy.MiddlewareObj<E, R> {
  // Per request, not per closure: the local gateway runs one handler for many requests at once.
  const started = new WeakMap<object, { start: number; cold: boolean }>();
  const finish = (request: object, fault: boolean, error?: Error) => {
    const { start, cold } = started.get(request) ?? { start: epochSeconds(), cold: false };
    recordSpan({
      name: `## ${invocationKeys.call ?? 'handler'}`,
      start,
      end: epochSeconds(),
      annotations: { ...invocationKeys, ColdStart: cold, Service: 'patina' },
      ...(fault ? { fault: true } : {}),
      ...(error ? { exception: { type: error.name, message: error.message } } : {}),
    });
  };
  return {
    before: (request) => {
      started.set(request, { start: epochSeconds(), cold: coldStart });
      coldStart = false;
      invocationKeys = {};
    },
    after: (request) => finish(request, ((request.response as { statusCode?: number } | undefined)?.statusCode ?? 200) >= 500),
    onError: (request) => finish(request, true, request.error ?? undefined),
  };
}

/**
 * The Lambda context on every log line (request id, cold start, function), the invocation traced and
 * its metrics flushed at its end; temporary keys are cleared between invocations.
 */
export function observed<E, R>(handler: middy.MiddyfiedHandler<E, R>): middy.MiddyfiedHandler<E, R> {
  return handler.use(injectLambdaContext(logger, { resetKeys: true })).use(tracedInvocation<E, R>()).use(logMetrics(metrics));
}

/** Every log line of this invocation carries these keys (the call's name, its correlation id), and so does its trace. */
export function tagInvocation(keys: { call?: string; correlationId?: string; [key: string]: unknown }): void {
  logger.appendKeys(keys);
  for (const [key, value] of Object.entries(keys)) if (typeof value === 'string' && /^[A-Za-z0-9_]+$/.test(key)) invocationKeys[key] = value;
}
