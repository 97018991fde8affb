import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';

/**
 * X-Ray subsegments without the X-Ray SDK (docs/adr/0034). Lambda's active tracing records each
 * invocation's segment and owns the trace; what a function adds is subsegments under it, sent as
 * JSON over UDP to the X-Ray daemon Lambda runs beside the function (AWS_XRAY_DAEMON_ADDRESS) — the
 * same documents the SDK sends, for none of its ~120 KB of bundle (aws-xray-sdk-core, cls-hooked,
 * semver) and its init time. Nothing is sent outside Lambda, or when the invocation is not sampled.
 */

/** The invocation's place in its trace, from Lambda's trace header. */
export interface TraceContext {
  traceId: string;
  /** The id of Lambda's segment for this invocation: the parent of what the function records. */
  parentId: string;
  sampled: boolean;
}

/** Parses Lambda's trace header, `Root=1-…;Parent=…;Sampled=1[;Lineage=…]`; null when it names no parent. */
export function parseTraceHeader(header: string | undefined): TraceContext | null {
  if (!header) return null;
  const fields = new Map(header.split(';').map((field) => field.split('=') as [string, string]));
  const traceId = fields.get('Root');
  const parentId = fields.get('Parent');
  if (!traceId || !parentId) return null;
  return { traceId, parentId, sampled: fields.get('Sampled') === '1' };
}

/**
 * This invocation's trace: the runtime's invoke store when it has one (functions serving several
 * invocations at once), else `_X_AMZN_TRACE_ID`, which the runtime sets per invocation.
 */
export function currentTrace(): TraceContext | null {
  const store = (globalThis as { awslambda?: { InvokeStore?: { getXRayTraceId?(): string | undefined } } }).awslambda?.InvokeStore;
  return parseTraceHeader(store?.getXRayTraceId?.() ?? process.env._X_AMZN_TRACE_ID);
}

/** What a subsegment records: a span of the function's work, or a call to an AWS service. */
export interface Span {
  name: string;
  /** Epoch seconds. */
  start: number;
  end: number;
  /** Indexed, so traces can be searched by them (`annotation.call = "placeBid"`). */
  annotations?: Record<string, string | number | boolean>;
  /** A server-side failure (5xx, an exception). */
  fault?: boolean;
  /** A client-side failure (4xx). */
  error?: boolean;
  /** 429 from the service called. */
  throttle?: boolean;
  exception?: { type: string; message: string };
  /** A call to an AWS service: how X-Ray draws it as a node of the service map. */
  aws?: { operation: string; region?: string; requestId?: string; retries?: number; tableName?: string; status?: number };
}

/** An X-Ray subsegment document (the segment document format's fields for an independent subsegment). */
export function subsegmentDocument(trace: TraceContext, span: Span, id = randomBytes(8).toString('hex')): Record<string, unknown> {
  const { aws } = span;
  return {
    type: 'subsegment',
    id,
    trace_id: trace.traceId,
    parent_id: trace.parentId,
    name: span.name,
    start_time: span.start,
    end_time: span.end,
    ...(span.annotations ? { annotations: span.annotations } : {}),
    ...(span.fault ? { fault: true } : {}),
    ...(span.error ? { error: true } : {}),
    ...(span.throttle ? { throttle: true } : {}),
    ...(span.exception ? { cause: { exceptions: [{ id: randomBytes(8).toString('hex'), type: span.exception.type, message: span.exception.message }] } } : {}),
    ...(aws
      ? {
          namespace: 'aws',
          aws: {
            operation: aws.operation,
            ...(aws.region ? { region: aws.region } : {}),
            ...(aws.requestId ? { request_id: aws.requestId } : {}),
            ...(aws.retries !== undefined ? { retries: aws.retries } : {}),
            ...(aws.tableName ? { table_name: aws.tableName } : {}),
          },
          ...(aws.status ? { http: { response: { status: aws.status } } } : {}),
        }
      : {}),
  };
}

/** The daemon's UDP address from AWS_XRAY_DAEMON_ADDRESS (`host:port`, or `udp:host:port tcp:host:port`). */
export function daemonAddress(value: string | undefined): { host: string; port: number } | null {
  if (!value) return null;
  const udp = value.split(' ').find((part) => part.startsWith('udp:'))?.slice(4) ?? value.split(' ')[0]!;
  const at = udp.lastIndexOf(':');
  const port = Number(udp.slice(at + 1));
  if (at <= 0 || !Number.isInteger(port)) return null;
  return { host: udp.slice(0, at), port };
}

