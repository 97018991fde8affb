import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { refreshSession } from '../../lib/session.ts';
import { $profile, loadProfile } from '../../stores/account.ts';
import { AddressesPanel } from './AddressesPanel.tsx';
import { CardsPanel } from './CardsPanel.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { SettingsPanel } from './SettingsPanel.tsx';
import { ACCOUNT_TABS, tabFromPath, tabPath, type TabId } from './tabs.ts';
import { deferred } from '../../lib/deferred.tsx';
import { useUi, withUi } from '../../lib/ui.tsx';
import { LineIcon } from '../../components/LineIcon.tsx';

// The live lists and the purchase history load with their own code (the socket, the lot rows, the review form) only when opened.
const WatchlistPanel = deferred(() => import('../watchlist/WatchlistPanel.tsx').then((m) => m.default));
const MyBidsPanel = deferred(() => import('../bidding/MyBidsPanel.tsx').then((m) => m.default));
const PurchasesPanel = deferred(() => import('../checkout/PurchasesPanel.tsx').then((m) => m.default));
const DisputesPanel = deferred(() => import('../disputes/DisputesPanel.tsx').then((m) => m.default));
const SavedSearchesPanel = deferred(() => import('../alerts/SavedSearchesPanel.tsx').then((m) => m.default));
const LISTS: Partial<Record<TabId, typeof WatchlistPanel>> = {
  watchlist: WatchlistPanel,
  alerts: SavedSearchesPanel,
  bids: MyBidsPanel,
  purchases: PurchasesPanel,
  disputes: DisputesPanel,
};

const TITLE_KEY: Record<TabId, string> = {
  profile: 'account.nav.profile',
  addresses: 'account.nav.addresses',
  cards: 'account.nav.cards',
  settings: 'account.nav.settings',
  purchases: 'account.nav.purchases',
  watchlist: 'account.nav.watchlist',
  alerts: 'account.nav.alerts',
  bids: 'account.nav.bids',
  disputes: 'account.nav.disputes',
  reviews: 'account.nav.reviews',
};

const LEDE_KEY: Partial<Record<TabId, string>> = {
  profile: 'account.profile.lede',
  addresses: 'account.addresses.lede',
  cards: 'account.cards.lede',
};

const ICONS: Record<TabId, string> = {
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  addresses: 'M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  cards: 'M3 6.5h18v11H3zM3 10h18M7 14.5h3',
  settings: 'M4 7h10M18 7h2M4 17h4M12 17h8M16 5v4M10 15v4',
  purchases: 'M5 8h14l-1.2 11H6.2L5 8Zm3 0V6.5a4 4 0 0 1 8 0V8',
  watchlist: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Zm9.5 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  alerts: 'M6 3.5h12v17l-6-4-6 4v-17Z',
  bids: 'm14 4 6 6M11 7l6 6M4 20l7.5-7.5M12.5 5.5l6 6-3 3-6-6 3-3Z',
  disputes: 'M4 5h16v10H9l-5 4V5Zm8 3v3m0 2.5h.01',
  reviews: 'm12 4 2.4 5 5.6.6-4.2 3.8 1.2 5.6L12 16.3 7 19l1.2-5.6L4 9.6 9.6 9 12 4Z',
};

/**
 * My account: a side navigation (a scrolling tab bar on small screens) over the account's
 * sections. Each section has its own URL under /my-account; moving between them updates the URL
 * without a reload, and Back and Forward move between sections.
 */
function AccountIsland() {
  const ui = useUi();
  const [tab, setTab] = useState<TabId>(() => tabFromPath(location.pathname));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    refreshSession();
    void loadProfile();
    const onPop = () => {
      moved.current = true;
      setTab(tabFromPath(location.pathname));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // After a move between sections, focus goes to the section's heading (screen readers hear it).
  useEffect(() => {
    if (moved.current) heading.current?.focus({ preventScroll: false });
    // On small screens the navigation is a scrolling row: bring the current section into it.
    const nav = document.querySelector<HTMLElement>('.acc-nav');
    const link = nav?.querySelector<HTMLElement>('.side-nav-link.is-current');
    if (nav && link && nav.scrollWidth > nav.clientWidth) nav.scrollLeft = link.offsetLeft - (nav.clientWidth - link.offsetWidth) / 2;
    document.title = `${ui.t(TITLE_KEY[tab])} · ${ui.t('account.meta.title')} · Patina`;
  }, [tab, ui]);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: TabId) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (id === tab) return;
    history.pushState(null, '', ui.href(tabPath(id)));
    moved.current = true;
    setTab(id);
  };

  const current = ACCOUNT_TABS.find((t) => t.id === tab)!;

  return (
    <>
      <Greeting />
      <div className="acc-layout">
        <nav className="side-nav acc-nav" aria-label={ui.t('account.nav.label')} data-testid="account-nav">
          <NavGroup title={ui.t('account.nav.groupAccount')} tabs={ACCOUNT_TABS.filter((t) => t.group === 'account').map((t) => t.id)} current={tab} go={go} />
          <NavGroup title={ui.t('account.nav.groupActivity')} tabs={ACCOUNT_TABS.filter((t) => t.group === 'activity').map((t) => t.id)} current={tab} go={go} />
          <SellerLink />
        </nav>
        <section className="acc-panel" aria-labelledby="acc-panel-title">
          <header className="panel-head">
            <h2 id="acc-panel-title" ref={heading} tabIndex={-1}>
              {ui.t(TITLE_KEY[tab])}
            </h2>
            {LEDE_KEY[tab] && <p className="acc-muted">{ui.t(LEDE_KEY[tab]!)}</p>}
          </header>
          {current.soon ? <SoonPanel id={tab} /> : <Panel id={tab} />}
        </section>
      </div>
    </>
  );
}

