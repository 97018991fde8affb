import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Construct } from 'constructs';
import type { ApiStack } from './api-stack.ts';
import type { PatinaConfig } from './config.ts';
import type { DataStack } from './data-stack.ts';
import type { LiveStack } from './live-stack.ts';
import type { WorkflowStack } from './workflow-stack.ts';

export interface OperationsStackProps extends StackProps {
  config: PatinaConfig;
  data: DataStack;
  live: LiveStack;
  workflow: WorkflowStack;
  api: ApiStack;
}

/** The operations alarms this stack adds (the workflow's failed/timed-out/aborted executions are the workflow stack's). */
export const OPERATIONS_ALARMS = ['api-5xx-rate', 'throttles', 'sweeper-dead-letters', 'payout-run-dead-letters', 'websocket-errors'] as const;

const FIVE_MINUTES = Duration.minutes(5);

/**
 * What an operator watches (issue 12, docs/adr/0030): one CloudWatch dashboard — calls, errors and p95
 * latency per call, bids, executions, throttles, the dead-letter queue, WebSocket errors — and alarms,
 * published to the operations topic of the workflow stack (context `alarmEmail` subscribes someone):
 * the API's 5xx rate, any Lambda or DynamoDB throttle, a sweeper run in the dead-letter queue, and
 * WebSocket errors. The per-call figures come from the call log line every call function writes
 * (lambdas/lib/call.ts) through Logs Insights: no custom metric per call to pay for.
 */
export class OperationsStack extends Stack {
  readonly dashboard: cloudwatch.Dashboard;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: OperationsStackProps) {
    super(scope, id, props);
    const { config, data, live, workflow, api } = props;
    const name = (part: string) => `patina-${config.stage}-${part}`;
    const topic = new SnsAction(workflow.alarms.topic);
    const alarm = (id: string, options: cloudwatch.AlarmProps) => {
      const created = new cloudwatch.Alarm(this, id, { treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING, ...options });
      created.addAlarmAction(topic);
      this.alarms.push(created);
      return created;
    };

    // The HTTP API: 5xx as a share of requests (at least 20 requests in the window, so one error at night is no page).
    const requests = api.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = api.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrorRate = new cloudwatch.MathExpression({
      expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      label: '5xx (% of requests)',
      period: FIVE_MINUTES,
    });
    alarm('Api5xxRate', {
      alarmName: name('api-5xx-rate'),
      alarmDescription: 'More than 5 % of API requests answered 5xx over 5 minutes: read the call functions\' error lines (Logs Insights, level ERROR) by correlationId.',
      metric: serverErrorRate,
      threshold: 5,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
    });

    // Throttles: Lambda's across the account and region (an alarm's expression takes at most 10 metrics, and
    // Patina's functions alone are more; a stage has its account to itself, README "Deploying to AWS"), and the table's.
    const throttleMetrics: Record<string, cloudwatch.IMetric> = {};
    throttleMetrics.lambda = new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', period: FIVE_MINUTES, statistic: 'Sum' });
    throttleMetrics.reads = data.table.metric('ReadThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum' });
    throttleMetrics.writes = data.table.metric('WriteThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum' });
    const throttles = new cloudwatch.MathExpression({
      expression: Object.keys(throttleMetrics).join(' + '),
      usingMetrics: throttleMetrics,
      label: 'Throttles (Lambda + DynamoDB)',
      period: FIVE_MINUTES,
    });
    alarm('Throttles', {
      alarmName: name('throttles'),
      alarmDescription:
        'A Patina function or the table was throttled: check the account\'s Lambda concurrency (the workflow task function reserves ' +
        'workflowTaskConcurrency) and the table\'s on-demand limits.',
      metric: throttles,
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });

    const deadLetters = workflow.sweeperDeadLetters.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' });
    alarm('SweeperDeadLetters', {
      alarmName: name('sweeper-dead-letters'),
      alarmDescription: 'A lot sweeper run failed every retry and waits in its dead-letter queue: read the sweeper\'s error lines, fix, then purge the queue (the next run sweeps again).',
      metric: deadLetters,
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });

    const payoutDeadLetters = workflow.payouts.deadLetters.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' });
    alarm('PayoutRunDeadLetters', {
      alarmName: name('payout-run-dead-letters'),
      alarmDescription:
        'The fortnightly payout run failed every retry and waits in its dead-letter queue: sellers are not paid. Read the payout run\'s ' +
        'error lines, fix, run it again (adminRunPayouts, or invoke the function: the run id is the fortnight\'s, so nothing is paid twice), then purge the queue.',
      metric: payoutDeadLetters,
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });

    const webSocketMetric = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: live.webSocketApi.apiId, Stage: live.stage.stageName },
        period: FIVE_MINUTES,
        statistic: 'Sum',
      });
    const webSocketErrors = new cloudwatch.MathExpression({
      expression: 'execution + integration',
      usingMetrics: { execution: webSocketMetric('ExecutionError'), integration: webSocketMetric('IntegrationError') },
      label: 'WebSocket errors',
      period: FIVE_MINUTES,
    });
    alarm('WebSocketErrors', {
      alarmName: name('websocket-errors'),
      alarmDescription: 'The live updates\' WebSocket API failed to run its function 5 times or more in 5 minutes: read the live sockets function\'s error lines.',
      metric: webSocketErrors,
      threshold: 5,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });

    const callLogs = Object.values(api.functions).map((fn) => fn.logGroup.logGroupName);
    const sm = workflow.stateMachine;
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: name('operations'),
      defaultInterval: Duration.hours(3),
      widgets: [
        [
          new cloudwatch.GraphWidget({ title: 'Calls and 5xx (HTTP API)', left: [requests, serverErrors], right: [serverErrorRate], width: 12 }),
          new cloudwatch.LogQueryWidget({
            title: 'Calls, errors and p95 latency per call',
            logGroupNames: callLogs,
            queryLines: [
              "filter message = 'call'",
              'stats count(*) as calls, sum(status >= 500) as errors, pct(durationMs, 95) as p95Ms by call',
              'sort calls desc',
            ],
            view: cloudwatch.LogQueryVisualizationType.TABLE,
            width: 12,
          }),
        ],
        [
          new cloudwatch.LogQueryWidget({
            title: 'Bids accepted',
            logGroupNames: callLogs,
            queryLines: ["filter message = 'call' and call = 'placeBid' and status = 200", 'stats count(*) as bids by bin(5m)'],
            view: cloudwatch.LogQueryVisualizationType.LINE,
            width: 12,
          }),
          new cloudwatch.GraphWidget({
            title: 'Item workflow executions',
            left: [
              sm.metricStarted({ period: FIVE_MINUTES }),
              sm.metricSucceeded({ period: FIVE_MINUTES }),
              sm.metricFailed({ period: FIVE_MINUTES }),
              sm.metricTimedOut({ period: FIVE_MINUTES }),
            ],
            width: 12,
          }),
        ],
        [
          new cloudwatch.GraphWidget({ title: 'Throttles (Lambda + DynamoDB)', left: [throttles], width: 8 }),
          new cloudwatch.GraphWidget({ title: 'Sweeper and payout run dead letters', left: [deadLetters, payoutDeadLetters], width: 8 }),
          new cloudwatch.GraphWidget({ title: 'WebSocket errors', left: [webSocketErrors], width: 8 }),
        ],
        [new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: [...this.alarms, ...workflow.alarms.alarms], width: 24 })],
      ],
    });
  }
}
