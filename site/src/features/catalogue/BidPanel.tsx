import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ItemDetail } from '../../../../shared/contract/catalogue.ts';
import { GBP, formatMoney } from '../../../../shared/money.ts';
import { $session, refreshSession } from '../../lib/session.ts';
import { Money } from './Money.tsx';
import { useUi } from './ui.ts';

/**
 * The bid form and the Buy it now button. Until bidding ships (a later issue) this is the
 * visitor's side only: submitting asks a signed-out visitor to sign in, and tells a signed-in one
 * that bidding opens soon. Bids are entered in GBP, the currency charges are made in.
 */
export function BidPanel({ item, open }: { item: ItemDetail; open: boolean }) {
  const ui = useUi();
  const session = useStore($session);
  const [notice, setNotice] = useState<'bid' | 'buy' | null>(null);
  const [amount, setAmount] = useState('');
  useEffect(() => refreshSession(), []);

  if (item.isOwner) return <p className="alert alert-info">{ui.t('catalogue.item.ownItem')}</p>;
  if (!open) return <p className="alert alert-info" data-testid="sale-closed">{ui.t('catalogue.item.closed')}</p>;
  const canBuy = item.listAsBuyNow && item.buyNowAvailable && item.buyItNowPrice !== null;

  return (
    <div className="bid-panel">
      {item.listAsAuction ? (
        <form
          className="bid-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setNotice('bid');
          }}
        >
          <label htmlFor="bid-amount">{ui.t('catalogue.item.yourBid')}</label>
          <div className="bid-form__row">
            <span className="bid-form__input">
              <span aria-hidden="true">£</span>
              <input
                id="bid-amount"
                className="input"
                inputMode="decimal"
                autoComplete="off"
                placeholder={(item.minNextBid / 100).toFixed(2)}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                aria-describedby="bid-hint"
                data-testid="bid-amount"
              />
            </span>
            <button type="submit" className="btn btn-primary" data-testid="place-bid">
              {ui.t('catalogue.item.placeBid')}
            </button>
          </div>
          <p id="bid-hint" className="bid-form__hint">
            {ui.t('catalogue.item.bidHint', { price: formatMoney(item.minNextBid, GBP, ui.locale) })}
          </p>
        </form>
      ) : null}
      {canBuy ? (
        <button type="button" className={`btn ${item.listAsAuction ? 'btn-navy' : 'btn-primary'} bid-panel__buy`} onClick={() => setNotice('buy')} data-testid="buy-now">
          {ui.t('catalogue.item.buyNowFor')}<Money pence={item.buyItNowPrice!} />
        </button>
      ) : null}
      {notice && !session.signedIn ? (
        <div className="alert alert-error" role="alert" data-testid="login-required">
          {ui.t(notice === 'bid' ? 'catalogue.item.loginToBid' : 'catalogue.item.loginToBuyNow')}.{' '}
          <a href={ui.href('/seller-login')}>{ui.t('catalogue.item.signIn')}</a>
        </div>
      ) : notice ? (
        <div className="alert alert-info" role="status" data-testid="bidding-soon">
          {ui.t('catalogue.item.biddingSoon')}
        </div>
      ) : null}
    </div>
  );
}
