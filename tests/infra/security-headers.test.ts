import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ASTRO_INLINE_SCRIPTS, HSTS, REFERRER_POLICY, scriptHashSource } from '../../infra/security-headers.ts';
import { RENDERED_PAGE_PATTERNS } from '../../infra/stacks/site-stack.ts';
import { buildTestApp } from './synth-app.ts';

/** The CloudFront response headers policy carries the security headers written in infra/security-headers.ts. */

let config: Record<string, any>;
let policy: string;
let distribution: Record<string, any>;
let policies: Array<Record<string, any>>;

beforeAll(() => {
  const { site } = buildTestApp();
  const template = Template.fromStack(site);
  policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
  // One for the API, webhooks and photos; the pages' and the hashed assets' add their Cache-Control (site-serving.test.ts).
  expect(policies).toHaveLength(3);
  config = policies[0]!.Properties.ResponseHeadersPolicyConfig;
  // The CSP names the region's hosts: resolve the tokens to read it as text.
  policy = JSON.stringify(Stack.of(site).resolve(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy));
  distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
});

describe('the CloudFront security headers', () => {
  it('carry a CSP without inline scripts but the hashed ones Astro writes, no framing, no plugins', () => {
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    for (const script of ASTRO_INLINE_SCRIPTS) expect(scriptSrc).toContain(scriptHashSource(script));
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain('https://cognito-idp.');
    expect(policy).toContain('https://api.stripe.com');
    expect(config.SecurityHeadersConfig.ContentSecurityPolicy.Override).toBe(true);
  });

  it("allow exactly Stripe's documented sources for Stripe.js: its script, its frames, its API", () => {
    const directive = (name: string) => new RegExp(`${name} ([^;"]*)`).exec(policy)![1]!.split(' ');
    expect(directive('script-src').filter((source) => !source.startsWith("'"))).toEqual(['https://js.stripe.com']);
    expect(directive('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    // connect-src holds tokens (the region, the bucket): its Stripe hosts read from its whole text.
    expect(/connect-src ([^;]*)/.exec(policy)![1]!.match(/[\w.-]*stripe\.com/g)).toEqual(['api.stripe.com']);
  });

  it('send HSTS, nosniff, DENY framing and the referrer policy', () => {
    const headers = config.SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity).toEqual({ AccessControlMaxAgeSec: HSTS.maxAgeSeconds, IncludeSubdomains: true, Preload: true, Override: true });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ReferrerPolicy).toEqual({ ReferrerPolicy: REFERRER_POLICY, Override: true });
  });

  it('apply to the site, its assets, the API, the webhooks, the photos, the rendered pages and the sitemap alike', () => {
    const ids = [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors].map((b: any) => JSON.stringify(b.ResponseHeadersPolicyId));
    // default, /_astro/*, /api/*, /webhooks/*, /photos/*, the four rendered page routes, /sitemap.xml, /sitemaps/*
    expect(ids).toHaveLength(5 + RENDERED_PAGE_PATTERNS.length + 2);
    expect(new Set(ids).size).toBe(3);
    // Every policy carries the same security headers (they differ only by Cache-Control).
    for (const p of policies) expect(p.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig).toEqual(config.SecurityHeadersConfig);
  });
});
