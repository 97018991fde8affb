import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { deferred } from '../../lib/deferred.tsx';
import { refreshSession } from '../../lib/session.ts';
import { loadCategories } from '../../stores/categories.ts';
import { type Lang, type Strings, useUi, withUi } from '../../lib/ui.tsx';
import { CallFailed, CallLoading } from './CallStates.tsx';
import { DraftsPanel } from './DraftsPanel.tsx';
import { Icon, type IconName } from './Icon.tsx';
import { ItemsPanel } from './ItemsPanel.tsx';
import { Notices } from './Notices.tsx';
import { $sellerDashboard, awaitingAnswer, loadDashboard, loadDrafts, loadQuestions, loadTab, removeNotifications } from './store.ts';
import { ITEM_TABS, tabPath, TOOL_TABS, viewFromUrl, wizardPath, type DashboardTab, type DashboardView } from './tabs.ts';
import { PayoutStatements } from './PayoutStatements.tsx';
import { NotSellerPrompt, PaymentPanel, ReviewsPanel } from './ToolPanels.tsx';

const ICON: Record<DashboardTab, IconName> = {
  active: 'gavel',
  sold: 'tag',
  unsold: 'undo',
  shipping: 'truck',
  submissions: 'hourglass',
  drafts: 'pencil',
  reviews: 'star',
  payouts: 'download',
  payment: 'bank',
  questions: 'question',
};

export interface DashboardIslandProps {
  locale: Lang;
  /** The dashboard's strings (dashboard., category., catalogue.time., catalogue.card.endsIn). */
  strings: Strings;
  /** The listing wizard's strings, for /sellar-dashboard/List an item. */
  wizardStrings: Strings;
}

/**
 * /sellar-dashboard and every /sellar-dashboard/<sub-path>: the seller's listings by state (Active,
 * Sold, Unsold, Shipping, Submissions), drafts, reviews and payment settings; or, at
 * /sellar-dashboard/List an item, the listing wizard (loaded on demand, so the dashboard does not
 * carry its code). The section is in the URL: a reload keeps it; Back and Forward move between them.
 */
