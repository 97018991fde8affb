import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type middy from '@middy/core';

/**
 * Powertools for every function (issue 12, docs/adr/0030): structured JSON logs, X-Ray subsegments
 * and CloudWatch metrics (embedded metric format). Service name `patina`, metrics namespace `Patina`
 * (POWERTOOLS_* variables set by infra/stacks/lambda.ts). Outside Lambda the tracer is off and logs
 * are the same JSON lines on stdout.
 */
export const logger = new Logger({ serviceName: 'patina' });
export const tracer = new Tracer({ serviceName: 'patina' });
export const metrics = new Metrics({ namespace: 'Patina', serviceName: 'patina' });
export { MetricUnit };

/**
 * The Lambda context on every log line (request id, cold start, function), the handler traced and
 * the invocation's metrics flushed at its end; temporary keys are cleared between invocations.
 */
export function observed<E, R>(handler: middy.MiddyfiedHandler<E, R>): middy.MiddyfiedHandler<E, R> {
  return handler.use(injectLambdaContext(logger, { resetKeys: true })).use(captureLambdaHandler(tracer)).use(logMetrics(metrics));
}

/** Every log line of this invocation carries these keys (the call's name, its correlation id). */
export function tagInvocation(keys: { call?: string; correlationId?: string; [key: string]: unknown }): void {
  logger.appendKeys(keys);
}
