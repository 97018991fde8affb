import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { FUNCTION_GROUPS } from '../../lambdas/functions.ts';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/lib/origin-secret.ts';
import { Messages } from '../../shared/messages.ts';
import { RATE_LIMITS } from '../../infra/rate-limits.ts';
import type { PatinaStacks } from '../../infra/stacks/patina-app.ts';
import { buildTestApp } from './synth-app.ts';

/**
 * What the synthesised templates must hold for issue 7's AWS findings (docs/adr/0014): every answer of
 * the API comes from a handler (no authorizer), the API serves only what CloudFront forwards, the call
 * roles can tell a missing photo from a forbidden one, and AWS WAF plus Cognito's threat protection
 * apply the rate limits of infra/rate-limits.ts.
 */
let stacks: PatinaStacks;
const templates: Record<string, Record<string, any>> = {};

beforeAll(() => {
  stacks = buildTestApp();
  for (const stack of [stacks.data, stacks.auth, stacks.live, stacks.workflow, stacks.api, stacks.edge, stacks.site]) {
    templates[stack.stackName] = Template.fromStack(stack).toJSON();
  }
});

const template = (part: string) => templates[`Patina-dev-${part}`]!;
const resources = (part: string, type: string): Array<[string, Record<string, any>]> =>
  Object.entries(template(part).Resources as Record<string, any>).filter(([, r]) => r.Type === type);
const onlyOf = (part: string, type: string): [string, Record<string, any>] => {
  const found = resources(part, type);
  expect(found, `${part} ${type}`).toHaveLength(1);
  return found[0]!;
};

/**
 * What a cross-stack value stands for in the stack that publishes it: an export (Fn::ImportValue, a strong
 * reference, same region) or, across regions, a stack output (Fn::GetStackOutput).
 */
function published(value: any): { stack: string; region: string; value: unknown } {
  const imported = value['Fn::ImportValue'];
  if (imported) {
    for (const stack of [stacks.data, stacks.auth, stacks.live, stacks.workflow, stacks.api, stacks.edge, stacks.site]) {
      const outputs = (templates[stack.stackName]?.Outputs ?? {}) as Record<string, any>;
      const output = Object.values(outputs).find((o) => o.Export?.Name === imported);
      if (output) return { stack: stack.stackName, region: stack.region, value: output.Value };
    }
    throw new Error(`No stack exports ${JSON.stringify(imported)}`);
  }
  const ref = value['Fn::GetStackOutput'];
  expect(ref, JSON.stringify(value)).toBeDefined();
  return { stack: ref.StackName, region: ref.Region, value: templates[ref.StackName]!.Outputs[ref.OutputName].Value };
}

/** The call functions (the payments webhook is not a call: the provider's signature, not CloudFront, is its proof). */
const apiFunctions = () =>
  resources('Api', 'AWS::Lambda::Function')
    .map(([id, r]) => ({ id, ...r.Properties }))
    .filter((fn) => String(fn.Description).endsWith(' calls'));
