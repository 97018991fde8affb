import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { isExpiryInFuture } from '../../../../shared/cards.ts';
import type { ItemDetail } from '../../../../shared/contract/catalogue.ts';
import type { OrderView, PayOrderOutput } from '../../../../shared/contract/orders.ts';
import { GBP, formatMoney, type Pence } from '../../../../shared/money.ts';
import { call } from '../../lib/api.ts';
import { describe } from '../../lib/messages.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { refreshSession } from '../../lib/session.ts';
import { $myAccount, loadAddresses, loadCards, selectAddress, selectCard } from '../../stores/account.ts';
import { $currency, loadCurrencies } from '../../stores/currency.ts';
import { AddressForm } from '../account/AddressesPanel.tsx';
import { addressLines } from '../account/address-lines.ts';
import { BrandMark, CardForm, expiryText } from '../account/CardsPanel.tsx';
import { confirmPaymentAction } from '../account/payments.ts';
import { Banner } from '../../lib/forms/Banner.tsx';
import { Skeleton } from '../account/panel.tsx';
import { brandName } from '../account/rules.ts';
import { $now } from '../catalogue/now.ts';
import { formatDuration } from '../catalogue/TimeLeft.tsx';
import { useUi, withUi } from '../../lib/ui.tsx';
import { pathSegments } from '../catalogue/path-segments.ts';
import { rememberCheckoutLocale } from './bank-trip.ts';
import { learnServerClock } from './clock.ts';
import { BuyerStatus, OrderItem, ShipToAddress, ToPurchases, Tracking } from './OrderParts.tsx';
import { Receipt } from './Receipt.tsx';
import { buyerStage, nextPayStep, quoteForCountry, zonesOffered, type BuyerStage } from './order-rules.ts';
import { mayDispute, newDisputePath } from '../disputes/dispute-rules.ts';

type Lot = Pick<ItemDetail, 'id' | 'shipping' | 'shippingPaidBy' | 'seller'>;
type Loaded = { state: 'loading' } | { state: 'notFound' } | { state: 'error' } | { state: 'ready'; order: OrderView; lot: Lot | null };

/**
 * /pay-items/{orderId}: the checkout of an order awaiting payment — the item and its price, the
 * address to ship to (with the zones the lot ships to and what each costs), the card to pay with
 * (saved cards, or a new one tokenised in the browser), the total in pounds and in the chosen
 * currency, the time left on the server's clock, and Pay. A paid, shipped or lapsed order shows
 * where it stands instead. Amounts shown before paying are a preview; the server charges its own total.
 */
function CheckoutIsland() {
  const ui = useUi();
  const orderId = useMemo(() => pathSegments(location.pathname)[1] ?? '', []);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await call('getOrder', { orderId });
    if (result.status !== 200) {
      setLoaded({ state: result.status === 404 || result.status === 400 ? 'notFound' : 'error' });
      return;
    }
    const order = result.data;
    const [item] = await Promise.all([call('getItem', { itemId: order.itemId }), learnServerClock(order.itemId)]);
    setLoaded({ state: 'ready', order, lot: item.status === 200 ? item.data : null });
  }, [orderId]);

  useEffect(() => {
    refreshSession();
    void loadCurrencies();
    void load();
  }, [load]);

  useEffect(() => {
    document.title = `${ui.t('checkout.meta.title')} · Patina`;
  }, [ui]);

  return (
    <>
      <div className="co-head">
        <p className="eyebrow">{ui.t('checkout.eyebrow')}</p>
        <h1 className="co-title">{ui.t('checkout.title')}</h1>
      </div>
      {notice ? <Banner kind="error">{notice}</Banner> : null}
      {loaded.state === 'loading' ? (
        <div className="card co-card" data-testid="checkout-loading">
          <Skeleton lines={4} />
        </div>
      ) : loaded.state === 'notFound' ? (
        <Message title={ui.t('checkout.notFound')} text={ui.t('checkout.notFoundText')} testId="checkout-not-found" />
      ) : loaded.state === 'error' ? (
        <Message title={ui.t('checkout.loadFailed')} testId="checkout-error">
          <button type="button" className="btn btn-ghost" onClick={() => void load()}>
            {ui.t('checkout.retry')}
          </button>
        </Message>
      ) : (
        <Checkout
          order={loaded.order}
          lot={loaded.lot}
          onRefused={(message) => {
            // The order moved on meanwhile (paid in another tab, lapsed): say why, show where it stands.
            setNotice(message);
            void load();
          }}
        />
      )}
    </>
  );
}

export default withUi(CheckoutIsland);

function Message({ title, text, testId, children }: { title: string; text?: string; testId: string; children?: ReactNode }) {
  return (
    <div className="card co-card co-message" data-testid={testId}>
      <h2>{title}</h2>
      {text ? <p>{text}</p> : null}
      <ToPurchases>{children}</ToPurchases>
    </div>
  );
}

