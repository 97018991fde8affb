import { siteOrigin } from '../../shared/page-markup.ts';
import { readSiteFile } from '../adapters/site-bucket.ts';
import { optionalEnv } from '../lib/env.ts';

/**
 * The public origin absolute URLs in rendered pages and the sitemap start with (docs/adr/0036):
 * SITE_URL when set (a custom domain, context siteUrl, or the local origin), else the `siteUrl` the
 * deploy wrote into the site bucket's /config.json (the distribution's own domain, which the function
 * cannot be given directly: the distribution depends on the function).
 */
let known: Promise<string> | null = null;

export function publicOrigin(): Promise<string> {
  known ??= (async () => {
    const configured = optionalEnv('SITE_URL');
    if (configured) return siteOrigin(configured);
    const config = await readSiteFile('/config.json');
    const siteUrl = config ? (JSON.parse(config) as { siteUrl?: unknown }).siteUrl : undefined;
    if (typeof siteUrl !== 'string' || !siteUrl) throw new Error('No public origin: neither SITE_URL nor siteUrl in /config.json');
    return siteOrigin(siteUrl);
  })().catch((error: unknown) => {
    known = null;
    throw error;
  });
  return known;
}
