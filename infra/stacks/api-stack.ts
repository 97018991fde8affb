import { Aws, CfnOutput, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { allCalls } from '../../lambdas/calls/index.ts';
import { FUNCTION_GROUPS } from '../../lambdas/functions.ts';
import { type PatinaConfig, photoBucketName } from './config.ts';
import { PatinaFunction } from './lambda.ts';
import { acknowledge } from './nag.ts';

export interface ApiStackProps extends StackProps {
  config: PatinaConfig;
  table: ITable;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  stateMachine: IStateMachine;
}

/** Stage throttling (requests per second, steady and burst) — the 429 of contract/CALLS.md. */
export const API_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;

/** A function group as lambdas/functions.ts declares it (optional `photos` narrows bucket rights). */
interface GroupSpec {
  name: string;
  entry: string;
  calls: readonly string[];
  env: readonly string[];
  table: 'read' | 'readWrite';
  photos?: 'read' | 'readWrite';
}

function pascal(name: string): string {
  return name.replace(/(^|[-_ ])(\w)/g, (_m, _s, c: string) => c.toUpperCase());
}

/**
 * The HTTP API: one Lambda per function group of lambdas/functions.ts, one `POST /api/{call}` route per
 * call, and `POST /api/{proxy+}` to the first group so unknown calls answer the protocol's 404.
 *
 * Calls that need a signed-in caller (`who` other than `any`) sit behind the HTTP API's JWT authorizer
 * (a Cognito ID token of the site's client); calls anyone may make have none, since they take no token
 * (and still read one when sent). Behind the authorizer every handler verifies the token again
 * (aws-jwt-verify) and checks roles and ownership, so the same code decides identity locally and in AWS.
 */
export class ApiStack extends Stack {
  readonly httpApi: apigw.HttpApi;
  /** `<id>.execute-api.<region>.amazonaws.com`, the CloudFront origin. */
  readonly apiDomain: string;
  readonly functions: Record<string, PatinaFunction> = {};

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, table, userPool, userPoolClient, stateMachine } = props;

    const values: Record<string, string> = {
      TABLE_NAME: table.tableName,
      PHOTO_BUCKET: photoBucketName(config),
      USER_POOL_ID: userPool.userPoolId,
      USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId,
      STATE_MACHINE_ARN: stateMachine.stateMachineArn,
      STAGE: config.stage,
      // The payments adapter's Stripe secret key, from Secrets Manager (a plain-text secret named
      // `patina/<stage>/stripe-secret-key`, created before the first deploy; README "Deploying").
      // CloudFormation resolves it at deploy time into the function's (KMS-encrypted) environment.
      STRIPE_SECRET_KEY: SecretValue.secretsManager(`patina/${config.stage}/stripe-secret-key`).unsafeUnwrap(),
    };

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `patina-${config.stage}`,
      description: 'Patina call API (POST /api/{call}); served to browsers through CloudFront',
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', {
      retention: config.isProd ? logs.RetentionDays.THREE_MONTHS : logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    const groups = FUNCTION_GROUPS as unknown as readonly GroupSpec[];
    // Signed-in calls: API Gateway checks the Cognito ID token (issuer, audience = the site's client, expiry).
    const idTokenAuthorizer = new HttpJwtAuthorizer('CognitoIdToken', `https://cognito-idp.${Aws.REGION}.amazonaws.com/${userPool.userPoolId}`, {
      jwtAudience: [userPoolClient.userPoolClientId],
      identitySource: ['$request.header.Authorization'],
    });
    const whoOf = new Map(allCalls.map((c) => [c.name, c.who]));
    const seen = new Set<string>();
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
      });
      this.functions[group.name] = fn;
      fn.grantTable(table, group.table);
      if (group.env.includes('PHOTO_BUCKET')) fn.grantPhotos(config, group.photos ?? 'readWrite');
      if (group.env.includes('STATE_MACHINE_ARN')) {
        fn.role.addToPolicy(
          new iam.PolicyStatement({
            actions: ['states:StartExecution', 'states:SendTaskSuccess', 'states:SendTaskFailure', 'states:SendTaskHeartbeat'],
            resources: [stateMachine.stateMachineArn],
          }),
        );
      }

      // One integration per function: one Lambda permission for the whole API instead of one per route
      // (a group's route count would otherwise grow its resource policy towards the 20 KB limit).
      const integration = new HttpLambdaIntegration(`${pascal(group.name)}Integration`, fn.fn, {
        scopePermissionToRoute: false,
      });
      for (const call of group.calls) {
        if (seen.has(call)) throw new Error(`Call "${call}" is in two function groups`);
        seen.add(call);
        const who = whoOf.get(call);
        if (!who) throw new Error(`Call "${call}" of group ${group.name} has no definition in lambdas/calls`);
        this.httpApi.addRoutes({
          path: `/api/${call}`,
          methods: [apigw.HttpMethod.POST],
          integration,
          ...(who === 'any' ? {} : { authorizer: idTokenAuthorizer }),
        });
      }
      if (index === 0) {
        // Unknown calls reach the first group, which answers the protocol's 404 shape.
        this.httpApi.addRoutes({ path: '/api/{proxy+}', methods: [apigw.HttpMethod.POST], integration });
      }
    });

    acknowledge(this.httpApi, {
      id: 'AwsSolutions-APIG4',
      reason:
        'Only the routes of calls anyone may make (who=any: the catalogue, the seller form, unknown calls answering ' +
        '404) have no authorizer, as the contract says; every other route has the Cognito JWT authorizer, and every ' +
        'handler verifies the ID token itself and checks roles and ownership server-side.',
    });

    this.apiDomain = `${this.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }
}
