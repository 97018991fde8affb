import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { EDGE_REGION } from '../../infra/stacks/edge-stack.ts';
import type { PatinaStacks } from '../../infra/stacks/patina-app.ts';
import { PAYOUT_INSTRUCTION_RETENTION_DAYS, PAYOUT_REPLACED_VERSION_DAYS } from '../../infra/stacks/payouts.ts';
import { buildTestApp } from './synth-app.ts';

/**
 * Issue 12, what an operator reads in the templates: how long the bank export keeps IBANs and under which
 * key, what the web ACLs log (and what they never show), and that no log group is kept forever.
 */
let dev: PatinaStacks;
let prod: PatinaStacks;

beforeAll(() => {
  dev = buildTestApp();
  prod = buildTestApp({ stage: 'prod' });
});

type Resource = { Type: string; Properties?: Record<string, any>; DeletionPolicy?: string };
const resourcesOf = (stack: Stack): Record<string, Resource> => Template.fromStack(stack).toJSON().Resources;
const stacksOf = (app: PatinaStacks): Stack[] => Object.entries(app).filter(([name]) => name !== 'app').map(([, stack]) => stack as Stack);
const ofType = (stack: Stack, type: string) => Object.entries(resourcesOf(stack)).filter(([, r]) => r.Type === type);

describe('the payouts bank export (IBANs)', () => {
  const payoutBucket = (app: PatinaStacks) => {
    // Its name is generated (tests/infra/redeploy.test.ts): found by its construct, the data stack's Payouts.
    const buckets = ofType(app.data, 'AWS::S3::Bucket').filter(([id]) => id.startsWith('PayoutsBucket'));
    expect(buckets).toHaveLength(1);
    return buckets[0]!;
  };

  it('is encrypted with a customer-managed KMS key that rotates and outlives the stack', () => {
    const [, bucket] = payoutBucket(dev);
    const [rule] = bucket.Properties!.BucketEncryption.ServerSideEncryptionConfiguration;
    expect(rule.ServerSideEncryptionByDefault.SSEAlgorithm).toBe('aws:kms');
    expect(rule.BucketKeyEnabled).toBe(true);
    const keyId = rule.ServerSideEncryptionByDefault.KMSMasterKeyID['Fn::GetAtt'][0];
    const key = resourcesOf(dev.data)[keyId]!;
    expect(key.Type).toBe('AWS::KMS::Key');
    expect(key.Properties!.EnableKeyRotation).toBe(true);
    expect(key.DeletionPolicy).toBe('Retain');
    expect(bucket.DeletionPolicy).toBe('Retain');
  });

  it('keeps instructions six years and a replaced or deleted version 30 days, then lets them go', () => {
    const rules = payoutBucket(dev)[1].Properties!.LifecycleConfiguration.Rules;
    expect(PAYOUT_INSTRUCTION_RETENTION_DAYS).toBeGreaterThanOrEqual(6 * 365);
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Status: 'Enabled',
          ExpirationInDays: PAYOUT_INSTRUCTION_RETENTION_DAYS,
          NoncurrentVersionExpiration: { NoncurrentDays: PAYOUT_REPLACED_VERSION_DAYS },
        }),
        expect.objectContaining({ Status: 'Enabled', ExpiredObjectDeleteMarker: true }),
      ]),
    );
    // Neither rule is limited to a prefix or tag: every object of the bucket is covered.
    for (const rule of rules) expect(rule.Prefix ?? rule.Filter).toBeUndefined();
    expect(payoutBucket(dev)[1].Properties!.VersioningConfiguration).toEqual({ Status: 'Enabled' });
  });

  it('is private, TLS-only, and refuses instructions stored under SSE-S3 or another key', () => {
    const [bucketId, bucket] = payoutBucket(dev);
    expect(bucket.Properties!.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true,
    });
    const policy = ofType(dev.data, 'AWS::S3::BucketPolicy').find(([, p]) => p.Properties!.Bucket.Ref === bucketId)![1];
    const statements: any[] = policy.Properties!.PolicyDocument.Statement;
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    const denied = (sid: string) => statements.find((s) => s.Sid === sid);
    expect(denied('DenyOtherEncryption')).toMatchObject({ Effect: 'Deny', Action: 's3:PutObject', Condition: { StringEquals: { 's3:x-amz-server-side-encryption': 'AES256' } } });
    expect(denied('DenyOtherKeys')).toMatchObject({ Effect: 'Deny', Action: 's3:PutObject', Condition: { Null: { 's3:x-amz-server-side-encryption-aws-kms-key-id': 'false' } } });
  });

  it('lets the functions that write instructions use the key through S3 only, by a strong reference', () => {
    const writers = [...ofType(dev.workflow, 'AWS::IAM::Policy'), ...ofType(dev.api, 'AWS::IAM::Policy')]
      .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as any[])
      .filter((s) => [s.Action].flat().includes('kms:GenerateDataKey'));
    // The payout run (workflow stack) and the payouts call group (adminRunPayouts).
    expect(writers.length).toBeGreaterThanOrEqual(2);
    for (const statement of writers) {
      expect(statement.Resource).toEqual({ 'Fn::ImportValue': 'patina-dev-payout-key' });
      expect(statement.Condition.StringEquals['kms:ViaService']).toEqual({ 'Fn::Join': ['', ['s3.', { Ref: 'AWS::Region' }, '.amazonaws.com']] });
    }
  });
});

