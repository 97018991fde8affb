import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { WORKFLOW_ALARMS } from '../../infra/stacks/workflow-alarms.ts';
import { buildTestApp } from './synth-app.ts';

type Resource = { Type: string; Properties: Record<string, any> };
let workflow: Template;

beforeAll(() => {
  workflow = Template.fromStack(buildTestApp().workflow);
});

const resources = (t: Template, type: string) => Object.entries(t.findResources(type)) as Array<[string, Resource]>;

describe('alarms on the item workflow', () => {
  it('alarm on any failed, timed-out or aborted execution of the item workflow, to the operations topic', () => {
    const [machineId] = resources(workflow, 'AWS::StepFunctions::StateMachine')[0]!;
    const [topicId] = resources(workflow, 'AWS::SNS::Topic')[0]!;
    const alarms = resources(workflow, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    expect(alarms.map((a) => a.MetricName).sort()).toEqual(Object.values(WORKFLOW_ALARMS).sort());
    for (const alarm of alarms) {
      expect(alarm).toMatchObject({
        Namespace: 'AWS/States',
        Dimensions: [{ Name: 'StateMachineArn', Value: { Ref: machineId } }],
        Statistic: 'Sum',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        EvaluationPeriods: 1,
        // No executions in a period is no news, not missing data.
        TreatMissingData: 'notBreaching',
        AlarmActions: [{ Ref: topicId }],
      });
      expect(alarm.AlarmDescription).toContain('redrive');
    }
  });

  it('publish to a topic encrypted with a rotated key CloudWatch may use, TLS only', () => {
    const [, topic] = resources(workflow, 'AWS::SNS::Topic')[0]!;
    const [keyId, key] = resources(workflow, 'AWS::KMS::Key')[0]!;
    expect(topic.Properties.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
    expect(key.Properties.EnableKeyRotation).toBe(true);
    const statements = key.Properties.KeyPolicy.Statement as Array<{ Principal: unknown; Action: string[] }>;
    expect(statements).toContainEqual(expect.objectContaining({ Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: ['kms:Decrypt', 'kms:GenerateDataKey*'] }));
    const [, topicPolicy] = resources(workflow, 'AWS::SNS::TopicPolicy')[0]!;
    expect(topicPolicy.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it('e-mail the address of context alarmEmail, and nobody unless it is set', () => {
    expect(resources(workflow, 'AWS::SNS::Subscription')).toEqual([]);
    const withEmail = Template.fromStack(buildTestApp({ alarmEmail: 'ops@patina.test' }).workflow);
    expect(resources(withEmail, 'AWS::SNS::Subscription').map(([, s]) => s.Properties)).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: 'ops@patina.test' }),
    ]);
  });
});
