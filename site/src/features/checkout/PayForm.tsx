import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ItemDetail } from '../../../../shared/contract/catalogue.ts';
import type { OrderView } from '../../../../shared/contract/orders.ts';
import { GBP, formatMoney, type Pence } from '../../../../shared/money.ts';
import { call } from '../../lib/api.ts';
import { describe } from '../../lib/messages.ts';
import { useUi } from '../../lib/ui.tsx';
import { $myAccount, loadAddresses, loadCards } from '../../stores/account.ts';
import { $currency } from '../../stores/currency.ts';
import { confirmPaymentAction } from '../account/payments.ts';
import { $now } from '../catalogue/now.ts';
import { formatDuration } from '../catalogue/TimeLeft.tsx';
import { rememberCheckoutLocale } from './bank-trip.ts';
import { OrderItem } from './OrderParts.tsx';
import { nextPayStep, quoteForCountry, zonesOffered } from './order-rules.ts';
import { AddressChoices, CardChoices } from './PaymentChoices.tsx';

/*
 * The checkout's form (CheckoutIsland.tsx shows it while the order awaits payment): the item and the time
 * left, the address to ship to and the card to pay with, the total in pounds and in the chosen currency,
 * and Pay, which follows the payment through the bank's check to /payment-success.
 */

/** "23h 59m 10s left to pay", on the server's clock, and the deadline itself. */
function Deadline({ payBy }: { payBy: string }) {
  const ui = useUi();
  const now = useStore($now);
  const left = Date.parse(payBy) - now;
  return (
    <p className={`co-deadline${left < 3_600_000 ? ' is-urgent' : ''}`} data-testid="pay-deadline">
      <strong>
        <time dateTime={payBy}>{ui.t('checkout.timeLeft', { time: formatDuration(ui, left) })}</time>
      </strong>
      <span>{ui.t('checkout.payBy', { date: ui.dateTime(payBy) })}</span>
    </p>
  );
}

type Failure = { text: string; code: string; declined: boolean };

