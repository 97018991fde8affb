import { atom } from 'nanostores';
import { DEFAULT_TIME_ZONE, notificationKeys, readerParams } from '../../../shared/reader.ts';
import { call } from '../lib/api.ts';

/** A notification as `getNotifications` answers it (contract/CALLS.md). */
export interface AppNotification {
  id: string;
  type: 'AUCTION' | 'SOLD' | 'DISPUTE' | 'PAYMENT' | (string & {});
  title: string;
  body: string;
  read: boolean;
  item?: { id: string; photos?: Array<string | { url?: string; thumbnailUrl?: string }>; listAsAuction?: boolean } | null;
  itemDisputeId?: string;
  orderId?: string;
  createdAt?: string;
  /** What happened (shared/notifications.ts): the bell words it in the page's language from these. */
  template?: string;
  params?: Record<string, string>;
}

/** The spec's notifications slice: loading, data (the unread list) and error. */
export interface NotificationsState {
  loading: boolean;
  data: AppNotification[];
  error: string | null;
}

export const $notifications = atom<NotificationsState>({ loading: false, data: [], error: null });

/** Page size of the notification feed (spec section 9). */
const PAGE_SIZE = 10;

/**
 * Fetches the feed and keeps the unread entries. On 200 the data are stored and the error
 * cleared; on another status loading turns off and the old data stay; on a transport failure
 * (status 0) the error is stored. Errors are otherwise swallowed, as the spec says.
 */
export async function loadNotifications(uid: string): Promise<void> {
  $notifications.set({ ...$notifications.get(), loading: true });
  const result = await call<AppNotification[] | { notifications: AppNotification[] }>('getNotifications', {
    uid,
    limit: PAGE_SIZE,
    offset: 0,
  });
  const current = $notifications.get();
  if (result.status === 200) {
    const list = Array.isArray(result.data) ? result.data : (result.data?.notifications ?? []);
    $notifications.set({ loading: false, data: list.filter((n) => !n.read), error: null });
  } else if (result.status === 0) {
    $notifications.set({ ...current, loading: false, error: result.message });
  } else {
    $notifications.set({ ...current, loading: false });
  }
}

/**
 * A notification that arrived live (the signed-in socket, lib/live.ts): it joins the unread list at
 * the top, once, so the bell's red dot shows at once.
 */
export function receiveNotification(notification: AppNotification): void {
  const current = $notifications.get();
  if (notification.read || current.data.some((n) => n.id === notification.id)) return;
  $notifications.set({ ...current, data: [notification, ...current.data] });
}

/** Marks one notification read; on 200 the unread list is refetched. */
export async function markNotificationRead(uid: string, notificationId: string): Promise<void> {
  const result = await call('markNotificationRead', { uid, notificationId });
  if (result.status === 200) await loadNotifications(uid);
}

/** The lot page of a notification's item: auctions on /auction, fixed-price items on /buyer. */
function lotPath(n: AppNotification): string | null {
  const itemId = n.item?.id;
  return itemId ? `/items/${encodeURIComponent(itemId)}/${n.item?.listAsAuction ? 'auction' : 'buyer'}` : null;
}

/**
 * Where clicking a notification leads (spec: Notification dropdown): AUCTION the item's auction page;
 * SOLD the way to pay when it tells a buyer of their order (won or bought), else the item's page;
 * DISPUTE the dispute; PAYMENT the pay-items page; LISTING (the expert's decision, to its seller) the
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
