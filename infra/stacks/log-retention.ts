import { CfnResource, type IAspect, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct, IConstruct } from 'constructs';
import type { PatinaConfig } from './config.ts';

/** How long a stage keeps its logs: three months in prod (an incident found late), one month elsewhere. */
export function logRetention(config: PatinaConfig): logs.RetentionDays {
  return config.isProd ? logs.RetentionDays.THREE_MONTHS : logs.RetentionDays.ONE_MONTH;
}

/**
 * An API stage's access log (`accessLogSettings`), in a log group `id` of its own with the stage's
 * retention: one JSON line per request or message, the fields every stage logs (the request, who
 * sent it, when, its route) around those of the API's kind (`fields`), then any integration error.
 */
export function accessLogSettings(scope: Construct, id: string, config: PatinaConfig, fields: Record<string, string>): apigw.IAccessLogSettings {
  const accessLogs = new logs.LogGroup(scope, id, { retention: logRetention(config), removalPolicy: RemovalPolicy.DESTROY });
  return {
    destination: new apigw.LogGroupLogDestination(accessLogs),
    format: AccessLogFormat.custom(
      JSON.stringify({
        requestId: '$context.requestId',
        ip: '$context.identity.sourceIp',
        requestTime: '$context.requestTime',
        routeKey: '$context.routeKey',
        ...fields,
        integrationError: '$context.integrationErrorMessage',
      }),
    ),
  };
}

/**
 * No log group in the app is kept forever (issue 12): every log group made without a retention gets the
 * stage's, and every Lambda function CDK makes for itself (custom resource providers such as the VPC's
 * default-security-group restriction) that would log to Lambda's implicit `/aws/lambda/<name>` group — a
 * group CloudFormation does not own and which never expires — is given a log group of its own with that
 * retention. The functions Patina writes have theirs already (PatinaFunction).
 */
export class LogsExpire implements IAspect {
  private readonly config: PatinaConfig;
  constructor(config: PatinaConfig) {
    this.config = config;
  }

  visit(node: IConstruct): void {
    if (node instanceof logs.CfnLogGroup) {
      if (node.retentionInDays === undefined) node.retentionInDays = logRetention(this.config);
      return;
    }
    if (node instanceof lambda.CfnFunction) {
      const config = Stack.of(node).resolve(node.loggingConfig) as { LogGroup?: unknown; logGroup?: unknown } | undefined;
      if (!config?.LogGroup && !config?.logGroup) node.loggingConfig = { ...(node.loggingConfig as object), logGroup: this.logGroupFor(node).ref };
      return;
    }
    // CDK's custom resource providers (CustomResourceProvider) are raw CfnResources that never set LoggingConfig.
    if (node instanceof CfnResource && node.cfnResourceType === 'AWS::Lambda::Function') {
      node.addPropertyOverride('LoggingConfig.LogGroup', this.logGroupFor(node).ref);
    }
  }

  private logGroupFor(fn: CfnResource): logs.CfnLogGroup {
    const scope = fn.node.scope!;
    const id = `${fn.node.id}Logs`;
    const existing = scope.node.tryFindChild(id);
    if (existing) return existing as logs.CfnLogGroup;
    const group = new logs.CfnLogGroup(scope, id, { retentionInDays: logRetention(this.config) });
    group.applyRemovalPolicy(RemovalPolicy.DESTROY);
    return group;
  }
}
