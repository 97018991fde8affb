/**
 * Writing page markup from data an attacker may control (lot names, descriptions, category names):
 * every text goes through `escapeHtml`, every JSON embedded in a page through `jsonForScript`. Used by
 * the rendered lot and category pages and the sitemap (docs/adr/0036). Pure: no I/O.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON made safe inside a `<script type="application/ld+json">` element: `<`, `>` and `&` become
 * JSON escapes, so no text can close the element ("</script>") or open a comment, and U+2028/9 are
 * escaped as well. The result is still the same JSON to a parser.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text made safe for XML content (the sitemap). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === "'" ? '&apos;' : HTML_ESCAPES[c]!));
}

/** A site origin without its trailing slash ("https://example.com"), from a configured site URL. */
export function siteOrigin(siteUrl: string): string {
  return new URL(siteUrl).origin;
}

/** What a page's <head> says of it, beyond the shell's own tags. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page in its own language. */
  canonical: string;
  /** Absolute URL per language (hreflang), English also being x-default. */
  alternates: { en: string; fr: string };
  locale: 'en' | 'fr';
  ogType: 'website' | 'product';
  /** Absolute URL of the picture shared with a link, if any. */
  image?: string;
  imageAlt?: string;
  /** schema.org data, written as JSON-LD. */
  jsonLd?: object;
}

/** The tags `headTags` writes for a page. */
export function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(head.alternates.en)}">`,
    `<link rel="alternate" hreflang="fr" href="${escapeHtml(head.alternates.fr)}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.alternates.en)}">`,
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:url', head.canonical),
    ...(head.image ? [meta('property', 'og:image', head.image), ...(head.imageAlt ? [meta('property', 'og:image:alt', head.imageAlt)] : [])] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`] : []),
  ].join('');
}

/** Raised when a shell lacks a tag the rendering replaces: the site build changed its markup. */
export class ShellMarkupError extends Error {}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new ShellMarkupError(`The page shell has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/** Where `fillShell` puts a page's static copy, and what else it adds to <head>. */
export interface FillOptions {
  /** The shell's empty element the copy replaces (by default `<div data-page-static></div>`). */
  slot?: RegExp;
  /** Markup added to <head> before `headTags` (a preload). */
  headExtra?: string;
}

const STATIC_SLOT = /<div data-page-static(?:="")?><\/div>/;

/**
 * A pre-built page shell (the Astro build's HTML, Base.astro) made into one page: its title,
 * description and og: title/description replaced, `headTags` added at the end of <head>, any
 * `noindex` and shell hreflang removed, and `body` put in place of the shell's static slot
 * (`<div data-page-static></div>`, or `options.slot`).
 */
export function fillShell(shell: string, head: PageHead, body: string, options: FillOptions = {}): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  let html = shell;
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${title}</title>`, '<title>');
  html = replaceOnce(html, /<meta name="description" content="[^"]*">/, `<meta name="description" content="${description}">`, 'meta description');
  html = replaceOnce(html, /<meta property="og:title" content="[^"]*">/, `<meta property="og:title" content="${title}">`, 'og:title');
  html = replaceOnce(html, /<meta property="og:description" content="[^"]*">/, `<meta property="og:description" content="${description}">`, 'og:description');
  html = html.replace(/<meta name="robots" content="noindex">/g, '').replace(/<link rel="alternate" hreflang="[^"]*" href="[^"]*">/g, '');
  html = replaceOnce(html, /<\/head>/, `${options.headExtra ?? ''}${headTags(head)}</head>`, '</head>');
  html = replaceOnce(html, options.slot ?? STATIC_SLOT, body, 'static slot');
  return html;
}
