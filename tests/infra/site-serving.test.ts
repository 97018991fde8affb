import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../../infra/stacks/site-stack.ts';
import type { PatinaStacks } from '../../infra/stacks/patina-app.ts';
import { buildTestApp } from './synth-app.ts';

/** Issue 12, site serving: long-lived caching for hashed assets, revalidation for pages, old chunks kept. */
let site: Record<string, any>;
let stacks: PatinaStacks;

beforeAll(() => {
  stacks = buildTestApp();
  site = Template.fromStack(stacks.site).toJSON();
}, 120_000);

const ofType = (type: string) => Object.entries<any>(site.Resources).filter(([, r]) => r.Type === type);
const distribution = () => ofType('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
const headersOf = (policyRef: any) => {
  const id = policyRef.Ref as string;
  return site.Resources[id].Properties.ResponseHeadersPolicyConfig;
};

describe('site serving (CloudFront)', () => {
  it('serves /_astro/* from the site bucket with a year-long immutable Cache-Control and the security headers', () => {
    const assets = distribution().CacheBehaviors.find((b: any) => b.PathPattern === '/_astro/*');
    expect(assets).toBeDefined();
    expect(assets.TargetOriginId).toBe(distribution().DefaultCacheBehavior.TargetOriginId);
    const config = headersOf(assets.ResponseHeadersPolicyId);
    expect(config.CustomHeadersConfig.Items).toEqual([{ Header: 'Cache-Control', Value: ASSET_CACHE_CONTROL, Override: true }]);
    expect(config.SecurityHeadersConfig.ContentSecurityPolicy).toBeDefined();
    expect(ASSET_CACHE_CONTROL).toMatch(/max-age=31536000/);
  });

  it('has browsers revalidate pages (Cache-Control no-cache unless the object sets its own), with the security headers', () => {
    const config = headersOf(distribution().DefaultCacheBehavior.ResponseHeadersPolicyId);
    expect(config.CustomHeadersConfig.Items).toEqual([{ Header: 'Cache-Control', Value: PAGE_CACHE_CONTROL, Override: false }]);
    expect(config.SecurityHeadersConfig.StrictTransportSecurity).toBeDefined();
  });

  it('leaves the API’s answers their own Cache-Control (no-store) and status: no custom error responses', () => {
    const api = distribution().CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(headersOf(api.ResponseHeadersPolicyId).CustomHeadersConfig).toBeUndefined();
    expect(distribution().CustomErrorResponses).toBeUndefined();
  });

  it('compresses text at the edge on every behaviour that serves it, under cache policies that accept gzip and Brotli', () => {
    // CachingOptimized (managed) accepts both; the API's own policy too (docs/adr/0037).
    const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
    const behaviours = [distribution().DefaultCacheBehavior, ...distribution().CacheBehaviors.filter((b: any) => b.PathPattern !== '/webhooks/*')];
    expect(behaviours.map((b: any) => b.PathPattern ?? '*').sort()).toEqual(['*', '/_astro/*', '/api/*', '/photos/*']);
    for (const behaviour of behaviours) {
      expect(behaviour.Compress, behaviour.PathPattern ?? 'default').toBe(true);
      const policy = behaviour.CachePolicyId;
      if (typeof policy === 'string') expect(policy).toBe(CACHING_OPTIMIZED);
      else expect(site.Resources[policy.Ref].Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({ EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true });
    }
  });

  it('never prunes the site bucket on deploy, so the chunks a cached page names stay fetchable', () => {
    const deployment = ofType('Custom::CDKBucketDeployment')[0]![1];
    expect(deployment.Properties.Prune).toBe(false);
  });
});
