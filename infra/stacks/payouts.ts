import { Aws, CfnOutput, Duration, Fn, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { PAYOUT_PERIOD_DAYS } from '../../shared/payout.ts';
import type { PatinaConfig } from './config.ts';
import { rightsOf } from './function-rights.ts';
import { PatinaFunction, type LivePushTarget } from './lambda.ts';
import { acknowledge, wildcardResourceFinding } from './nag.ts';

/** The fortnightly payout run's Lambda entry. */
export const PAYOUT_RUN_ENTRY = 'lambdas/entry/payout-run.ts';

/** The payouts' bank export bucket, by name (functions in other stacks are granted it without a cross-stack token). */
export function payoutBucketName(config: PatinaConfig): string {
  return `patina-${config.stage}-payouts-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
}

/** The export through which the data stack publishes the payout key's ARN (a strong reference: it cannot be replaced under its users). */
export function payoutKeyExport(config: PatinaConfig): string {
  return `patina-${config.stage}-payout-key`;
}

/**
 * How long a bank instruction is kept: six years (HMRC's and the Companies Act's for financial records).
 * The instruction is the one record of which account a payout was sent to: the seller's IBAN in their
 * account may change afterwards (docs/adr/0030).
 */
export const PAYOUT_INSTRUCTION_RETENTION_DAYS = 6 * 365 + 2;

/** An instruction is written once; a version replaced or deleted by mistake stays this long to be restored. */
export const PAYOUT_REPLACED_VERSION_DAYS = 30;

/** Lets a function write (and look for) payout instructions in the bank export (docs/adr/0024). */
export function grantPayoutExport(role: iam.IRole, config: PatinaConfig): void {
  const bucket = `arn:${Aws.PARTITION}:s3:::${payoutBucketName(config)}`;
  const objects = `${bucket}/instructions/*`;
  role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [objects] }));
  // The bucket's key, through S3 only: a put encrypts with a data key, a get decrypts it.
  role.addToPrincipalPolicy(new iam.PolicyStatement({
    actions: ['kms:GenerateDataKey', 'kms:Decrypt'],
    resources: [Fn.importValue(payoutKeyExport(config))],
    conditions: { StringEquals: { 'kms:ViaService': `s3.${Aws.REGION}.amazonaws.com` } },
  }));
  acknowledge(role, {
    id: wildcardResourceFinding(role, objects),
    reason: 'Object-level S3 actions need an object ARN pattern: one instruction object per seller per run, so the role is scoped to the instructions prefix of the one payout bucket.',
  });
  // A HEAD of a missing key answers 404 only to a caller that may list it (403 otherwise).
  role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket], conditions: { StringLike: { 's3:prefix': ['instructions/*'] } } }));
}

/**
 * The private bucket the payout runs export bank instructions (IBANs) to (data stack: it holds the business,
 * so it is retained). Encrypted with a key of its own, rotated yearly: reading an instruction takes rights on
 * that key as well as on the bucket, and every use of it is in CloudTrail. Instructions expire after six
 * years; replaced versions after 30 days (docs/adr/0030).
 */
export class PayoutBucket extends Construct {
  readonly bucket: s3.Bucket;
  readonly key: kms.Key;
  constructor(scope: Construct, id: string, props: { config: PatinaConfig; accessLogs: s3.IBucket }) {
    super(scope, id);
    const { config } = props;
    // Retained with the bucket: without it, the instructions could not be read.
    this.key = new kms.Key(this, 'Key', {
      alias: `alias/patina-${config.stage}-payouts`,
      description: 'Patina payouts bank export (IBANs): the payout bucket\'s encryption key',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.bucket = new s3.Bucket(this, 'Bucket', {
      bucketName: payoutBucketName(config),
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.KMS,
      encryptionKey: this.key,
      // One data key per bucket rather than per object: KMS requests (and their cost) stay few.
      bucketKeyEnabled: true,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'payout-bucket/',
      lifecycleRules: [
        {
          id: 'instructions-kept-six-years',
          expiration: Duration.days(PAYOUT_INSTRUCTION_RETENTION_DAYS),
          noncurrentVersionExpiration: Duration.days(PAYOUT_REPLACED_VERSION_DAYS),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
        { id: 'expired-markers-removed', expiredObjectDeleteMarker: true },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // No instruction stored under another encryption: an explicit SSE-S3 header, or another key (a put
    // without the header takes the bucket's default, this key).
    this.bucket.addToResourcePolicy(new iam.PolicyStatement({
      sid: 'DenyOtherEncryption',
      effect: iam.Effect.DENY,
      principals: [new iam.AnyPrincipal()],
      actions: ['s3:PutObject'],
      resources: [this.bucket.arnForObjects('*')],
      conditions: { StringEquals: { 's3:x-amz-server-side-encryption': 'AES256' } },
    }));
    this.bucket.addToResourcePolicy(new iam.PolicyStatement({
      sid: 'DenyOtherKeys',
      effect: iam.Effect.DENY,
      principals: [new iam.AnyPrincipal()],
      actions: ['s3:PutObject'],
      resources: [this.bucket.arnForObjects('*')],
      conditions: {
        Null: { 's3:x-amz-server-side-encryption-aws-kms-key-id': 'false' },
        StringNotEquals: { 's3:x-amz-server-side-encryption-aws-kms-key-id': this.key.keyArn },
      },
    }));
    new CfnOutput(this, 'KeyArn', { value: this.key.keyArn, exportName: payoutKeyExport(config) });
  }
}

/**
 * The fortnightly payout run: its function, and an EventBridge Scheduler schedule every 14 days that
 * invokes it (retried twice; the run id is the fortnight's, so a retry pays nothing twice). The schedule
 * invokes it asynchronously, so a run that fails every retry would leave no trace but its log lines:
 * it lands in a dead-letter queue, whose depth pages the operator (operations-stack.ts).
 */
export class PayoutSchedule extends Construct {
  readonly run: PatinaFunction;
  readonly deadLetters: sqs.Queue;
  constructor(scope: Construct, id: string, props: { config: PatinaConfig; table: ITable; live: LivePushTarget }) {
    super(scope, id);
    const { config, table, live } = props;
    // Runs that failed after the schedule's and Lambda's retries: kept 14 days (the next run is due then), alarmed.
    this.deadLetters = new sqs.Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
    });
    acknowledge(this.deadLetters, {
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of the payout run\'s schedule and function; nothing consumes it but an operator.',
    }, {
      id: 'Serverless-SQSRedrivePolicy',
      reason: 'This queue is itself a dead-letter queue (of the payout run): a redrive policy would need a DLQ of the DLQ; its depth is alarmed instead.',
    });
    this.run = new PatinaFunction(this, 'PayoutRun', {
      deadLetterQueue: this.deadLetters,
      config,
      entry: PAYOUT_RUN_ENTRY,
      description: 'Patina fortnightly payout run: pays sellers their due sales once',
      timeout: Duration.minutes(5),
      environment: { TABLE_NAME: table.tableName, PAYOUT_BUCKET: payoutBucketName(config), STAGE: config.stage, MAIL_FROM: config.mailFrom, SITE_URL: config.siteUrl, WEBSOCKET_ENDPOINT: live.endpoint },
    });
    this.run.grantTableActions(table, rightsOf('payout-run')!.table);
    this.run.grantMail(config);
    this.run.grantLivePush(live);
    grantPayoutExport(this.run.role, config);
    const invoker = new iam.Role(this, 'SchedulerRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } } }),
      description: 'Lets the payout schedule invoke the payout run',
    });
    invoker.addToPolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.run.fn.functionArn] }));
    // An invocation the schedule could not make at all goes to the same queue.
    invoker.addToPolicy(new iam.PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.deadLetters.queueArn] }));
    new scheduler.CfnSchedule(this, 'Fortnightly', {
      description: 'Pays sellers every fortnight (docs/adr/0024)',
      scheduleExpression: `rate(${PAYOUT_PERIOD_DAYS} days)`,
      flexibleTimeWindow: { mode: 'OFF' },
      target: { arn: this.run.fn.functionArn, roleArn: invoker.roleArn, retryPolicy: { maximumRetryAttempts: 2 }, deadLetterConfig: { arn: this.deadLetters.queueArn } },
    });
  }
}
