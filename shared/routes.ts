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
