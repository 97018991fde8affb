import { useEffect, useState } from 'react';
import type { OrderView } from '../../../../shared/contract/orders.ts';
import { GBP, formatMoney } from '../../../../shared/money.ts';
import { call } from '../../lib/api.ts';
import { describe } from '../../lib/messages.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Banner } from '../../lib/forms/Banner.tsx';
import { ListInState } from '../bidding/ListStates.tsx';
import { useUi } from '../../lib/ui.tsx';
import { learnServerClock } from './clock.ts';
import { BuyerStatus, OrderItem, Tracking } from './OrderParts.tsx';
import { buyerActions, buyerStage } from './order-rules.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { mayDispute, newDisputePath } from '../disputes/dispute-rules.ts';

type Answer = { state: 'loading' } | { state: 'error' } | { state: 'ready'; orders: OrderView[] };

/**
 * My account › Purchase history (/my-account/purchase-history): every order the person won or
 * bought, newest first, its status in the buyer's words — awaiting payment (with the way to pay),
 * paid, shipped (with the tracking number and the carrier's page), received, Cancelled - Unpaid —
 * Confirm receipt behind a confirmation, then a review of the seller, which ends on /thnks-reviews;
 * a paid order may be disputed (the form is My account's disputes tab).
 * Loaded on demand by the account page.
 */
