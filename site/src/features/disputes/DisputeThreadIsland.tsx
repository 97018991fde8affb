import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DisputeView } from '../../../../shared/contract/disputes.ts';
import type { OrderView } from '../../../../shared/contract/orders.ts';
import { canReplyToDispute } from '../../../../shared/dispute.ts';
import { formatMoney, GBP } from '../../../../shared/money.ts';
import { call } from '../../lib/api.ts';
import { Banner } from '../../lib/forms/Banner.tsx';
import { ActionsThenLink } from '../../lib/panels.tsx';
import { useUi, withUi } from '../../lib/ui.tsx';
import { pathSegments } from '../catalogue/path-segments.ts';
import { refreshSession } from '../../lib/session.ts';
import { DisputeStatusBadge, DisputeThread } from './parts.tsx';
import { ReplyForm } from './ReplyForm.tsx';

type Loaded = { state: 'loading' } | { state: 'notFound' } | { state: 'error' } | { state: 'ready'; dispute: DisputeView; order: OrderView | null };

/**
 * /my-account/disputes-details/{itemDisputeId}: a dispute as its buyer, its seller or the dispute
 * manager sees it — the item, the status, the expected response time while it is open, what the
 * manager decided (the refund when the sale was cancelled), the thread with who said what and when,
 * and the reply form while the person may still write. Anyone else is told it does not exist.
 */
function DisputeThreadIsland() {
  const ui = useUi();
  const id = useMemo(() => pathSegments(location.pathname)[2] ?? '', []);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  const load = useCallback(async () => {
    const result = await call('getDispute', { itemDisputeId: id });
    if (result.status !== 200) {
      setLoaded({ state: result.status === 404 || result.status === 400 ? 'notFound' : 'error' });
      return;
    }
    // The order says what became of the money (its total, refunded or not); the manager reads the queue instead.
    const order = result.data.role === 'manager' ? null : await call('getOrder', { orderId: result.data.orderId });
    setLoaded({ state: 'ready', dispute: result.data, order: order?.status === 200 ? order.data : null });
  }, [id]);

  useEffect(() => {
    refreshSession();
    void load();
  }, [load]);

  useEffect(() => {
    document.title = `${loaded.state === 'ready' ? ui.t('disputes.thread.title', { item: loaded.dispute.itemName }) : ui.t('disputes.meta.title')} · Patina`;
  }, [loaded, ui]);

  return loaded.state === 'loading' ? (
    <div className="card panel" role="status" aria-busy="true">
      {ui.t('disputes.loading')}
    </div>
  ) : loaded.state === 'notFound' ? (
    <Message title={ui.t('disputes.thread.notFound')} text={ui.t('disputes.thread.notFoundText')} testId="dispute-not-found" />
  ) : loaded.state === 'error' ? (
    <Message title={ui.t('disputes.loadFailed')} testId="dispute-error">
      <button type="button" className="btn btn-ghost" onClick={() => void load()}>
        {ui.t('disputes.retry')}
      </button>
    </Message>
  ) : (
    <Dispute dispute={loaded.dispute} order={loaded.order} onChanged={(dispute) => setLoaded({ ...loaded, dispute })} />
  );
}

export default withUi(DisputeThreadIsland);

function Message({ title, text, testId, children }: { title: string; text?: string; testId: string; children?: React.ReactNode }) {
  const ui = useUi();
  return (
    <section className="card panel" data-testid={testId}>
      <h1 className="dsp-title">{title}</h1>
      {text ? <p>{text}</p> : null}
      <ActionsThenLink className="dsp-actions" href={ui.href('/my-account/disputes')} label={ui.t('disputes.viewAll')}>
        {children}
      </ActionsThenLink>
    </section>
  );
}

function Dispute({ dispute, order, onChanged }: { dispute: DisputeView; order: OrderView | null; onChanged: (dispute: DisputeView) => void }) {
  const ui = useUi();
  // The buyer's order page; the seller's dashboard, at the unsold listings once the item is back with them.
  const orderLink =
    dispute.role === 'buyer' ? `/pay-items/${encodeURIComponent(dispute.orderId)}` : dispute.role === 'seller' ? (dispute.status === 'sale_cancelled' ? '/sellar-dashboard/Unsold' : '/sellar-dashboard') : null;
  return (
    <article className="dsp-page" data-testid="dispute-details" data-status={dispute.status}>
      <header className="dsp-head">
        <p className="eyebrow">{ui.t('disputes.eyebrow')}</p>
        <h1 className="dsp-title">{ui.t('disputes.thread.title', { item: dispute.itemName })}</h1>
        <p className="dsp-row__meta">
          <span>{ui.t('disputes.itemNumber', { number: dispute.itemNumber })}</span>
          <span>{ui.t(`disputes.role.${dispute.role}`)}</span>
          <span>{ui.t('disputes.openedOn', { date: ui.dateTime(dispute.createdAt) })}</span>
          <span>{ui.t('disputes.updatedOn', { date: ui.dateTime(dispute.updatedAt) })}</span>
        </p>
      </header>
      <div className="card panel dsp-state">
        <p className="dsp-state__line">
          <span className="dsp-state__label">{ui.t('disputes.thread.statusLabel')}</span>
          <DisputeStatusBadge status={dispute.status} />
        </p>
        <Outcome dispute={dispute} order={order} />
        {orderLink ? (
          <a className="btn btn-ghost" href={ui.href(orderLink)} data-testid="dispute-order">
            {ui.t('disputes.thread.order')}
          </a>
        ) : null}
      </div>
      <DisputeThread dispute={dispute} />
      {canReplyToDispute(dispute.status, dispute.role) ? (
        <ReplyForm itemDisputeId={dispute.itemDisputeId} onReplied={onChanged} />
      ) : (
        <p className="dsp-note" data-testid="dispute-no-replies">
          {ui.t('disputes.thread.noMoreReplies')}
        </p>
      )}
    </article>
  );
}

/** What the status means for this person: the response time while open, the sale standing, or the refund. */
function Outcome({ dispute, order }: { dispute: DisputeView; order: OrderView | null }) {
  const ui = useUi();
  if (dispute.status === 'open') {
    return (
      <p className="dsp-response" data-testid="dispute-response-time">
        {ui.t('disputes.responseTime')}
      </p>
    );
  }
  if (dispute.status !== 'sale_cancelled') return <p data-testid="dispute-outcome">{ui.t(`disputes.outcome.${dispute.status}`)}</p>;
  const refunded = order?.status === 'refunded' && order.total !== null ? order.total : null;
  return (
    <Banner kind="success">
      <span data-testid="dispute-outcome">{ui.t(`disputes.outcome.saleCancelled.${dispute.role}`)}</span>
      {refunded !== null ? (
        <>
          {' '}
          <strong className="dsp-refund" data-testid="dispute-refund" data-pence={refunded}>
            {ui.t('disputes.refunded', { total: formatMoney(refunded, GBP, ui.locale) })}
          </strong>
        </>
      ) : null}
    </Banner>
  );
}