export function PayForm({ order, lot, onRefused }: { order: OrderView; lot: Pick<ItemDetail, 'shipping' | 'shippingPaidBy'>; onRefused: (message: string) => void }) {
  const ui = useUi();
  const account = useStore($myAccount);
  const currency = useStore($currency);
  const [phase, setPhase] = useState<'idle' | 'paying' | 'leaving'>('idle');
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    if (account.addressesState === 'idle') void loadAddresses();
    if (account.cardsState === 'idle') void loadCards();
  }, []);

  const address = account.addresses.find((a) => a.checked) ?? null;
  const card = account.cards.find((c) => c.checked) ?? null;
  const quote = address ? quoteForCountry(lot, address.country) : null;
  const total: Pence | null = quote && quote.cost !== null ? order.price + quote.cost : null;
  const gbp = (pence: Pence) => formatMoney(pence, GBP, ui.locale);

  const pay = async () => {
    setFailure(null);
    if (!address || !card) {
      setFailure({ text: ui.t(address ? 'checkout.chooseCard' : 'checkout.chooseAddress'), code: 'choose', declined: false });
      return;
    }
    setPhase('paying');
    const result = await call('payOrder', { orderId: order.id, addressId: address.id, cardId: card.id });
    if (result.status === 200) {
      const step = nextPayStep(result.data);
      if (step.kind === 'declined') {
        setPhase('idle');
        setFailure({ text: describe(result, ui.t), code: step.code, declined: true });
        return;
      }
      let bankSaid = '';
      if (step.kind === 'challenge') {
        // The bank's 3-D Secure check, shown over this page by Stripe.js; /payment-success then waits for
        // the server's word (the bank's answer is a hint only, as on a redirect back).
        rememberCheckoutLocale(ui.locale);
        const checked = await confirmPaymentAction(step.clientSecret);
        bankSaid = `&redirect_status=${checked.ok ? 'succeeded' : 'failed'}`;
      }
      setPhase('leaving');
      location.assign(ui.href(`/payment-success?orderId=${encodeURIComponent(order.id)}${bankSaid}`));
      return;
    }
    setPhase('idle');
    if (result.status === 409 && result.code !== 'paymentInProgress') {
      onRefused(describe(result, ui.t));
      return;
    }
    setFailure({ text: describe(result, ui.t), code: result.code, declined: false });
  };

  const offered = zonesOffered(lot);
  return (
    <div className="co-layout" data-testid="checkout">
      <div className="co-main">
        <section className="card co-card" aria-labelledby="co-item-title">
          <h2 id="co-item-title" className="visually-hidden">
            {order.item.name}
          </h2>
          <OrderItem order={order} headingLevel={3} />
          <Deadline payBy={order.payBy} />
        </section>

        <section className="card co-card" aria-labelledby="co-address-title" data-testid="address-picker">
          <h2 id="co-address-title" className="co-section-title">
            {ui.t('checkout.address.title')}
          </h2>
          <div className="co-zones" data-testid="ships-to">
            <span>{ui.t('checkout.address.shipsTo')}</span>
            <ul>
              {offered.map(({ zone, cost }) => (
                <li key={zone} data-zone={zone}>
                  {ui.t(cost ? 'checkout.address.zoneCost' : 'checkout.address.zoneFree', { zone: ui.t(`catalogue.item.${zone}`), price: gbp(cost) })}
                </li>
              ))}
            </ul>
          </div>
          <AddressChoices lot={lot} failedCode={failure?.code ?? null} />
        </section>

        <section className="card co-card" aria-labelledby="co-card-title" data-testid="card-picker">
          <h2 id="co-card-title" className="co-section-title">
            {ui.t('checkout.card.title')}
          </h2>
          <CardChoices declined={failure?.declined ? card?.id ?? null : null} />
        </section>
      </div>

      <aside className="card co-card co-summary" aria-labelledby="co-summary-title" data-testid="order-summary">
        <h2 id="co-summary-title" className="co-section-title">
          {ui.t('checkout.summary.title')}
        </h2>
        <dl className="co-lines">
          <dt>{ui.t('checkout.summary.price')}</dt>
          <dd data-testid="summary-price" data-pence={order.price}>
            {gbp(order.price)}
          </dd>
          <dt>{quote ? ui.t('checkout.summary.shippingTo', { zone: ui.t(`catalogue.item.${quote.zone}`) }) : ui.t('checkout.summary.shipping')}</dt>
          <dd data-testid="summary-shipping">
            {!quote ? ui.t('checkout.summary.chooseAddress') : quote.cost === null ? ui.t('checkout.address.notShipped') : quote.cost ? gbp(quote.cost) : ui.t('checkout.address.free')}
          </dd>
          <dt className="co-total">{ui.t('checkout.summary.total')}</dt>
          <dd className="co-total" data-testid="checkout-total" data-pence={total ?? ''}>
            {total !== null ? gbp(total) : '—'}
          </dd>
        </dl>
        {total !== null && currency.code !== 'GBP' ? (
          <p className="co-converted" data-testid="checkout-converted">
            {ui.t('checkout.summary.converted', { price: formatMoney(total, currency, ui.locale), currency: currency.code })}
          </p>
        ) : null}
        {failure ? (
          <div className="alert alert-error co-failure" role="alert" data-testid="pay-error" data-code={failure.code}>
            <strong>{failure.text}</strong>
            {failure.declined ? <span>{ui.t('checkout.nothingCharged')}</span> : null}
          </div>
        ) : null}
        <button type="button" className="btn btn-primary co-pay" data-testid="pay" onClick={() => void pay()} disabled={phase !== 'idle'} aria-busy={phase !== 'idle' || undefined}>
          {phase === 'paying' ? ui.t('checkout.paying') : phase === 'leaving' ? ui.t('checkout.redirecting') : ui.t('checkout.pay', { price: total !== null ? gbp(total) : gbp(order.price) })}
        </button>
        <p className="co-secure acc-muted">{ui.t('checkout.secure')}</p>
      </aside>
    </div>
  );
}

