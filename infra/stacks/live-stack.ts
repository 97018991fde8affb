import { ArnFormat, CfnOutput, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { CONNECTION_PARTITION_PREFIXES } from '../../lambdas/data/entities/connection.ts';
import { LIVE_LIMITS } from '../../shared/contract/live.ts';
import type { PatinaConfig } from './config.ts';
import { accessLogSettings } from './log-retention.ts';
import { type LivePushSource, type LivePushTarget, PatinaFunction } from './lambda.ts';
import { acknowledge, wildcardResourceFinding } from './nag.ts';
import { LIVE_ROUTE_THROTTLES, LIVE_THROTTLE } from '../stage-throttles.ts';
import { throttleRoutes } from './route-throttles.ts';

export interface LiveStackProps extends StackProps {
  config: PatinaConfig;
  table: ITable;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
}

/** The Lambda entry of the three WebSocket routes. */
export const LIVE_SOCKETS_ENTRY = 'lambdas/entry/live.ts';
/** The WebSocket API's one stage: the socket URL is `wss://<api>.execute-api.<region>.amazonaws.com/live`. */
export const LIVE_STAGE_NAME = 'live';
/** The output other stacks read the WebSocket API's id from (exported, Fn::ImportValue). */
export const WEBSOCKET_API_ID_OUTPUT = 'WebSocketApiId';
/** The export's name: `patina-<stage>-websocket-api-id`. */
export function webSocketApiIdExport(config: PatinaConfig): string {
  return `patina-${config.stage}-websocket-api-id`;
}

/**
 * Live updates in AWS (contract/CALLS.md "Live updates", docs/adr/0017): an API Gateway WebSocket API
 * whose `$connect`, `$disconnect` and `$default` routes go to one function (lambdas/entry/live.ts).
 * It keeps the connections in the table (lambdas/data/entities/connection.ts) and may touch no other
 * records. The functions that push (call groups, the workflow's tasks, the sweeper) post through the
 * stage's management API: `pushTarget(theirStack)` is what they are given.
 *
 * No route has an authorizer: `$connect` verifies the optional `?token=` itself with the ID-token check
 * every call makes (a socket without one is a visitor's, which the contract allows), and refuses a bad
 * one with 401. Browsers connect to the stage directly (`wsUrl` in /config.json), not through CloudFront:
 * the token rides in the query string, which CloudFront's standard logs record and this stage's access
 * log does not.
 */
export class LiveStack extends Stack implements LivePushSource {
  readonly webSocketApi: apigw.WebSocketApi;
  readonly stage: apigw.WebSocketStage;
  readonly sockets: PatinaFunction;
  /** The socket URL browsers open (`wsUrl`). */
  readonly wsUrl: string;
  /** `wss://<api>.execute-api.<region>.amazonaws.com`: the CSP's connect-src source. */
  readonly wsOrigin: string;
  private readonly config: PatinaConfig;

  constructor(scope: Construct, id: string, props: LiveStackProps) {
    super(scope, id, props);
    const { config, table, userPool, userPoolClient } = props;
    this.config = config;

    this.sockets = new PatinaFunction(this, 'LiveSockets', {
      config,
      entry: LIVE_SOCKETS_ENTRY,
      description: 'Patina live sockets ($connect, $disconnect, $default)',
      environment: {
        TABLE_NAME: table.tableName,
        USER_POOL_ID: userPool.userPoolId,
        USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId,
        STAGE: config.stage,
        // Sockets per address and per account, messages per socket a minute (docs/adr/0043).
        LIVE_LIMITS: JSON.stringify(LIVE_LIMITS),
      },
    });
    this.sockets.grantTablePartitions(table, CONNECTION_PARTITION_PREFIXES);

    const integration = (route: string) => new WebSocketLambdaIntegration(`${route}Integration`, this.sockets.fn);
    this.webSocketApi = new apigw.WebSocketApi(this, 'WebSocketApi', {
      apiName: `patina-${config.stage}-live`,
      description: 'Patina live updates (contract/CALLS.md "Live updates")',
      connectRouteOptions: { integration: integration('Connect') },
      disconnectRouteOptions: { integration: integration('Disconnect') },
      // The function's body goes back to the socket: {"type":"subscribed"|"error", …}.
      defaultRouteOptions: { integration: integration('Default'), returnResponse: true },
    });

    // WebSocket stages write their access logs with the account's API Gateway CloudWatch role (an
    // account-wide setting of the region, unlike HTTP APIs): set it, and keep it if the stack goes, as
    // other APIs of the account may rely on it.
    const logRole = new iam.Role(this, 'ApiGatewayLogRole', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      description: "API Gateway's account-wide role for writing API logs to CloudWatch Logs",
      managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs')],
    });
    logRole.applyRemovalPolicy(RemovalPolicy.RETAIN);
    const account = new CfnAccount(this, 'ApiGatewayAccount', { cloudWatchRoleArn: logRole.roleArn });
    account.applyRemovalPolicy(RemovalPolicy.RETAIN);
    acknowledge(logRole, {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason:
        "API Gateway's account-level logging role: the AWS managed policy is the documented one for it, and the role " +
        'serves every REST and WebSocket API of the account and region, whose log groups are not known here.',
    });

    this.stage = new apigw.WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: LIVE_STAGE_NAME,
      autoDeploy: true,
      throttle: LIVE_THROTTLE,
      // Never the query string: it carries the ID token.
      accessLogSettings: accessLogSettings(this, 'LiveAccessLogs', config, {
        eventType: '$context.eventType',
        connectionId: '$context.connectionId',
        status: '$context.status',
      }),
    });
    // The stage's logging needs the account's role in place first.
    this.stage.node.addDependency(account);
    // `$connect`'s own throttle (docs/adr/0043, 0069).
    throttleRoutes(this.stage, LIVE_ROUTE_THROTTLES, (routeKey) => this.webSocketApi.node.tryFindChild(`${routeKey}-Route`));
    // A socket over its message budget is told why and closed by the function itself (a route's
    // answer cannot close its socket): post and delete on this API's own connections, nothing else.
    const ownConnections = ['POST', 'DELETE'].map((method) =>
      this.formatArn({
        service: 'execute-api',
        resource: this.webSocketApi.apiId,
        resourceName: `${LIVE_STAGE_NAME}/${method}/@connections/*`,
        arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      }),
    );
    this.sockets.role.addToPolicy(new iam.PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: ownConnections }));
    // The management endpoint it closes sockets through, as the pushing functions are given theirs (the
    // rehearsal, docs/adr/0047, points it at its WebSocket API twin; the event's domainName stays AWS's).
    this.sockets.fn.addEnvironment('WEBSOCKET_ENDPOINT', `https://${this.webSocketApi.apiId}.execute-api.${this.region}.${this.urlSuffix}/${LIVE_STAGE_NAME}`);
    for (const arn of ownConnections) {
      acknowledge(this.sockets.role, {
        id: wildcardResourceFinding(this.sockets, arn),
        reason:
          'execute-api:ManageConnections names a connection in its ARN and connection ids are made per socket: the ' +
          'sockets function may post to and close the connections of its own API stage only (a socket over its limits).',
      });
    }

    acknowledge(this.webSocketApi, {
      id: 'AwsSolutions-APIG4',
      reason:
        'No authorizer on purpose: the contract admits visitors\' sockets (public lot channels), and $connect verifies ' +
        'an optional ?token= itself with the same Cognito ID-token check as every call (aws-jwt-verify), refusing a bad ' +
        'one with 401; $disconnect and $default can carry no authorizer, and a socket may only follow public lots.',
    });

    this.wsUrl = this.stage.url;
    this.wsOrigin = `wss://${this.webSocketApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
    new CfnOutput(this, 'WebSocketUrl', { value: this.wsUrl });
    // Exported (a strong reference: CloudFormation refuses to remove or change it while a stack imports it).
    new CfnOutput(this, WEBSOCKET_API_ID_OUTPUT, { value: this.webSocketApi.apiId, exportName: webSocketApiIdExport(config) });
  }

  /**
   * The stage's management endpoint and connections ARN as `consumer`'s stack reads them: the API id
   * through Fn::ImportValue of this stack's export, written in that stack (not a reference CDK rewrites at synthesis), so
   * its IAM statement reads the same when cdk-nag checks it as when it is acknowledged. That stack
   * deploys after this one.
   */
  pushTarget(consumer: Construct): LivePushTarget {
    const stack = Stack.of(consumer);
    stack.addStackDependency(this, 'reads the WebSocket API id (live updates)');
    const apiId = Fn.importValue(webSocketApiIdExport(this.config));
    return {
      endpoint: `https://${apiId}.execute-api.${stack.region}.${stack.urlSuffix}/${LIVE_STAGE_NAME}`,
      connectionsArn: stack.formatArn({
        service: 'execute-api',
        resource: apiId,
        resourceName: `${LIVE_STAGE_NAME}/POST/@connections/*`,
        arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      }),
    };
  }
}