const roleStatements = (part: string, roleOfFunction: string): any[] => {
  const fn = template(part).Resources[roleOfFunction].Properties;
  const roleId = fn.Role['Fn::GetAtt'][0];
  return resources(part, 'AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: any) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
};

describe('every answer of the API comes from a handler (finding 9)', () => {
  it('has no API Gateway authorizer, and no route uses one', () => {
    expect(resources('Api', 'AWS::ApiGatewayV2::Authorizer')).toEqual([]);
    const routes = resources('Api', 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties);
    // every call, the unknown-call catch-all and the payments webhook
    expect(routes.length).toBe(FUNCTION_GROUPS.reduce((n, g) => n + g.calls.length, 0) + 2);
    for (const route of routes) {
      expect(route.AuthorizationType ?? 'NONE', route.RouteKey).toBe('NONE');
      expect(route.AuthorizerId, route.RouteKey).toBeUndefined();
    }
  });

  it('sends every API route to a call function (the protocol runner), never a mock or HTTP integration', () => {
    for (const [, integration] of resources('Api', 'AWS::ApiGatewayV2::Integration')) {
      expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
      const target = integration.Properties.IntegrationUri['Fn::GetAtt'][0];
      expect(template('Api').Resources[target].Type).toBe('AWS::Lambda::Function');
    }
  });
});

describe('the API serves only what CloudFront forwards (finding 9)', () => {
  const apiOrigin = () => {
    const [, distribution] = onlyOf('Site', 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig;
    const behavior = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    return config.Origins.find((o: any) => o.Id === behavior.TargetOriginId);
  };
  const secretId = () => onlyOf('Api', 'AWS::SecretsManager::Secret')[0];

  it('keeps a generated origin secret in Secrets Manager, never a value in a template', () => {
    const [, secret] = onlyOf('Api', 'AWS::SecretsManager::Secret');
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: expect.any(Number) });
    expect(secret.Properties.GenerateSecretString.PasswordLength).toBeGreaterThanOrEqual(32);
    expect(secret.Properties.SecretString).toBeUndefined();
  });

  it('has CloudFront send that secret to the API, resolved by CloudFormation at deploy time', () => {
    const headers = apiOrigin().OriginCustomHeaders;
    expect(headers.map((h: any) => h.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
    const [prefix, reference, suffix] = headers[0].HeaderValue['Fn::Join'][1];
    expect(prefix).toBe('{{resolve:secretsmanager:');
    expect(suffix).toMatch(/^:SecretString:/);
    expect(published(reference)).toEqual({ stack: 'Patina-dev-Api', region: 'eu-west-2', value: { Ref: secretId() } });
  });

  it('has every call function check it: the secret’s ARN (not its value) in the environment, read rights, the secrets extension', () => {
    const functions = apiFunctions();
    expect(functions).toHaveLength(FUNCTION_GROUPS.length);
    for (const fn of functions) {
      expect(fn.Environment.Variables.ORIGIN_SECRET_ARN, fn.Description).toEqual({ Ref: secretId() });
      expect(fn.Layers, fn.Description).toEqual([expect.stringMatching(/:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:/)]);
      const reads = roleStatements('Api', fn.id).filter((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue'));
      // (and the payment provider's secrets for the groups that name them: secrets-at-run-time.test.ts)
      expect(reads.flatMap((s) => [s.Resource].flat()), fn.Description).toContainEqual({ Ref: secretId() });
      // Never its value: no dynamic reference to the origin secret in the environment.
      const resolved = Object.values(fn.Environment.Variables).map((v) => JSON.stringify(v)).filter((v) => v.includes('{{resolve:'));
      expect(resolved.filter((v) => v.includes(secretId())), fn.Description).toEqual([]);
    }
  });
});

describe('the call roles can tell a missing photo from a forbidden one (finding 8)', () => {
  it('lets every function that reads photos list the photo prefixes of the photo bucket, and nothing else', () => {
    const photoGroups = FUNCTION_GROUPS.filter((g) => (g.env as readonly string[]).includes('PHOTO_BUCKET'));
    expect(photoGroups.map((g) => g.name)).toContain('selling');
    for (const group of photoGroups) {
      const fn = apiFunctions().find((f) => f.Description === `Patina ${group.name} calls`)!;
      const statements = roleStatements('Api', fn.id);
      const reads = statements.filter((s) => [s.Action].flat().includes('s3:GetObject'));
      expect(reads).toHaveLength(1);
      const listing = statements.filter((s) => [s.Action].flat().includes('s3:ListBucket'));
      expect(listing, group.name).toHaveLength(1);
      const list = listing[0];
      // The bucket itself (ListBucket is a bucket action): the bucket whose objects the role reads.
      expect([...list.Resource['Fn::Join'][1], '/*']).toEqual(reads[0].Resource['Fn::Join'][1]);
      expect(JSON.stringify(list.Resource)).toContain('{"Fn::ImportValue":"patina-dev-photo-bucket"}');
      expect(list.Condition).toEqual({ StringLike: { 's3:prefix': expect.arrayContaining(['uploads/*']) } });
      expect(list.Condition.StringLike['s3:prefix'].every((p: string) => /^[a-z]+\/\*$/.test(p))).toBe(true);
    }
  });
});

describe('AWS WAF on CloudFront (finding 6)', () => {
  const apiLimits = RATE_LIMITS.filter((l) => l.match.paths || l.match.pathPrefix);
  const webAcl = () => onlyOf('Edge', 'AWS::WAFv2::WebACL');
  const rules = () => webAcl()[1].Properties.Rules as any[];
  const rule = (name: string) => rules().find((r) => r.Name === name);
  const matchedPaths = (statement: any): string[] => {
    if (statement.ByteMatchStatement) return [statement.ByteMatchStatement.SearchString];
    return (statement.OrStatement?.Statements ?? statement.AndStatement?.Statements ?? []).flatMap(matchedPaths);
  };

  it('is a CloudFront-scope web ACL in us-east-1, attached to the distribution', () => {
    const [id, acl] = webAcl();
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    expect(acl.Properties.DefaultAction).toEqual({ Allow: {} });
    expect(stacks.edge.region).toBe('us-east-1');
    const [, distribution] = onlyOf('Site', 'AWS::CloudFront::Distribution');
    expect(published(distribution.Properties.DistributionConfig.WebACLId)).toEqual({
      stack: 'Patina-dev-Edge',
      region: 'us-east-1',
      value: { 'Fn::GetAtt': [id, 'Arn'] },
    });
  });

  it('has a rate-based rule for every API entry of infra/rate-limits.ts, keyed and matched as the entry says', () => {
    expect(apiLimits.length).toBeGreaterThan(0);
    for (const limit of apiLimits) {
      const r = rule(limit.name);
      expect(r, limit.name).toBeDefined();
      const rate = r.Statement.RateBasedStatement;
      expect(rate.Limit).toBe(limit.limit);
      expect(rate.EvaluationWindowSec).toBe(limit.windowSeconds);
      if (limit.key === 'ip') {
        expect(rate.AggregateKeyType).toBe('IP');
      } else {
        expect(rate.AggregateKeyType).toBe('CUSTOM_KEYS');
        // One token spelt `bearer`, `BEARER`, with two spaces or a tab is one key (issue 22, point 1).
        expect(rate.CustomKeys).toEqual([
          { IP: {} },
          { Header: { Name: 'authorization', TextTransformations: [{ Priority: 0, Type: 'COMPRESS_WHITE_SPACE' }, { Priority: 1, Type: 'LOWERCASE' }] } },
        ]);
      }
      if (limit.match.paths) {
        expect(matchedPaths(rate.ScopeDownStatement).sort()).toEqual([...limit.match.paths].sort());
      } else {
        expect(rate.ScopeDownStatement.ByteMatchStatement).toMatchObject({ SearchString: limit.match.pathPrefix, PositionalConstraint: 'STARTS_WITH' });
      }
    }
  });

  it('counts every request of a token-keyed entry under its IP alone too, header or not, so no header opens a fresh bucket', () => {
    const tokenKeyed = apiLimits.filter((l) => l.key === 'ip+token');
    expect(tokenKeyed.map((l) => l.name).sort()).toEqual(['api', 'bids']);
    for (const limit of tokenKeyed) {
      const perAddress = rule(`${limit.name}PerAddress`);
      expect(perAddress, limit.name).toBeDefined();
      const rate = perAddress.Statement.RateBasedStatement;
      expect(rate).toMatchObject({ AggregateKeyType: 'IP', Limit: limit.addressLimit, EvaluationWindowSec: limit.windowSeconds });
      expect(rate.CustomKeys).toBeUndefined();
      // The whole entry's requests: no exception for those with (or without) an Authorization header.
      expect(matchedPaths(rate.ScopeDownStatement).sort()).toEqual([...(limit.match.paths ?? [limit.match.pathPrefix!])].sort());
      expect(JSON.stringify(rate.ScopeDownStatement)).not.toMatch(/authorization|NotStatement/i);
    }
  });

  it('never aggregates on a header it has not normalised, in either web ACL', () => {
    const acls = ['Edge', 'Auth'].flatMap((part) => resources(part, 'AWS::WAFv2::WebACL').map(([, acl]) => acl));
    const headerKeys = acls.flatMap((acl) => acl.Properties.Rules.flatMap((r: any) => r.Statement.RateBasedStatement?.CustomKeys ?? [])).filter((k: any) => k.Header);
    expect(headerKeys.length).toBeGreaterThan(0);
    for (const key of headerKeys) expect(key.Header.TextTransformations.map((t: any) => t.Type)).toEqual(['COMPRESS_WHITE_SPACE', 'LOWERCASE']);
  });

  it('answers a limited call 429 with Retry-After and the protocol’s body', () => {
    const bodies = webAcl()[1].Properties.CustomResponseBodies;
    for (const r of rules().filter((x) => x.Statement.RateBasedStatement)) {
      const response = r.Action.Block.CustomResponse;
      expect(response.ResponseCode, r.Name).toBe(429);
      const retryAfter = response.ResponseHeaders.find((h: any) => h.Name === 'Retry-After');
      expect(Number(retryAfter.Value)).toBe(r.Statement.RateBasedStatement.EvaluationWindowSec);
      const body = bodies[response.CustomResponseBodyKey];
      expect(body.ContentType).toBe('APPLICATION_JSON');
      expect(JSON.parse(body.Content)).toEqual({ result: { status: 429, code: 'tooManyRequests', message: Messages.tooManyRequests, data: null } });
    }
  });

  it('runs the AWS managed groups labelling only, and refuses what they would have refused with the protocol’s 403 (docs/adr/0046)', () => {
    const bodies = webAcl()[1].Properties.CustomResponseBodies;
    const managed = rules().filter((r) => r.Statement.ManagedRuleGroupStatement);
    expect(managed.map((r) => r.Statement.ManagedRuleGroupStatement.Name).sort()).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    const labelsOf = (statement: any): Array<{ Scope: string; Key: string }> =>
      statement.LabelMatchStatement ? [statement.LabelMatchStatement] : (statement.AndStatement?.Statements ?? statement.OrStatement?.Statements ?? [statement.NotStatement?.Statement].filter(Boolean)).flatMap(labelsOf);
    for (const group of managed) {
      // Counting, so its own block (WAF's default 403, CloudFront's HTML page) never answers.
      expect(group.OverrideAction, group.Name).toEqual({ Count: {} });
      const block = rules().find((r) => r.Name === `${group.Name}Block`)!;
      expect(block.Priority, group.Name).toBe(group.Priority + 1);
      const response = block.Action.Block.CustomResponse;
      expect(response.ResponseCode).toBe(403);
      expect(JSON.parse(bodies[response.CustomResponseBodyKey].Content)).toEqual({ result: { status: 403, code: 'forbidden', message: Messages.forbidden, data: null } });
      const labels = labelsOf(block.Statement);
      expect(labels[0]!.Scope).toBe('NAMESPACE');
      expect(labels[0]!.Key).toMatch(/^awswaf:managed:aws:[a-z-]+:$/);
      // Only the rules that count by design stay unblocked: the body-size rule (ours), the DDoS list (AWS's).
      const exempt = labels.slice(1).map((l) => l.Key.split(':').pop());
      const expected: Record<string, string[]> = {
        AWSManagedRulesCommonRuleSet: ['SizeRestrictions_Body'],
        AWSManagedRulesAmazonIpReputationList: ['AWSManagedIPDDoSList'],
        AWSManagedRulesKnownBadInputsRuleSet: [],
      };
      expect(exempt, group.Name).toEqual(expected[group.Name]);
    }
    // Every block of the web ACL answers a body of the protocol.
    for (const r of rules().filter((x) => x.Action?.Block)) {
      const body = JSON.parse(bodies[r.Action.Block.CustomResponse.CustomResponseBodyKey].Content);
      expect(Object.keys(body.result).sort(), r.Name).toEqual(['code', 'data', 'message', 'status']);
      expect(body.result.status).toBe(r.Action.Block.CustomResponse.ResponseCode);
    }
  });

  it('gives every rule a distinct priority', () => {
    const priorities = rules().map((r) => r.Priority);
    expect(new Set(priorities).size).toBe(priorities.length);
  });
});

describe('Cognito sign-in protection (finding 6)', () => {
  const cognitoLimits = RATE_LIMITS.filter((l) => l.match.cognitoTargets);

  it('enforces the user pool’s threat protection (PLUS plan) in every stage', () => {
    const [, pool] = onlyOf('Auth', 'AWS::Cognito::UserPool');
    expect(pool.Properties.UserPoolTier).toBe('PLUS');
    expect(pool.Properties.UserPoolAddOns).toEqual({ AdvancedSecurityMode: 'ENFORCED' });
  });

  it('attaches a regional web ACL to the user pool with the sign-in and registration limits', () => {
    const [poolId] = onlyOf('Auth', 'AWS::Cognito::UserPool');
    const [aclId, acl] = onlyOf('Auth', 'AWS::WAFv2::WebACL');
    expect(acl.Properties.Scope).toBe('REGIONAL');
    const [, association] = onlyOf('Auth', 'AWS::WAFv2::WebACLAssociation');
    expect(association.Properties).toEqual({
      ResourceArn: { 'Fn::GetAtt': [poolId, 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
    const rules = acl.Properties.Rules as any[];
    expect(cognitoLimits.length).toBeGreaterThan(0);
    for (const limit of cognitoLimits) {
      const rate = rules.find((r) => r.Name === limit.name)?.Statement.RateBasedStatement;
      expect(rate, limit.name).toMatchObject({ AggregateKeyType: 'IP', Limit: limit.limit, EvaluationWindowSec: limit.windowSeconds });
      const statements = rate.ScopeDownStatement.OrStatement?.Statements ?? [rate.ScopeDownStatement];
      expect(statements.map((s: any) => s.ByteMatchStatement.FieldToMatch)).toEqual(
        statements.map(() => ({ SingleHeader: { Name: 'x-amz-target' } })),
      );
      expect(statements.map((s: any) => s.ByteMatchStatement.SearchString).sort()).toEqual(
        limit.match.cognitoTargets!.map((a) => `AWSCognitoIdentityProviderService.${a}`).sort(),
      );
    }
    const limited = rules.filter((r) => r.Statement.RateBasedStatement);
    for (const r of limited) {
      expect(r.Action.Block.CustomResponse.ResponseCode).toBe(429);
      expect(r.Action.Block.CustomResponse.ResponseHeaders).toContainEqual({
        Name: 'Retry-After',
        Value: String(r.Statement.RateBasedStatement.EvaluationWindowSec),
      });
    }
  });

  it('answers its refusals in Cognito’s error shape, readable across origins (CORS), so Amplify reports them (docs/adr/0046)', () => {
    const [, acl] = onlyOf('Auth', 'AWS::WAFv2::WebACL');
    const bodies = acl.Properties.CustomResponseBodies;
    const blocks = (acl.Properties.Rules as any[]).filter((r) => r.Action?.Block);
    const types = new Map([[429, 'TooManyRequestsException'], [403, 'ForbiddenException']]);
    expect([...new Set(blocks.map((r) => r.Action.Block.CustomResponse.ResponseCode))].sort()).toEqual([403, 429]);
    for (const r of blocks) {
      const response = r.Action.Block.CustomResponse;
      const header = (name: string) => response.ResponseHeaders.find((h: any) => h.Name.toLowerCase() === name)?.Value;
      expect(header('access-control-allow-origin'), r.Name).toBe('*');
      expect(header('access-control-expose-headers').split(/,\s*/)).toEqual(expect.arrayContaining(['x-amzn-errortype', 'retry-after']));
      expect(header('x-amzn-errortype')).toBe(types.get(response.ResponseCode));
      const body = JSON.parse(bodies[response.CustomResponseBodyKey].Content);
      expect(body.__type).toBe(types.get(response.ResponseCode));
      expect(typeof body.message).toBe('string');
    }
    // The IP reputation group labels; the rule after it refuses (WAF's own 403 carries no CORS).
    const group = (acl.Properties.Rules as any[]).find((r) => r.Statement.ManagedRuleGroupStatement);
    expect(group.OverrideAction).toEqual({ Count: {} });
  });
});

describe('the payment provider’s webhook', () => {
  it('has its own route and function, reads the signing secret, and may only answer the workflow’s tokens on the state machine', () => {
    const route = resources('Api', 'AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === 'POST /webhooks/payments');
    expect(route).toBeDefined();
    expect(route![1].Properties.AuthorizationType ?? 'NONE').toBe('NONE');
    const [id, fn] = resources('Api', 'AWS::Lambda::Function').find(([, f]) => String(f.Properties.Description).includes('webhooks'))!;
    expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(expect.arrayContaining(['STRIPE_WEBHOOK_SECRET_ID', 'STRIPE_SECRET_KEY_ID', 'TABLE_NAME']));
    const states = roleStatements('Api', id).filter((s) => [s.Action].flat().some((a: string) => a.startsWith('states:')));
    expect(states.flatMap((s) => [s.Action].flat())).toEqual(['states:SendTaskSuccess']);
  });
});
