import { beforeAll, describe, expect, it } from 'vitest';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { PAGE_CHANGE_FILTER_PATTERNS } from '../../lambdas/pages/selection.ts';
import { TABLE_STREAM_CONSUMERS } from '../../lambdas/stream/consumers.ts';
import { RENDERED_PAGE_PATTERNS } from '../../infra/stacks/site-stack.ts';
import type { PatinaStacks } from '../../infra/stacks/patina-app.ts';
import { buildTestApp } from './synth-app.ts';

/**
 * The AWS side of rendered lot and category pages and the sitemap (docs/adr/0036): CloudFront serves a
 * lot or category route from the rendered page in the site bucket, failing over to the pages function's
 * URL (OAC, IAM auth) for a page the bucket lacks; the sitemap comes from the same function; the function
 * is invoked by the table stream’s dispatcher with the search projector’s selection and the banners, and may
 * write only rendered pages.
 */
let stacks: PatinaStacks;
let site: Record<string, any>;

beforeAll(() => {
  stacks = buildTestApp();
  site = Template.fromStack(stacks.site).toJSON();
});

const resources = (type: string) => Object.entries<any>(site.Resources).filter(([, r]) => r.Type === type);
const distribution = () => resources('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
const behaviour = (pattern: string) => distribution().CacheBehaviors.find((b: any) => b.PathPattern === pattern);
const pagesFunctionId = () => Stack.of(stacks.site.pages.function.fn).getLogicalId(stacks.site.pages.function.fn.node.defaultChild as never);

describe('rendered pages behind CloudFront', () => {
  it('route every lot and category route to an origin group: the site bucket, then the pages function on 403/404', () => {
    const d = distribution();
    // The default behaviour too: the home routes map to the rendered home page (docs/adr/0037).
    for (const pattern of [...RENDERED_PAGE_PATTERNS, '*']) {
      const b = pattern === '*' ? d.DefaultCacheBehavior : behaviour(pattern);
      expect(b, pattern).toBeDefined();
      // The site function maps the route to its rendered file (shared/routes.ts siteFilePath).
      expect(b.FunctionAssociations).toEqual(d.DefaultCacheBehavior.FunctionAssociations);
      expect(b.AllowedMethods).toEqual(['GET', 'HEAD']);
      const group = d.OriginGroups.Items.find((g: any) => g.Id === b.TargetOriginId);
      expect(group.FailoverCriteria.StatusCodes.Items.sort()).toEqual([403, 404]);
      const [primary, fallback] = group.Members.Items.map((m: any) => d.Origins.find((o: any) => o.Id === m.OriginId));
      const siteOrigin = d.Origins.find((o: any) => o.Id === behaviour('/_astro/*').TargetOriginId);
      expect(primary.DomainName).toEqual(siteOrigin.DomainName);
      expect(primary.S3OriginConfig).toBeDefined();
      expect(fallback.OriginAccessControlId).toBeDefined();
      expect(JSON.stringify(fallback.DomainName)).toContain('FunctionUrl');
    }
  });

  it('serve /sitemap.xml and /sitemaps/* from the pages function', () => {
    const d = distribution();
    for (const pattern of ['/sitemap.xml', '/sitemaps/*']) {
      const origin = d.Origins.find((o: any) => o.Id === behaviour(pattern).TargetOriginId);
      expect(JSON.stringify(origin.DomainName), pattern).toContain('FunctionUrl');
    }
  });

  it('give the pages function a URL only CloudFront (this distribution) may call', () => {
    const [, url] = resources('AWS::Lambda::Url')[0]!;
    expect(url.Properties.AuthType).toBe('AWS_IAM');
    const permissions = resources('AWS::Lambda::Permission').map(([, p]) => p.Properties);
    expect(permissions).toEqual(
      expect.arrayContaining([expect.objectContaining({ Principal: 'cloudfront.amazonaws.com', Action: 'lambda:InvokeFunctionUrl', SourceArn: expect.anything() })]),
    );
  });

  it('have the table stream’s dispatcher invoke the pages function with the search projector’s selection and the banners’ record', () => {
    // The stream's one reader (tests/infra/table-stream.test.ts) selects the pages' records by this filter.
    const pages = TABLE_STREAM_CONSUMERS.find((c) => c.name === 'site-pages')!;
    expect(pages.filterPatterns).toEqual(PAGE_CHANGE_FILTER_PATTERNS);
    const [, mapping] = resources('AWS::Lambda::EventSourceMapping')[0]!;
    expect(mapping.Properties.FunctionName).not.toEqual({ Ref: pagesFunctionId() });
    const dispatcher = resources('AWS::Lambda::Function').find(([, f]) => f.Properties.Description?.includes('table stream dispatcher'))!;
    expect(dispatcher[1].Properties.Environment.Variables[pages.functionEnv]).toEqual({ Ref: pagesFunctionId() });
  });

  it('let the pages function write and remove only rendered pages in the site bucket', () => {
    const roleId = Stack.of(stacks.site).getLogicalId(stacks.site.pages.function.role.node.defaultChild as never);
    const statements = resources('AWS::IAM::Policy')
      .filter(([, p]) => p.Properties.Roles.some((r: any) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
    const writes = statements.filter((s: any) => [s.Action].flat().some((a: string) => a === 's3:PutObject' || a === 's3:DeleteObject'));
    expect(writes).toHaveLength(1);
    expect(JSON.stringify(writes[0].Resource)).toContain('/rendered/*');
  });

  it('give the renderer the configured public origin (the synth refuses a stage without one)', () => {
    const [, renderer] = resources('AWS::Lambda::Function').find(([id]) => id === pagesFunctionId())!;
    expect(renderer.Properties.Environment.Variables.SITE_URL).toBe('https://dev.patina.example');
  });
});
