import { createSocket, type Socket } from 'node:dgram';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { groupHandler } from '../../lambdas/lib/call.ts';
import { callEvent, lambdaContext, protocolCall } from '../support/protocol-call.ts';
import { daemonAddress, parseTraceHeader, traceAwsClient } from '../../lambdas/lib/xray.ts';

/**
 * Issue 12, docs/adr/0034: what an operator sees in X-Ray. Each call is a subsegment of Lambda's
 * segment, annotated with the call and its correlation id, a fault on a 5xx; each AWS SDK call is a
 * subsegment naming the service, operation, table and request id. The documents go to a real UDP
 * socket standing where Lambda's X-Ray daemon listens.
 */
const TRACE = { root: '1-67891233-abcdef012345678912345678', parent: '53995c3f42cd8ad8' };
let daemon: Socket;
const received: Array<Record<string, any>> = [];
const waiters: Array<() => void> = [];

/** The next subsegment document the daemon receives (in order: loopback UDP keeps it). */
async function nextDocument(): Promise<Record<string, any>> {
  while (received.length === 0) await new Promise<void>((resolve) => waiters.push(resolve));
  return received.shift()!;
}

beforeAll(async () => {
  daemon = createSocket('udp4');
  daemon.on('message', (message) => {
    const [header, body] = message.toString('utf8').split('\n');
    expect(JSON.parse(header!)).toEqual({ format: 'json', version: 1 });
    received.push(JSON.parse(body!));
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
  process.env.AWS_XRAY_DAEMON_ADDRESS = `127.0.0.1:${(daemon.address() as AddressInfo).port}`;
});

afterEach(() => {
  delete process.env._X_AMZN_TRACE_ID;
});

afterAll(() => {
  delete process.env.AWS_XRAY_DAEMON_ADDRESS;
  daemon.close();
});

const sampled = (flag: '0' | '1') => {
  process.env._X_AMZN_TRACE_ID = `Root=${TRACE.root};Parent=${TRACE.parent};Sampled=${flag};Lineage=a87bd80c:0`;
};

const handler = groupHandler([
  protocolCall({ name: 'explode', who: 'any', input: z.strictObject({}), run: async () => { throw new Error('boom'); } }),
  protocolCall({ name: 'hello', who: 'any', input: z.strictObject({}), run: async () => ({ data: { hi: true } }) }),
]);
const event = (call: string, headers: Record<string, string> = {}) => callEvent(call, 'apigw-request-9', headers);
const context = lambdaContext('lambda-9');

describe('a call traced as a subsegment of its invocation', () => {
  it('names the call, carries its correlation id as an annotation, and marks a 500 a fault', async () => {
    sampled('1');
    await handler(event('explode', { 'x-correlation-id': 'corr-77' }), context);
    const doc = await nextDocument();
    expect(doc).toMatchObject({
      type: 'subsegment',
      trace_id: TRACE.root,
      parent_id: TRACE.parent,
      name: '## explode',
      fault: true,
      annotations: { call: 'explode', correlationId: 'corr-77', Service: 'patina', ColdStart: expect.any(Boolean) },
    });
    expect(doc.id).toMatch(/^[0-9a-f]{16}$/);
    expect(doc.end_time).toBeGreaterThanOrEqual(doc.start_time);
  });

  it('sends nothing for an invocation X-Ray did not sample, and a success is no fault', async () => {
    sampled('0');
    await handler(event('explode'), context);
    sampled('1');
    await handler(event('hello'), context);
    const doc = await nextDocument();
    expect(doc.name).toBe('## hello');
    expect(doc.annotations).toMatchObject({ call: 'hello', correlationId: 'apigw-request-9' });
    expect(doc.fault).toBeUndefined();
  });
});

describe('AWS SDK calls traced as subsegments', () => {
  let dynamodb: Server;
  let client: DynamoDBClient;

  beforeAll(async () => {
    // DynamoDB's wire protocol, answered by a real HTTP server: a GetItem succeeds, a PutItem fails its condition.
    dynamodb = createServer((request, response) => {
      const target = String(request.headers['x-amz-target']);
      request.resume().on('end', () => {
        if (target.endsWith('.GetItem')) {
          response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': 'req-get-1' }).end('{"Item":{"pk":{"S":"LOT#1"}}}');
        } else {
          response
            .writeHead(400, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': 'req-put-1' })
            .end('{"__type":"com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException","message":"The conditional request failed"}');
        }
      });
    });
    await new Promise<void>((resolve) => dynamodb.listen(0, '127.0.0.1', resolve));
    client = traceAwsClient(
      new DynamoDBClient({
        region: 'eu-west-2',
        endpoint: `http://127.0.0.1:${(dynamodb.address() as AddressInfo).port}`,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      }),
    );
  });

  afterAll(() => {
    client.destroy();
    dynamodb.close();
  });

  it('records the service, operation, table, request id and status of a call', async () => {
    sampled('1');
    await client.send(new GetItemCommand({ TableName: 'patina-test', Key: { pk: { S: 'LOT#1' } } }));
    expect(await nextDocument()).toMatchObject({
      type: 'subsegment',
      namespace: 'aws',
      name: 'DynamoDB',
      trace_id: TRACE.root,
      parent_id: TRACE.parent,
      aws: { operation: 'GetItem', table_name: 'patina-test', request_id: 'req-get-1', region: 'eu-west-2' },
      http: { response: { status: 200 } },
    });
  });

  it('records a refused call as an error (the caller’s), with its exception, and still throws it', async () => {
    sampled('1');
    await expect(
      client.send(new PutItemCommand({ TableName: 'patina-test', Item: { pk: { S: 'LOT#1' } }, ConditionExpression: 'attribute_not_exists(pk)' })),
    ).rejects.toThrow('The conditional request failed');
    const doc = await nextDocument();
    expect(doc).toMatchObject({ name: 'DynamoDB', error: true, aws: { operation: 'PutItem' }, http: { response: { status: 400 } } });
    expect(doc.fault).toBeUndefined();
    expect(doc.cause.exceptions[0]).toMatchObject({ type: 'ConditionalCheckFailedException' });
  });
});

describe('trace header and daemon address', () => {
  it('reads Lambda’s trace header, and refuses one without a parent', () => {
    expect(parseTraceHeader(`Root=${TRACE.root};Parent=${TRACE.parent};Sampled=1`)).toEqual({ traceId: TRACE.root, parentId: TRACE.parent, sampled: true });
    expect(parseTraceHeader(`Root=${TRACE.root};Sampled=1`)).toBeNull();
    expect(parseTraceHeader(undefined)).toBeNull();
  });

  it('reads the daemon’s UDP address in both of its forms', () => {
    expect(daemonAddress('169.254.79.129:2000')).toEqual({ host: '169.254.79.129', port: 2000 });
    expect(daemonAddress('tcp:127.0.0.1:2000 udp:127.0.0.2:2001')).toEqual({ host: '127.0.0.2', port: 2001 });
    expect(daemonAddress(undefined)).toBeNull();
  });
});
