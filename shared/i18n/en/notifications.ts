import { NOTIFICATION_TEMPLATES, type NotificationTemplate } from '../../notifications.ts';

/**
 * en strings: notifications — each template's title and body (`notif.<template>.title|body`), the
 * English of shared/notifications.ts itself, so the bell and the e-mail say the same; a counting body
 * has one key per plural category (`notif.payoutSent.body.one|other`).
 */
export default {
  ...Object.fromEntries(
  Object.entries(NOTIFICATION_TEMPLATES).flatMap(([template, t]): Array<[string, string]> => [
    [`notif.${template}.title`, t.title],
    ...(typeof t.body === 'string' ? [[`notif.${template}.body`, t.body] as [string, string]] : Object.entries(t.body).map(([category, text]): [string, string] => [`notif.${template}.body.${category}`, text])),
  ]),
  ),
  // the e-mail around a notification (lambdas/notify/notify.ts)
  'mail.subject': 'Patina: {title}',
  'mail.footer': 'You can choose what we e-mail you in My account › Settings: {settingsUrl}',
} as Record<string, string>;
