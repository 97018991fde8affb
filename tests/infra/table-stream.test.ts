import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_ALARMS, OPERATIONS_ALARMS, SES_REPUTATION_ALARM_AT } from '../../infra/stacks/operations-stack.ts';
import type { PatinaStacks } from '../../infra/stacks/patina-app.ts';
import { TABLE_STREAM_CONSUMERS, TABLE_STREAM_FILTER_PATTERNS } from '../../lambdas/stream/consumers.ts';
import { buildTestApp } from './synth-app.ts';

/**
 * Issue 23 point 5 (docs/adr/0046): no silent failure — every dead-letter or failure queue has an
 * alarm, as do the table stream's iterator age, its consumers' errors and SES's reputation — and the
 * table's stream has exactly one reader, which fans out to its consumers.
 */
let stacks: PatinaStacks;
let withMail: PatinaStacks;
/** Every stack's template, from one synthesis of the app. */
const templates = new Map<Stack, Record<string, any>>();

beforeAll(() => {
  stacks = buildTestApp();
  withMail = buildTestApp({ mailFrom: 'auctions@patina.example', sesIdentity: 'domain' });
  const assembly = stacks.app.synth();
  for (const stack of allStacks(stacks)) templates.set(stack, assembly.getStackArtifact(stack.artifactId).template);
});

const allStacks = (s: PatinaStacks): Stack[] => s.app.node.children.filter((c): c is Stack => c instanceof Stack);
const resourcesOf = (stack: Stack, type: string) => Object.entries<any>(templates.get(stack)!.Resources ?? {}).filter(([, r]) => r.Type === type);
const alarmByName = (s: PatinaStacks, name: string) =>
  s.operations.alarms.find((a) => (a.node.defaultChild as cloudwatch.CfnAlarm).alarmName === `patina-dev-${name}`);

describe('the table stream', () => {
  it('has exactly one reader in the whole app: the dispatcher, filtered to what some consumer follows, failures to a queue', () => {
    const mappings = allStacks(stacks).flatMap((stack) => resourcesOf(stack, 'AWS::Lambda::EventSourceMapping').map(([, m]) => ({ stack, m })));
    expect(mappings).toHaveLength(1);
    const [{ stack, m }] = mappings as [{ stack: Stack; m: any }];
    expect(JSON.stringify(m.Properties.EventSourceArn)).toContain('StreamArn');
    const dispatcher = stacks.site.tableStream.dispatcher.fn;
    expect(stack).toBe(Stack.of(dispatcher));
    expect(m.Properties.FunctionName).toEqual({ Ref: stack.getLogicalId(dispatcher.node.defaultChild as never) });
    expect(m.Properties.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern))).toEqual(TABLE_STREAM_FILTER_PATTERNS);
    expect(m.Properties).toMatchObject({ StartingPosition: 'TRIM_HORIZON', BisectBatchOnFunctionError: true });
    // No batching window: a change reaches search within a second, as the local stream delivers it.
    expect(m.Properties.MaximumBatchingWindowInSeconds ?? 0).toBe(0);
    expect(m.Properties.DestinationConfig.OnFailure.Destination).toBeDefined();
    // No other way to read it either (EventBridge Pipes, Kinesis adapters).
    for (const s of allStacks(stacks)) expect(resourcesOf(s, 'AWS::Pipes::Pipe')).toEqual([]);
  });

  it('names each consumer’s function to the dispatcher and lets it invoke exactly those', () => {
    const site = stacks.site;
    const [, fn] = resourcesOf(site, 'AWS::Lambda::Function').find(([, f]) => f.Properties.Description?.includes('table stream dispatcher'))!;
    const variables = fn.Properties.Environment.Variables;
    expect(Object.keys(variables).sort()).toEqual(TABLE_STREAM_CONSUMERS.map((c) => c.functionEnv).sort());
    const roleId = site.getLogicalId(site.tableStream.dispatcher.role.node.defaultChild as never);
    const invokes = resourcesOf(site, 'AWS::IAM::Policy')
      .filter(([, p]) => p.Properties.Roles.some((r: any) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement)
      .filter((s: any) => [s.Action].flat().includes('lambda:InvokeFunction'));
    expect(invokes).toHaveLength(1);
    expect(invokes[0].Resource).toHaveLength(TABLE_STREAM_CONSUMERS.length);
    expect(JSON.stringify(invokes[0].Resource)).not.toContain(':*');
  });
});

