/**
 * Pages whose path carries an id (/items/{id}/auction, /catagoriesDetails/{id}, ...) are
 * pre-rendered once as a "shell" at a fixed path; the island reads the id from the URL. This table
 * maps a requested path to the pre-rendered file. The local gateway and the CloudFront function use
 * it alike, so both serve the same files for the same URLs.
 */
export const SHELL_ROUTES: ReadonlyArray<{ pattern: string; shell: string }> = [
  { pattern: '^/catagoriesDetails/[^/]+/?$', shell: '/catagoriesDetails/shell/' },
  { pattern: '^/items/[^/]+/(buyer|auction|recommended)/?$', shell: '/items/shell/$1/' },
  { pattern: '^/seller-reviews/[^/]+(/[^/]*)?/?$', shell: '/seller-reviews/shell/' },
  { pattern: '^/price-guide/[^/]+/?$', shell: '/price-guide/shell/' },
  { pattern: '^/sellar-dashboard/.+$', shell: '/sellar-dashboard/' },
  { pattern: '^/my-account/disputes-details/[^/]+/?$', shell: '/my-account/disputes-details/shell/' },
  { pattern: '^/my-account/.+$', shell: '/my-account/' },
  { pattern: '^/pay-items/[^/]+/?$', shell: '/pay-items/shell/' },
];

/**
 * The file in the built site that answers a request path: shells for id routes, `index.html`
 * for directories, the path itself for files. `/fr/...` keeps its prefix.
 */
export function resolveSitePath(rawPathname: string): string {
  let pathname = rawPathname;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    // keep the raw path: a malformed escape simply will not match a page
  }
  const prefix = /^\/fr(\/|$)/.test(pathname) ? '/fr' : '';
  let bare = pathname.slice(prefix.length) || '/';
  for (const route of SHELL_ROUTES) {
    const re = new RegExp(route.pattern);
    if (re.test(bare)) {
      bare = bare.replace(re, route.shell);
      break;
    }
  }
  if (bare.endsWith('/')) return `${prefix}${bare}index.html`;
  if (/\.[a-z0-9]+$/i.test(bare)) return `${prefix}${bare}`;
  return `${prefix}${bare}/index.html`;
}

/** The ids a rendered page can have (lots' ULIDs, categories' ids): anything else is the shell's to answer. */
const PAGE_ID = '[A-Za-z0-9_-]{1,64}';

/**
 * Rendered pages (docs/adr/0036): a live lot's page (one per lot and language, whichever of its three
 * routes is asked) and a category's, stored under RENDERED_PREFIX in the site bucket (locally the
 * local site bucket). `/catagoriesDetails/all` and searches stay the shell's.
 */
export const RENDERED_ROUTES: ReadonlyArray<{ pattern: string; page: string }> = [
  // The home page (/, /homepage; /fr, /fr/, /fr/homepage) with its first banner in the HTML (docs/adr/0037).
  { pattern: '^(/|/homepage/?)?$', page: '/index.html' },
  { pattern: `^/items/(${PAGE_ID})/(buyer|auction|recommended)/?$`, page: '/items/$1.html' },
  { pattern: `^/catagoriesDetails/(?!all/?$)(${PAGE_ID})/?$`, page: '/catagoriesDetails/$1.html' },
];

/** The folder of the site bucket rendered pages live under. */
export const RENDERED_PREFIX = '/rendered';

/** What a rendered page is of: a lot, a category or the home page (id ''), in a language. */
export interface RenderedPage {
  kind: 'items' | 'catagoriesDetails' | 'home';
  locale: 'en' | 'fr';
  id: string;
}

/** The rendered page's file (`/rendered/fr/items/<id>.html`) for a request path, or null when the path has none. */
export function renderedPagePath(rawPathname: string): string | null {
  const french = /^\/fr(\/|$)/.test(rawPathname);
  const bare = french ? rawPathname.slice(3) : rawPathname;
  for (const route of RENDERED_ROUTES) {
    const re = new RegExp(route.pattern);
    if (re.test(bare)) return `${RENDERED_PREFIX}${french ? '/fr' : ''}${bare.replace(re, route.page)}`;
  }
  return null;
}

/** The file of a page (the inverse of renderedPagePath's answer). */
export function renderedFileOf(page: RenderedPage): string {
  if (page.kind === 'home') return `${RENDERED_PREFIX}${page.locale === 'fr' ? '/fr' : ''}/index.html`;
  return `${RENDERED_PREFIX}${page.locale === 'fr' ? '/fr' : ''}/${page.kind}/${page.id}.html`;
}

/** What a rendered page's file is of, or null for any other path. */
export function renderedPageOf(file: string): RenderedPage | null {
  const home = new RegExp(`^${RENDERED_PREFIX}(/fr)?/index\\.html$`).exec(file);
  if (home) return { locale: home[1] ? 'fr' : 'en', kind: 'home', id: '' };
  const match = new RegExp(`^${RENDERED_PREFIX}(/fr)?/(items|catagoriesDetails)/(${PAGE_ID})\\.html$`).exec(file);
  if (!match) return null;
  return { locale: match[1] ? 'fr' : 'en', kind: match[2] as RenderedPage['kind'], id: match[3]! };
}

/** The file that answers a request path: a rendered page's (docs/adr/0036), else the built site's (resolveSitePath). */
export function siteFilePath(rawPathname: string): string {
  return renderedPagePath(rawPathname) ?? resolveSitePath(rawPathname);
}
