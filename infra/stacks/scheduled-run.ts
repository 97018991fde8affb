import { Aws, Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { PatinaFunction } from './lambda.ts';
import { acknowledge } from './nag.ts';

/**
 * A run on a schedule (EventBridge Scheduler), as the payout run and the alert digest are: the schedule
 * invokes the function asynchronously, so a run that fails every retry would leave no trace but its log
 * lines; it lands in a dead-letter queue, whose depth pages the operator (operations-stack.ts). The
 * constructs are made in `scope` under the ids given, so an existing schedule keeps its resources.
 */
export function scheduledRunDeadLetters(scope: Construct, what: string, retention: Duration): sqs.Queue {
  const queue = new sqs.Queue(scope, 'DeadLetters', { retentionPeriod: retention, enforceSSL: true, encryption: sqs.QueueEncryption.SQS_MANAGED });
  acknowledge(queue, {
    id: 'AwsSolutions-SQS3',
    reason: `This queue is itself the dead-letter queue of the ${what}'s schedule and function; nothing consumes it but an operator.`,
  }, {
    id: 'Serverless-SQSRedrivePolicy',
    reason: `This queue is itself a dead-letter queue (of the ${what}): a redrive policy would need a DLQ of the DLQ; its depth is alarmed instead.`,
  });
  return queue;
}

/** The schedule invoking `run` (retried twice; what it cannot invoke at all goes to the dead letters too). */
export function scheduleRun(scope: Construct, props: { id: string; what: string; run: PatinaFunction; deadLetters: sqs.Queue; description: string; scheduleExpression: string }): void {
  const { run, deadLetters } = props;
  const invoker = new iam.Role(scope, 'SchedulerRole', {
    assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } } }),
    description: `Lets the ${props.what}'s schedule invoke it`,
  });
  invoker.addToPolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [run.fn.functionArn] }));
  invoker.addToPolicy(new iam.PolicyStatement({ actions: ['sqs:SendMessage'], resources: [deadLetters.queueArn] }));
  new scheduler.CfnSchedule(scope, props.id, {
    description: props.description,
    scheduleExpression: props.scheduleExpression,
    flexibleTimeWindow: { mode: 'OFF' },
    target: { arn: run.fn.functionArn, roleArn: invoker.roleArn, retryPolicy: { maximumRetryAttempts: 2 }, deadLetterConfig: { arn: deadLetters.queueArn } },
  });
}