describe('alarms on what would otherwise fail silently', () => {
  it('alarms on every SQS queue of the app (dead letters and failure destinations) as soon as one message waits', () => {
    const queues = stacks.app.node.findAll().filter((c): c is sqs.Queue => c instanceof sqs.Queue);
    expect(queues.length).toBeGreaterThanOrEqual(3);
    for (const queue of queues) {
      const watching = stacks.operations.alarms.filter((alarm) => {
        const metric = alarm.metric as cloudwatch.Metric;
        return metric.namespace === 'AWS/SQS' && metric.dimensions?.QueueName === queue.queueName;
      });
      expect(watching, queue.node.path).toHaveLength(1);
      expect(watching[0]!.metric instanceof cloudwatch.Metric && watching[0]!.metric.metricName).toBe('ApproximateNumberOfMessagesVisible');
    }
    const queueAlarms = stacks.operations.alarms.filter((a) => (a.metric as cloudwatch.Metric).namespace === 'AWS/SQS');
    for (const alarm of queueAlarms) expect((alarm.node.defaultChild as cloudwatch.CfnAlarm).threshold).toBe(1);
  });

  it('alarms on the stream’s iterator age and on the projector’s and the pages function’s errors', () => {
    const metricOf = (name: string) => alarmByName(stacks, name)!.metric as cloudwatch.Metric;
    const fnName = (fn: { functionName: string }) => fn.functionName;
    expect(metricOf('table-stream-iterator-age')).toMatchObject({ namespace: 'AWS/Lambda', metricName: 'IteratorAge' });
    expect(metricOf('table-stream-iterator-age').dimensions?.FunctionName).toBe(fnName(stacks.site.tableStream.dispatcher.fn));
    expect(metricOf('search-projector-errors')).toMatchObject({ namespace: 'AWS/Lambda', metricName: 'Errors' });
    expect(metricOf('search-projector-errors').dimensions?.FunctionName).toBe(fnName(stacks.search.projector.fn));
    expect(metricOf('page-renderer-errors')).toMatchObject({ namespace: 'AWS/Lambda', metricName: 'Errors' });
    expect(metricOf('page-renderer-errors').dimensions?.FunctionName).toBe(fnName(stacks.site.pages.function.fn));
    // Every one of them reaches the operations topic.
    const ops = templates.get(stacks.operations)!;
    const names = Object.values<any>(ops.Resources).filter((r) => r.Type === 'AWS::CloudWatch::Alarm').map((a) => a.Properties.AlarmName);
    expect(names.sort()).toEqual([...OPERATIONS_ALARMS, ...MAIL_ALARMS].map((n) => `patina-dev-${n}`).sort());
  });

  it('alarms on SES’s account bounce and complaint rates once the product sends mail, before SES reviews the account', () => {
    // mailFrom is required (docs/adr/0057): every stage sends mail, so every stage has them.
    for (const name of MAIL_ALARMS) expect(alarmByName(withMail, name), name).toBeDefined();
    const ops = Template.fromStack(withMail.operations).toJSON();
    const alarms = Object.values<any>(ops.Resources).filter((r) => r.Type === 'AWS::CloudWatch::Alarm');
    const byName = (n: string) => alarms.find((a) => a.Properties.AlarmName === `patina-dev-${n}`)!.Properties;
    expect(byName('ses-bounce-rate')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.BounceRate', Threshold: SES_REPUTATION_ALARM_AT.bounceRate });
    expect(byName('ses-complaint-rate')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.ComplaintRate', Threshold: SES_REPUTATION_ALARM_AT.complaintRate });
    expect(SES_REPUTATION_ALARM_AT.bounceRate).toBeLessThan(0.05);
    expect(SES_REPUTATION_ALARM_AT.complaintRate).toBeLessThan(0.001);
    for (const name of MAIL_ALARMS) expect(byName(name).AlarmActions).toHaveLength(1);
  });
});
