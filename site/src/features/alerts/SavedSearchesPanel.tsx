import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatMoney, GBP } from '../../../../shared/money.ts';
import { savedSearchPath, type SavedSearch } from '../../../../shared/saved-searches.ts';
import { call } from '../../lib/api.ts';
import { describe } from '../../lib/messages.ts';
import { ListInState } from '../bidding/ListStates.tsx';
import { useUi } from '../../lib/ui.tsx';
import { $follows, loadFollows, setFollowing } from './follows.ts';
import './alerts.css';

/**
 * My account › Saved searches (/my-account/saved-searches, docs/adr/0053): the saved searches, each a
 * link to its results with what it searches and how it e-mails, and a way to delete it; then the
 * sellers followed, each with Unfollow. Loaded on demand by the account island.
 */
export default function SavedSearchesPanel() {
  const ui = useUi();
  const [searches, setSearches] = useState<{ state: 'loading' | 'ready' | 'error'; list: SavedSearch[] }>({ state: 'loading', list: [] });
  const follows = useStore($follows);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const load = async () => {
    const result = await call('getSavedSearches');
    setSearches(result.status === 200 ? { state: 'ready', list: result.data.savedSearches } : { state: 'error', list: [] });
  };
  useEffect(() => {
    void load();
    void loadFollows(true);
  }, []);

  const remove = async (search: SavedSearch) => {
    setProblem(null);
    const result = await call('deleteSavedSearch', { savedSearchId: search.id });
    if (result.status !== 200) return setProblem(describe(result, ui.t));
    setSearches((current) => ({ ...current, list: current.list.filter((s) => s.id !== search.id) }));
    setSaid(describe(result, ui.t));
  };
  const unfollow = async (seller: { id: string; name: string }) => {
    setProblem(null);
    const outcome = await setFollowing(seller, false);
    if (outcome.ok) setSaid(ui.say(outcome.message));
    else setProblem(ui.say(outcome.message));
  };

  const what = (s: SavedSearch) =>
    [
      s.search.term ? ui.t('catalogue.alerts.term', { term: s.search.term }) : null,
      s.search.format ? ui.t(`catalogue.listing.format.${s.search.format}`) : null,
      s.search.minPrice !== undefined && s.search.maxPrice !== undefined
        ? ui.t('catalogue.alerts.price', { min: formatMoney(s.search.minPrice, GBP, ui.locale), max: formatMoney(s.search.maxPrice, GBP, ui.locale) })
        : null,
      ui.t('catalogue.alerts.mode', { mode: ui.t(`catalogue.alerts.alert.${s.alert}`) }),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <>
      <p className="acc-muted">{ui.t('catalogue.alerts.lede')}</p>
      <span className="visually-hidden" role="status">
        {said}
      </span>
      {problem ? (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      ) : null}
      <section className="alerts-section" aria-labelledby="saved-searches-title">
        <h3 id="saved-searches-title">{ui.t('catalogue.alerts.searches')}</h3>
        <ListInState state={searches.state} items={searches.list} onRetry={() => void load()} emptyText={ui.t('catalogue.alerts.noSearches')} emptyTestId="saved-searches-empty">
          {(list) => (
            <ul className="plain-list alerts-list" data-testid="saved-searches">
              {list.map((s) => (
                <Row key={s.id} testId="saved-search" href={ui.href(savedSearchPath(s.search))} name={s.name} detail={what(s)} action={ui.t('catalogue.alerts.delete')} actionLabel={ui.t('catalogue.alerts.deleteNamed', { name: s.name })} actionTestId="saved-search-delete" onAction={() => void remove(s)} />
              ))}
            </ul>
          )}
        </ListInState>
      </section>
      <section className="alerts-section" aria-labelledby="followed-sellers-title">
        <h3 id="followed-sellers-title">{ui.t('catalogue.alerts.sellers')}</h3>
        <p className="acc-muted">{ui.t('catalogue.alerts.followEmail')}</p>
        <ListInState state={follows.state} items={follows.sellers} onRetry={() => void loadFollows(true)} emptyText={ui.t('catalogue.alerts.noSellers')} emptyTestId="followed-sellers-empty">
          {(sellers) => (
            <ul className="plain-list alerts-list" data-testid="followed-sellers">
              {sellers.map((seller) => (
                <Row
                  key={seller.id}
                  testId="followed-seller"
                  href={ui.href(`/seller-reviews/${encodeURIComponent(seller.id)}/${encodeURIComponent(seller.name)}`)}
                  name={seller.name}
                  action={ui.t('catalogue.alerts.unfollow')}
                  actionLabel={ui.t('catalogue.alerts.unfollowNamed', { name: seller.name })}
                  actionTestId="followed-seller-unfollow"
                  onAction={() => void unfollow(seller)}
                />
              ))}
            </ul>
          )}
        </ListInState>
      </section>
    </>
  );
}

/** One line of a list: its name linking to its page, what it is, and its one action. */
function Row(props: { testId: string; href: string; name: string; detail?: string; action: string; actionLabel: string; actionTestId: string; onAction: () => void }) {
  return (
    <li className="alerts-row" data-testid={`${props.testId}-row`}>
      <div className="alerts-row__text">
        <a href={props.href} className="alerts-row__name">
          {props.name}
        </a>
        {props.detail ? <span className="muted">{props.detail}</span> : null}
      </div>
      <button type="button" className="btn btn-ghost" onClick={props.onAction} aria-label={props.actionLabel} data-testid={props.actionTestId}>
        {props.action}
      </button>
    </li>
  );
}
