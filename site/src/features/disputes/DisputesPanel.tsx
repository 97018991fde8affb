import { useEffect, useState } from 'react';
import type { DisputeListOutput, DisputeView } from '../../../../shared/contract/disputes.ts';
import type { OrderView } from '../../../../shared/contract/orders.ts';
import { disputePath, type DisputeStatus } from '../../../../shared/dispute.ts';
import { call } from '../../lib/api.ts';
import { useUi } from '../../lib/ui.tsx';
import { ListInState, ListLoading } from '../bidding/ListStates.tsx';
import { OrderItem } from '../checkout/OrderParts.tsx';
import { countByStatus, DISPUTE_LIST_ORDER, mayDispute, orderToDispute } from './dispute-rules.ts';
import { NewDisputeForm } from './NewDisputeForm.tsx';
import { DisputeStatusBadge } from './parts.tsx';

type Answer = { state: 'loading' } | { state: 'error' } | { state: 'ready'; disputes: DisputeView[] };
type Filter = DisputeStatus | 'all';

/**
 * My account › Disputes (/my-account/disputes): the disputes about the person's purchases and sales,
 * newest first, shown by status — open (action required), resolved, closed, sale cancelled — each to
 * its thread. With `?order=<id>` (the "Open a dispute" of a paid order) the new dispute's form comes
 * first. Loaded on demand by the account page.
 */
export default function DisputesPanel() {
  const ui = useUi();
  const [orderId] = useState(() => orderToDispute(location.search));
  const [answer, setAnswer] = useState<Answer>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [filter, setFilter] = useState<Filter>('all');

  useEffect(() => {
    let gone = false;
    void call('getDisputes', {}).then((result) => {
      if (!gone) setAnswer(result.status === 200 ? { state: 'ready', disputes: result.data.disputes ?? [] } : { state: 'error' });
    });
    return () => {
      gone = true;
    };
  }, [attempt]);

  return (
    <>
      {orderId ? <NewDispute orderId={orderId} /> : null}
      <p className="acc-muted">{ui.t('disputes.list.lede')}</p>
      <ListInState state={answer.state} items={'disputes' in answer ? answer.disputes : []} onRetry={() => setAttempt((n) => n + 1)} emptyText={ui.t('disputes.list.empty')} emptyTestId="disputes-empty">
        {(disputes) => <DisputeList disputes={disputes} filter={filter} onFilter={setFilter} />}
      </ListInState>
    </>
  );
}

function DisputeList({ disputes, filter, onFilter }: { disputes: DisputeView[]; filter: Filter; onFilter: (f: Filter) => void }) {
  const ui = useUi();
  const counts = countByStatus(disputes);
  const shown = filter === 'all' ? disputes : disputes.filter((d) => d.status === filter);
  const choice = (value: Filter, label: string, count: number) => (
    <button key={value} type="button" className={`dsp-filter${filter === value ? ' is-on' : ''}`} aria-pressed={filter === value} onClick={() => onFilter(value)} data-testid={`disputes-filter-${value}`}>
      {label} <span className="dsp-filter__count">{count}</span>
    </button>
  );
  return (
    <>
      <div className="dsp-filters" role="group" aria-label={ui.t('disputes.list.filter')}>
        {choice('all', ui.t('disputes.list.all'), disputes.length)}
        {DISPUTE_LIST_ORDER.map((status) => choice(status, ui.t(`disputes.status.${status}`), counts[status]))}
      </div>
      {shown.length ? (
        <ul className="plain-list dsp-list" data-testid="disputes">
          {shown.map((d) => (
            <DisputeRow key={d.itemDisputeId} dispute={d} />
          ))}
        </ul>
      ) : (
        <p className="acc-muted" data-testid="disputes-none">
          {ui.t('disputes.list.emptyStatus')}
        </p>
      )}
    </>
  );
}

function DisputeRow({ dispute }: { dispute: DisputeView }) {
  const ui = useUi();
  const thread = ui.href(disputePath(encodeURIComponent(dispute.itemDisputeId)));
  return (
    <li className="dsp-row" data-testid="dispute" data-dispute-id={dispute.itemDisputeId} data-status={dispute.status}>
      <div className="dsp-row__what">
        <h3 className="dsp-row__name">
          <a href={thread}>{dispute.itemName}</a>
        </h3>
        <p className="dsp-row__meta">
          <span>{ui.t('disputes.itemNumber', { number: dispute.itemNumber })}</span>
          <span>{ui.t(`disputes.role.${dispute.role}`)}</span>
          <span>{ui.t('disputes.openedOn', { date: ui.dateTime(dispute.createdAt) })}</span>
        </p>
      </div>
      <div className="dsp-row__side">
        <DisputeStatusBadge status={dispute.status} />
        <a className="btn btn-ghost" href={thread} data-testid="dispute-view">
          {ui.t('disputes.list.view')}
        </a>
      </div>
    </li>
  );
}

type OrderAnswer = { state: 'loading' } | { state: 'missing' } | { state: 'error' } | { state: 'ready'; order: OrderView };

/** The form for a dispute about one order, or why there is none (not the buyer's, not paid, in dispute already). */
function NewDispute({ orderId }: { orderId: string }) {
  const ui = useUi();
  const [answer, setAnswer] = useState<OrderAnswer>({ state: 'loading' });
  useEffect(() => {
    void call('getOrder', { orderId }).then((result) =>
      setAnswer(result.status === 200 ? { state: 'ready', order: result.data } : { state: result.status === 404 || result.status === 400 ? 'missing' : 'error' }),
    );
  }, [orderId]);
  if (answer.state === 'loading') return <ListLoading />;
  const order = answer.state === 'ready' ? answer.order : null;
  const why = !order ? (answer.state === 'error' ? 'disputes.loadFailed' : 'disputes.new.notFound') : order.role !== 'buyer' ? 'disputes.new.notFound' : order.status === 'in_dispute' ? 'disputes.new.inDispute' : mayDispute(order) ? null : 'disputes.new.notDisputable';
  return (
    <section className="card panel acc-card dsp-new-card" aria-labelledby="dsp-new-title" data-testid="new-dispute">
      <h3 id="dsp-new-title" className="dsp-new-card__title">
        {ui.t('disputes.new.title')}
      </h3>
      {order ? <OrderItem order={order} headingLevel={3} /> : null}
      {why ? (
        <p className="dsp-note" data-testid="new-dispute-refused">
          {ui.t(why)}
        </p>
      ) : (
        <>
          <p className="acc-muted">{ui.t('disputes.new.lede', { item: order!.item.name })}</p>
          <p className="dsp-response">{ui.t('disputes.responseTime')}</p>
          <NewDisputeForm order={order!} />
        </>
      )}
    </section>
  );
}
