import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { ItemDetail } from '../../../../shared/contract/catalogue.ts';
import { lotExtension } from '../../lib/live.ts';
import { BidFacts, BidHistory, isOpen, type LotFacts } from '../catalogue/BidFacts.tsx';
import { Money } from '../catalogue/Money.tsx';
import { $now } from '../catalogue/now.ts';
import { TimeLeft } from '../catalogue/TimeLeft.tsx';
import { useUi } from '../../lib/ui.tsx';
import { factsOf, phaseOf } from './bidding.ts';
import { BidPanel, MAX_BID_INPUT_ID } from './BidPanel.tsx';
import { useLot } from './use-lot.ts';

/*
 * The live parts of a lot page (loaded as their own chunk by catalogue/ItemIsland.tsx): the price box
 * with the bidding panel, the mobile bar and the bid history, all following the lot's socket channel,
 * so every open page shows a new bid's price, count, end and history at once.
 */

/** The price box and bidding panel, live; `onEnded` when the lot ends while the page is open. */
export function LiveBidBox({ item, onEnded }: { item: ItemDetail; onEnded: () => void }) {
  const state = useLot(item.id);
  const status = state?.status;
  useEffect(() => {
    if (status && status !== 'Active' && item.status === 'Active') onEnded();
  }, [status, item.status, onEnded]);
  const facts = factsOf(item, state);
  return (
    <>
      <BidFacts facts={facts}>
        <ExtensionNotice itemId={item.id} facts={facts} />
        <BidPanel item={item} state={state} />
      </BidFacts>
      {item.isOwner ? null : <MobileBidBar facts={facts} />}
    </>
  );
}

/**
 * "Extended by 2 minutes — a bid came in at the end": said to everyone with the lot open when a bid
 * in its last minutes moves its end (the socket's `extended`), while that is the end shown and bids
 * are still taken. A polite live region, so a screen reader hears it too.
 */
function ExtensionNotice({ itemId, facts }: { itemId: string; facts: LotFacts }) {
  const ui = useUi();
  const now = useStore($now);
  const extension = useStore(useMemo(() => lotExtension(itemId), [itemId]));
  const shown = extension !== null && extension.endsAt === facts.endsAt && isOpen(facts, now);
  return (
    <p className="bid-box__extended" role="status" data-testid="extended-notice">
      {shown ? ui.tn('catalogue.item.extended', extension.windowMinutes) : null}
    </p>
  );
}

/** The bid history, live. */
export function LiveHistory({ item }: { item: ItemDetail }) {
  const state = useLot(item.id);
  return <BidHistory bids={state?.bids ?? item.bids} listAsAuction={item.listAsAuction} />;
}

/**
 * On small screens (≤ 768 px, CSS) a bar fixed at the bottom: the price, the time left and the bid
 * button, which brings the bidding panel into view with its maximum-bid field ready.
 */
function MobileBidBar({ facts }: { facts: LotFacts }) {
  const ui = useUi();
  const now = useStore($now);
  if (phaseOf(facts, now) !== 'open') return null;
  const canBuy = facts.listAsBuyNow && facts.buyNowAvailable && facts.buyItNowPrice !== null;
  if (!facts.listAsAuction && !canBuy) return null;
  const price = facts.listAsAuction ? (facts.currentBid ?? facts.startingPrice) : facts.buyItNowPrice!;
  const goToPanel = () => {
    document.getElementById('bid-box')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    const target = facts.listAsAuction ? document.getElementById(MAX_BID_INPUT_ID) : document.querySelector<HTMLElement>('[data-testid="buy-now"]');
    target?.focus({ preventScroll: true });
  };
  return (
    <div className="mobile-bid-bar" data-testid="mobile-bid-bar">
      <div className="mobile-bid-bar__facts">
        <Money pence={price} className="mobile-bid-bar__price" testId="mobile-price" />
        {facts.endsAt ? <TimeLeft endsAt={facts.endsAt} active={facts.status === 'Active'} /> : null}
      </div>
      <button type="button" className="btn btn-primary" onClick={goToPanel} data-testid="mobile-bid">
        {ui.t(facts.listAsAuction ? 'catalogue.item.placeBid' : 'catalogue.card.buyNow')}
      </button>
    </div>
  );
}
