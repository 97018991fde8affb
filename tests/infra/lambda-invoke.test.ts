import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLambdaInvoke } from '../../infra/local/lambda-invoke.ts';

/*
 * The local stack's Lambda endpoint (docs/adr/0029), spoken to with the same client cognito-local
 * invokes its triggers with (the AWS SDK v2 Lambda client it depends on), so what it reads here is what
 * cognito-local reads: the handler's answer, an unhandled error as a FunctionError (which refuses the
 * sign-in), and an unknown function as Lambda's ResourceNotFoundException.
 */

// cognito-local's own aws-sdk (v2), resolved from its package as it resolves it.
const fromCognitoLocal = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
const AWS = fromCognitoLocal('aws-sdk') as { Lambda: new (options: object) => { invoke(params: object): { promise(): Promise<any> } } };

let server: Server;
let lambda: InstanceType<typeof AWS.Lambda>;
beforeAll(async () => {
  const functions = new Map([
    ['echo', async (event: { request: object }) => ({ ...event, response: { seen: event.request } })],
    ['broken', async () => {
      throw new Error('the pool could not be read');
    }],
  ]);
  server = await startLambdaInvoke('127.0.0.1', 0, functions);
  const { port } = server.address() as AddressInfo;
  lambda = new AWS.Lambda({ endpoint: `http://127.0.0.1:${port}`, region: 'eu-west-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxRetries: 0 });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const invoke = (name: string, payload: unknown) => lambda.invoke({ FunctionName: name, InvocationType: 'RequestResponse', Payload: JSON.stringify(payload) }).promise();

describe('the local Lambda Invoke API for user-pool triggers', () => {
  it("answers the handler's result as the payload", async () => {
    const result = await invoke('echo', { request: { groupConfiguration: { groupsToOverride: ['admin'] } } });
    expect(result.StatusCode).toBe(200);
    expect(result.FunctionError).toBeUndefined();
    expect(JSON.parse(result.Payload.toString()).response).toEqual({ seen: { groupConfiguration: { groupsToOverride: ['admin'] } } });
  });

  it('answers a handler that throws as an unhandled function error, with its message', async () => {
    const result = await invoke('broken', {});
    expect(result.FunctionError).toBe('Unhandled');
    expect(JSON.parse(result.Payload.toString())).toMatchObject({ errorMessage: 'the pool could not be read' });
  });

  it('serves only the functions it was given', async () => {
    await expect(invoke('patina-local-anything-else', {})).rejects.toMatchObject({ code: 'ResourceNotFoundException' });
  });
});
