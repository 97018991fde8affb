import * as path from 'node:path';
import { Arn, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { TABLE } from '../../lambdas/data/table-definition.ts';
import { LAMBDA_BUNDLING, modulesBesideBundle, STRIPE_PRUNE } from '../lambda-bundling.ts';
import { LISTABLE_PHOTO_PREFIXES, type PatinaConfig, REPO_ROOT, photoBucketArn } from './config.ts';
import type { TableAction } from './function-rights.ts';
import { acknowledge, wildcardResourceFinding } from './nag.ts';
import { logRetention } from './log-retention.ts';

/** Node.js 24 on Lambda (the constant exists in aws-cdk-lib 2.276; the fallback keeps older libs working). */
export const NODEJS_24: lambda.Runtime =
  (lambda.Runtime as unknown as { NODEJS_24_X?: lambda.Runtime }).NODEJS_24_X ??
  new lambda.Runtime('nodejs24.x', lambda.RuntimeFamily.NODEJS);


export interface PatinaFunctionProps {
  config: PatinaConfig;
  /** Entry file relative to the repository root (exports `handler`). */
  entry: string;
  description: string;
  environment: Record<string, string>;
  timeout?: Duration;
  memorySize?: number;
  /** Native modules this function imports (see LAMBDA_BUNDLING.nativeModules). */
  nativeModules?: readonly string[];
  /** The Parameters and Secrets extension, for functions that read a secret at run time. */
  paramsAndSecrets?: lambda.ParamsAndSecretsLayerVersion;
  /** Concurrency set aside for this function alone (and its ceiling). */
  reservedConcurrency?: number;
  /**
   * Where failed asynchronous invocations go (a function invoked by a schedule). Unset: the function is
   * only invoked synchronously (API Gateway, Step Functions, the WebSocket API), whose caller sees the error.
   */
  deadLetterQueue?: sqs.IQueue;
  /** The function reads the table's stream (an event source mapping): its role lists streams. */
  readsStream?: boolean;
}

/**
 * What a function that pushes live updates needs (infra/stacks/live-stack.ts): the WebSocket API
 * stage's management endpoint (its WEBSOCKET_ENDPOINT) and the ARN pattern of the stage's connections
 * it may post to.
 */
export interface LivePushTarget {
  endpoint: string;
  connectionsArn: string;
}

/**
 * The environment of a function that tells people (lambdas/notify: a notification, its e-mail and
 * the open pages): the sender, the site's address for links, the live updates' endpoint. Such a
 * function is granted `grantNotify`.
 */
export function notifyingEnvironment(config: PatinaConfig, live: LivePushTarget): Record<'MAIL_FROM' | 'SITE_URL' | 'WEBSOCKET_ENDPOINT', string> {
  return { MAIL_FROM: config.mailFrom, SITE_URL: config.siteUrl, WEBSOCKET_ENDPOINT: live.endpoint };
}

/** Gives a stack the live-update target, made of values that stack can read (live-stack.ts). */
export interface LivePushSource {
  pushTarget(consumer: Construct): LivePushTarget;
}

/**
 * A NodejsFunction as every Patina Lambda is built: Node 24 on arm64, esbuild-bundled ESM (minified,
 * no source maps, the AWS SDK left to the runtime: see infra/lambda-bundling.ts), its own
 * log group with a retention, and its own role whose only built-in right is writing to that log group
 * (no AWS managed policy).
 */
export class PatinaFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;
  /** The entry file (relative to the repository root): what the function's code is. */
  readonly entry: string;

  constructor(scope: Construct, id: string, props: PatinaFunctionProps) {
    super(scope, id);
    this.entry = props.entry;
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logRetention(props.config),
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.description} (Lambda execution role)`,
    });
    this.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [this.logGroup.logGroupArn],
      }),
    );
    const beside = modulesBesideBundle(Object.keys(props.environment), props.nativeModules);
    this.fn = new NodejsFunction(this, 'Function', {
      entry: path.join(REPO_ROOT, props.entry),
      handler: 'handler',
      runtime: NODEJS_24,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      description: props.description,
      role: this.role,
      logGroup: this.logGroup,
      environment: props.environment,
      ...(props.paramsAndSecrets ? { paramsAndSecrets: props.paramsAndSecrets } : {}),
      ...(props.reservedConcurrency !== undefined ? { reservedConcurrentExecutions: props.reservedConcurrency } : {}),
      // X-Ray active tracing (issue 12): Powertools' tracer adds the calls' subsegments (lambdas/lib/observability.ts).
      tracing: lambda.Tracing.ACTIVE,
      ...(props.deadLetterQueue ? { deadLetterQueue: props.deadLetterQueue } : {}),
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      bundling: {
        format: OutputFormat.ESM,
        target: LAMBDA_BUNDLING.target,
        minify: LAMBDA_BUNDLING.minify,
        sourceMap: LAMBDA_BUNDLING.sourcemap,
        mainFields: ['module', 'main'],
        banner: LAMBDA_BUNDLING.banner,
        externalModules: [...LAMBDA_BUNDLING.external],
        // Only a function that uses a native module (photos: the selling group's thumbnails) or calls Stripe
        // carries the package, installed beside its bundle (infra/lambda-bundling.ts).
        ...(beside.length ? { nodeModules: beside, environment: { ...LAMBDA_BUNDLING.nativePlatform } } : {}),
        ...(beside.includes('stripe')
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (_input: string, output: string) => STRIPE_PRUNE.map((command) => `cd "${output}" && ${command}`),
              },
            }
          : {}),
      },
    });
    acknowledge(this.role, {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Added by CDK for X-Ray active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no ' +
        'resource-level permissions (the X-Ray service has no resource ARNs for segments).' +
        (props.readsStream ? ' And a stream reader lists streams (dynamodb:ListStreams), which takes no resource-level permission.' : ''),
    });
    if (!props.deadLetterQueue) {
      acknowledge(this.fn, {
        id: 'Serverless-LambdaDLQ',
        reason:
          'Invoked synchronously only (API Gateway, Step Functions Task, WebSocket API, Cognito trigger): a Lambda DLQ receives failed ' +
          'asynchronous invocations alone; a failure here is the caller\'s 5xx (alarmed) or a failed execution ' +
          '(alarmed and redriven, docs/adr/0018).',
      });
    }
  }

  /** Table rights by name, indexes listed one by one (no `index/*` wildcard). */
  grantTable(table: ITable, access: 'read' | 'readWrite'): void {
    const read = [
      'dynamodb:GetItem',
      'dynamodb:BatchGetItem',
      'dynamodb:Query',
      'dynamodb:Scan',
      'dynamodb:ConditionCheckItem',
      'dynamodb:DescribeTable',
    ];
    const write = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
    this.role.addToPolicy(
      new iam.PolicyStatement({
        actions: access === 'readWrite' ? [...read, ...write] : read,
        resources: [table.tableArn, ...TABLE.globalIndexes.map((g) => `${table.tableArn}/index/${g.name}`)],
      }),
    );
  }

  /**
   * Exactly these table actions (infra/stacks/function-rights.ts), on the table and, when it queries,
   * its indexes listed one by one.
   */
  grantTableActions(table: ITable, actions: readonly TableAction[]): void {
    const indexes = actions.includes('Query') ? TABLE.globalIndexes.map((g) => `${table.tableArn}/index/${g.name}`) : [];
    this.role.addToPolicy(
      new iam.PolicyStatement({ actions: actions.map((a) => `dynamodb:${a}`), resources: [table.tableArn, ...indexes] }),
    );
  }

  /**
   * Table rights limited to the partitions whose keys begin with `prefixes` (dynamodb:LeadingKeys), no
   * index: for a function that owns a few kinds of records and reads nothing else.
   */
  grantTablePartitions(table: ITable, prefixes: readonly string[]): void {
    this.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((p) => `${p}*`) } },
      }),
    );
  }

  /**
   * Posting live updates through the WebSocket API's management API: PostToConnection on that one
   * API's stage (connection ids are made per socket, so the ARN ends in a wildcard).
   */
  grantLivePush(target: LivePushTarget): void {
    this.role.addToPolicy(new iam.PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [target.connectionsArn] }));
    acknowledge(this.role, {
      id: wildcardResourceFinding(this, target.connectionsArn),
      reason:
        'execute-api:ManageConnections names a connection in its ARN and connection ids are made per socket, so the ' +
        'role may POST to the connections of the one WebSocket API stage of live updates, and to nothing else.',
    });
  }

  /** Telling people (notifyingEnvironment): their e-mail, and the live updates of their open pages. */
  grantNotify(config: PatinaConfig, live: LivePushTarget): void {
    this.grantMail(config);
    this.grantLivePush(live);
  }

  /** Sending the product's e-mail through SES, as the configured sender's identity only. */
  grantMail(config: PatinaConfig): void {
    const domain = config.mailFrom.split('@')[1]!;
    const identity = (name: string) => Arn.format({ service: 'ses', resource: 'identity', resourceName: name }, Stack.of(this));
    this.role.addToPolicy(new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: [identity(domain), identity(config.mailFrom)] }));
  }

  /**
   * Object rights on the photo bucket, and listing limited to the photo prefixes: without
   * s3:ListBucket, S3 answers a HEAD or GET of a missing key with 403 (indistinguishable from a
   * refusal), so a photo that was never uploaded could not be told from a fault (docs/adr/0014).
   */
  grantPhotos(config: PatinaConfig, access: 'read' | 'readWrite'): void {
    const objects = `${photoBucketArn(config)}/*`;
    this.role.addToPolicy(
      new iam.PolicyStatement({
        actions: access === 'readWrite' ? ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'] : ['s3:GetObject'],
        resources: [objects],
      }),
    );
    this.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [photoBucketArn(config)],
        // A HEAD of a key is authorised as a listing whose prefix is that key.
        conditions: { StringLike: { 's3:prefix': LISTABLE_PHOTO_PREFIXES.map((p) => `${p}*`) } },
      }),
    );
    acknowledge(this.role, {
      id: wildcardResourceFinding(this, objects),
      reason:
        'Object-level S3 actions need an object ARN pattern: photo keys are generated per upload, so the role ' +
        'is scoped to the objects of the one photo bucket; listing is limited to the photo prefixes.',
    });
  }
}
