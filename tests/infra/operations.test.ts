import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { MAIL_ALARMS, OPERATIONS_ALARMS } from '../../infra/stacks/operations-stack.ts';
import type { PatinaStacks } from '../../infra/stacks/patina-app.ts';
import { buildTestApp } from './synth-app.ts';

/** Issue 12: what an operator is told (alarms to the topic, a dashboard) and how mail leaves (SES). */
let stacks: PatinaStacks;
let operations: Record<string, any>;
let withMail: PatinaStacks;

beforeAll(() => {
  stacks = buildTestApp();
  operations = Template.fromStack(stacks.operations).toJSON();
  withMail = buildTestApp({ mailFrom: 'auctions@patina.example', sesIdentity: 'domain' });
});

const ofType = (template: Record<string, any>, type: string) => Object.values<any>(template.Resources).filter((r) => r.Type === type);

describe('alarms and dashboard (operations stack)', () => {
  it('raises the API 5xx rate, throttles, dead letters and WebSocket errors, each to the operations topic', () => {
    const alarms = ofType(operations, 'AWS::CloudWatch::Alarm');
    // A stage always sends mail (mailFrom is required), so SES's reputation alarms are always among them.
    expect(alarms.map((a) => a.Properties.AlarmName).sort()).toEqual([...OPERATIONS_ALARMS, ...MAIL_ALARMS].map((n) => `patina-dev-${n}`).sort());
    const topic = stacks.workflow.resolve(stacks.workflow.alarms.topic.topicArn);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions, alarm.Properties.AlarmName).toHaveLength(1);
      // The workflow stack's topic, imported (a strong reference).
      expect(JSON.stringify(alarm.Properties.AlarmActions[0])).toContain('Fn::ImportValue');
      expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
    }
    expect(topic).toEqual({ Ref: expect.stringMatching(/^AlarmsTopic/) });
    const byName = (n: string) => alarms.find((a) => a.Properties.AlarmName === `patina-dev-${n}`)!;
    const expressions = (n: string) => byName(n).Properties.Metrics.filter((m: any) => m.Expression).map((m: any) => m.Expression);
    expect(expressions('api-5xx-rate')).toEqual(['IF(requests >= 20, 100 * errors / requests, 0)']);
    const throttleMetrics = byName('throttles').Properties.Metrics.filter((m: any) => m.MetricStat).map((m: any) => m.MetricStat.Metric.MetricName);
    expect(throttleMetrics.sort()).toEqual(['ReadThrottleEvents', 'Throttles', 'WriteThrottleEvents']);
    expect(byName('sweeper-dead-letters').Properties.MetricName).toBe('ApproximateNumberOfMessagesVisible');
    expect(byName('payout-run-dead-letters').Properties.MetricName).toBe('ApproximateNumberOfMessagesVisible');
    const ws = byName('websocket-errors').Properties.Metrics.filter((m: any) => m.MetricStat).map((m: any) => m.MetricStat.Metric.MetricName);
    expect(ws.sort()).toEqual(['ExecutionError', 'IntegrationError']);
  });

  it('keeps the failed, timed-out and aborted execution alarms of the workflow stack on the same topic', () => {
    const workflow = Template.fromStack(stacks.workflow).toJSON();
    const names = ofType(workflow, 'AWS::CloudWatch::Alarm').map((a) => a.Properties.MetricName).sort();
    expect(names).toEqual(['ExecutionsAborted', 'ExecutionsFailed', 'ExecutionsTimedOut']);
  });

  it('has one dashboard with calls, per-call p95 latency, bids, executions, throttles, dead letters and WebSocket errors', () => {
    const [dashboard] = ofType(operations, 'AWS::CloudWatch::Dashboard');
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const title of ['Calls and 5xx', 'p95 latency per call', 'Bids accepted', 'Item workflow executions', 'Throttles', 'Sweeper, payout run and alert digest dead letters', 'WebSocket errors', 'Alarms']) {
      expect(body).toContain(title);
    }
    expect(body).toContain('pct(durationMs, 95)');
  });

  it('traces every function with X-Ray', () => {
    for (const stack of [stacks.api, stacks.workflow, stacks.live, stacks.auth]) {
      for (const fn of ofType(Template.fromStack(stack).toJSON(), 'AWS::Lambda::Function')) {
        expect(fn.Properties.TracingConfig, fn.Properties.Description).toEqual({ Mode: 'Active' });
      }
    }
  });
});

describe('mail through Amazon SES', () => {
  it('sends Cognito’s e-mail through SES from the configured sender and its verified domain', () => {
    const [pool] = ofType(Template.fromStack(withMail.auth).toJSON(), 'AWS::Cognito::UserPool');
    expect(pool.Properties.EmailConfiguration).toMatchObject({ EmailSendingAccount: 'DEVELOPER', From: 'Patina <auctions@patina.example>' });
    expect(JSON.stringify(pool.Properties.EmailConfiguration.SourceArn)).toContain(':identity/patina.example');
  });

  it('lets the functions that send the product’s e-mail (MAIL_FROM) send it through that identity only', () => {
    const api = Template.fromStack(withMail.api).toJSON();
    const sends = ofType(api, 'AWS::IAM::Policy')
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((s: any) => [s.Action].flat().includes('ses:SendEmail'));
    expect(sends.length).toBeGreaterThan(0);
    for (const s of sends) expect(JSON.stringify(s.Resource)).toMatch(/identity\/(patina\.example|auctions@patina\.example)"/);
  });
});
