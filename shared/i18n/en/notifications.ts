import { NOTIFICATION_TEMPLATES } from '../../notifications.ts';

/**
 * en strings: notifications — each template's title and body (`notif.<template>.title|body`), the
 * English of shared/notifications.ts itself, so the bell and the e-mail say the same; a counting body
 * has one key per plural category (`notif.payoutSent.body.one|other`).
 */
export default {
  ...Object.fromEntries(
    Object.entries(NOTIFICATION_TEMPLATES).flatMap(([template, t]): Array<[string, string]> => [
      [`notif.${template}.title`, t.title],
      ...(typeof t.body === 'string'
        ? [[`notif.${template}.body`, t.body] as [string, string]]
        : Object.entries(t.body).map(([category, text]): [string, string] => [`notif.${template}.body.${category}`, text])),
    ]),
  ),
  // the e-mail around a notification (lambdas/notify/notify.ts)
  'mail.subject': 'Patina: {title}',
  'mail.footer': 'You can choose what we e-mail you in My account › Settings: {settingsUrl}',
  // the daily digest of alerts (lambdas/alerts/digest.ts, docs/adr/0053)
  'mail.digest.subject.one': 'Patina: 1 new item for you',
  'mail.digest.subject.other': 'Patina: {count} new items for you',
  'mail.digest.intro': 'New items that match your saved searches and the sellers you follow:',
  'mail.digest.footer': 'You choose how each saved search alerts you in My account › Saved searches: {settingsUrl}',
  // Cognito's own codes, worded by its CustomMessage trigger (lambdas/entry/custom-message.ts); {code} is Cognito's {####}
  'mail.code.signUp.subject': 'Your Patina verification code',
  'mail.code.signUp.body': 'Welcome to Patina. Your verification code is {code}. Enter it on the registration page to confirm your e-mail address: {url}',
  'mail.code.forgotPassword.subject': 'Your Patina password reset code',
  'mail.code.forgotPassword.body': 'Your code to choose a new password is {code}. Enter it on the password page: {url}. If you did not ask for it, you can ignore this e-mail.',
  'mail.code.attribute.subject': 'Your Patina verification code',
  'mail.code.attribute.body': 'Your code to confirm your e-mail address is {code}.',
  'mail.code.invitation.subject': 'Your Patina account',
  'mail.code.invitation.body': 'An account was made for you on Patina. Your user name is {username} and your temporary password is {code}. Sign in to choose your own: {url}',
} as Record<string, string>;
