import { endedAt } from './catalogue.ts';
import type { ItemDetail } from './contract/catalogue.ts';
import type { Locale } from './i18n/paths.ts';
import { pageTranslator } from './i18n/public-pages.ts';
import { ItemStatus } from './item.ts';
import { PUBLIC_STATUSES, saleStands } from './item-status.ts';
import { formatMoney, GBP } from './money.ts';
import { escapeHtml, fillShell, type PageHead } from './page-markup.ts';
import { LOT_PHOTO_SIZES } from './photo-sizes.ts';

/**
 * A lot's rendered page (docs/adr/0036): the item shell of the site build with the lot's title,
 * description, canonical URL, hreflang alternates, og:/Twitter tags, schema.org Product + Offer
 * JSON-LD and a static copy of what the page shows first (name, caption, photos, price, end,
 * description), which the item island replaces once it has hydrated and loaded the lot. Pure.
 */

/** The path every lot page is known by (its canonical URL), per language. */
export function lotPath(locale: Locale, id: string): string {
  return `${locale === 'fr' ? '/fr' : ''}/items/${encodeURIComponent(id)}/buyer`;
}

/** True when a lot has a public page: live, or what became of a live lot (shared/item-status.ts). */
export function hasLotPage(status: ItemStatus): boolean {
  return PUBLIC_STATUSES.includes(status);
}

/** The price a lot page leads with, and the catalogue key of its label. */
export function leadPrice(item: ItemDetail): { amount: number; label: string } {
  if (item.soldPrice != null) return { amount: item.soldPrice, label: 'catalogue.card.soldFor' };
  if (item.listAsAuction) {
    return item.currentBid !== null ? { amount: item.currentBid, label: 'catalogue.card.currentBid' } : { amount: item.startingPrice, label: 'catalogue.card.startingPrice' };
  }
  return { amount: item.buyItNowPrice ?? item.startingPrice, label: 'catalogue.item.buyNowPrice' };
}

/** True when the lot's sale stands and shows its price (getItem gives `soldPrice` only then: docs/adr/0054). */
function soldFor(item: ItemDetail): item is ItemDetail & { soldPrice: number; soldAt: string } {
  return item.soldPrice != null && !!item.soldAt;
}

/** schema.org availability of a lot's offer: open while Active, sold once sold, else gone. */
function availability(item: ItemDetail): string {
  if (item.status === ItemStatus.Active) return 'https://schema.org/InStock';
  if (item.soldPrice != null) return 'https://schema.org/SoldOut';
  return 'https://schema.org/OutOfStock';
}

/** Pence as schema.org wants a price: a decimal string in pounds ("1250.00"). */
function decimalPounds(pence: number): string {
  return (pence / 100).toFixed(2);
}

/**
 * The lot as schema.org Product with one Offer: the price it leads with, in GBP, valid until its end;
 * sold, the price it sold for (SoldOut); ended without a sale, no price at all (docs/adr/0054).
 */
export function lotJsonLd(item: ItemDetail, canonical: string, origin: string): object {
  const price = leadPrice(item);
  const priced = item.status === ItemStatus.Active || soldFor(item);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: item.description,
    sku: item.itemNumber,
    url: canonical,
    image: item.photos.map((p) => origin + p.url),
    offers: {
      '@type': 'Offer',
      url: canonical,
      ...(priced ? { priceCurrency: 'GBP', price: decimalPounds(price.amount) } : {}),
      availability: availability(item),
      itemCondition: 'https://schema.org/UsedCondition',
      ...(item.endsAt && item.status === ItemStatus.Active ? { priceValidUntil: item.endsAt.slice(0, 10) } : {}),
      seller: { '@type': 'Organization', name: item.seller.name },
    },
  };
}