export default withUi(AccountIsland);

function Panel({ id }: { id: TabId }) {
  const List = LISTS[id];
  if (List) return <List fallback={<div className="acc-skeleton" aria-busy="true" />} />;
  switch (id) {
    case 'addresses':
      return <AddressesPanel />;
    case 'cards':
      return <CardsPanel />;
    case 'settings':
      return <SettingsPanel />;
    default:
      return (
        <div className="acc-stack">
          <SellerSummary />
          <section className="card panel acc-card">
            <ProfileForm />
          </section>
        </div>
      );
  }
}

function NavGroup({ title, tabs, current, go }: { title: string; tabs: TabId[]; current: TabId; go: (e: MouseEvent<HTMLAnchorElement>, id: TabId) => void }) {
  const ui = useUi();
  const soon = (id: TabId) => ACCOUNT_TABS.find((t) => t.id === id)!.soon;
  const titleId = `acc-nav-${tabs[0]}`;
  return (
    <div className="side-nav-group">
      <p className="label side-nav-title" id={titleId}>
        {title}
      </p>
      <ul aria-labelledby={titleId}>
        {tabs.map((id) => (
          <li key={id}>
            <a
              href={ui.href(tabPath(id))}
              className={`side-nav-link${id === current ? ' is-current' : ''}`}
              aria-current={id === current ? 'page' : undefined}
              onClick={(e) => go(e, id)}
            >
              <LineIcon d={ICONS[id]} />
              <span>{ui.t(TITLE_KEY[id])}</span>
              {soon(id) && <span className="acc-soon-tag">{ui.t('account.nav.soon')}</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Hello, Beatrice" above the layout once the profile is known. */
function Greeting() {
  const { t } = useUi();
  const profile = useStore($profile);
  const name = profile.data?.firstName || profile.data?.displayName;
  return (
    <p className="acc-greeting">
      {name ? t('account.hero.hello', { name }) : '\u00a0'}
    </p>
  );
}

/** The seller entry of the navigation: the dashboard for sellers, else the way to become one. */
function SellerLink() {
  const ui = useUi();
  const profile = useStore($profile);
  const seller = profile.data?.sellerAccount;
  return (
    <a className="acc-nav-seller" href={ui.href(seller ? '/sellar-dashboard' : '/seller-account')}>
      {ui.t(seller ? 'account.nav.sellerDashboard' : 'account.nav.sellerAccount')} →
    </a>
  );
}

/** The profile section's seller status card. */
function SellerSummary() {
  const ui = useUi();
  const profile = useStore($profile);
  if (!profile.data) return null;
  const { sellerAccount, sellerProfileName, email, firstName, lastName } = profile.data;
  const initial = (firstName || email || '·').charAt(0).toUpperCase();
  return (
    <div className="acc-summary">
      <span className="acc-avatar" aria-hidden="true">
        {initial}
      </span>
      <div className="acc-summary-text">
        <p className="acc-summary-name">{[firstName, lastName].filter(Boolean).join(' ') || email}</p>
        <p className="acc-muted">{email}</p>
      </div>
      <div className="acc-summary-seller">
        <p className="label acc-summary-label">{ui.t('account.profile.seller')}</p>
        {sellerAccount ? (
          <>
            <p>{ui.t('account.profile.sellerActive', { name: sellerProfileName ?? '' })}</p>
            <a href={ui.href('/sellar-dashboard')}>{ui.t('account.nav.sellerDashboard')} →</a>
          </>
        ) : (
          <>
            <p className="acc-muted">{ui.t('account.profile.sellerNone')}</p>
            <a href={ui.href('/seller-account')}>{ui.t('account.nav.sellerAccount')} →</a>
          </>
        )}
      </div>
    </div>
  );
}

const SOON_TEXT: Partial<Record<TabId, string>> = {
  reviews: 'account.soon.reviews',
};

/** A section that opens in a later release: what will be there. */
function SoonPanel({ id }: { id: TabId }) {
  const { t, href } = useUi();
  return (
    <div className="card panel acc-card acc-soon" data-testid="account-soon">
      <p className="eyebrow">{t('account.soon.eyebrow')}</p>
      <p className="acc-soon-text">{t(SOON_TEXT[id] ?? 'account.soon.note')}</p>
      <p className="acc-muted">{t('account.soon.note')}</p>
      <a className="btn btn-ghost" href={href('/catagoriesDetails/all')}>
        {t('account.soon.browse')}
      </a>
    </div>
  );
}
