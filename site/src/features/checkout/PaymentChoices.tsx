import { useStore } from '@nanostores/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { isExpiryInFuture } from '../../../../shared/cards.ts';
import type { ItemDetail } from '../../../../shared/contract/catalogue.ts';
import { GBP, formatMoney, type Pence } from '../../../../shared/money.ts';
import { Banner } from '../../lib/forms/Banner.tsx';
import { useUi } from '../../lib/ui.tsx';
import { $myAccount, selectAddress, selectCard } from '../../stores/account.ts';
import { AddressForm } from '../account/AddressesPanel.tsx';
import { addressLines } from '../account/address-lines.ts';
import { BrandMark, CardForm, expiryText } from '../account/CardsPanel.tsx';
import { Skeleton } from '../account/panel.tsx';
import { brandName } from '../account/rules.ts';
import { quoteForCountry } from './order-rules.ts';

/*
 * The checkout's choices (PayForm.tsx): the buyer's saved addresses, each with what shipping there costs,
 * and their saved cards, as far as they have loaded, with the way to add one of each.
 */

/** What an address's shipping cost is read from: the lot's offers and who pays them. */
type ShippingOfLot = Pick<ItemDetail, 'shipping' | 'shippingPaidBy'>;

/** The buyer's addresses to ship to: each with its zone's shipping cost, or that the seller does not ship there; and a new one. */
export function AddressChoices({ lot, failedCode }: { lot: ShippingOfLot; failedCode: string | null }) {
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
export function CardChoices({ declined }: { declined: string | null }) {
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