function DashboardIsland({ locale, wizardStrings }: DashboardIslandProps) {
  const ui = useUi();
  const [view, setView] = useState<DashboardView>(() => viewFromUrl(location.pathname, location.search));

  useEffect(() => {
    refreshSession();
    const onPop = () => setView(viewFromUrl(location.pathname, location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  return view.kind === 'wizard' ? (
    <WizardView locale={locale} strings={wizardStrings} />
  ) : (
    <Dashboard tab={view.tab} onMove={(tab) => setView({ kind: 'tab', tab })} />
  );
}

export default withUi(DashboardIsland);

// ---- the wizard ----------------------------------------------------------------------------------------

/**
 * The wizard (features/selling), its code fetched only when the wizard is shown. Its stylesheet is
 * part of the page already (sellar-dashboard/index.astro): Astro serves it under another name than
 * the one Vite's preload asks for (withastro/astro#8329), so that one failed CSS preload is let go
 * instead of failing the import.
 */
const ListingWizard = deferred(async () => {
  const ignoreCssPreload = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (payload instanceof Error && payload.message.startsWith('Unable to preload CSS')) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', ignoreCssPreload);
  try {
    return (await import('../selling/ListingWizard.tsx')).ListingWizard;
  } finally {
    window.removeEventListener('vite:preloadError', ignoreCssPreload);
  }
});

function WizardView({ locale, strings }: { locale: Lang; strings: Strings }) {
  const ui = useUi();
  const draftId = new URLSearchParams(location.search).get('draft') ?? undefined;
  useEffect(() => {
    document.title = `${ui.t('dashboard.listItem')} · Patina`;
  }, [ui]);
  const failed = (
    <div className="state-box dash-state" role="alert">
      <p>{ui.t('dashboard.wizard.error')}</p>
      <div className="dash-actions">
        <button type="button" className="btn btn-navy" onClick={() => location.reload()}>
          {ui.t('dashboard.retry')}
        </button>
        <a className="btn btn-ghost" href={ui.href('/sellar-dashboard')}>
          {ui.t('dashboard.wizard.back')}
        </a>
      </div>
    </div>
  );
  return (
    <>
      <div className="dash-head dash-head--wizard">
        <div>
          <a className="dash-back" href={ui.href('/sellar-dashboard')}>
            <span aria-hidden="true">←</span> {ui.t('dashboard.wizard.back')}
          </a>
          <h1 className="dash-title">{ui.t('dashboard.listItem')}</h1>
        </div>
      </div>
      <ListingWizard
        locale={locale}
        strings={strings}
        draftId={draftId}
        failed={failed}
        fallback={<CallLoading text={ui.t('dashboard.wizard.loading')} />}
      />
    </>
  );
}

// ---- the dashboard -------------------------------------------------------------------------------------

function Dashboard({ tab, onMove }: { tab: DashboardTab; onMove: (tab: DashboardTab) => void }) {
  const ui = useUi();
  const state = useStore($sellerDashboard);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    void loadDashboard(ui.t);
    void loadCategories();
    // Back from another tab or window (an expert may have decided meanwhile): refresh what is shown.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      const current = viewFromUrl(location.pathname, location.search);
      if (current.kind !== 'tab') return;
      if ((ITEM_TABS as readonly string[]).includes(current.tab)) void loadTab(current.tab as (typeof ITEM_TABS)[number], ui.t);
      else if (current.tab === 'drafts') void loadDrafts();
      else if (current.tab === 'questions') void loadQuestions();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [ui]);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
    document.title = `${ui.t(`dashboard.tab.${tab}`)} · ${ui.t('dashboard.title')} · Patina`;
  }, [tab, ui]);

  const go = (event: MouseEvent<HTMLAnchorElement>, next: DashboardTab) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (next === tab) return;
    removeNotifications();
    history.pushState(null, '', ui.href(tabPath(next)));
    moved.current = true;
    onMove(next);
    // the list on screen stays while a fresh one is fetched
    if ((ITEM_TABS as readonly string[]).includes(next)) void loadTab(next as (typeof ITEM_TABS)[number], ui.t);
    else if (next === 'drafts') void loadDrafts();
    else if (next === 'questions') void loadQuestions();
  };

  const count = (id: DashboardTab): number | null => {
    if (id === 'drafts') return state.drafts.status === 'ready' ? state.drafts.items.length : null;
    // the questions awaiting an answer, not every question: what the seller has to do
    if (id === 'questions') return state.questions.status === 'ready' || (state.questions.status === 'loading' && state.questions.items.length) ? awaitingAnswer(state.questions.items) : null;
    if ((ITEM_TABS as readonly string[]).includes(id)) {
      const list = state.lists[id as (typeof ITEM_TABS)[number]];
      return list.status === 'ready' || (list.status === 'loading' && list.items.length) ? list.items.length : null;
    }
    return null;
  };

  const navGroup = (title: string, tabs: readonly DashboardTab[]) => (
    <div className="side-nav-group">
      <p className="label side-nav-title" aria-hidden="true">
        {title}
      </p>
      <ul>
        {tabs.map((id) => {
          const n = count(id);
          return (
            <li key={id}>
              <a
                href={ui.href(tabPath(id))}
                className={`side-nav-link${id === tab ? ' is-current' : ''}`}
                aria-current={id === tab ? 'page' : undefined}
                data-testid={`dashboard-tab-${id}`}
                onClick={(e) => go(e, id)}
              >
                <Icon name={ICON[id]} />
                <span className="side-nav-label">{ui.t(`dashboard.tab.${id}`)}</span>
                {n !== null && (
                  <span className="side-nav-count" data-testid={`dashboard-count-${id}`}>
                    <span aria-hidden="true">{n}</span>
                    <span className="visually-hidden">({ui.tn(id === 'questions' ? 'dashboard.questions.count' : 'dashboard.nav.count', n)})</span>
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );

  return (
    <>
      <div className="dash-head">
        <div>
          <p className="eyebrow">{ui.t('dashboard.eyebrow')}</p>
          <h1 className="dash-title">{ui.t('dashboard.title')}</h1>
        </div>
        {!state.notSeller && (
          <a className="btn btn-primary dash-list-button" href={ui.href(wizardPath())} data-testid="list-an-item">
            <Icon name="plus" />
            {ui.t('dashboard.listItem')}
          </a>
        )}
      </div>
      {state.notSeller ? (
        <NotSellerPrompt />
      ) : (
        <div className="dash-layout">
          <nav className="side-nav dash-nav" aria-label={ui.t('dashboard.nav.label')}>
            {navGroup(ui.t('dashboard.nav.listings'), ITEM_TABS)}
            {navGroup(ui.t('dashboard.nav.tools'), TOOL_TABS)}
          </nav>
          <section className="dash-panel" aria-labelledby="dash-panel-title" data-tab={tab}>
            <header className="panel-head">
              <h2 id="dash-panel-title" ref={heading} tabIndex={-1}>
                {ui.t(`dashboard.tab.${tab}`)}
              </h2>
              <p className="dash-muted">{ui.t(`dashboard.lede.${tab}`)}</p>
            </header>
            <Notices tab={tab} />
            <Panel tab={tab} />
          </section>
        </div>
      )}
    </>
  );
}

/** The Questions tab's code (and its answer forms), fetched when it is first shown: the dashboard's first load stays as it was. */
const QuestionsPanel = deferred(() => import('./QuestionsPanel.tsx').then((m) => m.QuestionsPanel));

function Panel({ tab }: { tab: DashboardTab }) {
  const ui = useUi();
  switch (tab) {
    case 'questions':
      return (
        <QuestionsPanel
          fallback={<CallLoading text={ui.t('dashboard.questions.loading')} />}
          failed={<CallFailed text={ui.t('dashboard.questions.error')} retry={() => location.reload()} />}
        />
      );
    case 'drafts':
      return <DraftsPanel />;
    case 'reviews':
      return <ReviewsPanel />;
    case 'payouts':
      return <PayoutStatements />;
    case 'payment':
      return <PaymentPanel />;
    default:
      return <ItemsPanel tab={tab} />;
  }
}
