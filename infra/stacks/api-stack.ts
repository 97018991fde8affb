import { Annotations, Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { allCalls } from '../../lambdas/calls/index.ts';
import { FUNCTION_GROUPS } from '../../lambdas/functions.ts';
import { SAMPLE_FULFILMENT_CENTRE } from '../../lambdas/orders/fulfilment-centre.ts';
import { API_ROUTE_THROTTLES, API_THROTTLE } from '../stage-throttles.ts';
import { throttleRoutes } from './route-throttles.ts';
import { type PatinaConfig, photoBucketName } from './config.ts';
import { accessLogSettings } from './log-retention.ts';
import { grantPayoutExport, payoutBucketName } from './payouts.ts';
import { rightsOf } from './function-rights.ts';
import { type LivePushSource, PatinaFunction } from './lambda.ts';
import { acknowledge } from './nag.ts';
import type { SearchAccess } from './search-stack.ts';
import { startOnAlias } from './workflow-stack.ts';

export interface ApiStackProps extends StackProps {
  config: PatinaConfig;
  table: ITable;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  stateMachine: IStateMachine;
  /** The item workflow's `live` alias: executions start on it (docs/adr/0020). */
  stateMachineAliasArn: string;
  /** The live-update WebSocket API's stage (live stack): the groups that push post to it. */
  live: LivePushSource;
  /** The search database (search stack): the groups that read SEARCH_DB_CLUSTER_ARN query it through the Data API. */
  search: SearchAccess;
}


/** A function group as lambdas/functions.ts declares it (optional `photos` narrows bucket rights). */
interface GroupSpec {
  name: string;
  entry: string;
  calls: readonly string[];
  env: readonly string[];
  table: 'read' | 'readWrite';
  photos?: 'read' | 'readWrite';
  /** The user pool's admin actions the group may call (only on this pool). */
  userPoolAdmin?: readonly string[];
  /** The function's timeout when not Lambda's 10 s default of ours (the catalogue: a resuming search database). */
  timeoutSeconds?: number;
}

/** The Secrets Manager name of one of the payment provider's secrets: `patina/<stage>/stripe-<part>`. */
export function stripeSecretName(config: PatinaConfig, part: 'secret-key' | 'webhook-secret'): string {
  return `patina/${config.stage}/stripe-${part}`;
}

function pascal(name: string): string {
  return name.replace(/(^|[-_ ])(\w)/g, (_m, _s, c: string) => c.toUpperCase());
}

/**
 * The HTTP API: one Lambda per function group of lambdas/functions.ts, one `POST /api/{call}` route per
 * call, and the `$default` route to the first group so whatever else arrives answers in the protocol's shape.
 *
 * No route has an API Gateway authorizer (docs/adr/0014): an authorizer answers `{"message":"Unauthorized"}`
 * before the handler runs, outside the call protocol. Every handler verifies the Cognito ID token itself
 * (aws-jwt-verify: signature, issuer, audience, expiry, token use) and checks roles and ownership, so the
 * same code decides identity locally and in AWS, and a 401 carries the contract's message.
 *
 * The API is served only through CloudFront: CloudFront adds the origin secret (a generated Secrets
 * Manager secret) as a header and every handler refuses a request without it (lambdas/lib/origin-secret.ts),
 * reading the secret through the Parameters and Secrets extension, never from its environment.
 */
export class ApiStack extends Stack {
  readonly httpApi: apigw.HttpApi;
  /** `<id>.execute-api.<region>.amazonaws.com`, the CloudFront origin. */
  readonly apiDomain: string;
  /** The value CloudFront sends to the API in ORIGIN_VERIFY_HEADER. */
  readonly originSecret: secretsmanager.Secret;
  readonly functions: Record<string, PatinaFunction> = {};

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, table, userPool, userPoolClient, stateMachine, stateMachineAliasArn } = props;
    const live = props.live.pushTarget(this);

    this.originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: `Patina ${config.stage}: the header value CloudFront sends to the API, proving a request came through it`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    acknowledge(this.originSecret, {
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads the origin secret only when the site stack deploys (a CloudFormation dynamic reference), ' +
        'so a Lambda rotation could never reach it; rotation is the documented put-secret-value + site deploy ' +
        '(docs/adr/0014), during which the handlers accept the current and the previous value.',
    });

    if (!config.fulfilmentCentreAddress) {
      Annotations.of(this).addWarning('Context "fulfilmentCentreAddress" is unset: sellers are shown the sample fulfilment centre (docs/adr/0021).');
    }
    const values: Record<string, string> = {
      TABLE_NAME: table.tableName,
      PHOTO_BUCKET: photoBucketName(config),
      PAYOUT_BUCKET: payoutBucketName(config),
      USER_POOL_ID: userPool.userPoolId,
      USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId,
      // Executions start on the alias (each keeps its version: docs/adr/0020); tokens name no ARN.
      STATE_MACHINE_ARN: stateMachineAliasArn,
      // The live-update stage's management endpoint: the groups that push post through it.
      WEBSOCKET_ENDPOINT: live.endpoint,
      STAGE: config.stage,
      MAIL_FROM: config.mailFrom,
      SITE_URL: config.siteUrl,
      FULFILMENT_CENTRE_ADDRESS: config.fulfilmentCentreAddress ?? JSON.stringify(SAMPLE_FULFILMENT_CENTRE),
      // The secret's ARN, not its value: the handlers read the value through the secrets extension.
      ORIGIN_SECRET_ARN: this.originSecret.secretArn,
      // The search database, queried through the RDS Data API (docs/adr/0045).
      ...props.search.environment,
      // The payments adapter's Stripe secret key and the webhook's signing secret: their names in Secrets
      // Manager (created before the first deploy; README "Deploying to AWS"), never their values. The
      // functions read them at run time, cached (lambdas/lib/secrets.ts, docs/adr/0028).
      STRIPE_SECRET_KEY_ID: stripeSecretName(config, 'secret-key'),
      STRIPE_WEBHOOK_SECRET_ID: stripeSecretName(config, 'webhook-secret'),
    };

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `patina-${config.stage}`,
      description: 'Patina call API (POST /api/{call}); served to browsers through CloudFront',
      createDefaultStage: false,
    });

    const stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: accessLogSettings(this, 'ApiAccessLogs', config, {
        path: '$context.path',
        status: '$context.status',
        responseLength: '$context.responseLength',
        latency: '$context.responseLatency',
      }),
    });

    const groups = FUNCTION_GROUPS as unknown as readonly GroupSpec[];
    // The AWS Parameters and Secrets Lambda Extension: Secrets Manager reads with a 5-minute cache.
    const secretsExtension = lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103, {
      cacheSize: 10,
      logLevel: lambda.ParamsAndSecretsLogLevel.WARN,
    });
    // The secrets a function may read, by the variable that names them (read rights only where named).
    const stripeSecrets: Record<string, secretsmanager.ISecret> = {
      STRIPE_SECRET_KEY_ID: secretsmanager.Secret.fromSecretNameV2(this, 'StripeSecretKey', values.STRIPE_SECRET_KEY_ID!),
      STRIPE_WEBHOOK_SECRET_ID: secretsmanager.Secret.fromSecretNameV2(this, 'StripeWebhookSecret', values.STRIPE_WEBHOOK_SECRET_ID!),
    };
    const defined = new Set(allCalls.map((c) => c.name));
    const seen = new Set<string>();
    const routes = new Map<string, apigw.HttpRoute>();
    groups.forEach((group, index) => {
      const environment: Record<string, string> = {};
      for (const name of group.env) {
        const value = values[name];
        if (value === undefined) {
          throw new Error(
            `Function group "${group.name}" reads ${name}, which infra/stacks/api-stack.ts does not provide: add it to \`values\``,
          );
        }
        environment[name] = value;
      }
      const fn = new PatinaFunction(this, `${pascal(group.name)}Calls`, {
        config,
        entry: group.entry,
        description: `Patina ${group.name} calls`,
        environment,
        nativeModules: 'nativeModules' in group ? (group.nativeModules as readonly string[]) : [],
        ...('memorySize' in group ? { memorySize: group.memorySize as number } : {}),
        ...(group.env.some((name) => name === 'ORIGIN_SECRET_ARN' || name in stripeSecrets) ? { paramsAndSecrets: secretsExtension } : {}),
        ...(group.timeoutSeconds ? { timeout: Duration.seconds(group.timeoutSeconds) } : {}),
      });
      this.functions[group.name] = fn;
      const rights = rightsOf(group.name);
      if (rights) fn.grantTableActions(table, rights.table);
      else fn.grantTable(table, group.table);
      if (group.env.includes('ORIGIN_SECRET_ARN')) this.originSecret.grantRead(fn.role);
      if (group.env.includes('SEARCH_DB_CLUSTER_ARN')) props.search.grant(fn.role);
      for (const name of group.env) if (name in stripeSecrets) stripeSecrets[name]!.grantRead(fn.role);
      if (group.env.includes('PHOTO_BUCKET')) fn.grantPhotos(config, group.photos ?? 'readWrite');
      if (group.env.includes('MAIL_FROM')) fn.grantMail(config);
      if (group.env.includes('PAYOUT_BUCKET')) grantPayoutExport(fn.role, config);
      if (group.env.includes('WEBSOCKET_ENDPOINT')) fn.grantLivePush(live);
      if (group.userPoolAdmin?.length) fn.role.addToPolicy(new iam.PolicyStatement({ actions: [...group.userPoolAdmin], resources: [userPool.userPoolArn] }));
      if (group.env.includes('STATE_MACHINE_ARN')) {
        const workflowActions = rights?.workflow ?? ['StartExecution', 'SendTaskSuccess', 'SendTaskFailure'];
        if (workflowActions.includes('StartExecution')) fn.role.addToPolicy(startOnAlias(stateMachine.stateMachineArn));
        const taskTokenActions = workflowActions.filter((a) => a.startsWith('SendTask')).map((a) => `states:${a}`);
        if (taskTokenActions.length > 0) {
          fn.role.addToPolicy(new iam.PolicyStatement({ actions: taskTokenActions, resources: [stateMachine.stateMachineArn] }));
        }
      }

      // One integration per function: one Lambda permission for the whole API instead of one per route
      // (a group's route count would otherwise grow its resource policy towards the 20 KB limit).
      const integration = new HttpLambdaIntegration(`${pascal(group.name)}Integration`, fn.fn, {
        scopePermissionToRoute: false,
      });
      for (const call of group.calls) {
        if (seen.has(call)) throw new Error(`Call "${call}" is in two function groups`);
        seen.add(call);
        if (!defined.has(call)) throw new Error(`Call "${call}" of group ${group.name} has no definition in lambdas/calls`);
        const [route] = this.httpApi.addRoutes({ path: `/api/${call}`, methods: [apigw.HttpMethod.POST], integration });
        routes.set(`POST /api/${call}`, route!);
      }
      if (index === 0) {
        // Whatever no route matches (an unknown call, another method, another path) reaches the first group,
        // which answers in the protocol's shape (404 unknownCall, 405 postOnly) instead of API Gateway's own
        // `{"message":"Not Found"}`: HTTP APIs have no gateway responses (docs/adr/0046).
        new apigw.HttpRoute(this.httpApi, 'DefaultRoute', { httpApi: this.httpApi, routeKey: apigw.HttpRouteKey.DEFAULT, integration });
      }
    });

    // The routes with a budget of their own (docs/adr/0069).
    throttleRoutes(stage, API_ROUTE_THROTTLES, (routeKey) => routes.get(routeKey));

    // The payment provider's signed events: no token (the signature is the proof), its own function.
    const webhookEnv = ['TABLE_NAME', 'STRIPE_SECRET_KEY_ID', 'STRIPE_WEBHOOK_SECRET_ID', 'STATE_MACHINE_ARN', 'MAIL_FROM', 'SITE_URL', 'WEBSOCKET_ENDPOINT'] as const;
    const webhooks = new PatinaFunction(this, 'PaymentsWebhook', {
      config,
      entry: 'lambdas/entry/webhooks.ts',
      description: 'Patina payment provider webhooks (POST /webhooks/payments)',
      environment: Object.fromEntries(webhookEnv.map((name) => [name, values[name]!])),
      // The Stripe secrets are read through the extension (lambdas/lib/secrets.ts).
      paramsAndSecrets: secretsExtension,
    });
    webhooks.grantTableActions(table, rightsOf('webhooks')!.table);
    for (const name of webhookEnv) if (name in stripeSecrets) stripeSecrets[name]!.grantRead(webhooks.role);
    webhooks.grantNotify(config, live);
    webhooks.role.addToPolicy(new iam.PolicyStatement({ actions: ['states:SendTaskSuccess'], resources: [stateMachine.stateMachineArn] }));
    this.functions.webhooks = webhooks;
    this.httpApi.addRoutes({
      path: '/webhooks/payments',
      methods: [apigw.HttpMethod.POST],
      integration: new HttpLambdaIntegration('PaymentsWebhookIntegration', webhooks.fn),
    });

    acknowledge(this.httpApi, {
      id: 'AwsSolutions-APIG4',
      reason:
        'No route has an API Gateway authorizer on purpose: its refusals ({"message":"Unauthorized"}) bypass the call ' +
        'protocol and the contract\'s 401 messages. Every handler verifies the Cognito ID token itself (aws-jwt-verify: ' +
        'signature, issuer, audience, expiry, token_use) before anything else and checks roles and ownership; the API ' +
        'serves only requests carrying CloudFront\'s origin secret (docs/adr/0014).',
    });

    this.apiDomain = `${this.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }
}
