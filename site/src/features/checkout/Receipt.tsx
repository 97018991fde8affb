import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { OrderView } from '../../../../shared/contract/orders.ts';
import { formatMoney, GBP } from '../../../../shared/money.ts';
import { formatMessageDate, readerOf } from '../../../../shared/reader.ts';
import { $profile, loadProfile } from '../../stores/account.ts';
import { brandName } from '../account/rules.ts';
import { itemPath } from '../catalogue/ItemCard.tsx';
import { useUi } from '../../lib/ui.tsx';

/**
 * A paid order's receipt, as its buyer (or an admin) reads and prints it: the order number, the item
 * (to its page), the seller, the price, shipping and total, the card charged (brand and last four, as
 * the payment provider recorded the charge) and when it was paid — in the page's language and the
 * reader's time zone (their profile's: docs/adr/0048), with the zone's name. The print stylesheet
 * (global.css) leaves the site's chrome and the page's buttons off the paper.
 */
export function Receipt({ order, sellerName }: { order: OrderView & { paidAt: string }; sellerName: string | null }) {
  const ui = useUi();
  const profile = useStore($profile);
  useEffect(() => {
    void loadProfile();
  }, []);
  // The date waits for the profile (its time zone); a profile that cannot be read leaves the UK's time.
  const known = profile.state === 'ready' || profile.state === 'error';
  const paidAt = known ? formatMessageDate(order.paidAt, { locale: ui.locale, timeZone: readerOf(profile.data).timeZone }) : '';
  const gbp = (pence: number) => formatMoney(pence, GBP, ui.locale);
  const row = (label: string, value: ReactNode, testId: string, extra: Record<string, string | number> = {}) => (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId} {...extra}>
        {value}
      </dd>
    </>
  );
  return (
    <section className="co-receipt" aria-labelledby="co-receipt-title" data-testid="receipt">
      <div className="co-receipt__head">
        <h2 id="co-receipt-title">{ui.t('checkout.receipt.title')}</h2>
        <button type="button" className="btn btn-ghost no-print" onClick={() => window.print()} data-testid="print-receipt">
          {ui.t('checkout.receipt.print')}
        </button>
      </div>
      <dl className="co-facts">
        {row(ui.t('checkout.receipt.order'), order.id, 'receipt-order')}
        {row(ui.t('checkout.receipt.item'), <a href={itemPath(ui, order.item)}>{order.item.name}</a>, 'receipt-item')}
        {sellerName ? row(ui.t('checkout.receipt.seller'), sellerName, 'receipt-seller') : null}
        {row(ui.t('checkout.receipt.price'), gbp(order.price), 'receipt-price', { 'data-pence': order.price })}
        {order.shippingCost !== null
          ? row(ui.t('checkout.receipt.shipping'), order.shippingCost === 0 ? ui.t('checkout.receipt.free') : gbp(order.shippingCost), 'receipt-shipping', { 'data-pence': order.shippingCost })
          : null}
        {order.total !== null ? row(ui.t('checkout.receipt.total'), gbp(order.total), 'order-total', { 'data-pence': order.total }) : null}
        {order.paidWith
          ? row(ui.t('checkout.receipt.card'), ui.t('checkout.receipt.cardEnding', { brand: brandName(order.paidWith.brand), last4: order.paidWith.last4 }), 'receipt-card')
          : null}
        {row(ui.t('checkout.receipt.paidAt'), <time dateTime={order.paidAt}>{paidAt}</time>, 'receipt-paid-at', { 'data-ready': String(known) })}
      </dl>
    </section>
  );
}
