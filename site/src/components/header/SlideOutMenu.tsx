import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '../../../../shared/i18n/index.ts';
import { deferred } from '../../lib/deferred.tsx';
import { href } from '../../lib/locales.ts';
import { signOut } from '../../lib/session.ts';
import { $notifications } from '../../stores/notifications.ts';
import { CurrencySelect } from './CurrencySelect.tsx';
import { Flag, Icon, type IconName } from './icons.tsx';
import { languageHref } from './LanguageMenu.tsx';
import type { T } from './strings.ts';
import { ACCOUNT_LINKS } from './UserMenu.tsx';

/** The notifications' list, fetched when a signed-in person first opens it here (docs/adr/0056). */
const NotificationList = deferred(() => import('./Notifications.tsx').then((m) => m.NotificationList));

interface Props {
  open: boolean;
  onClose: () => void;
  locale: Locale;
  here: string;
  t: T;
  mounted: boolean;
  /** The stored uid, when signed in. */
  uid: string | null;
  /** The stored e-mail or display name is present. */
  named: boolean;
}

/**
 * The small-screen menu (spec: Slide-out menu): titled Menu, with a close button; 350 px wide or
 * the full width at 350 px and below; background #212529. A modal dialog: focus moves in, stays
 * in, and returns to the burger on close.
 */
export function SlideOutMenu({ open, onClose, locale, here, t, mounted, uid, named }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [showNotifications, setShowNotifications] = useState(false);
  const { data: unread } = useStore($notifications);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    const onResize = () => {
      if (window.innerWidth > 768) onClose();
    };
    window.addEventListener('resize', onResize);
    return () => {
      root.style.overflow = previous;
      window.removeEventListener('resize', onResize);
    };
  }, [open, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), select, [tabindex="0"]');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <div className={`drawer-backdrop${open ? ' is-open' : ''}`} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        id="slide-out-menu"
        className={`drawer${open ? ' is-open' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        inert={!open}
        onKeyDown={onKeyDown}
      >
        <div className="drawer-head">
          <h2 id={titleId} className="drawer-title">
            {t('menu.title')}
          </h2>
          <button ref={closeButton} type="button" className="drawer-close" onClick={onClose} aria-label={t('menu.close')}>
            <Icon name="close" size={22} />
          </button>
        </div>
        <nav className="drawer-body" aria-labelledby={titleId}>
          {uid && (
            <ul className="plain-list drawer-list">
              <DrawerLink href={href(locale, '/my-account/Watchlist')} icon="heart" label={t('header.watchlist')} />
              <DrawerLink href={href(locale, '/sellar-dashboard/List%20an%20item')} icon="tag" label={t('header.sell')} />
              <li>
                <button
                  type="button"
                  className="drawer-link"
                  aria-expanded={showNotifications}
                  onClick={() => setShowNotifications((v) => !v)}
                >
                  <Icon name="bell" />
                  {t('header.notifications')}
                  {unread.length > 0 && <span className="drawer-badge">{unread.length}</span>}
                  <Icon name="chevron" size={16} className={`drawer-chevron${showNotifications ? ' is-open' : ''}`} />
                </button>
                {showNotifications && (
                  <div className="drawer-notifications">
                    <NotificationList uid={uid} locale={locale} t={t} fallback={<p className="notifications-empty">{t('header.notifications.loading')}</p>} />
                  </div>
                )}
              </li>
            </ul>
          )}

          {named ? (
            <ul className="plain-list drawer-list">
              {ACCOUNT_LINKS.map((link) => (
                <DrawerLink key={link.key} href={href(locale, link.path)} icon={link.icon} label={t(link.key)} />
              ))}
            </ul>
          ) : (
            <ul className="plain-list drawer-list">
              <DrawerLink href={href(locale, '/seller-login')} icon="user" label={t('header.signIn')} className="drawer-link drawer-signin" />
            </ul>
          )}

          <ul className="plain-list drawer-list">
            <DrawerLink href={href(locale, '/support-center')} icon="help" label={t('menu.help')} />
          </ul>

          <section className="drawer-preferences" aria-label={t('menu.preferences')}>
            <p className="label drawer-label">{t('lang.label')}</p>
            <div className="drawer-languages">
              {(['en', 'fr'] as const).map((code) => (
                <a
                  key={code}
                  href={languageHref(here, code)}
                  hrefLang={code}
                  lang={code}
                  className="drawer-language"
                  aria-current={code === locale ? 'true' : undefined}
                >
                  <Flag locale={code} />
                  {t(`lang.${code}`)}
                </a>
              ))}
            </div>
            <p className="label drawer-label">{t('currency.label')}</p>
            <CurrencySelect t={t} mounted={mounted} className="drawer-currency" />
          </section>

          {named && (
            <ul className="plain-list drawer-list drawer-foot">
              <li>
                <button type="button" className="drawer-link" onClick={signOut}>
                  <Icon name="logout" />
                  {t('header.signOut')}
                </button>
              </li>
            </ul>
          )}
        </nav>
      </div>
    </>
  );
}

/** One link of the menu's lists: its icon, then its name. */
function DrawerLink({ href, icon, label, className = 'drawer-link' }: { href: string; icon: IconName; label: string; className?: string }) {
  return (
    <li>
      <a className={className} href={href}>
        <Icon name={icon} />
        {label}
      </a>
    </li>
  );
}
