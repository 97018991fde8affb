import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { PatinaConfig } from './config.ts';
import { acknowledge } from './nag.ts';

export interface WorkflowAlarmsProps {
  config: PatinaConfig;
  stateMachine: IStateMachine;
}

/** The execution outcomes that mean a lot's workflow stopped short of its end (CloudWatch AWS/States metrics). */
export const WORKFLOW_ALARMS = {
  Failed: 'ExecutionsFailed',
  TimedOut: 'ExecutionsTimedOut',
  Aborted: 'ExecutionsAborted',
} as const;

/**
 * Alarms on the item workflow (docs/adr/0018): any execution that failed, timed out or was aborted in a
 * 5-minute period raises its alarm, which publishes to the operations topic (KMS-encrypted with a key
 * CloudWatch may use; `alarmEmail` context subscribes an address). A failed execution stopped AT the
 * Task that failed: fix the cause, then `aws stepfunctions redrive-execution --execution-arn …`.
 */
export class WorkflowAlarms extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: WorkflowAlarmsProps) {
    super(scope, id);
    const { config, stateMachine } = props;

    const key = new kms.Key(this, 'TopicKey', {
      description: `Patina ${config.stage}: encrypts the operations alarm topic`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    // CloudWatch publishes alarms to an encrypted topic only with these rights on its key (an AWS managed
    // key's policy cannot grant them, hence a key of our own).
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'AllowCloudWatchAlarmsToPublish',
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
    this.topic = new sns.Topic(this, 'Topic', {
      displayName: `Patina ${config.stage} operations alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    if (config.alarmEmail) {
      const subscription = new EmailSubscription(config.alarmEmail);
      this.topic.addSubscription(subscription);
      acknowledge(this.topic, {
        id: 'Serverless-SNSRedrivePolicy',
        reason:
          'The only subscription is an operator\'s e-mail address (context alarmEmail): SNS retries e-mail delivery itself, ' +
          'and the alarm stays in ALARM in CloudWatch (and the dashboard) whether or not the e-mail arrived.',
      });
    }

    const metricOf: Record<keyof typeof WORKFLOW_ALARMS, cloudwatch.Metric> = {
      Failed: stateMachine.metricFailed({ period: Duration.minutes(5), statistic: 'Sum' }),
      TimedOut: stateMachine.metricTimedOut({ period: Duration.minutes(5), statistic: 'Sum' }),
      Aborted: stateMachine.metricAborted({ period: Duration.minutes(5), statistic: 'Sum' }),
    };
    for (const outcome of Object.keys(WORKFLOW_ALARMS) as Array<keyof typeof WORKFLOW_ALARMS>) {
      const alarm = new cloudwatch.Alarm(this, `Executions${outcome}`, {
        alarmName: `patina-${config.stage}-item-workflow-${outcome.toLowerCase()}`,
        alarmDescription:
          `An item workflow execution ${outcome === 'TimedOut' ? 'timed out' : outcome.toLowerCase()}: its lot may not end. ` +
          'Find it in the Step Functions console (status filter), read the failed state and its error, fix the cause, ' +
          'then redrive it (aws stepfunctions redrive-execution); the lot sweeper ends a lot past its end meanwhile. docs/adr/0018.',
        metric: metricOf[outcome],
        threshold: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(new SnsAction(this.topic));
      this.alarms.push(alarm);
    }
  }
}
