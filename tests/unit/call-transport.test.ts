import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { groupHandler } from '../../lambdas/lib/call.ts';
import { protocolCall } from '../support/protocol-call.ts';

/**
 * The protocol's transport rules as the Lambda handler itself applies them (so they hold in AWS,
 * where no local gateway stands in front): JSON only, no body over 256 KB, no prototype keys.
 */

const echo = protocolCall({ name: 'echo', who: 'any', input: z.strictObject({ text: z.string().max(1_000_000) }), run: async (input) => ({ data: input }) });
const handler = groupHandler([echo]);

function event(body: string, headers: Record<string, string>, isBase64Encoded = false): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/echo',
    rawPath: '/api/echo',
    rawQueryString: '',
    headers,
    pathParameters: { callName: 'echo' },
    body,
    isBase64Encoded,
    requestContext: { http: { method: 'POST', path: '/api/echo', protocol: 'HTTP/1.1', sourceIp: '203.0.113.1', userAgent: 'test' } },
  } as unknown as APIGatewayProxyEventV2;
}
const run = async (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }, base64 = false) => {
  const answer = (await handler(event(base64 ? Buffer.from(body).toString('base64') : body, headers, base64), {} as Context)) as { statusCode: number; body: string };
  return { status: answer.statusCode, result: JSON.parse(answer.body).result };
};

describe('a call as API Gateway delivers it', () => {
  it('runs when it is JSON', async () => {
    expect(await run('{"data": {"text": "hi"}}', { 'content-type': 'application/json; charset=utf-8' })).toEqual({ status: 200, result: { status: 200, code: 'ok', message: 'OK', data: { text: 'hi' } } });
  });

  it('is refused with 415 when it is not application/json, or says nothing of its type', async () => {
    const cases: Record<string, string>[] = [{ 'content-type': 'text/plain;charset=UTF-8' }, { 'content-type': 'application/x-www-form-urlencoded' }, {}];
    for (const headers of cases) {
      expect(await run('{"data": {"text": "hi"}}', headers)).toEqual({ status: 415, result: { status: 415, code: 'jsonOnly', message: 'Calls must be sent as application/json', data: null } });
    }
  });

  it('is refused with 413 over 256 KB, base64-encoded or not', async () => {
    const body = JSON.stringify({ data: { text: 'x'.repeat(300 * 1024) } });
    for (const base64 of [false, true]) {
      expect(await run(body, { 'content-type': 'application/json' }, base64)).toEqual({ status: 413, result: { status: 413, code: 'requestTooLarge', message: 'The request body is too large', data: null } });
    }
  });

  it('is refused with 400 naming a __proto__ or constructor key, which a schema would drop silently', async () => {
    const proto = await run('{"data": {"text": "hi", "__proto__": {"admin": true}}}');
    expect(proto.status).toBe(400);
    expect(proto.result.data.fields).toEqual(JSON.parse('{"__proto__": "Unknown field: __proto__"}'));
    expect((await run('{"data": {"text": "hi", "constructor": {"prototype": {}}}}')).result.message).toBe('Unknown field: constructor');
  });
});

describe('what the $default route sends (any request no call route matched: docs/adr/0046)', () => {
  /** As API Gateway delivers a `$default` request: no path parameters, the path as the browser sent it. */
  const fallback = async (method: string, rawPath: string) => {
    const answer = (await handler(
      {
        ...event('{"data": {"text": "hi"}}', { 'content-type': 'application/json' }),
        routeKey: '$default',
        rawPath,
        pathParameters: undefined,
        requestContext: { http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '203.0.113.1', userAgent: 'test' } },
      } as unknown as APIGatewayProxyEventV2,
      {} as Context,
    )) as { statusCode: number; body: string };
    return { status: answer.statusCode, result: JSON.parse(answer.body).result };
  };

  it('answers an unknown call 404 and another method 405, in the protocol’s shape', async () => {
    expect(await fallback('POST', '/api/nothing')).toMatchObject({ status: 404, result: { status: 404, code: 'unknownCall', message: 'Unknown call: nothing', data: null } });
    expect(await fallback('GET', '/api/echo')).toEqual({ status: 405, result: { status: 405, code: 'postOnly', message: 'Calls are POST requests', data: null } });
  });

  it('runs a call only at /api/<name>: a longer path or another prefix ending in its name is no call', async () => {
    expect((await fallback('POST', '/api/echo')).status).toBe(200);
    for (const path of ['/api/x/echo', '/webhooks/echo', '/echo']) {
      expect(await fallback('POST', path), path).toMatchObject({ status: 404, result: { code: 'unknownCall' } });
    }
  });
});