/** True once `iso` has passed on the server's clock (re-renders only when that changes). */
function usePassed(iso: string): boolean {
  const store = useMemo(() => computed($now, (now) => now >= Date.parse(iso)), [iso]);
  return useStore(store);
}

function Checkout({ order, lot, onRefused }: { order: OrderView; lot: Lot | null; onRefused: (message: string) => void }) {
  // Renders again when the deadline passes on the server's clock: from then on the order cannot be paid.
  usePassed(order.payBy);
  if (order.role === 'seller') return <SellerView order={order} />;
  const stage = buyerStage(order, serverNow());
  if (stage === 'pay' && lot) return <PayForm order={order} lot={lot} onRefused={onRefused} />;
  return <OrderState order={order} stage={stage} sellerName={lot?.seller.name ?? null} />;
}

function SellerView({ order }: { order: OrderView }) {
  const ui = useUi();
  return (
    <div className="card co-card co-state" data-testid="checkout-seller">
      <OrderItem order={order} />
      <p>{ui.t('checkout.state.seller')}</p>
      <a className="btn btn-navy" href={ui.href('/sellar-dashboard')}>
        {ui.t('checkout.toDashboard')}
      </a>
    </div>
  );
}

/** An order that is not (or no longer) to be paid here: where it stands, with its tracking once shipped. */
function OrderState({ order, stage, sellerName }: { order: OrderView; stage: BuyerStage; sellerName: string | null }) {
  const ui = useUi();
  const now = useStore($now);
  const text = stage === 'pay' ? 'checkout.loadFailed' : `checkout.state.${stage}`;
  return (
    <div className="card co-card co-state" data-testid="checkout-state" data-stage={stage}>
      <OrderItem order={order} />
      <p className="co-state__line">
        <BuyerStatus order={order} now={now} />
        <span>{ui.t(text)}</span>
      </p>
      {order.paidAt ? (
        <Receipt order={{ ...order, paidAt: order.paidAt }} sellerName={sellerName} />
      ) : (
        <dl className="co-facts">
          <dt>{ui.t('checkout.price')}</dt>
          <dd>{formatMoney(order.price, GBP, ui.locale)}</dd>
        </dl>
      )}
      <Tracking order={order} />
      {order.shipTo && stage !== 'cancelled' ? <ShipToAddress shipTo={order.shipTo} /> : null}
      <div className="co-actions no-print">
        <a className="btn btn-navy" href={ui.href('/my-account/purchase-history')} data-testid="to-purchases">
          {ui.t('checkout.toPurchases')}
        </a>
        {mayDispute(order) ? (
          <a className="btn btn-ghost" href={ui.href(newDisputePath(order.id))} data-testid="order-dispute">
            {ui.t('disputes.new.action')}
          </a>
        ) : stage === 'dispute' || stage === 'refunded' ? (
          <a className="btn btn-ghost" href={ui.href('/my-account/disputes')} data-testid="order-disputes">
            {ui.t('disputes.viewAll')}
          </a>
        ) : null}
      </div>
    </div>
  );
}

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

