import type { AdminDisputeView, DisputePartyFacts } from '../../../../shared/contract/disputes.ts';
import { formatMoney, GBP } from '../../../../shared/money.ts';
import { useUi } from '../../lib/ui.tsx';
import { customerHref, lotHref } from './parts.tsx';

/**
 * What the dispute manager needs beside the thread (adminGetDispute; issue 24 item 9): the item with a
 * link to its page, the amount paid, both parties with links to their customer pages, whether and when
 * it was paid, the order's status, and whether it was shipped, with its tracking link.
 */
export function DisputeFacts({ dispute }: { dispute: AdminDisputeView }) {
  const ui = useUi();
  const { order } = dispute;
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'refunded';
  const payment = ui.t(`admin.payment.${order.paymentStatus}`);
  const tracking = order.tracking;
  const trackingLabel = tracking && (tracking.carrier ? ui.t('admin.dispute.tracking', { number: tracking.number, carrier: tracking.carrier }) : ui.t('admin.dispute.trackingPlain', { number: tracking.number }));
  return (
    <section className="adm-panel adm-dispute-facts" aria-labelledby={`adm-facts-${dispute.itemDisputeId}`} data-testid="dispute-facts">
      <h3 id={`adm-facts-${dispute.itemDisputeId}`} className="adm-panel-title">
        {ui.t('admin.dispute.facts')}
      </h3>
      <dl className="adm-facts">
        <dt>{ui.t('admin.dispute.item')}</dt>
        <dd>
          <a href={lotHref(ui, order.itemId)} data-testid="dispute-item-link">
            {order.itemName}
          </a>{' '}
          <span className="adm-sub">{ui.t('admin.dispute.itemNumber', { number: order.itemNumber })}</span>
        </dd>
        <dt>{ui.t(paid ? 'admin.dispute.amount' : 'admin.dispute.amountDue')}</dt>
        <dd data-testid="dispute-amount">{formatMoney(order.total, GBP, ui.locale)}</dd>
        <dt>{ui.t('admin.dispute.buyer')}</dt>
        <dd>
          <Party party={dispute.buyer} testId="dispute-buyer" />
        </dd>
        <dt>{ui.t('admin.dispute.seller')}</dt>
        <dd>
          <Party party={dispute.seller} testId="dispute-seller" />
        </dd>
        <dt>{ui.t('admin.dispute.payment')}</dt>
        <dd data-testid="dispute-payment">{order.paidAt && paid ? ui.t('admin.dispute.paidOn', { status: payment, date: ui.dateTime(order.paidAt) }) : payment}</dd>
        <dt>{ui.t('admin.dispute.orderStatus')}</dt>
        <dd>{ui.t(`orders.status.${order.status}`)}</dd>
        <dt>{ui.t('admin.dispute.shipping')}</dt>
        <dd data-testid="dispute-shipping">
          {tracking ? (
            <>
              {tracking.shippedAt ? ui.t('admin.dispute.shipped', { date: ui.dateTime(tracking.shippedAt) }) : null}{' '}
              {tracking.url ? (
                <a href={tracking.url} target="_blank" rel="noopener noreferrer" data-testid="dispute-tracking">
                  {trackingLabel}
                </a>
              ) : (
                <span data-testid="dispute-tracking">{trackingLabel}</span>
              )}
            </>
          ) : (
            ui.t('admin.dispute.notShipped')
          )}
        </dd>
      </dl>
    </section>
  );
}

function Party({ party, testId }: { party: DisputePartyFacts; testId: string }) {
  const ui = useUi();
  return (
    <>
      <a href={customerHref(ui, party.uid)} data-testid={testId}>
        {party.name || party.email}
      </a>
      {party.name && party.email ? <span className="adm-sub"> · {party.email}</span> : null}
    </>
  );
}
