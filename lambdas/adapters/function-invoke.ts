import { traceAwsClient } from '../lib/xray.ts';

/**
 * Invokes another of the stage's functions synchronously and answers its result; a function error
 * (its handler threw, or it timed out) is thrown here with the function's own error type and message.
 * The Lambda SDK is loaded on first use.
 */
let lambda: Promise<{ sdk: typeof import('@aws-sdk/client-lambda'); client: import('@aws-sdk/client-lambda').LambdaClient }> | null = null;

export async function invokeFunction(functionName: string, payload: unknown): Promise<unknown> {
  lambda ??= (async () => {
    const sdk = await import('@aws-sdk/client-lambda');
    return { sdk, client: traceAwsClient(new sdk.LambdaClient({})) };
  })();
  const { sdk, client } = await lambda;
  const answer = await client.send(new sdk.InvokeCommand({ FunctionName: functionName, Payload: new TextEncoder().encode(JSON.stringify(payload)) }));
  const text = answer.Payload ? new TextDecoder().decode(answer.Payload) : '';
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (answer.FunctionError) {
    const { errorType, errorMessage } = (body ?? {}) as { errorType?: string; errorMessage?: string };
    const error = new Error(`${functionName}: ${errorMessage ?? answer.FunctionError}`);
    error.name = errorType ?? answer.FunctionError;
    throw error;
  }
  return body;
}
