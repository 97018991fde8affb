import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { OrderView } from '../../../../shared/contract/orders.ts';
import { GBP, formatMoney } from '../../../../shared/money.ts';
import { call } from '../../lib/api.ts';
import { onNotification } from '../../lib/live.ts';
import { refreshSession } from '../../lib/session.ts';
import { useUi, withUi } from '../../lib/ui.tsx';
import { takeCheckoutLocale } from './bank-trip.ts';
import { OrderItem, ToPurchases } from './OrderParts.tsx';
import { askAgainAfter, successState, type SuccessState } from './order-rules.ts';

type View = { kind: 'loading' } | { kind: 'none' } | { kind: 'error' } | { kind: 'order'; order: OrderView; state: SuccessState; slow: boolean };

/**
 * /payment-success?orderId=…: where checkout lands after a payment, and where the bank's 3-D Secure
 * page sends the browser back. The server decides whether the order is paid: `getOrder` asks the
 * payment provider about the order's latest payment and settles it. While the bank's answer is on its
 * way, the page asks again when the PAYMENT notification arrives on the live socket, and otherwise
 * with a bounded backoff, then offers a button. The bank's `redirect_status` is only a hint (a
 * failure is shown at once; a success is never believed until the order is paid).
 */
function PaymentSuccessIsland() {
  const ui = useUi();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const query = useMemo(() => new URLSearchParams(location.search), []);
  const orderId = query.get('orderId');
  const redirectStatus = query.get('redirect_status');
  /** Asks again at once, the backoff started afresh (the "Check again" button). */
  const askAgain = useRef<() => void>(() => undefined);
  // The bank returns to the English page: a buyer who paid in French goes on in French.
  const [toFrench] = useState(() => takeCheckoutLocale() === 'fr' && ui.locale === 'en');

  useEffect(() => {
    if (toFrench) {
      location.replace(`/fr/payment-success${location.search}`);
      return;
    }
    refreshSession();
    if (!orderId) {
      setView({ kind: 'none' });
      return;
    }
    const state: { timer: ReturnType<typeof setTimeout> | null; attempt: number; done: boolean; inFlight: boolean } = { timer: null, attempt: 0, done: false, inFlight: false };
    const schedule = () => {
      const delay = askAgainAfter(state.attempt++);
      if (delay === null) {
        setView((v) => (v.kind === 'order' ? { ...v, slow: true } : v));
        return;
      }
      state.timer = setTimeout(() => void ask(), delay);
    };
    const ask = async () => {
      if (state.done || state.inFlight) return;
      if (state.timer) clearTimeout(state.timer);
      state.timer = null;
      state.inFlight = true;
      const result = await call('getOrder', { orderId });
      state.inFlight = false;
      if (state.done) return;
      if (result.status !== 200) {
        setView({ kind: result.status === 404 || result.status === 400 ? 'none' : 'error' });
        if (result.status === 0 || result.status >= 500) schedule();
        return;
      }
      const shown = successState(result.data, redirectStatus);
      setView({ kind: 'order', order: result.data, state: shown, slow: false });
      if (shown === 'waiting') schedule();
      else finish();
    };
    // Listening first, asking second: a notification cannot fall between the two.
    const stopListening = onNotification((notification) => {
      if (notification.orderId === orderId && notification.type === 'PAYMENT') void ask();
    });
    const finish = () => {
      state.done = true;
      if (state.timer) clearTimeout(state.timer);
      stopListening();
    };
    askAgain.current = () => {
      state.attempt = 0;
      void ask();
    };
    void ask();
    return finish;
  }, [orderId, redirectStatus, toFrench]);

  useEffect(() => {
    document.title = `${ui.t(view.kind === 'order' && view.state === 'paid' ? 'checkout.success.title' : 'checkout.success.metaTitle')} · Patina`;
  }, [ui, view]);

  return (
    <div className="co-success" data-testid="payment-success" data-state={view.kind === 'order' ? view.state : view.kind}>
      {view.kind === 'loading' ? (
        <Waiting />
      ) : view.kind === 'none' ? (
        <Card title={ui.t('checkout.success.eyebrow')} text={ui.t('checkout.success.noOrder')} />
      ) : view.kind === 'error' ? (
        <Card title={ui.t('checkout.loadFailed')}>
          <button type="button" className="btn btn-ghost" onClick={() => askAgain.current()}>
            {ui.t('checkout.success.checkAgain')}
          </button>
        </Card>
      ) : view.state === 'paid' ? (
        <Paid order={view.order} />
      ) : view.state === 'waiting' ? (
        <Waiting order={view.order} slow={view.slow} onAskAgain={() => askAgain.current()} />
      ) : view.state === 'failed' ? (
        <Card title={ui.t('checkout.success.failedTitle')} text={ui.t('checkout.success.failed')} order={view.order} tone="error">
          <a className="btn btn-primary" href={ui.href(`/pay-items/${encodeURIComponent(view.order.id)}`)} data-testid="pay-again">
            {ui.t('checkout.success.payAgain')}
          </a>
        </Card>
      ) : (
        <Card title={ui.t('checkout.success.cancelledTitle')} text={ui.t('checkout.state.cancelled')} order={view.order} />
      )}
    </div>
  );
}

