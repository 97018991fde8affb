import { atom } from 'nanostores';
import { call } from '../lib/api.ts';

/*
 * The bell's state and calls, on every page's first JavaScript (the header's `core` chunk). How a
 * notification is worded and where it leads is components/header/notification-words.ts, fetched with
 * the bell once someone is signed in (docs/adr/0056).
 */

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
  const result = await call('getNotifications', {
    uid,
    limit: PAGE_SIZE,
    offset: 0,
  });
  const current = $notifications.get();
  if (result.status === 200) {
    $notifications.set({ loading: false, data: result.data.filter((n) => !n.read), error: null });
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
