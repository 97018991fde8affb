import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { CallDefinition } from '../../lambdas/lib/call.ts';

/**
 * A call that is not in the registry, for tests of the protocol itself (transport, logging, tracing,
 * message codes): production calls are made with `defineCall(name, …)` from their registry entry.
 */
export function protocolCall<S extends z.ZodType, T>(definition: CallDefinition<S, T>): CallDefinition {
  return definition as CallDefinition;
}

/** API Gateway's event for a POST of `call` with empty data; `requestId` is the gateway's (the call's correlation id unless a header names one). */
export function callEvent(call: string, requestId: string, headers: Record<string, string> = {}): APIGatewayProxyEventV2 {
  return {
    rawPath: `/api/${call}`,
    pathParameters: { callName: call },
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data: {} }),
    isBase64Encoded: false,
    requestContext: { requestId, http: { method: 'POST' } },
  } as unknown as APIGatewayProxyEventV2;
}

/** The Lambda context of an invocation of a test function, its request id `awsRequestId`. */
export function lambdaContext(awsRequestId: string): Context {
  return { functionName: 'patina-test', awsRequestId, invokedFunctionArn: 'arn:aws:lambda:eu-west-2:1:function:x', memoryLimitInMB: '512', functionVersion: '1' } as unknown as Context;
}