function PayForm({ order, lot, onRefused }: { order: OrderView; lot: Lot; onRefused: (message: string) => void }) {
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

/** The buyer's addresses to ship to: each with its zone's shipping cost, or that the seller does not ship there; and a new one. */
function AddressChoices({ lot, failedCode }: { lot: Lot; failedCode: string | null }) {
  const ui = useUi();
  const account = useStore($myAccount);
  const gbp = (pence: Pence) => formatMoney(pence, GBP, ui.locale);

  return (
    <Choices what="address" state={account.addressesState} count={account.addresses.length} form={AddressForm} onAdded={(address) => selectAddress(address.id)}>
      {account.addresses.map((a) => {
        const quote = quoteForCountry(lot, a.country);
        const refused = a.checked && failedCode === 'zoneNotShipped';
        return (
          <li
            key={a.id}
            className={`acc-choice${a.checked ? ' is-checked' : ''}${quote.cost === null ? ' is-unshipped' : ''}`}
            data-testid="checkout-address"
            data-checked={a.checked}
            data-zone={quote.zone}
            data-ships={quote.cost !== null}
          >
            <label className="acc-choice-main">
              <ChoiceRadio what="address" checked={a.checked} onChoose={() => selectAddress(a.id)} label={ui.t('checkout.address.use', { name: a.fullName })} refused={refused} />
              <span className="acc-choice-body">
                <span className="acc-choice-title">{a.fullName}</span>
                <span className="acc-address">
                  {addressLines(a, ui.locale).map((line, i) => (
                    <span key={i}>{line}</span>
                  ))}
                </span>
              </span>
            </label>
            <div className="acc-choice-side">
              <span className={`badge ${quote.cost === null ? 'badge--danger' : 'acc-badge--quiet'}`}>
                {ui.t(`catalogue.item.${quote.zone}`)} ·{' '}
                {quote.cost === null ? ui.t('checkout.address.notShipped') : quote.cost ? ui.t('checkout.address.cost', { price: gbp(quote.cost) }) : ui.t('checkout.address.free')}
              </span>
            </div>
          </li>
        );
      })}
    </Choices>
  );
}

/**
 * The buyer's saved addresses or cards as far as they have loaded: placeholder lines, the failure,
 * that there are none, or the rows to choose from; then the way to add one. Their words are
 * `checkout.address.*` and `checkout.card.*`.
 */
function Choices<Added extends { id: string }>(props: {
  what: 'address' | 'card';
  state: 'idle' | 'loading' | 'ready' | 'error';
  count: number;
  form: ComponentType<{ onAdded: (added: Added) => void }>;
  onAdded: (added: Added) => void;
  children: ReactNode;
}) {
  const ui = useUi();
  const loading = props.state === 'idle' || props.state === 'loading';
  const none = props.state === 'ready' && props.count === 0;
  if (loading && !props.count) return <Skeleton lines={2} />;
  return (
    <>
      {props.state === 'error' ? (
        <Banner kind="error">{ui.t('checkout.loadFailed')}</Banner>
      ) : none ? (
        <p className="acc-empty-text">{ui.t(`checkout.${props.what}.none`)}</p>
      ) : (
        <ul className="plain-list acc-choices" aria-label={ui.t(`checkout.${props.what}.title`)}>
          {props.children}
        </ul>
      )}
      <AddNew
        none={none}
        form={props.form}
        onAdded={props.onAdded}
        closeLabel={ui.t(`checkout.${props.what}.close`)}
        openLabel={ui.t(`checkout.${props.what}.add`)}
        openTestId={`add-${props.what}-open`}
      />
    </>
  );
}

/** The radio that picks one saved address or card; marked invalid when the payment refused it. */
function ChoiceRadio({ what, checked, onChoose, label, refused }: { what: 'address' | 'card'; checked: boolean; onChoose: () => void; label: string; refused: boolean }) {
  return <input type="radio" name={`checkout-${what}`} className="acc-radio" checked={checked} onChange={onChoose} aria-label={label} aria-invalid={refused || undefined} />;
}

/**
 * A new address or card: its form, open when asked for and always when there is none yet (then
 * with no way to close it), or the button that opens it.
 */
function AddNew<Added extends { id: string }>(props: {
  none: boolean;
  form: ComponentType<{ onAdded: (added: Added) => void }>;
  onAdded: (added: Added) => void;
  closeLabel: string;
  openLabel: string;
  openTestId: string;
}) {
  const [adding, setAdding] = useState(false);
  return adding || props.none ? (
    <div className="co-add">
      <props.form
        onAdded={(added) => {
          props.onAdded(added);
          setAdding(false);
        }}
      />
      {!props.none ? (
        <button type="button" className="acc-link-button" onClick={() => setAdding(false)}>
          {props.closeLabel}
        </button>
      ) : null}
    </div>
  ) : (
    <button type="button" className="btn btn-ghost co-add-button" data-testid={props.openTestId} onClick={() => setAdding(true)}>
      + {props.openLabel}
    </button>
  );
}

/** The buyer's saved cards to pay with (a declined one marked), and a new one tokenised in the browser. */
function CardChoices({ declined }: { declined: string | null }) {
  const ui = useUi();
  const account = useStore($myAccount);
  const today = new Date();

  return (
    <Choices what="card" state={account.cardsState} count={account.cards.length} form={CardForm} onAdded={(card) => selectCard(card.id)}>
      {account.cards.map((card) => {
        const live = isExpiryInFuture(card.expMonth, card.expYear, today);
        return (
          <li key={card.id} className={`acc-choice${card.checked ? ' is-checked' : ''}`} data-testid="checkout-card" data-checked={card.checked} data-last4={card.last4}>
            <label className="acc-choice-main">
              <ChoiceRadio what="card" checked={card.checked} onChoose={() => selectCard(card.id)} label={ui.t('checkout.card.use', { last4: card.last4 })} refused={declined === card.id} />
              <BrandMark brand={card.brand} />
              <span className="acc-choice-body">
                <span className="acc-choice-title">
                  {brandName(card.brand)} •••• {card.last4}
                </span>
                <span className={`acc-choice-meta${live ? '' : ' is-expired'}`}>
                  {live ? expiryText(card) : `${ui.t('checkout.card.expired')} ${expiryText(card)}`}
                  {card.nameOnCard ? <> · {card.nameOnCard}</> : null}
                </span>
              </span>
            </label>
          </li>
        );
      })}
    </Choices>
  );
}
