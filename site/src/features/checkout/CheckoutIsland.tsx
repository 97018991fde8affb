import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ItemDetail } from '../../../../shared/contract/catalogue.ts';
import type { OrderView } from '../../../../shared/contract/orders.ts';
import { GBP, formatMoney } from '../../../../shared/money.ts';
import { call } from '../../lib/api.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { refreshSession } from '../../lib/session.ts';
import { loadCurrencies } from '../../stores/currency.ts';
import { Banner } from '../../lib/forms/Banner.tsx';
import { Skeleton } from '../account/panel.tsx';
import { $now } from '../catalogue/now.ts';
import { useUi, withUi } from '../../lib/ui.tsx';
import { pathSegments } from '../catalogue/path-segments.ts';
import { learnServerClock } from './clock.ts';
import { BuyerStatus, OrderItem, ShipToAddress, ToPurchases, Tracking } from './OrderParts.tsx';
import { PayForm } from './PayForm.tsx';
import { Receipt } from './Receipt.tsx';
import { buyerStage, type BuyerStage } from './order-rules.ts';
import { mayDispute, newDisputePath } from '../disputes/dispute-rules.ts';

type Lot = Pick<ItemDetail, 'id' | 'shipping' | 'shippingPaidBy' | 'seller'>;
type Loaded = { state: 'loading' } | { state: 'notFound' } | { state: 'error' } | { state: 'ready'; order: OrderView; lot: Lot | null };

/**
 * /pay-items/{orderId}: the checkout of an order awaiting payment — the item and its price, the
 * address to ship to (with the zones the lot ships to and what each costs), the card to pay with
 * (saved cards, or a new one tokenised in the browser), the total in pounds and in the chosen
 * currency, the time left on the server's clock, and Pay. A paid, shipped or lapsed order shows
 * where it stands instead. Amounts shown before paying are a preview; the server charges its own total.
 */
function CheckoutIsland() {
  const ui = useUi();
  const orderId = useMemo(() => pathSegments(location.pathname)[1] ?? '', []);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await call('getOrder', { orderId });
    if (result.status !== 200) {
      setLoaded({ state: result.status === 404 || result.status === 400 ? 'notFound' : 'error' });
      return;
    }
    const order = result.data;
    const [item] = await Promise.all([call('getItem', { itemId: order.itemId }), learnServerClock(order.itemId)]);
    setLoaded({ state: 'ready', order, lot: item.status === 200 ? item.data : null });
  }, [orderId]);

  useEffect(() => {
    refreshSession();
    void loadCurrencies();
    void load();
  }, [load]);

  useEffect(() => {
    document.title = `${ui.t('checkout.meta.title')} · Patina`;
  }, [ui]);

  return (
    <>
      <div className="co-head">
        <p className="eyebrow">{ui.t('checkout.eyebrow')}</p>
        <h1 className="co-title">{ui.t('checkout.title')}</h1>
      </div>
      {notice ? <Banner kind="error">{notice}</Banner> : null}
      {loaded.state === 'loading' ? (
        <div className="card co-card" data-testid="checkout-loading">
          <Skeleton lines={4} />
        </div>
      ) : loaded.state === 'notFound' ? (
        <Message title={ui.t('checkout.notFound')} text={ui.t('checkout.notFoundText')} testId="checkout-not-found" />
      ) : loaded.state === 'error' ? (
        <Message title={ui.t('checkout.loadFailed')} testId="checkout-error">
          <button type="button" className="btn btn-ghost" onClick={() => void load()}>
            {ui.t('checkout.retry')}
          </button>
        </Message>
      ) : (
        <Checkout
          order={loaded.order}
          lot={loaded.lot}
          onRefused={(message) => {
            // The order moved on meanwhile (paid in another tab, lapsed): say why, show where it stands.
            setNotice(message);
            void load();
          }}
        />
      )}
    </>
  );
}

export default withUi(CheckoutIsland);

function Message({ title, text, testId, children }: { title: string; text?: string; testId: string; children?: ReactNode }) {
  return (
    <div className="card co-card co-message" data-testid={testId}>
      <h2>{title}</h2>
      {text ? <p>{text}</p> : null}
      <ToPurchases>{children}</ToPurchases>
    </div>
  );
}

/** True once `iso` has passed on the server's clock (re-renders only when that changes). */
function usePassed(iso: string): boolean {
  const store = useMemo(() => computed($now, (now) => now >= Date.parse(iso)), [iso]);
  return useStore(store);
}

function Checkout({ order, lot, onRefused }: { order: OrderView; lot: Lot | null; onRefused: (message: string) => void }) {
  // Renders again when the deadline passes on the server's clock: from then on the order cannot be paid.
  usePassed(order.payBy);
  if (order.role === 'seller') return <SellerView order={order} />;
  const stage = buyerStage(order, serverNow());
  if (stage === 'pay' && lot) return <PayForm order={order} lot={lot} onRefused={onRefused} />;
  return <OrderState order={order} stage={stage} sellerName={lot?.seller.name ?? null} />;
}

function SellerView({ order }: { order: OrderView }) {
  const ui = useUi();
  return (
    <div className="card co-card co-state" data-testid="checkout-seller">
      <OrderItem order={order} />
      <p>{ui.t('checkout.state.seller')}</p>
      <a className="btn btn-navy" href={ui.href('/sellar-dashboard')}>
        {ui.t('checkout.toDashboard')}
      </a>
    </div>
  );
}

/** An order that is not (or no longer) to be paid here: where it stands, with its tracking once shipped. */
function OrderState({ order, stage, sellerName }: { order: OrderView; stage: BuyerStage; sellerName: string | null }) {
  const ui = useUi();
  const now = useStore($now);
  const text = stage === 'pay' ? 'checkout.loadFailed' : `checkout.state.${stage}`;
  return (
    <div className="card co-card co-state" data-testid="checkout-state" data-stage={stage}>
      <OrderItem order={order} />
      <p className="co-state__line">
        <BuyerStatus order={order} now={now} />
        <span>{ui.t(text)}</span>
      </p>
      {order.paidAt ? (
        <Receipt order={{ ...order, paidAt: order.paidAt }} sellerName={sellerName} />
      ) : (
        <dl className="co-facts">
          <dt>{ui.t('checkout.price')}</dt>
          <dd>{formatMoney(order.price, GBP, ui.locale)}</dd>
        </dl>
      )}
      <Tracking order={order} />
      {order.shipTo && stage !== 'cancelled' ? <ShipToAddress shipTo={order.shipTo} /> : null}
      <div className="co-actions no-print">
        <a className="btn btn-navy" href={ui.href('/my-account/purchase-history')} data-testid="to-purchases">
          {ui.t('checkout.toPurchases')}
        </a>
        {mayDispute(order) ? (
          <a className="btn btn-ghost" href={ui.href(newDisputePath(order.id))} data-testid="order-dispute">
            {ui.t('disputes.new.action')}
          </a>
        ) : stage === 'dispute' || stage === 'refunded' ? (
          <a className="btn btn-ghost" href={ui.href('/my-account/disputes')} data-testid="order-disputes">
            {ui.t('disputes.viewAll')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
