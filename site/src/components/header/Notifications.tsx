import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import type { Locale } from '../../../../shared/i18n/index.ts';
import { href } from '../../lib/locales.ts';
import { $notifications, markNotificationRead, type AppNotification } from '../../stores/notifications.ts';
import { notificationPhoto, notificationTarget, notificationText } from './notification-words.ts';
import { Icon } from './icons.tsx';
import type { T } from './strings.ts';
import { usePopover } from './popover.ts';

/** The unread notifications: photo, title, body and a blue dot; a click marks read, then follows. */
export function NotificationList({ uid, locale, t }: { uid: string; locale: Locale; t: T }) {
  const { data, loading } = useStore($notifications);
  if (!data.length) {
    return <p className="notifications-empty">{loading ? t('header.notifications.loading') : t('header.notifications.empty')}</p>;
  }
  const open = async (event: MouseEvent, n: AppNotification, target: string | null) => {
    event.preventDefault();
    await markNotificationRead(uid, n.id);
    if (target) location.assign(href(locale, target));
  };
  return (
    <ul className="plain-list notifications-list">
      {data.map((n) => {
        const target = notificationTarget(n);
        const photo = notificationPhoto(n);
        const { title, body } = notificationText(n, t, locale);
        const content = (
          <>
            {photo ? <img src={photo} alt="" width={48} height={48} loading="lazy" /> : (
              <span className="notification-photo" aria-hidden="true">
                <Icon name="bell" size={20} />
              </span>
            )}
            <span className="notification-text">
              <span className="notification-title">{title}</span>
              <span className="notification-body">{body}</span>
            </span>
            <span className="notification-dot">
              <span className="visually-hidden">{t('header.notifications.unreadOne')}</span>
            </span>
          </>
        );
        return (
          <li key={n.id}>
            {target ? (
              <a className="notification" href={href(locale, target)} onClick={(e) => void open(e, n, target)} data-testid="notification" data-template={n.template}>
                {content}
              </a>
            ) : (
              <button type="button" className="notification" onClick={(e) => void open(e, n, null)} data-testid="notification" data-template={n.template}>
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The bell: a red dot when something is unread; opens a 325 × 420 px dropdown. */
export function NotificationBell({ uid, locale, t }: { uid: string; locale: Locale; t: T }) {
  const { data } = useStore($notifications);
  const { box, toggleProps, panelProps } = usePopover();
  const unread = data.length;
  const label = unread ? `${t('header.notifications')} (${t('header.notifications.unread', { count: unread })})` : t('header.notifications');
  return (
    <div className="popover-wrap" ref={box}>
      <button {...toggleProps} className="icon-button" aria-label={label} title={t('header.notifications')} data-testid="bell" data-unread={unread}>
        <Icon name="bell" size={22} />
        {unread > 0 && <span className="bell-dot" aria-hidden="true" />}
      </button>
      <div {...panelProps} className="popover notifications-panel">
        <p className="popover-heading">{t('header.notifications')}</p>
        <NotificationList uid={uid} locale={locale} t={t} />
      </div>
    </div>
  );
}
