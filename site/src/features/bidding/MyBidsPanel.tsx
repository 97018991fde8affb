import { useEffect, useState } from 'react';
import type { GetMyBidsOutput, MyBidStanding } from '../../../../shared/contract/buying.ts';
import { GBP, formatMoney } from '../../../../shared/money.ts';
import { call } from '../../lib/api.ts';
import { MAX_LIVE_LOTS } from '../../lib/live-state.ts';
import { itemPath } from '../catalogue/ItemCard.tsx';
import { useUi } from '../../lib/ui.tsx';
import { standingOf } from './bidding.ts';
import { ListInState } from './ListStates.tsx';
import { LotRow } from './LotRow.tsx';

/** The badge's tone (components.css) for where the bidder stands. */
const STANDING_TONE: Record<MyBidStanding, string> = { winning: 'success', won: 'success', outbid: 'danger', lost: 'muted' };

type Answer = { state: 'loading' } | { state: 'error' } | { state: 'ready'; bids: GetMyBidsOutput['bids'] };

/**
 * My account › My bids (/my-account/My bids): every lot the person bid on, most recent first, with
 * their maximum and where they stand — winning, outbid, won (with the way to pay) or lost — each live:
 * a bid elsewhere, the end of the auction, turns the standing at once. Loaded on demand.
 */
export default function MyBidsPanel() {
  const ui = useUi();
  const [answer, setAnswer] = useState<Answer>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let gone = false;
    setAnswer({ state: 'loading' });
    void call('getMyBids').then((result) => {
      if (gone) return;
      setAnswer(result.status === 200 ? { state: 'ready', bids: result.data.bids ?? [] } : { state: 'error' });
    });
    return () => {
      gone = true;
    };
  }, [attempt]);

  return (
    <>
      <p className="acc-muted">{ui.t('bidding.myBids.lede')}</p>
      <ListInState state={answer.state} items={'bids' in answer ? answer.bids : []} onRetry={() => setAttempt((n) => n + 1)} emptyText={ui.t('bidding.myBids.empty')} emptyTestId="my-bids-empty">
        {(bids) => (
          <ul className="plain-list lot-list" data-testid="my-bids">
            {bids.map(({ item, myMaxBid, state: listed }, index) => (
              <LotRow
                key={item.id}
                item={item}
                // ended lots are followed too: their state tells their buyer the order to pay
                follow={index < MAX_LIVE_LOTS}
                testId="my-bid-row"
                aside={(live) => {
                  const standing = standingOf(listed, live);
                  const orderId = live?.orderId;
                  return (
                    <>
                      <span className={`badge label label--tight badge--${STANDING_TONE[standing]}`} data-testid="standing" data-standing={standing}>
                        {ui.t(`bidding.myBids.${standing}`)}
                      </span>
                      <span className="lot-row__max">{ui.t('bidding.myBids.yourMax', { price: formatMoney(live?.myMaxBid ?? myMaxBid, GBP, ui.locale) })}</span>
                      {standing === 'won' && orderId && (live?.status ?? item.status) === 'Awaiting Payment' ? (
                        <a className="btn btn-primary" href={ui.href(`/pay-items/${encodeURIComponent(orderId)}`)} data-testid="pay-link">
                          {ui.t('bidding.payNow')}
                        </a>
                      ) : standing === 'outbid' ? (
                        <a className="btn btn-ghost" href={itemPath(ui, item)}>
                          {ui.t('bidding.myBids.bidAgain')}
                        </a>
                      ) : null}
                    </>
                  );
                }}
              />
            ))}
          </ul>
        )}
      </ListInState>
    </>
  );
}
