import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Construct } from 'constructs';
import type { ApiStack } from './api-stack.ts';
import type { PatinaConfig } from './config.ts';
import type { DataStack } from './data-stack.ts';
import type { LiveStack } from './live-stack.ts';
import type { SearchStack } from './search-stack.ts';
import type { SiteStack } from './site-stack.ts';
import type { WorkflowStack } from './workflow-stack.ts';

export interface OperationsStackProps extends StackProps {
  config: PatinaConfig;
  data: DataStack;
  live: LiveStack;
  workflow: WorkflowStack;
  api: ApiStack;
  search: SearchStack;
  site: SiteStack;
}

/** The operations alarms this stack adds (the workflow's failed/timed-out/aborted executions are the workflow stack's). */
export const OPERATIONS_ALARMS = [
  'api-5xx-rate',
  'throttles',
  'sweeper-dead-letters',
  'payout-run-dead-letters',
  'websocket-errors',
  'table-stream-dead-letters',
  'table-stream-iterator-age',
  'search-projector-errors',
  'page-renderer-errors',
  'alert-matcher-errors',
  'alert-digest-dead-letters',
] as const;

/** The alarms on the product's own e-mail through SES (context mailFrom, required). */
export const MAIL_ALARMS = ['ses-bounce-rate', 'ses-complaint-rate'] as const;

/**
 * SES reviews an account whose bounce rate reaches 5 % or whose complaint rate reaches 0.1 %, and may
 * pause its sending at 10 % / 0.5 %: the alarms ring a little before the review.
 */
export const SES_REPUTATION_ALARM_AT = { bounceRate: 0.04, complaintRate: 0.0008 } as const;

/** How old the table stream's oldest unread record may get before someone is told (normally seconds). */
export const STREAM_ITERATOR_AGE_ALARM_MS = 5 * 60 * 1000;

const FIVE_MINUTES = Duration.minutes(5);

/**
 * What an operator watches (issue 12, docs/adr/0030): one CloudWatch dashboard — calls, errors and p95
 * latency per call, bids, executions, throttles, the dead-letter queue, WebSocket errors — and alarms,
 * published to the operations topic of the workflow stack (context `alarmEmail` subscribes someone):
 * the API's 5xx rate, any Lambda or DynamoDB throttle, every dead-letter and failure queue (the
 * sweeper's, the payout run's, the table stream's), the stream's iterator age, the search projector's
 * and the pages function's errors, WebSocket errors, and SES's bounce and complaint rates when the
 * product sends mail (docs/adr/0046). The per-call figures come from the call log line every call function writes
 * (lambdas/lib/call.ts) through Logs Insights: no custom metric per call to pay for.
 */
