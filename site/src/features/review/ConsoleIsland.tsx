import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ComponentType, type MouseEvent, type RefObject } from 'react';
import { useChunk } from '../../lib/deferred.tsx';
import { readStoredUser, tokenGroups } from '../../lib/session.ts';
import { useUi, withUi } from '../../lib/ui.tsx';
import { $reviewToast, closeToast } from './store.ts';
import { SubmissionsView } from './SubmissionsView.tsx';
import { LoadState } from './LoadState.tsx';
import { LineIcon } from '../../components/LineIcon.tsx';

/** The console's areas: the experts' Submissions, then the admins' back office (issue 11 item 3). */
const SECTIONS = ['submissions', 'customers', 'categories', 'sellerForms', 'support', 'sales', 'fulfilment', 'disputes', 'questions'] as const;
type Section = (typeof SECTIONS)[number];
const ADMIN_SECTIONS = SECTIONS.filter((s) => s !== 'submissions');
type AreaProps = { heading: RefObject<HTMLHeadingElement | null> };

/**
 * Each back-office area's view (features/admin), fetched when the area is first opened: an expert never
 * loads them, and an admin only the areas they open (docs/adr/0056).
 */
const AREAS: Record<Exclude<Section, 'submissions'>, () => Promise<ComponentType<AreaProps>>> = {
  customers: () => import('../admin/CustomersView.tsx').then((m) => m.CustomersView),
  categories: () => import('../admin/CategoriesView.tsx').then((m) => m.CategoriesView),
  sellerForms: () => import('../admin/SellerFormsView.tsx').then((m) => m.SellerFormsView),
  support: () => import('../admin/SupportArticlesView.tsx').then((m) => m.SupportArticlesView),
  sales: () => import('../admin/SalesView.tsx').then((m) => m.SalesView),
  fulfilment: () => import('../admin/FulfilmentView.tsx').then((m) => m.FulfilmentView),
  disputes: () => import('../admin/DisputesView.tsx').then((m) => m.DisputesView),
  questions: () => import('../admin/QuestionsView.tsx').then((m) => m.QuestionsView),
};

const SLUG: Record<Section, string> = {
  submissions: 'submissions',
  customers: 'customers',
  categories: 'categories',
  sellerForms: 'seller-forms',
  sales: 'sales',
  support: 'support-articles',
  fulfilment: 'fulfilment',
  disputes: 'disputes',
  questions: 'questions',
};

const ICON: Record<Section, string> = {
  submissions: 'M5 4h14v16H5zM8.5 9h7M8.5 12.5h7M8.5 16h4',
  customers: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9a6 6 0 0 1 12 0m1-9a3 3 0 1 0 0-6m2.5 15a5.5 5.5 0 0 0-3.5-5.1',
  categories: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  sellerForms: 'M6 3h9l3 3v15H6zM9 9h6M9 12.5h6M9 16h3',
  sales: 'M4 19V5m0 14h16M8 15l3.5-4 3 2.5L20 7',
  support: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7m0 3h.01',
  fulfilment: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5v-9Zm0 0L12 12m0 0 9-4.5M12 12v9',
  disputes: 'M4 5h16v10H9l-5 4V5Zm8 3v3m0 2.5h.01',
  questions: 'M4 5h16v11h-6l-4 3.5V16H4V5Zm6.2 3.6a1.9 1.9 0 1 1 2.6 1.8c-.5.2-.8.6-.8 1.1v.4m0 1.8h.01',
};

function sectionFromUrl(): Section {
  const wanted = new URLSearchParams(location.search).get('section')?.toLowerCase();
  return SECTIONS.find((s) => SLUG[s] === wanted || s.toLowerCase() === wanted) ?? 'submissions';
}

/**
 * The expert console at /admin-details (experts and admins): the Submissions queue, where listings
 * awaiting approval are accepted or rejected with a note; for admins, the back office (features/admin).
 * The area is in the URL (`?section=`), so a reload keeps it.
 */
