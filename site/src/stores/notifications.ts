import { atom } from 'nanostores';
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

/** Marks one notification read; on 200 the unread list is refetched. */
export async function markNotificationRead(uid: string, notificationId: string): Promise<void> {
  const result = await call('markNotificationRead', { uid, notificationId });
  if (result.status === 200) await loadNotifications(uid);
}

/** Where clicking a notification leads (spec: Notification dropdown); null for other types. */
export function notificationTarget(n: AppNotification): string | null {
  const itemId = n.item?.id;
  switch (n.type) {
    case 'AUCTION':
      return itemId ? `/items/${encodeURIComponent(itemId)}/auction` : null;
    case 'SOLD':
      return itemId ? `/items/${encodeURIComponent(itemId)}/${n.item?.listAsAuction ? 'auction' : 'buyer'}` : null;
    case 'DISPUTE':
      return n.itemDisputeId ? `/my-account/disputes-details/${encodeURIComponent(n.itemDisputeId)}` : null;
    case 'PAYMENT': {
      const id = n.orderId ?? itemId;
      return id ? `/pay-items/${encodeURIComponent(id)}` : null;
    }
    default:
      return null;
  }
}

/** The first photo of a notification's item, whatever shape the photo list has. */
export function notificationPhoto(n: AppNotification): string | null {
  const first = n.item?.photos?.[0];
  if (!first) return null;
  return typeof first === 'string' ? first : (first.thumbnailUrl ?? first.url ?? null);
}