export class OperationsStack extends Stack {
  readonly dashboard: cloudwatch.Dashboard;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: OperationsStackProps) {
    super(scope, id, props);
    const { config, data, live, workflow, api, search, site } = props;
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

    // The table stream (docs/adr/0046): batches its consumers failed after every retry, a reader falling
    // behind (a consumer failing on and on, or too slow), and each consumer's errors.
    const streamDeadLetters = site.tableStream.failedChanges.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' });
    alarm('TableStreamDeadLetters', {
      alarmName: name('table-stream-dead-letters'),
      alarmDescription:
        'A batch of table changes failed a consumer (search projector or pages function) after every retry: the queue\'s message names ' +
        'the shard and sequence numbers. Read the consumers\' error lines, fix, rebuild what they missed (search: the rebuild command; ' +
        'pages: they re-render on their next change or request), then purge the queue. docs/adr/0046.',
      metric: streamDeadLetters,
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });
    const iteratorAge = site.tableStream.dispatcher.fn.metric('IteratorAge', { period: FIVE_MINUTES, statistic: 'Maximum' });
    alarm('TableStreamIteratorAge', {
      alarmName: name('table-stream-iterator-age'),
      alarmDescription:
        'The table stream\'s dispatcher is more than 5 minutes behind: search results and rendered pages are stale, and records older than ' +
        '24 hours are lost to the stream. Read the dispatcher\'s and the consumers\' error lines (a batch retried on and on), or their durations.',
      metric: iteratorAge,
      threshold: STREAM_ITERATOR_AGE_ALARM_MS,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });
    // A consumer's error makes its batch retry, so one is no page; three in five minutes is a failure that stays.
    const projectorErrors = search.projector.fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' });
    alarm('SearchProjectorErrors', {
      alarmName: name('search-projector-errors'),
      alarmDescription: 'The search projector failed 3 times or more in 5 minutes: search results stop following the table. Read its error lines.',
      metric: projectorErrors,
      threshold: 3,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });
    const alertErrors = workflow.alerts.matcher.fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' });
    alarm('AlertMatcherErrors', {
      alarmName: name('alert-matcher-errors'),
      alarmDescription: 'The alerts\' matcher failed 3 times or more in 5 minutes: saved searches and follows are not told of new lots (its batches retry). Read its error lines. docs/adr/0053.',
      metric: alertErrors,
      threshold: 3,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });
    const digestDeadLetters = workflow.alerts.digestDeadLetters.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' });
    alarm('AlertDigestDeadLetters', {
      alarmName: name('alert-digest-dead-letters'),
      alarmDescription:
        'The daily alert digest failed every retry and waits in its dead-letter queue: people who chose daily alerts got no e-mail. Read its ' +
        'error lines, fix, invoke it again (each person\'s digest is claimed once, none goes twice; it looks back three days), then purge the queue.',
      metric: digestDeadLetters,
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });
    const rendererErrors = site.pages.function.fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' });
    alarm('PageRendererErrors', {
      alarmName: name('page-renderer-errors'),
      alarmDescription:
        'The pages function failed 3 times or more in 5 minutes (rendering changed lots and categories, or serving a page or the sitemap): ' +
        'lot pages may be stale or missing. Read its error lines.',
      metric: rendererErrors,
      threshold: 3,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });

    // SES's account-level reputation metrics (no configuration set needed): published while the account sends.
    const reputation = (metricName: string) => new cloudwatch.Metric({ namespace: 'AWS/SES', metricName, period: Duration.hours(1), statistic: 'Maximum' });
    const bounceRate = reputation('Reputation.BounceRate');
    const complaintRate = reputation('Reputation.ComplaintRate');
    alarm('SesBounceRate', {
      alarmName: name('ses-bounce-rate'),
      alarmDescription:
        `The account's SES bounce rate reached ${SES_REPUTATION_ALARM_AT.bounceRate * 100} % (SES reviews the account at 5 %, may pause sending at 10 %): ` +
        'find the addresses that bounce (SES console, reputation dashboard) and stop mailing them.',
      metric: bounceRate,
      threshold: SES_REPUTATION_ALARM_AT.bounceRate,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });
    alarm('SesComplaintRate', {
      alarmName: name('ses-complaint-rate'),
      alarmDescription:
        `The account's SES complaint rate reached ${SES_REPUTATION_ALARM_AT.complaintRate * 100} % (SES reviews the account at 0.1 %, may pause sending at 0.5 %): ` +
        'recipients mark Patina\'s mail as spam; check what was sent to whom, and the notification settings.',
      metric: complaintRate,
      threshold: SES_REPUTATION_ALARM_AT.complaintRate,
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
          new cloudwatch.GraphWidget({ title: 'Sweeper, payout run and alert digest dead letters', left: [deadLetters, payoutDeadLetters, digestDeadLetters], width: 8 }),
          new cloudwatch.GraphWidget({ title: 'WebSocket errors', left: [webSocketErrors], width: 8 }),
        ],
        [
          new cloudwatch.GraphWidget({ title: 'Table stream: iterator age (ms)', left: [iteratorAge], width: 8 }),
          new cloudwatch.GraphWidget({ title: 'Table stream: consumer errors and failed batches', left: [projectorErrors, rendererErrors, alertErrors], right: [streamDeadLetters], width: 8 }),
          new cloudwatch.GraphWidget({ title: 'SES bounce and complaint rates', left: [bounceRate, complaintRate], width: 8 }),
        ],
        [new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: [...this.alarms, ...workflow.alarms.alarms], width: 24 })],
      ],
    });
  }
}
