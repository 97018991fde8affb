import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { Messages } from '../../shared/messages.ts';
import { groupHandler } from '../../lambdas/lib/call.ts';
import { protocolCall } from '../support/protocol-call.ts';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/lib/origin-secret.ts';

/**
 * The Lambda handler's origin check (docs/adr/0014): in AWS the handler reads the origin secret
 * through the Parameters and Secrets extension, a local HTTP endpoint; here a stubbed fetch plays
 * that endpoint, with the versions a rotation leaves behind.
 */
const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-2:123456789012:secret:OriginSecret-AbCdEf';
const SESSION_TOKEN = 'session-token-of-the-function';

const echo = protocolCall({
  name: 'echo',
  who: 'any',
  input: z.strictObject({}),
  run: async () => ({ data: { served: true } }),
});
const handler = groupHandler([echo]);

let versions: { AWSCURRENT?: string; AWSPREVIOUS?: string };
let extensionReads: number;

beforeEach(() => {
  versions = { AWSCURRENT: 'current-origin-secret' };
  extensionReads = 0;
  vi.stubEnv('ORIGIN_SECRET_ARN', SECRET_ARN);
  vi.stubEnv('AWS_SESSION_TOKEN', SESSION_TOKEN);
  vi.stubEnv('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT', '2773');
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:2773/secretsmanager/get');
    expect(url.searchParams.get('secretId')).toBe(SECRET_ARN);
    const token = (init?.headers as Record<string, string>)['X-Aws-Parameters-Secrets-Token'];
    if (token !== SESSION_TOKEN) return new Response('forbidden', { status: 401 });
    extensionReads += 1;
    const value = versions[url.searchParams.get('versionStage') as keyof typeof versions];
    if (value === undefined) return Response.json({ message: 'ResourceNotFoundException' }, { status: 400 });
    return Response.json({ ARN: SECRET_ARN, SecretString: value });
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function request(headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const event = {
    rawPath: '/api/echo',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data: {} }),
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST' } },
  } as unknown as APIGatewayProxyEventV2;
  const answer = (await handler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
  return { status: answer.statusCode!, body: JSON.parse(String(answer.body)) };
}

const refused = { status: 403, body: { result: { status: 403, code: 'forbidden', message: Messages.forbidden, data: null } } };
const served = { status: 200, body: { result: { status: 200, code: 'ok', message: Messages.ok, data: { served: true } } } };

describe('a call function with an origin secret configured (AWS)', () => {
  it('refuses a request that did not come through CloudFront, in the protocol’s shape', async () => {
    expect(await request({})).toEqual(refused);
    expect(await request({ [ORIGIN_VERIFY_HEADER]: 'guessed' })).toEqual(refused);
    expect(await request({ [ORIGIN_VERIFY_HEADER]: 'current-origin-secret-but-longer' })).toEqual(refused);
  });

  it('serves a request carrying the current secret', async () => {
    expect(await request({ [ORIGIN_VERIFY_HEADER]: 'current-origin-secret' })).toEqual(served);
  });

  it('serves the previous secret during a rotation, and refuses one older than that', async () => {
    versions = { AWSCURRENT: 'rotated-origin-secret', AWSPREVIOUS: 'current-origin-secret' };
    expect(await request({ [ORIGIN_VERIFY_HEADER]: 'current-origin-secret' })).toEqual(served);
    expect(await request({ [ORIGIN_VERIFY_HEADER]: 'rotated-origin-secret' })).toEqual(served);
    versions = { AWSCURRENT: 'third-origin-secret', AWSPREVIOUS: 'rotated-origin-secret' };
    expect(await request({ [ORIGIN_VERIFY_HEADER]: 'current-origin-secret' })).toEqual(refused);
  });

  it('answers the protocol’s 500 when the secret cannot be read, and serves nothing', async () => {
    versions = {};
    expect(await request({ [ORIGIN_VERIFY_HEADER]: 'current-origin-secret' })).toEqual({
      status: 500,
      body: { result: { status: 500, code: 'somethingWentWrong', message: Messages.somethingWentWrong, data: null } },
    });
  });

  it('does not read the secret for a request without the header', async () => {
    await request({});
    expect(extensionReads).toBe(0);
  });
});

describe('a call function without an origin secret (the local stack)', () => {
  it('serves requests without the header: the local gateway is the only way in', async () => {
    vi.stubEnv('ORIGIN_SECRET_ARN', '');
    expect(await request({})).toEqual(served);
    expect(extensionReads).toBe(0);
  });
});