const HEADER = '{"format":"json","version":1}\n';
let socket: Socket | null = null;

/**
 * Records a span under this invocation's trace: sent to the daemon when the function runs traced and
 * the invocation is sampled, else dropped. Never throws: tracing must not fail a call.
 */
export function recordSpan(span: Span): void {
  try {
    const trace = currentTrace();
    const daemon = daemonAddress(process.env.AWS_XRAY_DAEMON_ADDRESS);
    if (!trace?.sampled || !daemon) return;
    socket ??= createSocket('udp4').unref();
    socket.send(HEADER + JSON.stringify(subsegmentDocument(trace, span)), daemon.port, daemon.host, () => {});
  } catch {
    // A trace lost is better than a call failed.
  }
}

/** Epoch seconds now, as segment documents count time. */
export const epochSeconds = (): number => Date.now() / 1000;

/** The part of an AWS SDK v3 client this module instruments (every client has it). */
interface InstrumentableClient {
  config?: { region?: string | (() => Promise<string>) };
  middlewareStack: {
    add(
      middleware: (next: (args: { input: Record<string, unknown> }) => Promise<{ output: { $metadata?: AwsMetadata } }>, context: { clientName?: string; commandName?: string }) => (args: { input: Record<string, unknown> }) => Promise<{ output: { $metadata?: AwsMetadata } }>,
      options: { step: 'initialize'; name: string },
    ): void;
  };
}

interface AwsMetadata {
  httpStatusCode?: number;
  requestId?: string;
  attempts?: number;
}

/**
 * A subsegment per AWS SDK call this client makes (service, operation, status, retries, the table),
 * so the service map shows what each function calls and each call's share of its time. Returns the client.
 */
export function traceAwsClient<C>(client: C): C {
  const instrumented = client as unknown as InstrumentableClient;
  // A stand-in without the SDK's middleware stack (a test's) is left as it is: tracing never breaks a client.
  if (typeof instrumented.middlewareStack?.add !== 'function') return client;
  let region: Promise<string | undefined> | null = null;
  const regionOf = () => {
    const configured = instrumented.config?.region;
    region ??= typeof configured === 'function' ? configured().catch(() => undefined) : Promise.resolve(configured);
    return region;
  };
  instrumented.middlewareStack.add(
    (next, context) => async (args) => {
      // Outside a traced, sampled invocation (locally, and most calls in AWS) nothing would be sent:
      // the call goes straight on, without building its span (~2 % of a busy API's CPU).
      if (!process.env.AWS_XRAY_DAEMON_ADDRESS || !currentTrace()?.sampled) return next(args);
      const start = epochSeconds();
      const where = await regionOf();
      const span = (metadata: AwsMetadata | undefined): Span => {
        const status = metadata?.httpStatusCode;
        return {
          name: (context.clientName ?? 'AWS').replace(/Client$/, ''),
          start,
          end: epochSeconds(),
          ...(status && status >= 500 ? { fault: true } : {}),
          ...(status && status >= 400 && status < 500 ? { error: true } : {}),
          ...(status === 429 ? { throttle: true } : {}),
          aws: {
            operation: (context.commandName ?? 'Unknown').replace(/Command$/, ''),
            ...(where ? { region: where } : {}),
            ...(metadata?.requestId ? { requestId: metadata.requestId } : {}),
            ...(metadata?.attempts ? { retries: metadata.attempts - 1 } : {}),
            ...(typeof args.input?.TableName === 'string' ? { tableName: args.input.TableName } : {}),
            ...(status ? { status } : {}),
          },
        };
      };
      try {
        const result = await next(args);
        recordSpan(span(result.output.$metadata));
        return result;
      } catch (error) {
        const failed = span((error as { $metadata?: AwsMetadata }).$metadata);
        recordSpan({ ...failed, ...(failed.error ? {} : { fault: true }), exception: { type: (error as Error).name, message: (error as Error).message } });
        throw error;
      }
    },
    { step: 'initialize', name: 'patinaXRaySubsegment' },
  );
  return client;
}
