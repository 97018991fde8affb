import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { endedAt } from '../../../../shared/catalogue.ts';
import type { ItemDetail } from '../../../../shared/contract/catalogue.ts';
import { saleStands } from '../../../../shared/item-status.ts';
import { Money } from './Money.tsx';
import { $now, remaining } from './now.ts';
import { TimeLeft } from './TimeLeft.tsx';
import { useUi } from '../../lib/ui.tsx';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';

/** What the bid box shows of a lot: from the item as loaded, then from its live bid state. */
export type LotFacts = Pick<
  ItemDetail,
  | 'status'
  | 'listAsAuction'
  | 'listAsBuyNow'
  | 'startingPrice'
  | 'currentBid'
  | 'bidCount'
  | 'endsAt'
  | 'minNextBid'
  | 'hasReserve'
  | 'reserveMet'
  | 'buyItNowPrice'
  | 'buyNowAvailable'
  | 'soldPrice'
  | 'soldAt'
  | 'estimatedValue'
>;

/** One line of a lot's public bid history; `automatic` when the bidder's maximum placed it. */
export interface HistoryLine {
  bidder: string;
  amount: number;
  at: string;
  automatic?: boolean;
}

/** One labelled fact of a lot (a term and its description). */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="fact" data-testid={testId}>
      <dt className="label">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** True while bids are taken: Active and, on the server's clock, not yet at its end. */
export function isOpen(facts: Pick<LotFacts, 'status' | 'endsAt'>, now: number): boolean {
  return facts.status === 'Active' && !(facts.endsAt && remaining(facts.endsAt, now).ended);
}

/**
 * What became of a lot that no longer takes bids: "Sold for £X on <date>" (the price in the reader's
 * currency, as every price) when its sale stands, else "Not sold" (docs/adr/0054). The sentence is the
 * language's, with the price put where its `{price}` is.
 */
export function SaleResult({ facts }: { facts: Pick<LotFacts, 'status' | 'soldPrice' | 'soldAt'> }) {
  const ui = useUi();
  if (facts.status === 'Active') return null;
  const sold = facts.soldPrice != null && facts.soldAt;
  // Sold while the page was open: its price comes with the item's next load, never as "Not sold".
  if (!sold && saleStands(facts.status)) return null;
  if (!sold) {
    return (
      <p className="sale-result sale-result--unsold" data-testid="sale-result" data-sold="false">
        {ui.t('catalogue.item.notSold')}
      </p>
    );
  }
  const [before, after = ''] = ui.t('catalogue.item.soldForOn', { date: ui.date(facts.soldAt!) }).split('{price}');
  return (
    <p className="sale-result" data-testid="sale-result" data-sold="true">
      {before}
      <Money pence={facts.soldPrice!} testId="sold-price" />
      {after}
    </p>
  );
}

/**
 * The lot's price box: the price it leads with, bids, time left (on the server's clock), minimum next
 * bid, reserve and Buy it now; `children` (the bidding panel) below. The same markup serves the item
 * as first loaded and, once the bidding code has arrived, its live state.
 */
