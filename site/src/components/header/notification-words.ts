import { DEFAULT_TIME_ZONE, notificationKeys, readerParams } from '../../../../shared/reader.ts';
import type { AppNotification } from '../../stores/notifications.ts';

/*
 * How the bell words a notification and where a click on it leads: loaded with the bell
 * (Notifications.tsx), which only a signed-in visitor's header shows (docs/adr/0056).
 */

/** The lot page of a notification's item: auctions on /auction, fixed-price items on /buyer. */
function lotPath(n: AppNotification): string | null {
  const itemId = n.item?.id;
  return itemId ? `/items/${encodeURIComponent(itemId)}/${n.item?.listAsAuction ? 'auction' : 'buyer'}` : null;
}

/**
 * Where clicking a notification leads (spec: Notification dropdown): AUCTION the item's auction page;
 * SOLD the way to pay when it tells a buyer of their order (won or bought), else the item's page;
 * DISPUTE the dispute; PAYMENT the pay-items page; QUESTION the lot's questions; LISTING (the expert's decision, to its seller) the
 * lot, or the dashboard's unsold listings when it was rejected; other types nothing.
 */
export function notificationTarget(n: AppNotification): string | null {
  const itemId = n.item?.id;
  switch (n.type) {
    case 'AUCTION':
      return itemId ? `/items/${encodeURIComponent(itemId)}/auction` : null;
    case 'SOLD':
      if (n.orderId && n.template !== 'sold') return `/pay-items/${encodeURIComponent(n.orderId)}`;
      return lotPath(n);
    case 'DISPUTE':
      return n.itemDisputeId ? `/my-account/disputes-details/${encodeURIComponent(n.itemDisputeId)}` : null;
    case 'PAYMENT': {
      const id = n.orderId ?? itemId;
      return id ? `/pay-items/${encodeURIComponent(id)}` : null;
    }
    case 'LISTING':
      return n.template === 'listingRejected' ? '/sellar-dashboard/Unsold' : lotPath(n);
    case 'QUESTION': {
      // The lot's questions, where the seller answers and the asker reads the answer (docs/adr/0055).
      const path = lotPath(n);
      return path ? `${path}#questions` : null;
    }
    // a saved search's or a followed seller's new lot (docs/adr/0053)
    case 'ALERT':
      return lotPath(n);
    default:
      return null;
  }
}

/** The browser's own time zone: a page shows times where its reader is. */
const pageTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;

/**
 * A notification's title and body in the page's language: its template's words (`notif.<template>.*`,
 * picked into the header's strings) with its params, dates and prices written the page's way
 * (shared/reader.ts, as its e-mail writes them); the stored title and body when the page has no words for it.
 */
export function notificationText(
  n: AppNotification,
  t: (key: string, params?: Record<string, string>) => string,
  locale: 'en' | 'fr',
): { title: string; body: string } {
  if (!n.template) return { title: n.title, body: n.body };
  const keys = notificationKeys(n.template, n.params ?? {}, locale);
  const params = readerParams(n.params ?? {}, { locale, timeZone: pageTimeZone() });
  const title = t(keys.title, params);
  const body = t(keys.body, params);
  return title === keys.title || body === keys.body ? { title: n.title, body: n.body } : { title, body };
}

/** The first photo of a notification's item, whatever shape the photo list has. */
export function notificationPhoto(n: AppNotification): string | null {
  const first = n.item?.photos?.[0];
  if (!first) return null;
  return typeof first === 'string' ? first : (first.thumbnailUrl ?? first.url ?? null);
}
