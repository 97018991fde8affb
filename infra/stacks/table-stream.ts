import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { TABLE_STREAM_CONSUMERS, TABLE_STREAM_FILTER_PATTERNS } from '../../lambdas/stream/consumers.ts';
import type { PatinaConfig } from './config.ts';
import { PatinaFunction } from './lambda.ts';
import { acknowledge } from './nag.ts';

export interface TableStreamProps {
  config: PatinaConfig;
  table: ITable;
  /** Each consumer's function, by its name in lambdas/stream/consumers.ts. */
  consumers: Record<string, PatinaFunction>;
}

/**
 * The table stream's one reader (docs/adr/0046): DynamoDB Streams allows two readers per shard, so
 * instead of one event source mapping per consumer (a third would throttle them all), a dispatcher
 * function reads the stream — filtered to the records some consumer follows — and invokes each
 * consumer's function with its share (lambdas/stream/dispatch.ts). A batch any consumer failed is
 * retried whole, halved to isolate a bad record; what still fails is reported to `failedChanges`
 * (alarmed: operations stack), and the rebuild repairs the read model and the pages from the table.
 */
export class TableStream extends Construct {
  readonly dispatcher: PatinaFunction;
  readonly failedChanges: sqs.Queue;

  constructor(scope: Construct, id: string, props: TableStreamProps) {
    super(scope, id);
    const { config, table, consumers } = props;
    const environment: Record<string, string> = {};
    const functions = TABLE_STREAM_CONSUMERS.map((consumer) => {
      const fn = consumers[consumer.name];
      if (!fn) throw new Error(`The table stream consumer ${consumer.name} (lambdas/stream/consumers.ts) has no function in the CDK app`);
      environment[consumer.functionEnv] = fn.fn.functionName;
      return fn;
    });
    this.dispatcher = new PatinaFunction(this, 'Dispatcher', {
      config,
      entry: 'lambdas/entry/table-stream.ts',
      description: 'Patina table stream dispatcher: the one reader of the table stream, invoking each consumer with its records',
      environment,
      // Waits for the slowest consumer (the projector may take 60 s).
      timeout: Duration.seconds(90),
      memorySize: 256,
      readsStream: true,
    });
    // Invoking exactly the consumers' functions (no `:*` qualifier wildcard: they are invoked unqualified).
    this.dispatcher.role.addToPolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: functions.map((c) => c.fn.functionArn) }),
    );

    this.failedChanges = new sqs.Queue(this, 'FailedChanges', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
    });
    acknowledge(
      this.failedChanges,
      { id: 'AwsSolutions-SQS3', reason: "This queue is itself the failure destination of the table stream's mapping; nothing consumes it but an operator." },
      { id: 'Serverless-SQSRedrivePolicy', reason: 'This queue is itself a failure destination (of the table stream dispatcher): a redrive policy would need a DLQ of the DLQ.' },
    );
    this.dispatcher.fn.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 500,
        // No batching window: search shows a change within a second (docs/adr/0026; search.test.ts waits a
        // second at most), and a window of one second would take all of it (docs/adr/0069). Lambda still
        // reads the shard four times a second, so a hot auction's bids are at most a few renders of its
        // page a second, each batch holding every change since the last read.
        // Every consumer is idempotent and order-proof: retrying a whole batch, and halving it, is safe.
        bisectBatchOnError: true,
        retryAttempts: 10,
        onFailure: new SqsDlq(this.failedChanges),
        filters: TABLE_STREAM_FILTER_PATTERNS.map((pattern) => lambda.FilterCriteria.filter(pattern as Record<string, unknown>)),
      }),
    );
  }
}
