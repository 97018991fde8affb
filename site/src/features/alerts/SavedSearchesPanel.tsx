import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { formatMoney, GBP } from '../../../../shared/money.ts';
import { savedSearchPath, type SavedSearch } from '../../../../shared/saved-searches.ts';
import { call } from '../../lib/api.ts';
import { describe, sayMessage } from '../../lib/messages.ts';
import { ListEmpty, ListFailed, ListLoading } from '../bidding/ListStates.tsx';
import { makeUi, UiContext, type Lang, type Strings } from '../catalogue/ui.ts';
import { $follows, loadFollows, setFollowing } from './follows.ts';
import './alerts.css';

/**
 * My account › Saved searches (/my-account/saved-searches, docs/adr/0053): the saved searches, each a
 * link to its results with what it searches and how it e-mails, and a way to delete it; then the
 * sellers followed, each with Unfollow. Loaded on demand by the account island.
 */
export default function SavedSearchesPanel({ locale, strings }: { locale: Lang; strings: Strings }) {
  const ui = useMemo(() => makeUi(locale, strings), [locale, strings]);
  const [searches, setSearches] = useState<{ state: 'loading' | 'ready' | 'error'; list: SavedSearch[] }>({ state: 'loading', list: [] });
  const follows = useStore($follows);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const load = async () => {
    const result = await call<{ savedSearches: SavedSearch[] }>('getSavedSearches');
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
    if (outcome.ok) setSaid(sayMessage(ui.t, outcome.message));
    else setProblem(sayMessage(ui.t, outcome.message));
  };

  const what = (s: SavedSearch) =>
    [
      s.search.term ? ui.t('catalogue.alerts.term', { term: s.search.term }) : null,
      s.search.format ? ui.t(`catalogue.listing.format.${s.search.format}`) : null,
      s.search.minPrice !== undefined && s.search.maxPrice !== undefined
        ? ui.t('catalogue.alerts.price', { min: formatMoney(s.search.minPrice, GBP, locale), max: formatMoney(s.search.maxPrice, GBP, locale) })
        : null,
      ui.t('catalogue.alerts.mode', { mode: ui.t(`catalogue.alerts.alert.${s.alert}`) }),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <UiContext.Provider value={ui}>
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
        {searches.state === 'error' ? (
          <ListFailed onRetry={() => void load()} />
        ) : searches.state === 'loading' ? (
          <ListLoading />
        ) : !searches.list.length ? (
          <ListEmpty text={ui.t('catalogue.alerts.noSearches')} testId="saved-searches-empty" />
        ) : (
          <ul className="alerts-list" data-testid="saved-searches">
            {searches.list.map((s) => (
              <li key={s.id} className="alerts-row" data-testid="saved-search-row">
                <div className="alerts-row__text">
                  <a href={ui.href(savedSearchPath(s.search))} className="alerts-row__name">
                    {s.name}
                  </a>
                  <span className="muted">{what(s)}</span>
                </div>
                <button type="button" className="btn btn-ghost" onClick={() => void remove(s)} aria-label={ui.t('catalogue.alerts.deleteNamed', { name: s.name })} data-testid="saved-search-delete">
                  {ui.t('catalogue.alerts.delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="alerts-section" aria-labelledby="followed-sellers-title">
        <h3 id="followed-sellers-title">{ui.t('catalogue.alerts.sellers')}</h3>
        <p className="acc-muted">{ui.t('catalogue.alerts.followEmail')}</p>
        {follows.state === 'error' ? (
          <ListFailed onRetry={() => void loadFollows(true)} />
        ) : follows.state !== 'ready' ? (
          <ListLoading />
        ) : !follows.sellers.length ? (
          <ListEmpty text={ui.t('catalogue.alerts.noSellers')} testId="followed-sellers-empty" />
        ) : (
          <ul className="alerts-list" data-testid="followed-sellers">
            {follows.sellers.map((seller) => (
              <li key={seller.id} className="alerts-row" data-testid="followed-seller-row">
                <div className="alerts-row__text">
                  <a href={ui.href(`/seller-reviews/${encodeURIComponent(seller.id)}/${encodeURIComponent(seller.name)}`)} className="alerts-row__name">
                    {seller.name}
                  </a>
                </div>
                <button type="button" className="btn btn-ghost" onClick={() => void unfollow(seller)} aria-label={ui.t('catalogue.alerts.unfollowNamed', { name: seller.name })} data-testid="followed-seller-unfollow">
                  {ui.t('catalogue.alerts.unfollow')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </UiContext.Provider>
  );
}
