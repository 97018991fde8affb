import { useStore } from '@nanostores/react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { isExpiryInFuture } from '../../../../shared/cards.ts';
import { TextField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import type { Outcome } from '../../lib/forms/outcome.ts';
import { SILENT_OUTCOME } from '../../lib/forms/problem.ts';
import { useUi } from '../../lib/ui.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { $myAccount, addCard, clearAccountMessages, loadCards, removeCard, selectCard, type Card } from '../../stores/account.ts';
import { SavedChoices } from './SavedChoices.tsx';
import { confirmCardSetup, mountCardElement } from './payments.ts';
import { brandName, CARD_NAME_FIELDS, validateCardName, type CardNameValues } from './rules.ts';

const EMPTY: CardNameValues = { firstName: '', lastName: '' };

export const expiryText = (card: Card) => `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;

/** The card's network as a small mark (text, so it needs no image). */
export function BrandMark({ brand }: { brand: string }) {
  return (
    <span className={`acc-brand acc-brand--${brand.toLowerCase().replace(/[^a-z]/g, '')}`} aria-hidden="true">
      {brand.toLowerCase() === 'visa' ? 'VISA' : brand.toLowerCase() === 'mastercard' ? 'MC' : brand.toLowerCase() === 'amex' ? 'AMEX' : '▭'}
    </span>
  );
}

/**
 * Payment cards: the list (brand, last four, expiry, name; one ticked: the selected card), removal
 * after a confirmation, and the form that saves a card typed into Stripe's own field.
 */
export function CardsPanel() {
  const { t } = useUi();
  const account = useStore($myAccount);
  const now = new Date();
  return (
    <SavedChoices
      kind="card"
      strings="account.cards"
      radioName="payment-card"
      items={account.cards}
      state={account.cardsState}
      success={account.cardSuccessMessage}
      load={loadCards}
      onSelect={selectCard}
      onRemove={removeCard}
      view={(card) => {
        const live = isExpiryInFuture(card.expMonth, card.expYear, now);
        return {
          mark: <BrandMark brand={card.brand} />,
          body: (
            <>
              <span className="acc-choice-title" data-testid="card-label">
                {brandName(card.brand)} •••• {card.last4}
              </span>
              <span className={`acc-choice-meta${live ? '' : ' is-expired'}`}>
                {t(live ? 'account.cards.expires' : 'account.cards.expired', { date: expiryText(card) })}
                {card.nameOnCard && <> · {card.nameOnCard}</>}
              </span>
            </>
          ),
          names: { last4: card.last4 },
        };
      }}
      form={{ title: t('account.cards.formTitle'), children: <CardForm /> }}
    />
  );
}

/**
 * The add-card form (here and at checkout): the card's details in Stripe's field (a frame of Stripe's
 * origin, docs/adr/0041), the name here; saved through a SetupIntent (3-D Secure when the bank asks),
 * then `addCard` with the PaymentMethod. `onAdded` hears the card the server saved.
 */
export function CardForm({ onAdded }: { onAdded?: (card: Card) => void } = {}) {
  const { t } = useUi();
  const holder = useRef<HTMLDivElement>(null);
  const element = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  // What Stripe's field says of itself: the network it detected, and its message (a decline's too) shown beside it.
  const [field, setField] = useState<{ error: string | null; brand: string }>({ error: null, brand: 'unknown' });
  const [unavailable, setUnavailable] = useState(false);
  // The field's latest word, read when saving (the form's send may hold an older render's state).
  const fieldError = useRef<string | null>(null);
  useEffect(() => {
    let mounted: { stripe: Stripe; card: StripeCardElement } | null = null;
    let live = true;
    void mountCardElement(holder.current!, (event) => {
      fieldError.current = event.error?.message ?? null;
      setField({ error: fieldError.current, brand: event.brand });
    }).then((made) => {
      if (!live) return made?.card.destroy();
      mounted = element.current = made;
      if (!made) setUnavailable(true);
    });
    return () => {
      live = false;
      mounted?.card.destroy();
    };
  }, []);

  const saveCard = async (values: CardNameValues): Promise<Outcome<Card>> => {
    clearAccountMessages();
    const made = element.current;
    if (!made) return { ok: false, status: 0, message: 'account.cards.providerError', fields: {} };
    // Stripe's field already says what is wrong (a number failing its check, a past expiry), beside it:
    // no SetupIntent is made for a card that cannot be saved.
    if (fieldError.current) return SILENT_OUTCOME;
    const saved = await confirmCardSetup(made.stripe, made.card, `${values.firstName.trim()} ${values.lastName.trim()}`);
    if (!saved.ok) {
      // Stripe's own words beside its field (a decline, a refused check), ours when it gave none.
      fieldError.current = saved.message;
      setField((f) => ({ ...f, error: saved.message }));
      return { ok: false, status: 0, message: saved.message ? null : 'account.cards.providerError', fields: {} };
    }
    const added = await addCard(saved.paymentMethodId);
    if (added.ok) made.card.clear();
    return added;
  };

  const form = useForm('card', {
    fields: CARD_NAME_FIELDS,
    initial: EMPTY,
    check: validateCardName,
    payload: (v) => v,
    send: saveCard,
    success: 'quiet',
    reset: () => EMPTY,
    onSuccess: (card) => {
      onAdded?.(card);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="form-success"]')?.scrollIntoView({ block: 'nearest' }));
    },
  });

  return (
    <Form form={form} testId="card-form" autoComplete="on">
      <div className="acc-card-number">
        <span className="field-label">{t('account.cards.number')}</span>
        <div ref={holder} className="acc-card-element" data-testid="card-element" />
        {field.brand !== 'unknown' && (
          <span className="acc-typed-brand" aria-live="polite">
            {brandName(field.brand)}
          </span>
        )}
        {(field.error || unavailable) && (
          <p className="field-error" role="alert" data-testid="card-element-error">
            {field.error ?? t('account.cards.providerError')}
          </p>
        )}
      </div>
      <div className="form-row">
        <TextField {...form.bind('firstName')} label={t('account.cards.firstName')} testId="card-first-name" autoComplete="cc-given-name" maxLength={60} />
        <TextField {...form.bind('lastName')} label={t('account.cards.lastName')} testId="card-last-name" autoComplete="cc-family-name" maxLength={60} />
      </div>
      <p className="acc-secure">
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
          <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
        </svg>
        <span>{t('account.cards.secure')}</span>
      </p>
      <div className="form-actions">
        <SubmitButton busy={form.submitting} testId="add-card" label={t('account.cards.submit')} busyLabel={t('account.cards.submitting')} />
      </div>
    </Form>
  );
}