function ConsoleIsland() {
  const ui = useUi();
  const [section, setSection] = useState<Section>(() => sectionFromUrl());
  const [who, setWho] = useState<{ email: string; role: 'admin' | 'expert' } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const user = readStoredUser();
    const groups = user?.token ? tokenGroups(user.token) : [];
    const role = user?.role === 'admin' || groups.includes('admin') ? 'admin' : 'expert';
    setWho({ email: typeof user?.email === 'string' ? user.email : '', role });
    const onPop = () => setSection(sectionFromUrl());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    document.title = `${ui.t(`review.nav.${section}`)} · Patina Admin`;
  }, [section, ui]);

  /** After a move between areas, focus goes to the new area's heading once it is shown. */
  const headingShown = () => {
    if (moved.current) heading.current?.focus();
  };

  const go = (event: MouseEvent<HTMLAnchorElement>, next: Section) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (next === section) return;
    history.pushState(null, '', next === 'submissions' ? location.pathname : `${location.pathname}?section=${SLUG[next]}`);
    moved.current = true;
    setSection(next);
  };

  const link = (s: Section) => (
    <li key={s}>
      <a
        href={s === 'submissions' ? ui.href('/admin-details') : `${ui.href('/admin-details')}?section=${SLUG[s]}`}
        className={`rv-nav-link${s === section ? ' is-current' : ''}`}
        aria-current={s === section ? 'page' : undefined}
        onClick={(e) => go(e, s)}
        data-testid={`console-nav-${SLUG[s]}`}
      >
        <LineIcon d={ICON[s]} />
        <span>{ui.t(`review.nav.${s}`)}</span>
      </a>
    </li>
  );

  // Only admins manage the back office; an expert's console is the review queue.
  const showAdmin = who?.role === 'admin';
  const current = !showAdmin && section !== 'submissions' ? 'submissions' : section;

  return (
    <>
      <div className="rv-layout">
        <nav className={`rv-nav${showAdmin ? '' : ' rv-nav--single'}`} aria-label={ui.t('review.nav.label')}>
          {who && (
            <p className="rv-who">
              <span className="rv-role">{ui.t(`review.role.${who.role}`)}</span>
              {who.email && <span className="rv-email">{ui.t('review.signedInAs', { email: who.email })}</span>}
            </p>
          )}
          <p className="label rv-nav-title" aria-hidden="true">
            {ui.t('review.nav.review')}
          </p>
          <ul>{link('submissions')}</ul>
          {showAdmin && (
            <>
              <p className="label rv-nav-title" aria-hidden="true">
                {ui.t('review.nav.manage')}
              </p>
              <ul>{ADMIN_SECTIONS.map(link)}</ul>
            </>
          )}
        </nav>
        <div className="rv-main">
          {current === 'submissions' ? (
            <>
              <SubmissionsView heading={heading} />
              <Shown key={current} run={headingShown} />
            </>
          ) : (
            <AreaView key={current} area={current} heading={heading} onShown={headingShown} />
          )}
        </div>
      </div>
      <ToastRegion />
    </>
  );
}

export default withUi(ConsoleIsland);

/**
 * A back-office area's view, with the console's loading state while its code arrives, and the console's
 * load failure if it cannot (its retry reloads the page). `onShown` runs once the view or the failure is shown.
 */
function AreaView({ area, heading, onShown }: AreaProps & { area: Exclude<Section, 'submissions'>; onShown: () => void }) {
  const ui = useUi();
  const chunk = useChunk(AREAS[area]);
  useEffect(() => {
    if (chunk.state !== 'loading') onShown();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when shown
  }, [chunk.state]);
  if (chunk.state === 'loading') return <LoadState status="loading" loading={ui.t('review.loading')} failed="" retry="" onRetry={() => undefined} />;
  if (chunk.state === 'failed') return <AreaLoadFailed />;
  const View = chunk.value;
  return <View heading={heading} />;
}

/** Runs `run` once it is committed. */
function Shown({ run }: { run: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when shown
  useEffect(run, []);
  return null;
}

function AreaLoadFailed() {
  const ui = useUi();
  return <LoadState status="error" loading="" failed={ui.t('review.loadError')} retry={ui.t('review.retry')} onRetry={() => location.reload()} />;
}

/** The decision's confirmation, bottom right; the region is always there so screen readers hear it. */
function ToastRegion() {
  const ui = useUi();
  const toast = useStore($reviewToast);
  return (
    <div className="rv-toasts" aria-live="polite" role="status">
      {toast && (
        <div key={toast.id} className={`rv-toast rv-toast--${toast.kind}`} data-testid="review-toast">
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            {toast.kind === 'success' ? <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-8.5 3 3 5.5-6" /> : <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13.5v5.5m0 3.5h.01" />}
          </svg>
          <span>{toast.text}</span>
          <button type="button" onClick={closeToast} aria-label={ui.t('review.toast.close')}>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
