import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { matchesFilter, readCloudAssembly, resolveEnvironment, type TwinValues } from '../../infra/local/rehearsal/deployed-functions.ts';

/** A small cloud assembly shaped as `cdk synth` writes one: a data stack exporting its table, an API stack importing it. */
const dir = mkdtempSync(path.join(tmpdir(), 'patina-assembly-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(path.join(dir, 'asset.abc'));
writeFileSync(path.join(dir, 'manifest.json'), '{}');
writeFileSync(
  path.join(dir, 'Data.template.json'),
  JSON.stringify({
    Resources: {
      Table1: { Type: 'AWS::DynamoDB::Table', Properties: {} },
      // Invoked by Fn1 through the Lambda API (its name exported, as the search stack exports the projector's).
      Projector: { Type: 'AWS::Lambda::Function', Metadata: { 'aws:asset:path': 'asset.abc' }, Properties: { Handler: 'index.handler', Runtime: 'nodejs24.x' } },
    },
    Outputs: {
      TableName: { Value: { Ref: 'Table1' }, Export: { Name: 'Data:Table' } },
      ProjectorName: { Value: { Ref: 'Projector' }, Export: { Name: 'Data:Projector' } },
      Stream: { Value: { 'Fn::GetAtt': ['Table1', 'StreamArn'] }, Export: { Name: 'Data:Stream' } },
    },
  }),
);
writeFileSync(
  path.join(dir, 'Api.template.json'),
  JSON.stringify({
    Resources: {
      Fn1: {
        Type: 'AWS::Lambda::Function',
        Metadata: { 'aws:asset:path': 'asset.abc', 'aws:cdk:path': 'Api/Calls/Function/Resource' },
        Properties: {
          Handler: 'index.handler',
          Runtime: 'nodejs24.x',
          Timeout: 10,
          Environment: {
            Variables: {
              TABLE_NAME: { 'Fn::ImportValue': 'Data:Table' },
              PHOTO_BUCKET: { Ref: 'PhotoBucket9' },
              WHERE: { 'Fn::Join': ['-', ['in', { Ref: 'AWS::Region' }]] },
              PLAIN: 'yes',
              PROJECTOR_FUNCTION: { 'Fn::ImportValue': 'Data:Projector' },
            },
          },
        },
      },
      PhotoBucket9: { Type: 'AWS::S3::Bucket' },
      Api: { Type: 'AWS::ApiGatewayV2::Api', Properties: { ProtocolType: 'HTTP' } },
      Integ: { Type: 'AWS::ApiGatewayV2::Integration', Properties: { ApiId: { Ref: 'Api' }, IntegrationUri: { 'Fn::GetAtt': ['Fn1', 'Arn'] } } },
      Route1: { Type: 'AWS::ApiGatewayV2::Route', Properties: { RouteKey: 'POST /api/getThing', Target: { 'Fn::Join': ['', ['integrations/', { Ref: 'Integ' }]] } } },
      Mapping: {
        Type: 'AWS::Lambda::EventSourceMapping',
        Properties: { FunctionName: { Ref: 'Fn1' }, BatchSize: 50, FilterCriteria: { Filters: [{ Pattern: '{"dynamodb":{"Keys":{"pk":{"S":[{"prefix":"ITEM#"}]}}}}' }] } },
      },
    },
  }),
);

const twins: TwinValues = {
  region: 'eu-west-2',
  accountId: '000000000000',
  tableName: 'patina-local',
  userPoolId: 'pool',
  userPoolClientId: 'client',
  bucketFor: (id) => (/photo/i.test(id) ? 'patina-photos-local' : 'unknown'),
};

describe('the rehearsal reads a cloud assembly as CloudFormation would', () => {
  const assembly = readCloudAssembly(dir);
  const fn = assembly.functions[0]!;

  it('finds each function, its code folder and Handler, and what invokes it from the resources that point at it', () => {
    expect(assembly.functions.map((f) => f.id)).toEqual(['Api/Fn1', 'Data/Projector']);
    expect(fn).toMatchObject({ id: 'Api/Fn1', handler: 'index.handler', codeDir: path.join(dir, 'asset.abc'), timeoutSeconds: 10, constructPath: 'Api/Calls/Function/Resource' });
    expect(fn.triggers).toEqual([
      { kind: 'httpRoute', routeKey: 'POST /api/getThing' },
      { kind: 'stream', batchSize: 50, filterPatterns: [{ dynamodb: { Keys: { pk: { S: [{ prefix: 'ITEM#' }] } } } }] },
    ]);
    // A function whose name another's variable holds (through an export here) is invoked by it.
    expect(assembly.functions[1]!.triggers).toEqual([{ kind: 'invoke', by: 'Api/Fn1', variable: 'PROJECTOR_FUNCTION' }]);
  });

  it('resolves the variables against the twins, following an import to the exporting stack', () => {
    expect(resolveEnvironment(assembly, fn, twins)).toEqual({ TABLE_NAME: 'patina-local', PHOTO_BUCKET: 'patina-photos-local', WHERE: 'in-eu-west-2', PLAIN: 'yes', PROJECTOR_FUNCTION: 'Data-Projector' });
  });

  it('fails loudly on a reference with no twin instead of passing it on', () => {
    const odd = { ...fn, environment: { QUEUE: { Ref: 'Nothing' } } };
    expect(() => resolveEnvironment(assembly, odd, twins)).toThrow(/Ref to Nothing/);
    const unknownIntrinsic = { ...fn, environment: { X: { 'Fn::Select': [0, ['a']] } } };
    expect(() => resolveEnvironment(assembly, unknownIntrinsic, twins)).toThrow(/cannot resolve/);
  });

  it('applies a mapping\'s filter as Lambda does (prefix, alternatives, nested keys)', () => {
    const pattern = fn.triggers[1]!.kind === 'stream' ? fn.triggers[1]!.filterPatterns[0] : null;
    expect(matchesFilter({ dynamodb: { Keys: { pk: { S: 'ITEM#1' }, sk: { S: 'LOT' } } } }, pattern)).toBe(true);
    expect(matchesFilter({ dynamodb: { Keys: { pk: { S: 'USER#1' } } } }, pattern)).toBe(false);
    expect(matchesFilter({ dynamodb: { Keys: { sk: { S: 'LOT' } } } }, pattern)).toBe(false);
    expect(matchesFilter({ a: 'LOT' }, { a: ['LISTING', 'LOT'] })).toBe(true);
  });
});
