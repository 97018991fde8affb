import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Messages } from '../../shared/messages.ts';
import { callResult, Status, type CallResponse } from '../../shared/contract/protocol.ts';
import { AUTHORIZATION_KEY_TRANSFORMATIONS, RATE_LIMITS, type RateLimit } from '../rate-limits.ts';

/**
 * AWS WAF rules built from infra/rate-limits.ts (the limits the local gateway applies too), and the
 * managed rule groups of the two web ACLs (docs/adr/0014):
 * - the CloudFront web ACL (edge stack, us-east-1) takes the entries that match API paths;
 * - the user pool's regional web ACL (auth stack) takes the entries that match Cognito actions.
 * A request over a limit is blocked with 429, `Retry-After` and, for calls, the protocol's JSON body;
 * a request a managed rule refuses gets 403 with the same shape (Cognito's, with CORS, for the pool).
 */

type Rule = CfnWebACL.RuleProperty;
type Statement = CfnWebACL.StatementProperty;

/** The key of the custom response body that a blocked call gets (CustomResponseBodies). */
export const TOO_MANY_CALLS_BODY = 'tooManyCalls';
/** The same for Cognito's API: its clients (Amplify) read `__type` and `message`. */
export const TOO_MANY_AUTH_BODY = 'tooManyAuthRequests';

/** The body a call refused by a managed rule (WAF's own answer would be a bare 403) gets: the protocol's 403. */
export const FORBIDDEN_CALL_BODY = 'forbiddenCall';
/** The same for Cognito's API, in its error shape. */
export const FORBIDDEN_AUTH_BODY = 'forbiddenAuthRequest';

/** The custom response bodies of the CloudFront web ACL: the protocol's 429 and 403 answers. */
export function apiResponseBodies(): Record<string, CfnWebACL.CustomResponseBodyProperty> {
  const tooMany: CallResponse<null> = { result: callResult(Status.tooManyRequests, 'tooManyRequests', null) };
  const forbidden: CallResponse<null> = { result: callResult(Status.forbidden, 'forbidden', null) };
  return {
    [TOO_MANY_CALLS_BODY]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(tooMany) },
    [FORBIDDEN_CALL_BODY]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(forbidden) },
  };
}

/** The custom response bodies of the user pool's web ACL: Cognito's own error shape. */
export function cognitoResponseBodies(): Record<string, CfnWebACL.CustomResponseBodyProperty> {
  const tooMany = { __type: 'TooManyRequestsException', message: Messages.tooManyRequests };
  const forbidden = { __type: 'ForbiddenException', message: Messages.forbidden };
  return {
    [TOO_MANY_AUTH_BODY]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(tooMany) },
    [FORBIDDEN_AUTH_BODY]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(forbidden) },
  };
}

/**
 * The headers of a refusal, by its body. Cognito's API is called across origins (the site's origin →
 * cognito-idp.<region>.amazonaws.com): without `Access-Control-Allow-Origin` the browser hides the
 * answer and Amplify reports a network error instead of "too many attempts", and without
 * `Access-Control-Expose-Headers` the page cannot read its type or `Retry-After` (the local guard,
 * infra/local/cognito-guard.ts, answers the same). Calls are same-origin (CloudFront): no CORS.
 */
export const COGNITO_CORS_HEADERS: ReadonlyArray<{ name: string; value: string }> = [
  { name: 'Access-Control-Allow-Origin', value: '*' },
  { name: 'Access-Control-Expose-Headers', value: 'x-amzn-errortype, x-amzn-requestid, retry-after' },
];
const RESPONSE_HEADERS: Record<string, ReadonlyArray<{ name: string; value: string }>> = {
  [TOO_MANY_AUTH_BODY]: [...COGNITO_CORS_HEADERS, { name: 'x-amzn-ErrorType', value: 'TooManyRequestsException' }],
  [FORBIDDEN_AUTH_BODY]: [...COGNITO_CORS_HEADERS, { name: 'x-amzn-ErrorType', value: 'ForbiddenException' }],
};