export default function PurchasesPanel() {
  const ui = useUi();
  const [answer, setAnswer] = useState<Answer>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState<OrderView | null>(null);
  const [busy, setBusy] = useState(false);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    let gone = false;
    void (async () => {
      const result = await call('getMyOrders');
      const orders = result.status === 200 ? (result.data.orders ?? []) : null;
      // Whether an order may still be paid is the server's clock's to say: learn it first.
      const awaiting = orders?.find((o) => o.status === 'awaiting_payment');
      if (awaiting) await learnServerClock(awaiting.itemId);
      if (!gone) setAnswer(orders ? { state: 'ready', orders } : { state: 'error' });
    })();
    return () => {
      gone = true;
    };
  }, [attempt]);

  const replace = (order: OrderView) => setAnswer((a) => (a.state === 'ready' ? { state: 'ready', orders: a.orders.map((o) => (o.id === order.id ? order : o)) } : a));

  const confirmReceipt = async () => {
    if (!confirming) return;
    setBusy(true);
    setMessage(null);
    const result = await call('confirmReceipt', { orderId: confirming.id });
    setBusy(false);
    const order = confirming;
    setConfirming(null);
    if (result.status === 200) {
      replace(result.data.order);
      setMessage({ kind: 'success', text: describe(result, ui.t) });
      // the next step is the review: open it at once
      setReviewing(order.id);
    } else {
      setMessage({ kind: 'error', text: describe(result, ui.t) });
      setAttempt((n) => n + 1);
    }
  };

  /** The review is kept: thank the buyer on /thnks-reviews, with the way to the seller's page. */
  const reviewed = async (order: OrderView) => {
    const seller = await call('getSellerReviews', { sellerId: order.sellerId });
    const query = new URLSearchParams({ seller: order.sellerId });
    if (seller.status === 200 && seller.data.seller?.name) query.set('name', seller.data.seller.name);
    location.assign(ui.href(`/thnks-reviews?${query.toString()}`));
  };

  return (
    <>
      <p className="acc-muted">{ui.t('orders.lede')}</p>
      {message ? (
        <Banner kind={message.kind} onDismiss={() => setMessage(null)}>
          {message.text}
        </Banner>
      ) : null}
      <ListInState state={answer.state} items={'orders' in answer ? answer.orders : []} onRetry={() => setAttempt((n) => n + 1)} emptyText={ui.t('orders.empty')} emptyTestId="purchases-empty">
        {(orders) => (
          <ul className="plain-list order-list" data-testid="purchases">
            {orders.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                reviewing={reviewing === order.id}
                onConfirm={() => setConfirming(order)}
                onReview={() => setReviewing(order.id)}
                onReviewed={() => void reviewed(order)}
                onCancelReview={() => setReviewing(null)}
              />
            ))}
          </ul>
        )}
      </ListInState>
      <ConfirmDialog
        open={confirming !== null}
        title={ui.t('orders.confirm.title')}
        text={confirming ? ui.t('orders.confirm.text', { item: confirming.item.name }) : ''}
        confirmLabel={ui.t('orders.confirm.yes')}
        cancelLabel={ui.t('orders.confirm.no')}
        busy={busy}
        tone="primary"
        onConfirm={() => void confirmReceipt()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

function OrderRow({
  order,
  reviewing,
  onConfirm,
  onReview,
  onReviewed,
  onCancelReview,
}: {
  order: OrderView;
  reviewing: boolean;
  onConfirm: () => void;
  onReview: () => void;
  onReviewed: () => void;
  onCancelReview: () => void;
}) {
  const ui = useUi();
  const now = serverNow();
  const stage = buyerStage(order, now);
  const can = buyerActions(order, now);
  const amount = order.total ?? order.price;
  const orderHref = ui.href(`/pay-items/${encodeURIComponent(order.id)}`);
  return (
    <li className="order-row" data-testid="purchase" data-order-id={order.id} data-item-id={order.itemId} data-status={order.status}>
      <div className="order-row__top">
        <OrderItem order={order} headingLevel={3} />
        <div className="order-row__side">
          <BuyerStatus order={order} now={now} />
          <span className="order-row__amount">
            <span className="order-row__label">{ui.t(order.total !== null && order.paidAt ? 'orders.total' : 'orders.price')}</span>
            <strong data-testid="purchase-amount" data-pence={amount}>
              {formatMoney(amount, GBP, ui.locale)}
            </strong>
          </span>
        </div>
      </div>
      <div className="order-row__facts">
        {stage === 'pay' ? <p>{ui.t('orders.payBy', { date: ui.dateTime(order.payBy) })}</p> : null}
        {stage === 'paid' && order.paidAt ? (
          <p>
            {ui.t('orders.paidOn', { date: ui.date(order.paidAt) })}. {ui.t('orders.preparing')}
          </p>
        ) : null}
        {order.shippedAt && (stage === 'shipped' || stage === 'received') ? <p>{ui.t('orders.shippedOn', { date: ui.date(order.shippedAt) })}</p> : null}
        <Tracking order={order} />
        {order.receivedAt ? <p>{ui.t('orders.receivedOn', { date: ui.date(order.receivedAt) })}</p> : null}
        {stage === 'received' && order.reviewed ? <p className="order-row__done">{ui.t('orders.reviewed')}</p> : null}
      </div>
      <div className="order-row__actions">
        {can.pay ? (
          <a className="btn btn-primary" href={orderHref} data-testid="purchase-pay">
            {ui.t('orders.pay')}
          </a>
        ) : null}
        {can.confirmReceipt ? (
          <button type="button" className="btn btn-primary" onClick={onConfirm} data-testid="confirm-receipt">
            {ui.t('orders.confirmReceipt')}
          </button>
        ) : null}
        {can.review && !reviewing ? (
          <button type="button" className="btn btn-primary" onClick={onReview} data-testid="review-seller">
            {ui.t('orders.review')}
          </button>
        ) : null}
        {mayDispute(order) ? (
          <a className="btn btn-ghost" href={ui.href(newDisputePath(order.id))} data-testid="purchase-dispute">
            {ui.t('disputes.new.action')}
          </a>
        ) : null}
        {order.status === 'in_dispute' ? (
          <a className="btn btn-ghost" href={ui.href('/my-account/disputes')} data-testid="purchase-disputes">
            {ui.t('disputes.viewAll')}
          </a>
        ) : null}
        {!can.pay ? (
          <a className="btn btn-ghost" href={orderHref} data-testid="purchase-view">
            {ui.t('orders.view')}
          </a>
        ) : null}
      </div>
      {can.review && reviewing ? <ReviewForm order={order} onDone={onReviewed} onCancel={onCancelReview} /> : null}
    </li>
  );
}