export default withUi(PaymentSuccessIsland);

function Card({ title, text, order, tone, children }: { title: string; text?: string; order?: OrderView; tone?: 'error'; children?: ReactNode }) {
  const ui = useUi();
  return (
    <section className={`card co-card co-message${tone === 'error' ? ' co-message--error' : ''}`} aria-labelledby="co-success-title">
      <p className="eyebrow">{ui.t('checkout.success.eyebrow')}</p>
      <h1 id="co-success-title" className="co-title">
        {title}
      </h1>
      {order ? <OrderItem order={order} /> : null}
      {text ? <p role={tone === 'error' ? 'alert' : undefined}>{text}</p> : null}
      <ToPurchases>{children}</ToPurchases>
    </section>
  );
}

function Waiting({ order, slow, onAskAgain }: { order?: OrderView; slow?: boolean; onAskAgain?: () => void }) {
  const ui = useUi();
  return (
    <section className="card co-card co-message" aria-labelledby="co-success-title" aria-busy={!slow}>
      <p className="eyebrow">{ui.t('checkout.success.eyebrow')}</p>
      <h1 id="co-success-title" className="co-title">
        {ui.t('checkout.success.waitingTitle')}
      </h1>
      {order ? <OrderItem order={order} /> : null}
      <p role="status">
        {!slow ? <span className="spinner co-spinner" aria-hidden="true" /> : null}
        {ui.t(slow ? 'checkout.success.slow' : 'checkout.success.waiting')}
      </p>
      {slow && onAskAgain ? (
        <div className="co-actions">
          <button type="button" className="btn btn-navy" onClick={onAskAgain} data-testid="check-again">
            {ui.t('checkout.success.checkAgain')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function Paid({ order }: { order: OrderView }) {
  const ui = useUi();
  return (
    <section className="card co-card co-message co-message--done" aria-labelledby="co-success-title" data-testid="payment-confirmed">
      <span className="co-tick" aria-hidden="true">
        ✓
      </span>
      <p className="eyebrow">{ui.t('checkout.success.eyebrow')}</p>
      <h1 id="co-success-title" className="co-title">
        {ui.t('checkout.success.title')}
      </h1>
      <OrderItem order={order} />
      <p>{ui.t('checkout.success.text', { item: order.item.name })}</p>
      {order.total !== null ? (
        <p className="co-paid-total">
          {ui.t('checkout.total')}:{' '}
          <strong data-testid="order-total" data-pence={order.total}>
            {formatMoney(order.total, GBP, ui.locale)}
          </strong>
        </p>
      ) : null}
      <div className="co-actions">
        <a className="btn btn-primary" href={ui.href(`/pay-items/${encodeURIComponent(order.id)}`)} data-testid="view-order">
          {ui.t('checkout.success.viewOrder')}
        </a>
        <a className="btn btn-ghost" href={ui.href('/my-account/purchase-history')} data-testid="to-purchases">
          {ui.t('checkout.toPurchases')}
        </a>
        <a className="btn btn-ghost" href={ui.href('/my-account')}>
          {ui.t('checkout.success.account')}
        </a>
      </div>
    </section>
  );
}
