import { NOTIFICATION_TEMPLATES, type NotificationTemplate } from '../../notifications.ts';

/**
 * en strings: notifications — each template's title and body (`notif.<template>.title|body`), the
 * English of shared/notifications.ts itself, so the bell and the e-mail say the same.
 */
export default Object.fromEntries(
  Object.entries(NOTIFICATION_TEMPLATES).flatMap(([template, t]) => [
    [`notif.${template}.title`, t.title],
    [`notif.${template}.body`, t.body],
  ]),
) as Record<`notif.${NotificationTemplate}.${'title' | 'body'}`, string>;