/** A block answering 403 with one of the bodies above (and its headers). */
export function block403(bodyKey: string): CfnWebACL.RuleActionProperty {
  const headers = RESPONSE_HEADERS[bodyKey] ?? [];
  return { block: { customResponse: { responseCode: Status.forbidden, customResponseBodyKey: bodyKey, ...(headers.length ? { responseHeaders: [...headers] } : {}) } } };
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
        responseHeaders: [{ name: 'Retry-After', value: String(limit.windowSeconds) }, ...(RESPONSE_HEADERS[bodyKey] ?? [])],
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

/** An AWS managed rule group as the web ACLs use it: its name, its labels' namespace, and what of it only counts. */
export interface ManagedGroup {
  name: string;
  /** The namespace of the labels its rules add (`awswaf:managed:aws:<group>:`). */
  labelNamespace: string;
  /** Rules that only count (by AWS's design, or ours), by the label each adds, with the reason. */
  countOnly: ReadonlyArray<{ rule: string; label: string; reason: string }>;
}

/**
 * A managed group whose refusals answer in our shape (docs/adr/0046). A managed rule that blocks answers
 * WAF's default 403 (CloudFront's HTML error page), and custom responses cannot be set on a group, only
 * on a rule. So the group runs in count mode, labelling what it matches, and the rule after it blocks
 * requests carrying any of its labels but those of the rules that only count, with `block`: the same
 * requests refused, now with the protocol's (or Cognito's) body. Two rules, at `priority` and `priority + 1`.
 */
export function managedGroupAnswering(group: ManagedGroup, priority: number, block: CfnWebACL.RuleActionProperty): Rule[] {
  const labelled: Statement = { labelMatchStatement: { scope: 'NAMESPACE', key: group.labelNamespace } };
  const counted: Statement[] = group.countOnly.map((c) => ({ labelMatchStatement: { scope: 'LABEL', key: c.label } }));
  return [
    {
      name: group.name,
      priority,
      overrideAction: { count: {} },
      visibilityConfig: visibility(group.name),
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: group.name } },
    },
    {
      name: `${group.name}Block`,
      priority: priority + 1,
      action: block,
      visibilityConfig: visibility(`${group.name}-block`),
      statement: counted.length
        ? { andStatement: { statements: [labelled, { notStatement: { statement: anyOf(counted) } }] } }
        : labelled,
    },
  ];
}

/** Amazon's IP reputation list: AWSManagedIPDDoSList only labels (its action is Count in the group's definition). */
export const IP_REPUTATION_GROUP: ManagedGroup = {
  name: 'AWSManagedRulesAmazonIpReputationList',
  labelNamespace: 'awswaf:managed:aws:amazon-ip-list:',
  countOnly: [{ rule: 'AWSManagedIPDDoSList', label: 'awswaf:managed:aws:amazon-ip-list:AWSManagedIPDDoSList', reason: 'Count in the group\'s own definition: it labels addresses seen in DDoS activity' }],
};

/**
 * Rules of AWSManagedRulesCommonRuleSet that would refuse legitimate calls, so they only count:
 * - SizeRestrictions_BODY blocks bodies over 8 KB; a listing draft (title, long description, item
 *   details, five photo keys) or an admin's support article legitimately exceeds it. Every call's
 *   zod schema bounds its fields instead, and API Gateway bounds the body.
 */
export const COMMON_RULES_COUNT_ONLY = [
  {
    rule: 'SizeRestrictions_BODY',
    label: 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body',
    reason: 'listing drafts and support articles exceed 8 KB; every call schema bounds its fields',
  },
] as const;

/** The core rule set, its body-size rule counting only. */
export const COMMON_RULES_GROUP: ManagedGroup = { name: 'AWSManagedRulesCommonRuleSet', labelNamespace: 'awswaf:managed:aws:core-rule-set:', countOnly: COMMON_RULES_COUNT_ONLY };

/** Known bad inputs (Log4j, Java deserialisation, localhost Host headers…): every rule blocks. */
export const KNOWN_BAD_INPUTS_GROUP: ManagedGroup = { name: 'AWSManagedRulesKnownBadInputsRuleSet', labelNamespace: 'awswaf:managed:aws:known-bad-inputs:', countOnly: [] };
