import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { PatinaConfig } from './config.ts';
import { logRetention } from './log-retention.ts';

/** Request headers a WAF log never shows: the caller's token and session cookies. */
export const WAF_REDACTED_HEADERS = ['authorization', 'cookie'] as const;

/** What a WAF log keeps: the requests a rule acted on (allowed ones are in the distribution's access logs). */
export const WAF_LOGGED_ACTIONS = ['BLOCK', 'COUNT', 'CAPTCHA', 'CHALLENGE', 'EXCLUDED_AS_COUNT'] as const;

/**
 * Logs a web ACL's decisions to CloudWatch Logs (docs/adr/0030): the group is named `aws-waf-logs-…` (AWS WAF
 * accepts no other), expires with the stage's logs, and lives in the web ACL's region (us-east-1 for
 * CloudFront's). Authorization and cookies are redacted; only requests a rule blocked, counted or challenged
 * are kept, so an operator can tell a false positive from an attack without paying for every allowed request.
 */
export class WebAclLogging extends Construct {
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: { config: PatinaConfig; webAcl: wafv2.CfnWebACL; name: string }) {
    super(scope, id);
    const logGroupName = `aws-waf-logs-patina-${props.config.stage}-${props.name}`;
    this.logGroup = new logs.LogGroup(this, 'Logs', { logGroupName, retention: logRetention(props.config), removalPolicy: RemovalPolicy.DESTROY });
    const stack = Stack.of(this);
    // AWS WAF wants the group's ARN without the `:*` CDK's logGroupArn ends with.
    const logGroupArn = stack.formatArn({ service: 'logs', resource: 'log-group', resourceName: logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME });
    // The delivery service writes the logs: allowed on this group only, for this account's web ACLs (made here
    // rather than left to AWS WAF, so the stack owns it and removes it).
    const delivery = new logs.ResourcePolicy(this, 'DeliveryPolicy', {
      resourcePolicyName: `${logGroupName}-delivery`,
      policyStatements: [
        new iam.PolicyStatement({
          principals: [new iam.ServicePrincipal('delivery.logs.amazonaws.com')],
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [`${logGroupArn}:log-stream:*`],
          conditions: {
            StringEquals: { 'aws:SourceAccount': stack.account },
            ArnLike: { 'aws:SourceArn': stack.formatArn({ service: 'logs', resource: '*' }) },
          },
        }),
      ],
    });
    const logging = new wafv2.CfnLoggingConfiguration(this, 'Config', {
      resourceArn: props.webAcl.attrArn,
      logDestinationConfigs: [logGroupArn],
      redactedFields: WAF_REDACTED_HEADERS.map((name) => ({ singleHeader: { Name: name } })),
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: WAF_LOGGED_ACTIONS.map((action) => ({ ActionCondition: { Action: action } })),
          },
        ],
      },
    });
    logging.node.addDependency(this.logGroup, delivery);
  }
}
