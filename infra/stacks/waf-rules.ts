import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Messages } from '../../shared/messages.ts';
import { callResult, Status, type CallResponse } from '../../shared/contract/protocol.ts';
import { AUTHORIZATION_KEY_TRANSFORMATIONS, RATE_LIMITS, type RateLimit } from '../rate-limits.ts';

/**
 * AWS WAF rules built from infra/rate-limits.ts (the limits the local gateway applies too), and the
 * managed rule groups of the two web ACLs (docs/adr/0014):
 * - the CloudFront web ACL (edge stack, us-east-1) takes the entries that match API paths;
 * - the user pool's regional web ACL (auth stack) takes the entries that match Cognito actions.
 * A request over a limit is blocked with 429, `Retry-After` and, for calls, the protocol's JSON body.
 */

type Rule = CfnWebACL.RuleProperty;
type Statement = CfnWebACL.StatementProperty;

/** The key of the custom response body that a blocked call gets (CustomResponseBodies). */
export const TOO_MANY_CALLS_BODY = 'tooManyCalls';
/** The same for Cognito's API: its clients (Amplify) read `__type` and `message`. */
export const TOO_MANY_AUTH_BODY = 'tooManyAuthRequests';

/** The custom response bodies of the CloudFront web ACL: the protocol's 429 answer. */
export function apiResponseBodies(): Record<string, CfnWebACL.CustomResponseBodyProperty> {
  const body: CallResponse<null> = { result: callResult(Status.tooManyRequests, 'tooManyRequests', null) };
  return { [TOO_MANY_CALLS_BODY]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(body) } };
}

/** The custom response bodies of the user pool's web ACL: Cognito's own error shape. */
export function cognitoResponseBodies(): Record<string, CfnWebACL.CustomResponseBodyProperty> {
  const body = { __type: 'TooManyRequestsException', message: Messages.tooManyRequests };
  return { [TOO_MANY_AUTH_BODY]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(body) } };
}

/** The RATE_LIMITS entries that count API calls (the CloudFront web ACL's). */
export const API_RATE_LIMITS: readonly RateLimit[] = RATE_LIMITS.filter((l) => l.match.paths || l.match.pathPrefix);
/** The RATE_LIMITS entries that count Cognito actions (the user pool web ACL's). */
export const COGNITO_RATE_LIMITS: readonly RateLimit[] = RATE_LIMITS.filter((l) => l.match.cognitoTargets);

/** Cognito's X-Amz-Target header value for an action. */
export function cognitoTarget(action: string): string {
  return `AWSCognitoIdentityProviderService.${action}`;
}

const NO_TRANSFORM = [{ priority: 0, type: 'NONE' }];
/** The Authorization header as an aggregate key: white space compressed and lower case, so one token spelt several ways is one key. */
const AUTHORIZATION_KEY_TRANSFORM = AUTHORIZATION_KEY_TRANSFORMATIONS.map((type, priority) => ({ priority, type }));

function anyOf(statements: Statement[]): Statement {
  return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
}

function byteMatch(field: CfnWebACL.FieldToMatchProperty, value: string, positionalConstraint: 'EXACTLY' | 'STARTS_WITH'): Statement {
  return { byteMatchStatement: { fieldToMatch: field, searchString: value, positionalConstraint, textTransformations: NO_TRANSFORM } };
}

/** Which requests an entry counts, as a WAF statement. */
function matchOf(limit: RateLimit): Statement {
  const { paths, pathPrefix, cognitoTargets } = limit.match;
  if (paths) return anyOf(paths.map((p) => byteMatch({ uriPath: {} }, p, 'EXACTLY')));
  if (pathPrefix) return byteMatch({ uriPath: {} }, pathPrefix, 'STARTS_WITH');
  if (cognitoTargets) return anyOf(cognitoTargets.map((a) => byteMatch({ singleHeader: { Name: 'x-amz-target' } }, cognitoTarget(a), 'EXACTLY')));
  throw new Error(`Rate limit ${limit.name} matches nothing`);
}

function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName };
}

function block429(limit: RateLimit, bodyKey: string): CfnWebACL.RuleActionProperty {
  return {
    block: {
      customResponse: {
        responseCode: Status.tooManyRequests,
        customResponseBodyKey: bodyKey,
        // WAF lifts the block once the rate over the window falls under the limit: at most one window.
        responseHeaders: [{ name: 'Retry-After', value: String(limit.windowSeconds) }],
      },
    },
  };
}

/**
 * The rate-based rules of one entry, from `priority` on. An `ip` entry is one rule aggregating on the
 * client IP. An `ip+token` entry is one rule on IP + the Authorization header as the text
 * transformations leave it (a request without the header is skipped by it), plus a `<name>PerAddress`
 * rule on IP alone over every request it matches, header or not, with the entry's `addressLimit`: a
 * header anyone can make up never opens a fresh bucket beyond its address's (docs/adr/0042).
 */
export function rateRules(limit: RateLimit, priority: number, bodyKey: string): Rule[] {
  const match = matchOf(limit);
  const window = { evaluationWindowSec: limit.windowSeconds };
  const perAddress = (name: string, ceiling: number, at: number, metric: string): Rule => ({
    name,
    priority: at,
    action: block429(limit, bodyKey),
    visibilityConfig: visibility(metric),
    statement: { rateBasedStatement: { ...window, limit: ceiling, aggregateKeyType: 'IP', scopeDownStatement: match } },
  });
  if (limit.key === 'ip') return [perAddress(limit.name, limit.limit, priority, `rate-${limit.name}`)];
  return [
    {
      name: limit.name,
      priority,
      action: block429(limit, bodyKey),
      visibilityConfig: visibility(`rate-${limit.name}`),
      statement: {
        rateBasedStatement: {
          ...window,
          limit: limit.limit,
          aggregateKeyType: 'CUSTOM_KEYS',
          customKeys: [{ ip: {} }, { header: { name: 'authorization', textTransformations: AUTHORIZATION_KEY_TRANSFORM } }],
          scopeDownStatement: match,
        },
      },
    },
    perAddress(`${limit.name}PerAddress`, limit.addressLimit, priority + 1, `rate-${limit.name}-per-address`),
  ];
}

/** Rate rules for a list of entries, numbered from `firstPriority` in the entries' order. */
export function rateRulesFor(limits: readonly RateLimit[], firstPriority: number, bodyKey: string): Rule[] {
  const rules: Rule[] = [];
  for (const limit of limits) rules.push(...rateRules(limit, firstPriority + rules.length, bodyKey));
  return rules;
}

/** An AWS managed rule group, with some of its rules switched to count (each with its reason). */
export function managedGroup(name: string, priority: number, countOnly: ReadonlyArray<{ rule: string; reason: string }> = []): Rule {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    visibilityConfig: visibility(name),
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(countOnly.length ? { ruleActionOverrides: countOnly.map((c) => ({ name: c.rule, actionToUse: { count: {} } })) } : {}),
      },
    },
  };
}

/**
 * Rules of AWSManagedRulesCommonRuleSet that would refuse legitimate calls, so they only count:
 * - SizeRestrictions_BODY blocks bodies over 8 KB; a listing draft (title, long description, item
 *   details, five photo keys) or an admin's support article legitimately exceeds it. Every call's
 *   zod schema bounds its fields instead, and API Gateway bounds the body.
 */
export const COMMON_RULES_COUNT_ONLY = [
  {
    rule: 'SizeRestrictions_BODY',
    reason: 'listing drafts and support articles exceed 8 KB; every call schema bounds its fields',
  },
] as const;
