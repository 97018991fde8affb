import { useState, type ReactNode } from 'react';
import type { CallInput, CallOutput } from '../../../../shared/contract/calls.ts';
import type { FulfilmentOrderView } from '../../../../shared/contract/orders.ts';
import { FULFILMENT_STAGES, type CentreStep, type FulfilmentStage } from '../../../../shared/fulfilment.ts';
import { call } from '../../lib/api.ts';
import { SelectField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { outcomeOf } from '../../lib/forms/outcome.ts';
import { useUi } from '../../lib/ui.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { OrderItem, ShipmentFields, ShipToAddress, Tracking } from '../checkout/OrderParts.tsx';
import { TRACKING_FIELDS, trackingShipment, validateTracking, type TrackingValues } from '../checkout/order-rules.ts';
import { AreaHead, AreaLoad, toastOnSuccess, useChange, useLoaded, type AreaProps } from './parts.tsx';
import { NamedOptions } from '../../lib/forms/select-options.tsx';

/** The centre's steps after receiving an item, each done only when the seller asked for its service. */
const SERVICE_STEPS = [
  { step: 'cleaned', service: 'cleaning', at: 'cleanedAt' },
  { step: 'photographed', service: 'photography', at: 'photographedAt' },
] as const;

/**
 * The fulfilment centre (/admin-details?section=fulfilment; docs/adr/0021): the items sellers send
 * to Patina, oldest first, by stage. The centre marks one received once it arrives, cleaned and
 * photographed when the seller asked for it, and ships it to the buyer with its tracking (the order
 * is shipped and the buyer told). Each step is the server's to allow; a refused one says why.
 */
export function FulfilmentView({ heading }: AreaProps) {
  const ui = useUi();
  const [stage, setStage] = useState<FulfilmentStage | ''>('');
  const { loaded, reload } = useLoaded('adminListFulfilment', stage ? { stage } : {}, (d) => d.orders, stage);
  const change = useChange();

  const record = async (orderId: string, step: Exclude<CentreStep, 'shipped'>) => {
    if (await change.run('adminUpdateFulfilment', { orderId, step })) await reload();
  };

  const orders = loaded.data ?? [];
  return (
    <section aria-labelledby="adm-fulfilment-title" data-testid="admin-fulfilment">
      <AreaHead id="adm-fulfilment-title" heading={heading} title={ui.t('admin.fulfilment.title')} lede={ui.t('admin.fulfilment.lede')} />
      <div className="adm-choice">
        <SelectField id="adm-fulfilment-stage" label={ui.t('admin.fulfilment.stage')} value={stage} onChange={(e) => setStage(FULFILMENT_STAGES.find((s) => s === e.target.value) ?? '')} testId="fulfilment-stage">
          <option value="">{ui.t('admin.fulfilment.allStages')}</option>
          <NamedOptions values={FULFILMENT_STAGES} prefix="admin.fulfilment.stage" />
        </SelectField>
      </div>
      {change.banner}
      <AreaLoad loaded={loaded} what="admin.fulfilment" onRetry={() => void reload()} />
      {loaded.data !== undefined && orders.length === 0 && (
        <p className="rv-muted" data-testid="fulfilment-empty">
          {ui.t('admin.fulfilment.empty')}
        </p>
      )}
      <ul className="plain-list adm-cards">
        {orders.map((order) => (
          <li key={order.id} className="adm-panel" data-testid="fulfilment-order" data-order-id={order.id} data-stage={order.stage}>
            <div className="adm-card-head">
              <OrderItem order={order} headingLevel={2} />
              <span className="rv-tag" data-testid="fulfilment-stage-label">
                {ui.t(`admin.fulfilment.stage.${order.stage}`)}
              </span>
            </div>
            <dl className="adm-facts">
              <Fact term={ui.t('admin.fulfilment.services')}>
                {[order.centreServices?.cleaning ? ui.t('admin.fulfilment.cleaning') : null, order.centreServices?.photography ? ui.t('admin.fulfilment.photography') : null].filter(Boolean).join(', ') ||
                  ui.t('admin.fulfilment.shippingOnly')}
              </Fact>
              <Fact term={ui.t('admin.fulfilment.inbound')}>
                {order.toCentre ? ui.t('admin.fulfilment.inboundSent', { date: ui.date(order.toCentre.shippedAt), number: order.toCentre.trackingNumber }) : ui.t('admin.fulfilment.inboundNone')}
              </Fact>
              {order.atCentre?.receivedAt && <Fact term={ui.t('admin.fulfilment.received')}>{ui.dateTime(order.atCentre.receivedAt)}</Fact>}
              {SERVICE_STEPS.map((s) => {
                const at = order.atCentre?.[s.at];
                return at ? (
                  <Fact key={s.step} term={ui.t(`admin.fulfilment.done.${s.step}`)}>
                    {ui.dateTime(at)}
                  </Fact>
                ) : null;
              })}
            </dl>
            <Tracking order={order} />
            {order.shipTo && (
              <div>
                <p className="adm-sub">{ui.t('admin.fulfilment.shipTo')}</p>
                <ShipToAddress shipTo={order.shipTo} />
              </div>
            )}
            <div className="adm-actions">
              {order.stage === 'toCentre' && (
                <button type="button" className="btn btn-navy btn-sm" disabled={change.busy} onClick={() => void record(order.id, 'received')} data-testid="fulfilment-received">
                  {ui.t('admin.fulfilment.markReceived')}
                </button>
              )}
              {order.stage === 'atCentre' &&
                SERVICE_STEPS.filter((s) => order.centreServices?.[s.service] && !order.atCentre?.[s.at]).map((s) => (
                  <button key={s.step} type="button" className="btn btn-navy btn-sm" disabled={change.busy} onClick={() => void record(order.id, s.step)} data-testid={`fulfilment-${s.step}`}>
                    {ui.t(`admin.fulfilment.mark.${s.step}`)}
                  </button>
                ))}
            </div>
            {(order.stage === 'readyToShip' || order.stage === 'shipped') && <ShipForm order={order} onShipped={() => void reload()} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One fact of a definition list, grouped so the list stays valid whichever facts an order has. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="adm-fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}


/** The centre's shipment to the buyer: a carrier (or another) and the tracking number; once shipped, a correction. */
function ShipForm({ order, onShipped }: { order: FulfilmentOrderView; onShipped: () => void }) {
  const ui = useUi();
  const form = useForm<TrackingValues, CallInput<'adminUpdateFulfilment'>, CallOutput<'adminUpdateFulfilment'>>(`ship-${order.id}`, {
    fields: TRACKING_FIELDS,
    initial: { carrier: order.carrier ?? '', trackingNumber: order.trackingNumber ?? '' },
    check: validateTracking,
    schema: () => import('../../../../shared/contract/orders.ts').then((m) => m.AdminUpdateFulfilmentInputSchema),
    payload: (v) => ({ orderId: order.id, step: 'shipped', ...trackingShipment(v) }),
    send: async (payload) => outcomeOf(await call('adminUpdateFulfilment', payload)),
    refusalBanner: 'unplaced',
    ...toastOnSuccess(ui, onShipped),
  });
  return (
    <Form form={form} className="adm-ship" testId="fulfilment-ship" heading={<h3 className="adm-panel-title">{ui.t(order.trackingNumber ? 'admin.fulfilment.correct' : 'admin.fulfilment.ship')}</h3>}>
      <div className="form-row">
        <ShipmentFields carrier={form.bind('carrier')} trackingNumber={form.bind('trackingNumber')} testIds={{ carrier: 'ship-carrier', trackingNumber: 'ship-tracking' }} />
      </div>
      <div className="form-actions">
        <SubmitButton busy={form.submitting} ready={form.ready} className="btn btn-navy btn-sm" label={ui.t(order.trackingNumber ? 'dashboard.sale.update' : 'admin.fulfilment.shipSubmit')} testId="ship-submit" />
      </div>
    </Form>
  );
}
