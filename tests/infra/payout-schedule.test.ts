import { beforeAll, describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { PAYOUT_PERIOD_DAYS } from '../../shared/payout.ts';
import { buildTestApp } from './synth-app.ts';

/* The fortnightly payout run in AWS (issue 11 item 2, docs/adr/0024): an EventBridge Scheduler schedule
 * invoking the run's function, and a private, retained bank-export bucket only the payout writers reach. */

let workflow: Template;
let data: Template;
let api: Template;
beforeAll(() => {
  const stacks = buildTestApp();
  workflow = Template.fromStack(stacks.workflow);
  data = Template.fromStack(stacks.data);
  api = Template.fromStack(stacks.api);
});

describe('the payout schedule', () => {
  it('invokes the payout run every 14 days, retried twice, through a role that may invoke only that function', () => {
    const [runId] = Object.entries(workflow.findResources('AWS::Lambda::Function')).find(([, fn]) => String(fn.Properties.Description).startsWith('Patina fortnightly payout run'))!;
    // The workflow stack's schedules: this one, and the alerts' daily digest (docs/adr/0053); one invokes the run.
    const schedules = Object.values(workflow.findResources('AWS::Scheduler::Schedule')).filter((s) => JSON.stringify(s.Properties.Target.Arn) === JSON.stringify({ 'Fn::GetAtt': [runId, 'Arn'] }));
    expect(schedules).toHaveLength(1);
    const schedule = schedules[0]!.Properties;
    expect(schedule.ScheduleExpression).toBe(`rate(${PAYOUT_PERIOD_DAYS} days)`);
    expect(schedule.Target.RetryPolicy).toEqual({ MaximumRetryAttempts: 2 });
    workflow.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: Match.arrayWith([{ Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: { 'Fn::GetAtt': [runId, 'Arn'] } }]) },
    });
  });

  it('keeps a run that failed every retry in a dead-letter queue (the schedule invokes it asynchronously), whose depth is alarmed', () => {
    const [runId, run] = Object.entries(workflow.findResources('AWS::Lambda::Function')).find(([, fn]) => String(fn.Properties.Description).startsWith('Patina fortnightly payout run'))!;
    const schedule = Object.values(workflow.findResources('AWS::Scheduler::Schedule')).find((s) => JSON.stringify(s.Properties.Target.Arn) === JSON.stringify({ 'Fn::GetAtt': [runId, 'Arn'] }))!.Properties;
    const queueArn = run.Properties.DeadLetterConfig.TargetArn;
    expect(queueArn).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^PayoutsDeadLetters/), 'Arn'] });
    expect(schedule.Target.DeadLetterConfig).toEqual({ Arn: queueArn });
    // The alarm on its depth is in the operations stack (tests/infra/operations.test.ts).
  });

  it('exports to a private, encrypted, retained bucket that only the payout run and the payouts calls may write', () => {
    // Its name is generated (tests/infra/redeploy.test.ts): found by its construct, and its writers by its export.
    const buckets = Object.entries(data.findResources('AWS::S3::Bucket', { DeletionPolicy: 'Retain' })).filter(([id]) => id.startsWith('PayoutsBucket')).map(([, b]) => b);
    expect(buckets).toHaveLength(1);
    expect(buckets[0]!.Properties.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
    const writers = (t: Template) =>
      Object.values(t.findResources('AWS::IAM::Policy')).filter((p) => JSON.stringify(p.Properties.PolicyDocument).includes('payout-bucket') && JSON.stringify(p.Properties.PolicyDocument).includes('s3:PutObject')).length;
    expect(writers(workflow)).toBe(1);
    expect(writers(api)).toBe(1);
  });
});
