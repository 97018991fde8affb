import type { ReactNode } from 'react';
import { CARRIER_IDS, CARRIERS, type CarrierId } from '../../../../shared/carriers.ts';
import type { OrderView } from '../../../../shared/contract/orders.ts';
import type { ShipTo } from '../../../../shared/order.ts';
import { SelectField, TextField } from '../../lib/forms/fields.tsx';
import type { BoundField } from '../../lib/forms/use-form.ts';
import { addressLines } from '../account/address-lines.ts';
import { itemPath } from '../catalogue/ItemCard.tsx';
import { ActionsThenLink } from '../../lib/panels.tsx';
import { useUi } from '../../lib/ui.tsx';
import { buyerStage, type BuyerStage } from './order-rules.ts';

/*
 * The pieces an order shows wherever it appears (checkout, the payment's confirmation, the purchase
 * history, the seller's dashboard): the item, the status in the reader's words, the tracking number
 * with the carrier's page, and the address it ships to.
 */

/** The item of an order: photo, name (to its page) and item number. */
export function OrderItem({ order, headingLevel = 2 }: { order: Pick<OrderView, 'item' | 'itemNumber'>; headingLevel?: 2 | 3 }) {
  const ui = useUi();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="order-item">
      <span className="thumb order-item__photo">{order.item.photo ? <img src={order.item.photo} alt="" width={120} height={90} loading="lazy" decoding="async" /> : null}</span>
      <span className="order-item__what">
        <Heading className="order-item__name" data-testid="order-item-name">
          <a href={itemPath(ui, order.item)}>{order.item.name}</a>
        </Heading>
        <span className="order-item__number">{ui.t('orders.itemNumber', { number: order.itemNumber })}</span>
      </span>
    </div>
  );
}

const STAGE_TONE: Record<BuyerStage, string> = {
  pay: 'accent',
  lapsed: 'muted',
  paid: 'navy',
  shipped: 'navy',
  received: 'success',
  cancelled: 'muted',
  dispute: 'danger',
  refunded: 'muted',
};

/** The order's status in the buyer's words ("Awaiting payment", "Shipped", "Cancelled - Unpaid"). */
export function BuyerStatus({ order, now }: { order: Pick<OrderView, 'status' | 'payBy'>; now: number }) {
  const ui = useUi();
  const stage = buyerStage(order, now);
  const key = stage === 'lapsed' ? 'orders.status.lapsed' : `orders.status.${order.status}`;
  return (
    <span className={`badge badge--${STAGE_TONE[stage]}`} data-testid="order-status" data-status={order.status} data-stage={stage}>
      {ui.t(key)}
    </span>
  );
}

/** The carrier's name for a known carrier id, else the id as given. */
export function carrierName(carrier: string | undefined): string | null {
  if (!carrier) return null;
  return Object.hasOwn(CARRIERS, carrier) ? CARRIERS[carrier as CarrierId].name : carrier;
}

/** "Tracking number RM123…" and, for a known carrier, a link to its tracking page. */
export function Tracking({ order }: { order: Pick<OrderView, 'trackingNumber' | 'carrier' | 'trackingUrl'> }) {
  const ui = useUi();
  if (!order.trackingNumber) return null;
  const carrier = carrierName(order.carrier);
  return (
    <p className="order-tracking" data-testid="tracking">
      <span data-testid="tracking-number">{ui.t('orders.tracking', { number: order.trackingNumber })}</span>
      {order.trackingUrl && carrier ? (
        <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" data-testid="tracking-link">
          {ui.t('orders.trackWith', { carrier })} <span aria-hidden="true">↗</span>
        </a>
      ) : carrier ? (
        <span> · {carrier}</span>
      ) : null}
    </p>
  );
}

/** The delivery address an order keeps, as an envelope shows it. */
export function ShipToAddress({ shipTo }: { shipTo: ShipTo }) {
  const ui = useUi();
  return (
    <address className="order-address" data-testid="ship-to">
      <strong>{shipTo.fullName}</strong>
      {addressLines(shipTo, ui.locale).map((line, i) => (
        <span key={i}>{line}</span>
      ))}
      <span>{shipTo.phoneNumber}</span>
    </address>
  );
}

/**
 * A shipment's fields, as the seller's tracking form and the fulfilment centre's ship form ask them: the
 * carrier (one we know, whose tracking page we can link, or another) and the tracking number.
 */
export function ShipmentFields({ carrier, trackingNumber, testIds }: { carrier: BoundField; trackingNumber: BoundField; testIds: { carrier: string; trackingNumber: string } }) {
  const ui = useUi();
  return (
    <>
      <SelectField {...carrier} label={ui.t('dashboard.sale.carrier')} optional testId={testIds.carrier}>
        <option value="">{ui.t('dashboard.sale.otherCarrier')}</option>
        {CARRIER_IDS.map((id) => (
          <option key={id} value={id}>
            {CARRIERS[id].name}
          </option>
        ))}
      </SelectField>
      <TextField {...trackingNumber} label={ui.t('dashboard.sale.trackingNumber')} maxLength={40} autoComplete="off" spellCheck={false} testId={testIds.trackingNumber} />
    </>
  );
}

/** A checkout message's buttons: what the message offers, then the way to the purchase history. */
export function ToPurchases({ children }: { children?: ReactNode }) {
  const ui = useUi();
  return (
    <ActionsThenLink className="co-actions" href={ui.href('/my-account/purchase-history')} label={ui.t('checkout.toPurchases')}>
      {children}
    </ActionsThenLink>
  );
}