export function BidFacts({ facts, children }: { facts: LotFacts; children?: ReactNode }) {
  const ui = useUi();
  const now = useStore($now);
  const open = isOpen(facts, now);
  const sold = facts.soldPrice != null;
  const lead = sold
    ? { label: 'catalogue.card.soldFor', pence: facts.soldPrice! }
    : facts.listAsAuction
      ? { label: facts.currentBid === null ? 'catalogue.card.startingPrice' : 'catalogue.card.currentBid', pence: facts.currentBid ?? facts.startingPrice }
      : { label: 'catalogue.item.buyNowPrice', pence: facts.buyItNowPrice ?? facts.startingPrice };
  const buyNow = ui.t(facts.buyNowAvailable && open ? 'catalogue.item.available' : 'catalogue.item.unavailable');
  return (
    <section className="bid-box card" id="bid-box">
      <div className="bid-box__lead">
        <div>
          <span className="label">{ui.t(lead.label)}</span>
          <Money pence={lead.pence} testId="price" className="bid-box__price" />
        </div>
        {facts.listAsAuction ? (
          <span className="bid-box__bids" data-testid="bid-count" data-count={facts.bidCount}>
            {ui.tn('catalogue.bids', facts.bidCount)}
          </span>
        ) : null}
      </div>
      <SaleResult facts={facts} />
      <dl className="facts">
        {facts.endsAt ? (
          <Fact label={ui.t('catalogue.item.timeLeft')}>
            <TimeLeft endsAt={facts.endsAt} active={facts.status === 'Active'} testId="time-left" />
            <span className="fact__sub" data-testid="ends-at" data-ends-at={open ? facts.endsAt : endedAt(facts)}>
              {ui.t(open ? 'catalogue.item.endsOn' : 'catalogue.item.endedOn', { date: ui.dateTime(open ? facts.endsAt : endedAt(facts)!) })}
            </span>
          </Fact>
        ) : null}
        {facts.listAsAuction && open ? (
          <Fact label={ui.t('catalogue.item.minNextBid')}>
            <Money pence={facts.minNextBid} testId="min-next-bid" />
          </Fact>
        ) : null}
        {facts.listAsAuction ? (
          <Fact label={ui.t('catalogue.item.reserve')}>
            <span className={`reserve${facts.hasReserve && !facts.reserveMet ? ' reserve--unmet' : ''}`} data-testid="reserve-status">
              {ui.t(!facts.hasReserve ? 'catalogue.item.noReserve' : facts.reserveMet ? 'catalogue.item.reserveMet' : 'catalogue.item.reserveNotMet')}
            </span>
          </Fact>
        ) : null}
        {facts.listAsBuyNow && facts.buyItNowPrice !== null && facts.listAsAuction ? (
          <Fact label={ui.t('catalogue.item.buyNowPrice')}>
            <Money pence={facts.buyItNowPrice} testId="buy-now-price" />
            <span className="fact__sub" data-testid="buy-now-availability">
              {buyNow}
            </span>
          </Fact>
        ) : null}
        {facts.listAsBuyNow && !facts.listAsAuction ? (
          <Fact label={ui.t('catalogue.card.buyNow')}>
            <span data-testid="buy-now-availability">{buyNow}</span>
          </Fact>
        ) : null}
        {facts.estimatedValue ? (
          <Fact label={ui.t('catalogue.item.estimate')}>
            <Money pence={facts.estimatedValue} />
          </Fact>
        ) : null}
      </dl>
      {children}
    </section>
  );
}

/** The masked bid history, newest first; automatic bids (placed by a bidder's maximum) are marked. */
export function BidHistory({ bids, listAsAuction }: { bids: readonly HistoryLine[]; listAsAuction: boolean }) {
  const ui = useUi();
  if (!listAsAuction && !bids.length) return null;
  const sorted = [...bids].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">{ui.t('catalogue.item.history')}</h2>
      {sorted.length ? (
        <table className="table data-table" data-testid="bid-history">
          <ColumnHeads keys={['catalogue.item.bidder', 'catalogue.item.amount', 'catalogue.item.time']} />
          <tbody>
            {sorted.map((bid, i) => (
              <tr key={`${bid.at}-${bid.amount}-${i}`} data-testid="bid-row" data-automatic={bid.automatic ? 'true' : undefined}>
                <td>
                  {bid.bidder}
                  {bid.automatic ? <span className="bid-auto">{ui.t('catalogue.item.automaticBid')}</span> : null}
                </td>
                <td>
                  <Money pence={bid.amount} />
                </td>
                <td>
                  <time dateTime={bid.at}>{ui.dateTime(bid.at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">{ui.t('catalogue.item.noBids')}</p>
      )}
    </section>
  );
}
