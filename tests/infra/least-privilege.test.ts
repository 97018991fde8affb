import { beforeAll, describe, expect, it } from 'vitest';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import { ServerlessChecks } from 'cdk-nag';
import { FUNCTION_GROUPS } from '../../lambdas/functions.ts';
import type { PatinaFunction } from '../../infra/stacks/lambda.ts';
import type { PatinaStacks } from '../../infra/stacks/patina-app.ts';
import { actionsUsedBy } from './support/code-usage.ts';
import { buildTestApp } from './synth-app.ts';

/**
 * Issue 12, least privilege: every function's role holds exactly the data, photo, workflow, live-push and
 * mail actions its code can send — read from the entry's tree-shaken bundle (tests/infra/support/code-usage.ts),
 * so a right no reachable code uses fails here, and so does code that would be refused in AWS.
 */
let stacks: PatinaStacks;
const templates = new Map<Stack, Record<string, any>>();

/** The families of actions compared with the code (logs, X-Ray and secrets are checked elsewhere). */
const CHECKED = /^(dynamodb|states|execute-api|ses):|^s3:(GetObject|PutObject|DeleteObject)$|^lambda:InvokeFunction$/;
const STREAM_READS = /^dynamodb:(DescribeStream|GetRecords|GetShardIterator|ListStreams)$/;

function roleActions(fn: PatinaFunction): Set<string> {
  const stack = Stack.of(fn);
  let template = templates.get(stack);
  if (!template) templates.set(stack, (template = Template.fromStack(stack).toJSON()));
  const roleId = stack.getLogicalId(fn.role.node.defaultChild as CfnRole);
  const statements = Object.values<any>(template.Resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((role: any) => role.Ref === roleId))
    .flatMap((r) => r.Properties.PolicyDocument.Statement);
  // A stream's reads are the event source mapping's (the Lambda service polls with the role), not the code's.
  return new Set(statements.flatMap((s: any) => [s.Action].flat() as string[]).filter((a) => CHECKED.test(a) && !STREAM_READS.test(a)));
}

beforeAll(() => {
  // With a sender configured, so the mail right is granted where mail is sent.
  stacks = buildTestApp({ mailFrom: 'auctions@patina.example' });
  // Every template synthesised here, once, within the hook's time (infra: 180 s): not in the first test
  // that asks, whose own time a busy machine's synthesis would eat.
  for (const [, fn] of functions()) roleActions(fn);
});

const functions = (): Array<[string, PatinaFunction]> => [
  ...Object.entries(stacks.api.functions),
  ['workflow-tasks', stacks.workflow.tasks],
  ['sweeper', stacks.workflow.sweeper],
  ['payout-run', stacks.workflow.payouts.run],
  ['alerts', stacks.workflow.alerts.matcher],
  ['alert-digest', stacks.workflow.alerts.digest],
  ['live sockets', stacks.live.sockets],
  ['site pages', stacks.site.pages.function],
  ['search projector', stacks.search.projector],
  ['table stream', stacks.site.tableStream.dispatcher],
];

describe('least privilege: each role holds only the actions its code sends', () => {
  it('covers every call group, the payments webhook and the workflow’s and live updates’ functions', () => {
    expect(functions().map(([name]) => name)).toEqual(
      expect.arrayContaining([...FUNCTION_GROUPS.map((g) => g.name), 'webhooks', 'workflow-tasks', 'sweeper', 'payout-run', 'alerts', 'alert-digest', 'live sockets', 'site pages', 'search projector', 'table stream']),
    );
  });

  for (const name of [...FUNCTION_GROUPS.map((g) => g.name), 'webhooks', 'workflow-tasks', 'sweeper', 'payout-run', 'alerts', 'alert-digest', 'live sockets', 'site pages', 'search projector', 'table stream']) {
    it(`${name}: granted actions = the actions of its bundled code`, async () => {
      const fn = functions().find(([n]) => n === name)![1];
      const used = await actionsUsedBy(fn.entry);
      expect([...roleActions(fn)].sort()).toEqual([...used].filter((a) => CHECKED.test(a)).sort());
    });
  }

  it('no role may Scan or use the table’s transactions (no code does); only the bidding function may BatchWriteItem', () => {
    for (const [name, fn] of functions()) {
      const actions = [...roleActions(fn)];
      expect(actions.filter((a) => /dynamodb:(Scan|TransactWriteItems|ConditionCheckItem)/.test(a)), name).toEqual([]);
      // The bidders store a hot lot's history, decisions and dequeues in batches (docs/adr/0038).
      expect(actions.includes('dynamodb:BatchWriteItem'), name).toBe(name === 'buying');
    }
  });

  it('the catalogue and review roles have no photo bucket rights at all; only the selling role may start a review execution', () => {
    const statementsOf = (fn: PatinaFunction) => {
      const stack = Stack.of(fn);
      const roleId = stack.getLogicalId(fn.role.node.defaultChild as CfnRole);
      return Object.values<any>(templates.get(stack)!.Resources)
        .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((role: any) => role.Ref === roleId))
        .flatMap((r) => r.Properties.PolicyDocument.Statement);
    };
    for (const name of ['catalogue', 'review']) {
      const actions = statementsOf(stacks.api.functions[name]!).flatMap((s: any) => [s.Action].flat());
      expect(actions.filter((a: string) => a.startsWith('s3:')), name).toEqual([]);
    }
    const starters = Object.entries(stacks.api.functions)
      .filter(([, fn]) => roleActions(fn).has('states:StartExecution'))
      .map(([name]) => name);
    expect(starters).toEqual(['selling']);
  });
});

describe('cdk-nag ServerlessChecks (the Well-Architected serverless lens)', () => {
  it('has no unacknowledged finding, warnings included', () => {
    const report = new ServerlessChecks().validateScope(stacks.app);
    const findings = report.violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(findings).toEqual([]);
  });

  it('every function has X-Ray active tracing; the scheduled sweeper has a dead-letter queue on its schedule and its function', () => {
    for (const [name, fn] of functions()) {
      const cfn = Stack.of(fn).resolve((fn.fn.node.defaultChild as any).tracingConfig);
      expect(cfn, name).toEqual({ mode: 'Active' });
    }
    const workflow = Template.fromStack(stacks.workflow);
    const queue = stacks.workflow.getLogicalId(stacks.workflow.sweeperDeadLetters.node.defaultChild as any);
    workflow.hasResourceProperties('AWS::Events::Rule', { Targets: [{ DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queue, 'Arn'] } } }] });
    const sweeper = stacks.workflow.resolve((stacks.workflow.sweeper.fn.node.defaultChild as any).deadLetterConfig);
    expect(sweeper).toEqual({ targetArn: { 'Fn::GetAtt': [queue, 'Arn'] } });
  });
});
