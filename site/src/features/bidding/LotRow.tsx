import { useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { BidState } from '../../../../shared/contract/buying.ts';
import type { ItemSummary } from '../../../../shared/contract/catalogue.ts';
import { followLot, lotStore } from '../../lib/live.ts';
import { itemPath } from '../catalogue/ItemCard.tsx';
import { Money } from '../catalogue/Money.tsx';
import { TimeLeft } from '../catalogue/TimeLeft.tsx';
import { useUi } from '../../lib/ui.tsx';
import { SOLD_STATUSES } from './bidding.ts';

/** A lot's bid state, followed live only while `follow` (a list follows at most what one socket can). */
function useLotIf(itemId: string, follow: boolean): BidState | null {
  const store = useMemo(() => lotStore(itemId), [itemId]);
  useEffect(() => (follow ? followLot(itemId) : undefined), [itemId, follow]);
  return useStore(store);
}

/**
 * One lot in a list of My account (the watchlist, my bids): photo, name, the price it stands at and
 * its bids, the time left on the server's clock, all live while `follow`; `aside` adds the list's own
 * column (a standing, a Remove button), given the lot's live state.
 */
export function LotRow({ item, follow, testId, aside }: { item: ItemSummary; follow: boolean; testId: string; aside?: (state: BidState | null) => ReactNode }) {
  const ui = useUi();
  const state = useLotIf(item.id, follow);
  const status = state?.status ?? item.status;
  const currentBid = state ? state.currentBid : item.currentBid;
  const bidCount = state?.bidCount ?? item.bidCount;
  const endsAt = state ? state.endsAt : item.endsAt;
  const sold = item.soldPrice != null || SOLD_STATUSES.includes(status);
  const lead = sold
    ? { label: 'catalogue.card.soldFor', pence: item.soldPrice ?? currentBid ?? item.buyItNowPrice ?? item.startingPrice }
    : item.listAsAuction
      ? { label: currentBid === null ? 'catalogue.card.startingPrice' : 'catalogue.card.currentBid', pence: currentBid ?? item.startingPrice }
      : { label: 'catalogue.card.buyNow', pence: item.buyItNowPrice ?? item.startingPrice };
  return (
    <li className="lot-row" data-testid={testId} data-item-id={item.id}>
      <span className="lot-row__photo">{item.photo ? <img src={item.photo} alt="" width={96} height={72} loading="lazy" decoding="async" /> : null}</span>
      <span className="lot-row__what">
        <a href={itemPath(ui, item)} className="lot-row__name">
          {item.name}
        </a>
        <span className="lot-row__number">{ui.t('catalogue.item.itemNumber', { number: item.itemNumber })}</span>
      </span>
      <span className="lot-row__price">
        <span className="lot-row__label">{ui.t(lead.label)}</span>
        <Money pence={lead.pence} testId="price" className="lot-row__amount" />
        {item.listAsAuction ? (
          <span className="lot-row__bids" data-testid="bid-count" data-count={bidCount}>
            {ui.tn('catalogue.bids', bidCount)}
          </span>
        ) : null}
      </span>
      <span className="lot-row__time">{endsAt ? <TimeLeft endsAt={endsAt} active={status === 'Active'} testId="time-left" /> : null}</span>
      {aside ? <span className="lot-row__aside">{aside(state)}</span> : null}
    </li>
  );
}
