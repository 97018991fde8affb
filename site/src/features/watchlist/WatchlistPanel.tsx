import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { MAX_LIVE_LOTS } from '../../lib/live-state.ts';
import { $watchlist, loadWatchlist } from '../../stores/watchlist.ts';
import { setWatching } from '../../stores/watchlist-change.ts';
import { ListInState } from '../bidding/ListStates.tsx';
import { LotRow } from '../bidding/LotRow.tsx';
import { useUi } from '../../lib/ui.tsx';

/**
 * My account › Watchlist (/my-account/Watchlist): the watched lots, most recently watched first,
 * each with its price, bids and time left live (the first fifty on the page's socket), and a way to
 * stop watching. Loaded on demand by the account island.
 */
export default function WatchlistPanel() {
  const ui = useUi();
  const list = useStore($watchlist);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    void loadWatchlist(true);
  }, []);

  const remove = async (itemId: string) => {
    setProblem(null);
    const outcome = await setWatching(itemId, false);
    if (!outcome.ok) setProblem(ui.say(outcome.message));
  };

  return (
    <>
      <p className="acc-muted">{ui.t('bidding.watchlist.lede')}</p>
      {problem ? (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      ) : null}
      <ListInState state={list.state} items={list.items} onRetry={() => void loadWatchlist(true)} emptyText={ui.t('bidding.watchlist.empty')} emptyTestId="watchlist-empty">
        {(items) => {
          let followed = 0;
          return (
            <ul className="plain-list lot-list" data-testid="watchlist">
              {items.map((item) => {
                const follow = item.status === 'Active' && followed++ < MAX_LIVE_LOTS;
                return (
                  <LotRow
                    key={item.id}
                    item={item}
                    follow={follow}
                    testId="watch-row"
                    aside={() => (
                      <button type="button" className="btn btn-ghost lot-row__remove" onClick={() => void remove(item.id)} aria-label={ui.t('bidding.watchlist.removeNamed', { name: item.name })} data-testid="watch-remove">
                        {ui.t('bidding.watchlist.remove')}
                      </button>
                    )}
                  />
                );
              })}
            </ul>
          );
        }}
      </ListInState>
    </>
  );
}
