import type { OrderView } from '../../../../shared/contract/orders.ts';
import type { CallInput, CallOutput } from '../../../../shared/contract/calls.ts';
import { sellerShipmentList } from '../../../../shared/fulfilment.ts';
import { GBP, formatMoney } from '../../../../shared/money.ts';
import { call } from '../../lib/api.ts';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { outcomeOf } from '../../lib/forms/outcome.ts';
import { useUi } from '../../lib/ui.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { useCall } from '../catalogue/use-call.ts';
import { ShipmentFields, ShipToAddress, Tracking } from '../checkout/OrderParts.tsx';
import { TRACKING_FIELDS, trackingShipment, validateTracking, type TrackingValues } from '../checkout/order-rules.ts';
import { saleShipped, type DashboardItem } from './store.ts';

/**
 * A sale's order as its seller sees it, under its row of the dashboard. Shipping: which of the spec's
 * lists it is on (ShipToBuyer, ShipToFulmint, ShipFromFulmint: docs/adr/0021), where to ship it (the
 * buyer's address as it was at checkout, or the fulfilment centre's) and the tracking form. Sold: a
 * sale awaiting payment says until when the buyer may pay; a shipped one shows its tracking.
 */
export function SaleDetails({ item, tab }: { item: DashboardItem; tab: 'sold' | 'shipping' }) {
  const ui = useUi();
  const orderId = item.orderId ?? null;
  const order = useCall('getOrder', orderId ? { orderId } : null, orderId);
  if (!orderId) return null;
  if (order.status !== 'ready' || !order.data) {
    return order.status === 'loading' ? <p className="dash-sale dash-muted">{ui.t('dashboard.sale.loading')}</p> : null;
  }
  const sale = order.data;
  // The spec's shipping lists: the seller's own shipment, or a fulfilment order to or from the centre.
  const list = sellerShipmentList(sale);
  const canTrack = sale.status === 'paid' || (sale.status === 'shipped' && list === 'ShipToBuyer');
  const inboundOpen = sale.status === 'paid' && !sale.atCentre?.receivedAt;
  return (
    <div className="dash-sale" data-testid="sale" data-order-id={sale.id} data-order-status={sale.status}>
      {tab === 'shipping' ? (
        <p className="label dash-sale-label" data-testid="shipment-list" data-list={list}>
          {ui.t(`dashboard.sale.list.${list}`)}
        </p>
      ) : null}
      {sale.status === 'awaiting_payment' ? (
        <p data-testid="sale-awaiting">{ui.t('dashboard.sale.awaitingPayment', { date: ui.dateTime(sale.payBy) })}</p>
      ) : null}
      {sale.status === 'cancelled_unpaid' ? <p>{ui.t('dashboard.status.paymentNotDone')}</p> : null}
      {sale.paidAt && sale.total !== null ? (
        <p>{ui.t('dashboard.sale.paid', { date: ui.dateTime(sale.paidAt), total: formatMoney(sale.total, GBP, ui.locale) })}</p>
      ) : null}
      <Tracking order={sale} />
      {sale.receivedAt ? <p>{ui.t('dashboard.sale.received', { date: ui.date(sale.receivedAt) })}</p> : null}
      {tab === 'shipping' && list === 'ShipToBuyer' && sale.shipTo ? (
        <div className="dash-sale-ship">
          <div>
            <p className="label dash-sale-label">{ui.t('dashboard.sale.shipTo')}</p>
            <ShipToAddress shipTo={sale.shipTo} />
          </div>
          {canTrack ? <TrackingForm order={sale} onSaved={order.retry} /> : null}
        </div>
      ) : null}
      {tab === 'shipping' && list !== 'ShipToBuyer' && sale.fulfilmentCentre ? (
        <div className="dash-sale-ship" data-testid="fulfilment-centre">
          <div>
            <p className="label dash-sale-label">{ui.t('dashboard.sale.sendToCentre')}</p>
            <ShipToAddress shipTo={sale.fulfilmentCentre} />
            {sale.toCentre ? (
              <p data-testid="inbound-tracking">
                {ui.t('dashboard.sale.sentToCentre', { date: ui.date(sale.toCentre.shippedAt), number: sale.toCentre.trackingNumber })}{' '}
                {sale.toCentre.trackingUrl ? (
                  <a href={sale.toCentre.trackingUrl} target="_blank" rel="noopener noreferrer">
                    {ui.t('dashboard.sale.trackIt')}
                  </a>
                ) : null}
              </p>
            ) : null}
            {sale.atCentre?.receivedAt ? <p data-testid="centre-received">{ui.t('dashboard.sale.atCentre', { date: ui.date(sale.atCentre.receivedAt) })}</p> : null}
          </div>
          {inboundOpen ? <TrackingForm order={sale} inbound onSaved={order.retry} /> : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The seller's tracking form (addTrackingNumber): a carrier from the known list, or another, and the
 * number; `inbound` for a fulfilment order's shipment to the centre (the server decides the leg).
 */
function TrackingForm({ order, inbound = false, onSaved }: { order: OrderView; inbound?: boolean; onSaved: () => void }) {
  const ui = useUi();
  const shipment = inbound ? order.toCentre : order;
  const form = useForm<TrackingValues, CallInput<'addTrackingNumber'>, CallOutput<'addTrackingNumber'>>(`tracking-${order.id}`, {
    fields: TRACKING_FIELDS,
    initial: { carrier: shipment?.carrier ?? '', trackingNumber: shipment?.trackingNumber ?? '' },
    check: validateTracking,
    schema: () => import('../../../../shared/contract/orders.ts').then((m) => m.AddTrackingNumberInputSchema),
    payload: (v) => ({ orderId: order.id, ...trackingShipment(v) }),
    send: async (payload) => outcomeOf(await call('addTrackingNumber', payload)),
    refusalBanner: 'unplaced',
    success: 'quiet',
    onSuccess: (_data, message) => {
      saleShipped(ui.say(message), ui.t);
      onSaved();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
  });
  return (
    <Form form={form} className="acc-form dash-tracking" testId="tracking-form" heading={<p className="label dash-sale-label">{ui.t(inbound ? 'dashboard.sale.inboundTitle' : 'dashboard.sale.trackingTitle')}</p>}>
      <ShipmentFields carrier={form.bind('carrier')} trackingNumber={form.bind('trackingNumber')} testIds={{ carrier: 'tracking-carrier', trackingNumber: 'tracking-number-input' }} />
      <div className="acc-actions">
        <SubmitButton
          busy={form.submitting}
          ready={form.ready}
          className="btn btn-navy btn-small"
          label={ui.t(shipment?.trackingNumber ? 'dashboard.sale.update' : 'dashboard.sale.submit')}
          busyLabel={ui.t('dashboard.sale.sending')}
          testId="tracking-submit"
        />
      </div>
    </Form>
  );
}
