import { Arn, ArnFormat, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { definitionHash } from '../workflow/definition-hash.ts';
import { TASK_FUNCTION_ARN_PLACEHOLDER, itemWorkflowDefinition } from '../workflow/item-workflow.ts';
import { type PatinaConfig, photoBucketName } from './config.ts';
import { logRetention } from './log-retention.ts';
import { rightsOf } from './function-rights.ts';
import { type LivePushSource, notifyingEnvironment, PatinaFunction } from './lambda.ts';
import { acknowledge, wildcardResourceFinding } from './nag.ts';
import { WorkflowAlarms } from './workflow-alarms.ts';
import { PayoutSchedule } from './payouts.ts';
import { Alerts } from './alerts.ts';

export interface WorkflowStackProps extends StackProps {
  config: PatinaConfig;
  table: ITable;
  /** The live-update WebSocket API's stage (live stack): an auction's end is pushed to its open pages. */
  live: LivePushSource;
}

/** The one Lambda that serves every Task of the item workflow (dispatching on `task`). */
export const WORKFLOW_TASKS_ENTRY = 'lambdas/entry/workflow-tasks.ts';
/** The lot sweeper: starts workflows a crash left unstarted, repairs lagging status mirrors, ends lots whose execution is gone. */
export const LOT_SWEEPER_ENTRY = 'lambdas/entry/sweeper.ts';
/** How often the sweeper runs. */
export const SWEEP_INTERVAL = Duration.minutes(5);
/**
 * The alias every execution starts on: it points at the newest published version of the definition,
 * and an execution keeps the version it started with to its end (docs/adr/0020).
 */
export const LIVE_ALIAS = 'live';

/**
 * The item workflow (Standard state machine), deployed from the ONE definition in
 * infra/workflow/item-workflow.ts that the local stack also runs, its task function (with reserved
 * concurrency: a storm of bids on the call functions cannot starve the auctions' ends), the lot
 * sweeper, and the alarms on executions that stop short (docs/adr/0018). Each deploy that changes the
 * definition publishes a version and moves the `live` alias to it; executions start on the alias, so
 * a lot in flight finishes on the version it started with (docs/adr/0020).
 */
export class WorkflowStack extends Stack {
  readonly stateMachine: sfn.StateMachine;
  /**
   * The `live` alias's ARN: what StartExecution names (STATE_MACHINE_ARN of the functions that start
   * executions). Task tokens and execution ARNs are not qualified: the rest names the state machine.
   */
  readonly stateMachineAliasArn: string;
  readonly tasks: PatinaFunction;
  readonly sweeper: PatinaFunction;
  /** Sweeper runs that failed every retry (their depth is alarmed). */
  readonly sweeperDeadLetters: sqs.Queue;
  /** The fortnightly payout run, its schedule and its dead letters. */
  readonly payouts: PayoutSchedule;
  /** Saved searches' and follows' alerts: the stream consumer and the daily digest (docs/adr/0053). */
  readonly alerts: Alerts;
  readonly alarms: WorkflowAlarms;

  constructor(scope: Construct, id: string, props: WorkflowStackProps) {
    super(scope, id, props);
    const { config, table } = props;
    const live = props.live.pushTarget(this);

    this.tasks = new PatinaFunction(this, 'WorkflowTasks', {
      config,
      entry: WORKFLOW_TASKS_ENTRY,
      description: 'Patina item workflow tasks',
      timeout: Duration.seconds(30),
      ...(config.workflowTaskConcurrency !== undefined ? { reservedConcurrency: config.workflowTaskConcurrency } : {}),
      environment: {
        TABLE_NAME: table.tableName,
        PHOTO_BUCKET: photoBucketName(config),
        STAGE: config.stage,
        // The end of an auction tells the buyer and the seller (lambdas/notify) and its open pages.
        ...notifyingEnvironment(config, live),
      },
    });
    this.tasks.grantTableActions(table, rightsOf('workflow-tasks')!.table);
    this.tasks.grantNotify(config, live);

    const logGroup = new logs.LogGroup(this, 'ItemWorkflowLogs', {
      // The vendedlogs prefix keeps CloudWatch's resource policy small (AWS's advice for Step Functions).
      logGroupName: `/aws/vendedlogs/states/patina-${config.stage}-item-workflow`,
      retention: logRetention(config),
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const stateMachineName = `patina-${config.stage}-item-workflow`;
    // A wait's task answers its own token when the lot's write came before the token was stored
    // (lambdas/workflow/tasks.ts armWait). The ARN is built from the name: a reference to the state
    // machine itself would make a cycle (the state machine names this function).
    this.tasks.role.addToPolicy(
      new iam.PolicyStatement({
        actions: rightsOf('workflow-tasks')!.workflow.map((a) => `states:${a}`),
        resources: [Arn.format({ service: 'states', resource: 'stateMachine', resourceName: stateMachineName, arnFormat: ArnFormat.COLON_RESOURCE_NAME }, this)],
      }),
    );

    const definition = itemWorkflowDefinition();
    this.stateMachine = new sfn.StateMachine(this, 'ItemWorkflow', {
      stateMachineName,
      stateMachineType: sfn.StateMachineType.STANDARD,
      definitionBody: sfn.DefinitionBody.fromString(JSON.stringify(definition)),
      definitionSubstitutions: { [TASK_FUNCTION_ARN_PLACEHOLDER]: this.tasks.fn.functionArn },
      // Errors only in prod, and never execution data (task tokens, item data) in any stage; every stage
      // below prod logs all events for debugging, still without data (issue 12).
      logs: { destination: logGroup, level: config.isProd ? sfn.LogLevel.ERROR : sfn.LogLevel.ALL, includeExecutionData: false },
      tracingEnabled: true,
      comment: 'Patina item workflow: review, active listing, end, payment, shipment (ARCHITECTURE.md lifecycle steps 1-6)',
    });
    if (config.isProd) {
      acknowledge(this.stateMachine, {
        id: 'AwsSolutions-SF1',
        reason:
          'prod logs ERROR events only (issue 12): every event of every lot\'s execution would cost log ingestion for nothing an ' +
          'operator reads; failed, timed-out and aborted executions are alarmed (docs/adr/0018) and X-Ray traces every execution.',
      });
    }
    // A version of the state machine's current revision. Both properties force a replacement when the
    // definition (or any of the machine's settings) changes, so every such deploy publishes a new
    // version; the old one is retained (not deleted on replacement), so executions that started on it
    // can still be redriven (docs/adr/0018). Deleting the stack deletes the machine and its versions.
    const version = new sfn.CfnStateMachineVersion(this, 'ItemWorkflowVersion', {
      stateMachineArn: this.stateMachine.stateMachineArn,
      stateMachineRevisionId: this.stateMachine.stateMachineRevisionId,
      description: `Item workflow definition ${definitionHash(definition)}`,
    });
    version.applyRemovalPolicy(RemovalPolicy.RETAIN);
    const alias = new sfn.CfnStateMachineAlias(this, 'ItemWorkflowAlias', {
      name: LIVE_ALIAS,
      description: 'The version new item workflow executions start on (the newest deployed)',
      routingConfiguration: [{ stateMachineVersionArn: version.attrArn, weight: 100 }],
    });
    this.stateMachineAliasArn = alias.attrArn;
    // Unqualified ARN only (CDK's grantInvoke would add a `:*` versions wildcard we do not use).
    this.stateMachine.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.tasks.fn.functionArn] }),
    );
    acknowledge(this.stateMachine, {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Added by CDK for state machine logging (logs:CreateLogDelivery, GetLogDelivery, UpdateLogDelivery, ' +
        'DeleteLogDelivery, ListLogDeliveries, PutResourcePolicy, DescribeResourcePolicies, DescribeLogGroups) and ' +
        'X-Ray (xray:PutTraceSegments, PutTelemetryRecords, GetSamplingRules, GetSamplingTargets): these actions ' +
        'support no resource-level permissions.',
    });

    // Runs the sweeper missed after the schedule's and Lambda's retries: kept 14 days, alarmed (operations.ts).
    this.sweeperDeadLetters = new sqs.Queue(this, 'LotSweeperDeadLetters', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
    });
    acknowledge(this.sweeperDeadLetters, {
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of the lot sweeper\'s schedule and function; nothing consumes it but an operator.',
    }, {
      id: 'Serverless-SQSRedrivePolicy',
      reason: 'This queue is itself a dead-letter queue (of the lot sweeper): a redrive policy would need a DLQ of the DLQ; its depth is alarmed instead.',
    });
    this.sweeper = new PatinaFunction(this, 'LotSweeper', {
      deadLetterQueue: this.sweeperDeadLetters,
      config,
      entry: LOT_SWEEPER_ENTRY,
      description: 'Patina lot sweeper: starts workflows a crash left unstarted, ends lots whose execution is gone',
      timeout: Duration.minutes(2),
      environment: {
        TABLE_NAME: table.tableName,
        // It starts executions (on the alias) and describes them (their ARNs are the machine's).
        STATE_MACHINE_ARN: this.stateMachineAliasArn,
        STAGE: config.stage,
        // A lot it ends is told as the workflow tells it: notifications, e-mail, open pages.
        ...notifyingEnvironment(config, live),
      },
    });
    this.sweeper.grantTableActions(table, rightsOf('sweeper')!.table);
    this.sweeper.grantNotify(config, live);
    this.sweeper.role.addToPolicy(startOnAlias(this.stateMachine.stateMachineArn));
    // Whether a lot's execution is still running (the sweeper ends a lot past its end whose execution is gone).
    const executions = Arn.format(
      { service: 'states', resource: 'execution', resourceName: `${stateMachineName}:*`, arnFormat: ArnFormat.COLON_RESOURCE_NAME },
      this,
    );
    this.sweeper.role.addToPolicy(new iam.PolicyStatement({ actions: ['states:DescribeExecution'], resources: [executions] }));
    acknowledge(this.sweeper.role, {
      id: wildcardResourceFinding(this, executions),
      reason:
        'states:DescribeExecution names an execution, and executions are made per lot review (<item>-<attempt>): the ' +
        'sweeper may describe the executions of the one item workflow state machine, and no other.',
    });
    new events.Rule(this, 'LotSweeperSchedule', {
      description: 'Runs the lot sweeper',
      schedule: events.Schedule.rate(SWEEP_INTERVAL),
      targets: [new targets.LambdaFunction(this.sweeper.fn, { retryAttempts: 2, deadLetterQueue: this.sweeperDeadLetters })],
    });

    // The fortnightly payout run (EventBridge Scheduler; infra/stacks/payouts.ts).
    this.payouts = new PayoutSchedule(this, 'Payouts', { config, table, live });
    this.alerts = new Alerts(this, 'Alerts', { config, table, live });

    this.alarms = new WorkflowAlarms(this, 'Alarms', { config, stateMachine: this.stateMachine });

    new CfnOutput(this, 'StateMachineArn', { value: this.stateMachine.stateMachineArn });
    new CfnOutput(this, 'StateMachineAliasArn', { value: this.stateMachineAliasArn });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
  }
}

/**
 * StartExecution through the `live` alias only: Step Functions authorises a qualified ARN against the
 * state machine's own ARN, with the qualifier in `states:StateMachineQualifier` (absent for an
 * unqualified start, which this therefore refuses: nothing may start an execution on the unpublished
 * latest revision or on an old version).
 */
export function startOnAlias(stateMachineArn: string): iam.PolicyStatement {
  return new iam.PolicyStatement({
    actions: ['states:StartExecution'],
    resources: [stateMachineArn],
    conditions: { StringEquals: { 'states:StateMachineQualifier': LIVE_ALIAS } },
  });
}
