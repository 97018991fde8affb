import { useMemo, useRef, useState, type FormEvent } from 'react';
import { CARRIER_IDS, CARRIERS } from '../../../../shared/carriers.ts';
import type { OrderView } from '../../../../shared/contract/orders.ts';
import { sellerShipmentList } from '../../../../shared/fulfilment.ts';
import { GBP, formatMoney } from '../../../../shared/money.ts';
import { call } from '../../lib/api.ts';
import { describe, fieldSaids, saidOf } from '../../lib/messages.ts';
import { Banner, fieldBinder, focusFirstError, SelectField, showRefusal, TextField } from '../account/form-kit.tsx';
import { AccountUiContext, accountUiOver } from '../account/ui.ts';
import { useUi } from '../catalogue/ui.ts';
import { useCall } from '../catalogue/use-call.ts';
import { ShipToAddress, Tracking } from '../checkout/OrderParts.tsx';
import { TRACKING_FIELDS, validateTracking, type TrackingField } from '../checkout/order-rules.ts';
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
  const order = useCall<OrderView>('getOrder', orderId ? { orderId } : null, orderId);
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
        <p className="dash-sale-label" data-testid="shipment-list" data-list={list}>
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
            <p className="dash-sale-label">{ui.t('dashboard.sale.shipTo')}</p>
            <ShipToAddress shipTo={sale.shipTo} />
          </div>
          {canTrack ? <TrackingForm order={sale} onSaved={order.retry} /> : null}
        </div>
      ) : null}
      {tab === 'shipping' && list !== 'ShipToBuyer' && sale.fulfilmentCentre ? (
        <div className="dash-sale-ship" data-testid="fulfilment-centre">
          <div>
            <p className="dash-sale-label">{ui.t('dashboard.sale.sendToCentre')}</p>
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
  const accountUi = useMemo(() => accountUiOver(ui), [ui]);
  const [values, setValues] = useState<Record<TrackingField, string>>(inbound ? { carrier: order.toCentre?.carrier ?? '', trackingNumber: order.toCentre?.trackingNumber ?? '' } : { carrier: order.carrier ?? '', trackingNumber: order.trackingNumber ?? '' });
  const [errors, setErrors] = useState<Partial<Record<TrackingField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const update = (field: TrackingField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validateTracking(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([f, key]) => [f, ui.t(key)])));
    if (Object.keys(found).length) {
      focusFirstError(form.current, TRACKING_FIELDS, found);
      return;
    }
    setSending(true);
    const result = await call('addTrackingNumber', { orderId: order.id, trackingNumber: values.trackingNumber.trim(), ...(values.carrier ? { carrier: values.carrier } : {}) });
    setSending(false);
    if (result.status === 200) {
      saleShipped(describe(result, ui.t), ui.t);
      onSaved();
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    showRefusal({ message: saidOf(result), fields: fieldSaids(result) }, TRACKING_FIELDS, accountUi.say, { setErrors, setFailure, form: form.current });
  };

  const props = fieldBinder(`tracking-${order.id}`, values, errors, update);
  return (
    <AccountUiContext.Provider value={accountUi}>
      <form ref={form} className="acc-form dash-tracking" noValidate data-testid="tracking-form" onSubmit={(e) => void onSubmit(e)}>
        <p className="dash-sale-label">{ui.t(inbound ? 'dashboard.sale.inboundTitle' : 'dashboard.sale.trackingTitle')}</p>
        {failure ? <Banner kind="error">{failure}</Banner> : null}
        <SelectField {...props('carrier')} label={ui.t('dashboard.sale.carrier')} testId="tracking-carrier" optional>
          <option value="">{ui.t('dashboard.sale.otherCarrier')}</option>
          {CARRIER_IDS.map((id) => (
            <option key={id} value={id}>
              {CARRIERS[id].name}
            </option>
          ))}
        </SelectField>
        <TextField {...props('trackingNumber')} label={ui.t('dashboard.sale.trackingNumber')} testId="tracking-number-input" maxLength={40} autoComplete="off" spellCheck={false} />
        <div className="acc-actions">
          <button type="submit" className="btn btn-navy btn-small" data-testid="tracking-submit" disabled={sending}>
            {sending ? ui.t('dashboard.sale.sending') : ui.t(order.trackingNumber ? 'dashboard.sale.update' : 'dashboard.sale.submit')}
          </button>
        </div>
      </form>
    </AccountUiContext.Provider>
  );
}
