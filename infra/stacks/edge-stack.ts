import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { PatinaConfig } from './config.ts';
import { WebAclLogging } from './waf-logging.ts';
import {
  API_RATE_LIMITS,
  COMMON_RULES_GROUP,
  FORBIDDEN_CALL_BODY,
  IP_REPUTATION_GROUP,
  KNOWN_BAD_INPUTS_GROUP,
  TOO_MANY_CALLS_BODY,
  apiResponseBodies,
  block403,
  managedGroupAnswering,
  rateRulesFor,
} from './waf-rules.ts';

export interface EdgeStackProps extends StackProps {
  config: PatinaConfig;
}

/** CloudFront's web ACLs must be made in us-east-1, whatever region the rest of Patina runs in. */
/** The output the site stack reads the web ACL's ARN from (across regions). */
export const EDGE_WEB_ACL_OUTPUT = 'WebAclArn';
export const EDGE_REGION = 'us-east-1';

/**
 * The AWS WAF web ACL of the CloudFront distribution (scope CLOUDFRONT, so this stack lives in
 * us-east-1; the site stack reads its ARN through a cross-region reference). In order:
 * 1. Amazon's IP reputation list (known bad sources never reach the rate counters);
 * 2. the rate-based rules of infra/rate-limits.ts for API calls (429, Retry-After, the protocol's body);
 * 3. the Common and Known-bad-inputs managed groups (Common's body-size rule counts only: see waf-rules.ts).
 * Every refusal answers in the call protocol's shape: 429 from the rate rules, 403 from the managed groups.
 * Requests a rule acted on are logged (waf-logging.ts).
 */
export class EdgeStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { config } = props;

    // Refusals by the managed groups answer the protocol's 403 (docs/adr/0046); each group is two rules.
    const forbidden = block403(FORBIDDEN_CALL_BODY);
    const rates = rateRulesFor(API_RATE_LIMITS, 2, TOO_MANY_CALLS_BODY);
    const after = rates.length + 2;
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `patina-${config.stage}-edge`,
      description: 'Patina CloudFront web ACL: IP reputation, per-client rate limits of infra/rate-limits.ts, AWS managed rules',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `patina-${config.stage}-edge` },
      customResponseBodies: apiResponseBodies(),
      rules: [
        ...managedGroupAnswering(IP_REPUTATION_GROUP, 0, forbidden),
        ...rates,
        ...managedGroupAnswering(COMMON_RULES_GROUP, after, forbidden),
        ...managedGroupAnswering(KNOWN_BAD_INPUTS_GROUP, after + 2, forbidden),
      ],
    });

    // Its decisions logged here in us-east-1, beside it (docs/adr/0030).
    new WebAclLogging(this, 'WebAclLogging', { config, webAcl: this.webAcl, name: 'edge' });

    new CfnOutput(this, EDGE_WEB_ACL_OUTPUT, { value: this.webAcl.attrArn });
  }
}
