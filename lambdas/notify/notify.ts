import type { Notification } from '../../shared/contract/account.ts';
import { photoUrl } from '../../shared/catalogue.ts';
import type { Item } from '../../shared/item.ts';
import type { Locale } from '../../shared/i18n/index.ts';
import { localisePath } from '../../shared/i18n/paths.ts';
import enNotifications from '../../shared/i18n/en/notifications.ts';
import frNotifications from '../../shared/i18n/fr/notifications.ts';
import { NOTIFICATION_TEMPLATES, notificationText, type NotificationTemplate } from '../../shared/notifications.ts';
import { fillPlaceholders } from '../../shared/placeholders.ts';
import { readerOf, type Reader } from '../../shared/reader.ts';
import { livePush, pushQuietly } from '../adapters/live-push.ts';
import { mailer } from '../adapters/mail.ts';
import { putEventNotification, putNotification } from '../data/entities/notification.ts';
import { getProfile } from '../data/entities/profile.ts';
import type { Profile } from '../../shared/account.ts';
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
  /**
   * Whether to e-mail it, decided by the sender in place of the reader's settings: an alert's mode is its
   * own setting (docs/adr/0053). Absent: the template's preference decides.
   */
  mailed?: boolean;
  /**
   * The reader's profile when the sender has read it already (a batch of alerts reads its readers'
   * profiles in one request); absent, notify reads it.
   */
  profile?: Profile | null;
  /** Where the e-mail's link goes (a path on the site). */
  link: string;
  at: Date;
}

/** The words of notifications and their e-mails, per language (only these catalogues: they ride in every bundle that notifies). */
const WORDS: Record<Locale, Record<string, string>> = { en: enNotifications, fr: frNotifications };

/** Where a person chooses what is e-mailed to them. */
export const SETTINGS_PATH = '/my-account';

/** A mail catalogue key's words in the reader's language (English where it has none). */
export const mailWords = (reader: Reader) => (key: string): string | undefined => WORDS[reader.locale][key] ?? WORDS.en[key];

/** A page of the site as a link in the reader's language. */
export const readerUrl = (reader: Reader, siteUrl: string) => (path: string): string => `${siteUrl}${localisePath(path, reader.locale)}`;

/** The e-mail telling a notice to its reader: their language, their time zone, links to their language's pages. */
export function noticeMail(notice: Pick<NoticeToSend, 'template' | 'params' | 'link'>, reader: Reader, siteUrl: string): { subject: string; text: string } {
  const words = mailWords(reader);
  const { title, body } = notificationText(notice.template, notice.params, reader, words);
  const url = readerUrl(reader, siteUrl);
  return {
    subject: fillPlaceholders(words('mail.subject')!, { title }),
    text: `${body}\n\n${url(notice.link)}\n\n${fillPlaceholders(words('mail.footer')!, { settingsUrl: url(SETTINGS_PATH) })}`,
  };
}

/**
 * Tells a person, in the language they last used on the site (docs/adr/0048): a notification in their
 * bell (stored once per event), pushed at once to their open pages, and e-mailed when their settings
 * ask for that kind. A failed push or e-mail never undoes
 * the notification, nor the change it tells of.
 */
export async function notify(notice: NoticeToSend): Promise<Notification> {
  const template = NOTIFICATION_TEMPLATES[notice.template];
  // Read first: the stored title and body are in the reader's language too (a client without the catalogues shows them).
  const profile = notice.profile !== undefined ? notice.profile : await getProfile(notice.uid);
  const reader = readerOf(profile);
  const { title, body } = notificationText(notice.template, notice.params, reader, (key) => WORDS[reader.locale][key]);
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
  const mailed = notice.mailed ?? (template.email !== null && profile?.notificationPreferences?.[template.email] !== false);
  if (profile?.email && mailed) {
    const mail = noticeMail(notice, reader, optionalEnv('SITE_URL') ?? '');
    await pushQuietly(() => mailer().send({ to: profile.email, ...mail }));
  }
  return notification;
}
