import type { Banner, StoredBanner } from './contract/catalogue.ts';
import { localiseBanner } from './catalogue.ts';
import { FULL_BANNER_MEDIA, PHONE_BANNER_MEDIA } from './banner-phone.ts';
import type { Locale } from './i18n/paths.ts';
import { pageTranslator } from './i18n/public-pages.ts';
import { escapeHtml, fillShell, type PageHead } from './page-markup.ts';

/**
 * The home page as rendered (docs/adr/0037, amended): the site build's home shell with its first
 * banner's slide (photo, title, text, call to action) in the HTML, where the page's script used to put
 * only the photo once a call had answered. The slide sits in the shell's `.banner-early` box, laid over
 * the island's placeholder at the same size (no layout shift) and removed by the island once its own
 * slider is up; it is `aria-hidden` (the slider names it) and holds nothing focusable. So the first
 * screen's largest image is asked for by the HTML itself, with high priority — on a phone its phone
 * copy (shared/banner-phone.ts). Pure.
 */

/** The path of the home page, per language. */
export function homePath(locale: Locale): string {
  return locale === 'fr' ? '/fr/' : '/';
}

/** The shell's empty banner box, which a rendered home page fills. */
export const HOME_SLOT = /<div class="banner-early" data-banner-early(?:="")? (?:data-phone-media="[^"]*" )?aria-hidden="true"><\/div>/;

/** The home page's <head> facts (its title and description are the shell's own, in its language). */
export function homeHead(locale: Locale, origin: string): PageHead {
  const t = pageTranslator(locale);
  return {
    title: t('catalogue.meta.homeTitle'),
    description: t('catalogue.meta.homeDescription'),
    canonical: origin + homePath(locale),
    alternates: { en: origin + homePath('en'), fr: origin + homePath('fr') },
    locale,
    ogType: 'website',
  };
}

/**
 * The first banner's photo: its phone copy on a phone (`PHONE_BANNER_MEDIA`), else the full image, as
 * the slider's own `<picture>` chooses (BannerSlider.tsx), so the island shows the file this fetched.
 */
export function bannerPicture(banner: Banner): string {
  const img = `<img src="${escapeHtml(banner.image)}" alt="" fetchpriority="high" loading="eager" decoding="async">`;
  if (!banner.phoneImage) return img;
  return `<picture><source media="${PHONE_BANNER_MEDIA}" srcset="${escapeHtml(banner.phoneImage)}">${img}</picture>`;
}

/**
 * The preload of the first banner's photo, from <head>: one per media query when it has a phone copy,
 * so a browser asks for exactly the file its `<picture>` will show, and only that one.
 */
export function bannerPreload(banner: Banner): string {
  const link = (url: string, media?: string) =>
    `<link rel="preload" as="image" href="${escapeHtml(url)}"${media ? ` media="${media}"` : ''} fetchpriority="high">`;
  if (!banner.phoneImage) return link(banner.image);
  return link(banner.phoneImage, PHONE_BANNER_MEDIA) + link(banner.image, FULL_BANNER_MEDIA);
}

/** The first banner's slide, as the slider shows it first (same classes), inside the shell's banner box. */
export function homeBannerBox(banner: StoredBanner | undefined, locale: Locale): string {
  if (!banner) return '<div class="banner-early" data-banner-early aria-hidden="true"></div>';
  const t = pageTranslator(locale);
  const shown = localiseBanner(banner, locale);
  return [
    `<div class="banner-early" data-banner-early="rendered" aria-hidden="true" data-testid="home-static-banner">`,
    `<div class="banner__slide is-current">`,
    bannerPicture(shown),
    `<div class="banner__text container"><span class="eyebrow">${escapeHtml(t('catalogue.banner.label'))}</span>`,
    `<h2>${escapeHtml(shown.title)}</h2>`,
    shown.text ? `<p>${escapeHtml(shown.text)}</p>` : '',
    shown.link ? `<span class="btn btn-primary">${escapeHtml(t('catalogue.banner.cta'))}</span>` : '',
    `</div></div></div>`,
  ].join('');
}

/** The whole home page: the home shell of its language with its first banner in the HTML. */
export function renderHomePage(shell: string, banners: readonly StoredBanner[], locale: Locale, origin: string): string {
  const first = banners[0];
  const head = homeHead(locale, origin);
  // The photo is asked for from <head>, before the parser reaches the body's inline styles and header.
  const preload = first ? bannerPreload(localiseBanner(first, locale)) : '';
  return fillShell(shell, head, homeBannerBox(first, locale), { slot: HOME_SLOT, headExtra: preload });
}
