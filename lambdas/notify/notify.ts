import type { Notification } from '../../shared/contract/account.ts';
import { photoUrl } from '../../shared/catalogue.ts';
import type { Item } from '../../shared/item.ts';
import { NOTIFICATION_TEMPLATES, notificationText, type NotificationTemplate } from '../../shared/notifications.ts';
import { livePush, pushQuietly } from '../adapters/live-push.ts';
import { mailer } from '../adapters/mail.ts';
import { putEventNotification, putNotification } from '../data/entities/notification.ts';
import { getProfile } from '../data/entities/profile.ts';
import { optionalEnv } from '../lib/env.ts';

/** One thing to tell one person about one lot. */
export interface NoticeToSend {
  uid: string;
  template: NotificationTemplate;
  params: Record<string, string>;
  item: Pick<Item, 'id' | 'photos' | 'listAsAuction'>;
  orderId?: string;
  /** The dispute it is about (a DISPUTE notification opens its thread). */
  itemDisputeId?: string;
  /** Makes the notification once: a replay of the same event finds it made and sends nothing again. */
  dedupeKey: string;
  /**
   * `at` is the event's own time, the same on every replay (a lot version's time): the notification
   * is then stored by one write keyed by it and the dedupe key (putEventNotification), no claim.
   */
  atIsTheEvent?: boolean;
  /** Where the e-mail's link goes (a path on the site). */
  link: string;
  at: Date;
}

/**
 * Tells a person: a notification in their bell (stored once per event), pushed at once to their open
 * pages, and e-mailed when their settings ask for that kind. A failed push or e-mail never undoes
 * the notification, nor the change it tells of.
 */
export async function notify(notice: NoticeToSend): Promise<Notification> {
  const template = NOTIFICATION_TEMPLATES[notice.template];
  const { title, body } = notificationText(notice.template, notice.params);
  const store = notice.atIsTheEvent ? putEventNotification : putNotification;
  const { notification, created } = await store(
    notice.uid,
    {
      type: template.type,
      title,
      body,
      item: { id: notice.item.id, photos: notice.item.photos.slice(0, 1).map((p) => photoUrl(p.thumbKey)), listAsAuction: notice.item.listAsAuction },
      ...(notice.orderId ? { orderId: notice.orderId } : {}),
      ...(notice.itemDisputeId ? { itemDisputeId: notice.itemDisputeId } : {}),
      createdAt: notice.at.toISOString(),
      template: notice.template,
      params: notice.params,
    },
    notice.dedupeKey,
  );
  if (!created) return notification;
  await pushQuietly(() => livePush().toPerson(notice.uid, { type: 'notification', notification }));
  const profile = await getProfile(notice.uid);
  if (profile?.email && profile.notificationPreferences?.[template.email] !== false) {
    const site = optionalEnv('SITE_URL') ?? '';
    await pushQuietly(() => mailer().send({ to: profile.email, subject: `Patina: ${title}`, text: `${body}\n\n${site}${notice.link}\n\nYou can choose what we e-mail you in My account › Settings.` }));
  }
  return notification;
}
