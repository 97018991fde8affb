import type { Locale } from '../../shared/i18n/index.ts';
import type { RenderedPage } from '../../shared/routes.ts';
import { readSiteFile } from '../adapters/site-bucket.ts';

/**
 * The shells rendered pages are made from: the site build's own pages for an id route (shared/routes.ts
 * SHELL_ROUTES), read from the site bucket, so a page is made from the build that is deployed. Each is
 * kept SHELL_CACHE_MS in a warm function, so a deploy's new shell is used within that time.
 */

/** The shell file of each kind of rendered page, per language. */
export function shellFileOf(kind: RenderedPage['kind'], locale: Locale): string {
  const prefix = locale === 'fr' ? '/fr' : '';
  if (kind === 'home') return `${prefix}/index.html`;
  return kind === 'items' ? `${prefix}/items/shell/buyer/index.html` : `${prefix}/catagoriesDetails/shell/index.html`;
}

/** Every shell file (the local stack copies these into its site bucket at start). */
export const SHELL_FILES: readonly string[] = (['home', 'items', 'catagoriesDetails'] as const).flatMap((kind) => (['en', 'fr'] as const).map((l) => shellFileOf(kind, l)));

const SHELL_CACHE_MS = 5 * 60_000;
const cache = new Map<string, { html: string; at: number }>();

/** The shell of a kind of page in a language. */
export async function readShell(kind: RenderedPage['kind'], locale: Locale): Promise<string> {
  const file = shellFileOf(kind, locale);
  const hit = cache.get(file);
  if (hit && Date.now() - hit.at < SHELL_CACHE_MS) return hit.html;
  const html = await readSiteFile(file);
  if (html === null) throw new Error(`The site bucket has no ${file}: deploy the site (npm run build:site) first`);
  cache.set(file, { html, at: Date.now() });
  return html;
}

/** Forgets the shells read (the local stack, after it copies a new build's). */
export function forgetShells(): void {
  cache.clear();
}