describe('AWS WAF logging', () => {
  const loggingOf = (stack: Stack) => {
    const configs = ofType(stack, 'AWS::WAFv2::LoggingConfiguration');
    expect(configs).toHaveLength(1);
    return configs[0]![1].Properties!;
  };

  it('logs the CloudFront web ACL in us-east-1 to an aws-waf-logs- group that expires', () => {
    expect(dev.edge.region).toBe(EDGE_REGION);
    const logging = loggingOf(dev.edge);
    const [aclId] = ofType(dev.edge, 'AWS::WAFv2::WebACL')[0]!;
    expect(logging.ResourceArn).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    const [group] = ofType(dev.edge, 'AWS::Logs::LogGroup').map(([, g]) => g.Properties!);
    expect(group!.LogGroupName).toBe('aws-waf-logs-patina-dev-edge');
    expect(group!.RetentionInDays).toBe(30);
    // The destination is the group's ARN without CDK's `:*` suffix (AWS WAF refuses it).
    expect(JSON.stringify(logging.LogDestinationConfigs)).toContain(':log-group:aws-waf-logs-patina-dev-edge"');
    expect(JSON.stringify(logging.LogDestinationConfigs)).not.toContain(':*');
  });

  it('never shows the Authorization header or cookies, in either web ACL', () => {
    for (const stack of [dev.edge, dev.auth]) {
      const redacted = loggingOf(stack).RedactedFields.map((f: any) => f.SingleHeader.Name.toLowerCase()).sort();
      expect(redacted).toEqual(['authorization', 'cookie']);
    }
  });

  it('keeps the requests a rule blocked, counted or challenged, and lets the delivery service write only there', () => {
    const filter = loggingOf(dev.edge).LoggingFilter;
    expect(filter.DefaultBehavior).toBe('DROP');
    const kept = filter.Filters.flatMap((f: any) => f.Conditions.map((c: any) => c.ActionCondition.Action));
    expect(kept).toEqual(expect.arrayContaining(['BLOCK', 'COUNT', 'CAPTCHA', 'CHALLENGE']));
    expect(kept).not.toContain('ALLOW');
    const [, policy] = ofType(dev.edge, 'AWS::Logs::ResourcePolicy')[0]!;
    // The document is JSON text with the account and region joined in.
    expect(JSON.stringify(policy.Properties!.PolicyDocument)).toContain('delivery.logs.amazonaws.com');
    expect(JSON.stringify(policy.Properties!.PolicyDocument)).toContain('log-group:aws-waf-logs-patina-dev-edge:log-stream:*');
  });
});

describe('log retention', () => {
  for (const [stage, days] of [['dev', 30], ['prod', 90]] as const) {
    it(`gives every log group of every ${stage} stack a retention of ${days} days`, () => {
      const app = stage === 'dev' ? dev : prod;
      let groups = 0;
      for (const stack of stacksOf(app)) {
        for (const [id, group] of ofType(stack, 'AWS::Logs::LogGroup')) {
          expect(group.Properties?.RetentionInDays, `${stack.stackName}/${id}`).toBe(days);
          groups++;
        }
        expect(ofType(stack, 'Custom::LogRetention'), stack.stackName).toEqual([]);
      }
      expect(groups).toBeGreaterThan(10);
    });
  }

  it('sends every Lambda function, CDK-made ones included, to a log group of its own stack (none to the never-expiring default)', () => {
    const cdkMade: string[] = [];
    for (const stack of stacksOf(dev)) {
      const resources = resourcesOf(stack);
      for (const [id, fn] of Object.entries(resources).filter(([, r]) => r.Type === 'AWS::Lambda::Function')) {
        const groupRef = fn.Properties?.LoggingConfig?.LogGroup?.Ref;
        expect(groupRef, `${stack.stackName}/${id} has no log group`).toBeTypeOf('string');
        expect(resources[groupRef]?.Type, `${stack.stackName}/${id}`).toBe('AWS::Logs::LogGroup');
        expect(resources[groupRef]!.Properties!.RetentionInDays).toBeGreaterThan(0);
        if (id.startsWith('Custom')) cdkMade.push(id);
      }
    }
    // The bucket deployment's function and the VPC's default-security-group restriction are CDK's.
    expect(cdkMade.some((id) => id.includes('BucketDeployment'))).toBe(true);
    expect(cdkMade.some((id) => id.includes('RestrictDefaultSG'))).toBe(true);
  });
});
