import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../../shared/i18n/index.ts';
import { deferred } from '../../lib/deferred.tsx';
import { href } from '../../lib/locales.ts';
import { rememberLanguage } from '../../lib/language.ts';
import { $session, greetingName, refreshSession } from '../../lib/session.ts';
import { loadCategories } from '../../stores/categories.ts';
import { loadCurrencies } from '../../stores/currency.ts';
import { $notifications, loadNotifications, receiveNotification } from '../../stores/notifications.ts';
import { CurrencySelect } from './CurrencySelect.tsx';
import './header.css';
import { Icon } from './icons.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SlideOutMenu } from './SlideOutMenu.tsx';
import type { Strings } from './strings.ts';
import { UserMenu } from './UserMenu.tsx';
import { translate } from '../../lib/translate.ts';

/** The bell and its list, fetched once someone is signed in: a visitor's pages never load them (docs/adr/0056). */
const NotificationBell = deferred(() => import('./Notifications.tsx').then((m) => m.NotificationBell));

export interface HeaderProps {
  locale: Locale;
  /** The page's path at build time; replaced by the real URL once mounted (shell pages). */
  path: string;
  /** The header's strings in the page's language (keys header.*, menu.*, lang.*, currency.*). */
  strings: Strings;
  /** Category names in the page's language (keys category.*), English filling gaps. */
  categoryNames: Record<string, string>;
}

/**
 * The site header (non-admin): the outer bar with language and currency, then logo, search with
 * category, the Categories button and the right menu; at 768 px and below a burger opens the
 * slide-out menu instead. It renders signed out on the server and reads the session once mounted.
 */
export default function Header({ locale, path, strings, categoryNames }: HeaderProps) {
  const t = translate(strings);
  const session = useStore($session);
  const [mounted, setMounted] = useState(false);
  const [here, setHere] = useState(path);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    refreshSession();
    setHere(location.pathname + location.search + location.hash);
    setMounted(true);
    void loadCurrencies();
    void loadCategories();
  }, []);

  // Until mounted the header renders as the server did (signed out), whatever another island may
  // already have read from storage: a first render that differed would be a hydration mismatch.
  const signedIn = mounted && session.signedIn;
  const uid = signedIn ? session.uid : null;
  const named = signedIn && Boolean(session.email || session.displayName);

  // A signed-in person's messages are written in the language they last used here (lib/language.ts).
  useEffect(() => {
    if (uid) void rememberLanguage(uid, locale);
  }, [uid, locale]);

  // The spec fetches the notifications at header load for a signed-in user; new ones then arrive
  // live on the signed-in socket (lib/live.ts, loaded only for signed-in visitors, after the page).
  useEffect(() => {
    if (!uid) return;
    void loadNotifications(uid);
    let stop: (() => void) | null = null;
    let gone = false;
    void import('../../lib/live.ts').then((live) => {
      if (!gone) stop = live.onNotification(receiveNotification);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [uid]);

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    burger.current?.focus();
  }, []);

  return (
    <>
      <div className="topbar">
        <div className="container topbar-inner">
          <p className="topbar-note">{t('header.tagline')}</p>
          <div className="topbar-controls">
            <a className="topbar-link" href={href(locale, '/support-center')}>
              {t('menu.help')}
            </a>
            <LanguageMenu locale={locale} here={here} t={t} />
            <CurrencySelect t={t} mounted={mounted} />
          </div>
        </div>
      </div>

      <div className="mainbar">
        <div className="container mainbar-inner">
          <a className="logo" href={href(locale, '/')} aria-label={t('header.home')}>
            <span className="logo-word">Patina</span>
            <span className="logo-dot" aria-hidden="true" />
          </a>

          <div className="mainbar-search">
            <SearchForm locale={locale} t={t} categoryNames={categoryNames} mounted={mounted} />
            <a className="categories-button" href={href(locale, '/catagories')}>
              <Icon name="grid" size={18} />
              <span>{t('header.categories')}</span>
            </a>
          </div>

          <nav className="right-menu" aria-label={t('header.nav')}>
            {uid && (
              <>
                <a className="right-link" href={href(locale, '/my-account/Watchlist')}>
                  <Icon name="heart" />
                  <span>{t('header.watchlist')}</span>
                </a>
                <a className="right-link" href={href(locale, '/sellar-dashboard/List%20an%20item')}>
                  <Icon name="tag" />
                  <span>{t('header.sell')}</span>
                </a>
                <NotificationBell uid={uid} locale={locale} t={t} />
              </>
            )}
            {named ? (
              <UserMenu greeting={greetingName(session)} locale={locale} t={t} />
            ) : (
              <a className="signin-link" href={href(locale, '/seller-login')}>
                <Icon name="user" />
                <span>{t('header.signIn')}</span>
              </a>
            )}
          </nav>

          <button
            ref={burger}
            type="button"
            className="burger"
            aria-expanded={drawerOpen}
            aria-controls="slide-out-menu"
            aria-label={t('header.openMenu')}
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" size={24} />
            {uid && <UnreadDot />}
          </button>
        </div>
      </div>

      <SlideOutMenu
        open={drawerOpen}
        onClose={closeDrawer}
        locale={locale}
        here={here}
        t={t}
        mounted={mounted}
        uid={uid}
        named={named}
      />
    </>
  );
}

/** A red dot on the burger when notifications are unread (the bell itself is in the menu). */
function UnreadDot() {
  const { data } = useStore($notifications);
  return data.length ? <span className="bell-dot" aria-hidden="true" /> : null;
}
