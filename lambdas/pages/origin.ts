import { siteOrigin } from '../../shared/page-markup.ts';
import { requireEnv } from '../lib/env.ts';

/**
 * The public origin absolute URLs in rendered pages and the sitemap start with (docs/adr/0036):
 * SITE_URL, which every deploy sets (context siteUrl, or https://{domainName}: the synth refuses
 * neither, docs/adr/0057; locally the stack's own origin).
 */
export function publicOrigin(): Promise<string> {
  return Promise.resolve(siteOrigin(requireEnv('SITE_URL')));
}
