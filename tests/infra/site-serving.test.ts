import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { NOT_FOUND_PAGES } from '../../infra/stacks/site-functions.ts';
import { ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../../infra/stacks/site-stack.ts';
import type { PatinaStacks } from '../../infra/stacks/patina-app.ts';
import { buildTestApp } from './synth-app.ts';

/** Issue 12, site serving: long-lived caching for hashed assets, revalidation for pages, old chunks kept. */
let site: Record<string, any>;
let stacks: PatinaStacks;

beforeAll(() => {
  stacks = buildTestApp();
  site = Template.fromStack(stacks.site).toJSON();
});

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
    // The default behaviour's origin group has the site bucket first (the pages function is its fallback).
    const group = distribution().OriginGroups.Items.find((g: any) => g.Id === distribution().DefaultCacheBehavior.TargetOriginId);
    const domainOf = (id: string) => JSON.stringify(distribution().Origins.find((o: any) => o.Id === id).DomainName);
    expect(domainOf(assets.TargetOriginId)).toBe(domainOf(group.Members.Items[0].OriginId));
    expect(domainOf(assets.TargetOriginId)).toContain('SiteBucket');
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
    expect(behaviours.map((b: any) => b.PathPattern ?? '*').sort()).toEqual([
      '*',
      '/_astro/*',
      '/api/*',
      '/catagoriesDetails/*',
      '/fr/catagoriesDetails/*',
      '/fr/items/*',
      '/items/*',
      '/photos/*',
      '/sitemap.xml',
      '/sitemaps/*',
    ]);
    for (const behaviour of behaviours) {
      expect(behaviour.Compress, behaviour.PathPattern ?? 'default').toBe(true);
      const policy = behaviour.CachePolicyId;
      if (typeof policy === 'string') expect(policy).toBe(CACHING_OPTIMIZED);
      else expect(site.Resources[policy.Ref].Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({ EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true });
    }
  });

  it('never prunes the site bucket on deploy, so the chunks a cached page names stay fetchable', () => {
    const deployments = ofType('Custom::CDKBucketDeployment');
    expect(deployments.length).toBeGreaterThan(0);
    for (const [, deployment] of deployments) expect(deployment.Properties.Prune).toBe(false);
  });
});

describe('missing pages (CloudFront)', () => {
  // A built site, small: pages, a shell, a root file, hashed assets and the two 404 pages.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-site-'));
  const files = ['index.html', 'about/index.html', 'fr/index.html', 'fr/about/index.html', 'items/shell/auction/index.html', 'my-account/disputes-details/shell/index.html', 'favicon.svg', '_astro/app.Ab12.js', '404.html', 'fr/404/index.html'];
  let built: Record<string, any>;

  beforeAll(() => {
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      fs.writeFileSync(path.join(dist, file), `<!-- ${file} -->`);
    }
    built = Template.fromStack(buildTestApp({ siteDist: dist }).site).toJSON();
  }, 120_000);
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const config = () => Object.values<any>(built.Resources).find((r) => r.Type === 'AWS::CloudFront::Distribution').Properties.DistributionConfig;
  const functionCode = (association: any) => built.Resources[association.FunctionARN['Fn::GetAtt'][0]].Properties.FunctionCode as string;
  const associations = () => config().DefaultCacheBehavior.FunctionAssociations as any[];
  /** The viewer-request function as CloudFront runs it: the object key it asks the bucket for. */
  const requested = (uri: string): string => {
    const sandbox: { uri: string; result?: string } = { uri };
    vm.runInNewContext(`${functionCode(associations().find((a) => a.EventType === 'viewer-request'))}\nresult = handler({ request: { uri: uri } }).uri;`, sandbox);
    return sandbox.result!;
  };
  /** The viewer-response function: the status and headers the viewer gets for an object with these headers. */
  const answered = (headers: Record<string, { value: string }>) => {
    const sandbox: { headers: typeof headers; result?: { statusCode: number; headers: typeof headers } } = { headers };
    vm.runInNewContext(
      `${functionCode(associations().find((a) => a.EventType === 'viewer-response'))}\nresult = handler({ request: { uri: '/x' }, response: { statusCode: 200, statusDescription: 'OK', headers: headers } });`,
      sandbox,
    );
    return sandbox.result!;
  };

  it('asks the bucket for the 404 page (French under /fr) when the site has no such file, and for the file when it has', () => {
    expect(requested('/no-such-page')).toBe(NOT_FOUND_PAGES.en);
    expect(requested('/about/nothing-here')).toBe(NOT_FOUND_PAGES.en);
    expect(requested('/robots.txt')).toBe(NOT_FOUND_PAGES.en);
    expect(requested('/fr/no-such-page')).toBe(NOT_FOUND_PAGES.fr);
    expect(requested('/about')).toBe('/about/index.html');
    expect(requested('/fr/about/')).toBe('/fr/about/index.html');
    // A shell route is its shell's file; a lot's route is its rendered page (docs/adr/0036).
    expect(requested('/my-account/disputes-details/01HX')).toBe('/my-account/disputes-details/shell/index.html');
    expect(requested('/items/01HX/auction')).toBe('/rendered/items/01HX.html');
    expect(requested('/favicon.svg')).toBe('/favicon.svg');
    expect(requested('/config.json')).toBe('/config.json');
    // The home page is its rendered page, with its first banner (docs/adr/0037).
    expect(requested('/')).toBe('/rendered/index.html');
    expect(requested('/fr/homepage')).toBe('/rendered/fr/index.html');
  });

  it('answers 404 for the 404 page (deployed with its marker metadata), and leaves every other answer as it was', () => {
    const notFound = answered({ 'x-amz-meta-patina-status': { value: '404' }, 'content-type': { value: 'text/html' } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers).toEqual({ 'content-type': { value: 'text/html' } });
    expect(answered({ 'content-type': { value: 'text/html' } }).statusCode).toBe(200);
    const deployments = Object.values<any>(built.Resources).filter((r) => r.Type === 'Custom::CDKBucketDeployment').map((r) => r.Properties);
    const marked = deployments.filter((d) => d.UserMetadata);
    expect(marked).toHaveLength(1);
    expect(marked[0].UserMetadata).toEqual({ 'patina-status': '404' });
    expect(marked[0].Include.sort()).toEqual(['404.html', 'fr/404/index.html']);
    // The site's own deployment leaves the 404 pages to the marked one (else it would overwrite them unmarked).
    expect(deployments.find((d) => !d.UserMetadata).Exclude.sort()).toEqual(['404.html', 'fr/404/index.html']);
  });

  it('applies to the pages only: the API, webhooks and photos keep their own statuses, and no error page covers the distribution', () => {
    expect(config().CustomErrorResponses).toBeUndefined();
    for (const pattern of ['/api/*', '/webhooks/*', '/photos/*', '/_astro/*']) {
      const behaviour = config().CacheBehaviors.find((b: any) => b.PathPattern === pattern);
      expect((behaviour.FunctionAssociations ?? []).filter((a: any) => a.EventType === 'viewer-response'), pattern).toEqual([]);
    }
  });
});
