import { createHash } from 'node:crypto';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import mediaDirective from 'astro/runtime/client/media.prebuilt.js';
import onlyDirective from 'astro/runtime/client/only.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';
import islandBootstrap from 'astro/runtime/server/astro-island.prebuilt.js';
import paintedDirective from './painted-directive.prebuilt.ts';

/**
 * The security headers of every answer, written once: the local gateway sends them (infra/local/)
 * and the CloudFront response headers policy carries the same values in AWS (infra/stacks/site-stack.ts).
 *
 * Scripts: only the site's own files ('self') and, by hash, the few inline scripts Astro itself writes
 * into a page to hydrate islands (its <astro-island> element and one script per client directive).
 * The site has no inline scripts of its own (site/src uses external or bundled scripts, and
 * site/astro.config.mjs keeps Astro from inlining bundled ones), so no 'unsafe-inline' for scripts.
 * Styles keep 'unsafe-inline': pages carry style attributes and Astro's scoped <style> blocks, and a
 * style cannot run code. See docs/adr/0013.
 */

/** The inline scripts Astro writes into pages, exactly as it writes them (its own prebuilt sources, and the site's `client:painted`). */
export const ASTRO_INLINE_SCRIPTS: readonly string[] = [islandBootstrap, loadDirective, idleDirective, visibleDirective, mediaDirective, onlyDirective, paintedDirective];

/** Where Stripe.js is loaded from in AWS (Stripe asks that it is never bundled or self-hosted). */
export const STRIPE_JS_ORIGIN = 'https://js.stripe.com';

/** A CSP hash source for an inline script's text. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export interface ContentSecurityPolicyOptions {
  /** Where the site's scripts may connect besides its own origin: Cognito, uploads, the card processor, WebSockets. */
  connectSources: readonly string[];
  /**
   * Stripe.js (docs/adr/0041): its script's origin and its frames' origins (the card field, 3-D Secure).
   * In AWS Stripe's documented `https://js.stripe.com` / `https://js.stripe.com https://hooks.stripe.com`;
   * locally the Stripe.js twin's origin. Without them, no script from elsewhere and no frame at all.
   */
  stripeJs?: { scriptSources: readonly string[]; frameSources: readonly string[] };
}

/** The Content-Security-Policy of the site. */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...(options.stripeJs?.scriptSources ?? []), ...ASTRO_INLINE_SCRIPTS.map(scriptHashSource)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...options.connectSources].join(' ')}`,
    `frame-src ${options.stripeJs?.frameSources.length ? options.stripeJs.frameSources.join(' ') : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Referrer-Policy: other sites learn the origin at most, never a page's path or query. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Strict-Transport-Security (AWS only: the local origin is plain HTTP). */
export const HSTS = { maxAgeSeconds: 365 * 24 * 3600, includeSubdomains: true, preload: true } as const;

/** The headers the local gateway adds to every answer (HSTS aside: it is served over HTTP). */
export function localSecurityHeaders(options: ContentSecurityPolicyOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'x-frame-options': 'DENY',
  };
}