/** The meta description: the caption, else the description's start (one line, at most 160 characters). */
export function lotDescription(item: ItemDetail): string {
  const text = (item.caption.trim() || item.description).replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** The date and time a lot ends, as its page writes it (the UK's time: the marketplace's). */
function formatEnd(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(new Date(iso));
}

/** The date a lot sold, as its page writes it (the UK's day). */
function formatDay(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(new Date(iso));
}

/** The static part of the page: what a visitor without JavaScript (or a crawler) reads of the lot. */
export function lotStaticBody(item: ItemDetail, locale: Locale): string {
  const t = pageTranslator(locale);
  const price = leadPrice(item);
  const ended = item.status !== ItemStatus.Active;
  const first = item.photos[0];
  // The same srcset and sizes as the gallery's main photo (Gallery.tsx), so the island shows the file fetched here.
  const responsive = first?.srcset ? ` srcset="${escapeHtml(first.srcset)}" sizes="${LOT_PHOTO_SIZES}"` : '';
  const photo = first
    ? `<img class="gallery__img" src="${escapeHtml(first.url)}"${responsive} alt="${escapeHtml(item.name)}" fetchpriority="high" decoding="async">`
    : `<div class="gallery__main gallery__main--empty">${escapeHtml(t('catalogue.card.noPhoto'))}</div>`;
  const thumbs = item.photos
    .slice(1)
    .map((p, i) => `<li><img src="${escapeHtml(p.thumbnailUrl)}" alt="${escapeHtml(t('catalogue.item.photoOf', { n: i + 2, total: item.photos.length }))}" loading="lazy" width="80" height="80"></li>`)
    .join('');
  const endAt = ended ? endedAt(item) : item.endsAt;
  // What became of it, in the marketplace's currency (the island then shows the reader's).
  const result = !ended
    ? ''
    : soldFor(item)
      ? `<p class="sale-result" data-testid="lot-static-result" data-sold="true">${escapeHtml(t('catalogue.item.soldForOn', { price: formatMoney(item.soldPrice, GBP, locale), date: formatDay(locale, item.soldAt) }))}</p>`
      : saleStands(item.status)
        ? ''
        : `<p class="sale-result sale-result--unsold" data-testid="lot-static-result" data-sold="false">${escapeHtml(t('catalogue.item.notSold'))}</p>`;
  const end = endAt
    ? `<p class="lot-static__end"><time datetime="${escapeHtml(endAt)}">${escapeHtml(t(ended ? 'catalogue.item.endedOn' : 'catalogue.item.endsOn', { date: formatEnd(locale, endAt) }))}</time></p>`
    : '';
  const paragraphs = item.description
    .split(/\n\s*\n/)
    .filter((p) => p.trim())
    .map((p) => `<p>${escapeHtml(p.trim())}</p>`)
    .join('');
  return [
    `<article class="container item-page lot-static" data-page-static="lot" data-testid="lot-static">`,
    `<div class="item-top">`,
    `<div class="gallery"><div class="gallery__main">${photo}</div>${thumbs ? `<ul class="lot-static__thumbs">${thumbs}</ul>` : ''}</div>`,
    `<div class="item-summary">`,
    `<span class="eyebrow">${escapeHtml(t('catalogue.item.itemNumber', { number: item.itemNumber }))}</span>`,
    `<h1>${escapeHtml(item.name)}</h1>`,
    item.caption ? `<p class="item-caption">${escapeHtml(item.caption)}</p>` : '',
    `<div class="bid-box card">${result}<dl class="facts"><div class="fact"><dt>${escapeHtml(t(price.label))}</dt>`,
    `<dd data-testid="lot-static-price">${escapeHtml(formatMoney(price.amount, GBP, locale))}</dd></div></dl>${end}</div>`,
    `</div></div>`,
    `<section class="item-details"><div class="item-main"><h2>${escapeHtml(t('catalogue.item.description'))}</h2><div class="item-description">${paragraphs}</div></div></section>`,
    `</article>`,
  ].join('');
}

/** Everything a lot page needs besides the shell. */
export interface LotPageInput {
  /** The lot as a visitor sees it (getItem without a caller). */
  item: ItemDetail;
  locale: Locale;
  /** The public origin absolute URLs start with ("https://example.com"). */
  origin: string;
}

/** The lot page's <head> facts. */
export function lotHead({ item, locale, origin }: LotPageInput): PageHead {
  const canonical = origin + lotPath(locale, item.id);
  const first = item.photos[0];
  return {
    title: `${item.name} · Patina`,
    description: lotDescription(item),
    canonical,
    alternates: { en: origin + lotPath('en', item.id), fr: origin + lotPath('fr', item.id) },
    locale,
    ogType: 'product',
    ...(first ? { image: origin + first.url, imageAlt: item.name } : {}),
    jsonLd: lotJsonLd(item, canonical, origin),
  };
}

/** The whole lot page: the item shell of the lot's language filled with the lot. */
export function renderLotPage(shell: string, input: LotPageInput): string {
  return fillShell(shell, lotHead(input), lotStaticBody(input.item, input.locale));
}
