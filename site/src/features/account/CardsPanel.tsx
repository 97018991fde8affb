import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { cardBrandOf, isExpiryInFuture } from '../../../../shared/cards.ts';
import { TextField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import type { Outcome } from '../../lib/forms/outcome.ts';
import { useFormUi } from '../../lib/forms/ui.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { $myAccount, addCard, clearAccountMessages, loadCards, removeCard, selectCard, type Card } from '../../stores/account.ts';
import { SavedChoices } from './SavedChoices.tsx';
import { tokeniseCard } from './payments.ts';
import { brandName, CARD_FIELDS, cardDigits, formatCardNumber, formatExpiry, parseExpiry, validateCard, type CardValues } from './rules.ts';

const EMPTY: CardValues = { number: '', expiry: '', cvc: '', firstName: '', lastName: '' };

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
 * after a confirmation, and the form that tokenises a card with the payment provider in the
 * browser and saves only the token.
 */
export function CardsPanel() {
  const { t } = useFormUi();
  const account = useStore($myAccount);
  useEffect(() => {
    if (account.cardsState === 'idle') void loadCards();
    return () => clearAccountMessages();
  }, []);
  const now = new Date();
  return (
    <SavedChoices
      kind="card"
      strings="account.cards"
      radioName="payment-card"
      items={account.cards}
      state={account.cardsState}
      success={account.cardSuccessMessage}
      onDismissSuccess={clearAccountMessages}
      onRetry={() => void loadCards()}
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
          useLabel: t('account.cards.useLabel', { last4: card.last4 }),
          removeLabel: t('account.cards.removeLabel', { last4: card.last4 }),
          confirmText: t('account.cards.confirmText', { last4: card.last4 }),
        };
      }}
      form={{ title: t('account.cards.formTitle'), children: <CardForm /> }}
    />
  );
}

/** Tokenises the card with the provider (the number goes nowhere else), then saves the token. */
async function saveCard(values: CardValues): Promise<Outcome<Card>> {
  clearAccountMessages();
  const expiry = parseExpiry(values.expiry)!;
  const token = await tokeniseCard({
    number: cardDigits(values.number),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: values.cvc.trim(),
    name: `${values.firstName.trim()} ${values.lastName.trim()}`,
  });
  if (!token.ok) {
    // the provider's own words (or ours when it gave none), on its field when it named one
    const message = token.message ?? 'account.cards.providerError';
    return { ok: false, status: 0, message: token.field ? null : message, fields: token.field ? { [token.field]: message } : {} };
  }
  return addCard(token.paymentMethodId);
}

/**
 * The add-card form (here and at checkout): checks the card here, tokenises it with the provider,
 * saves the token; `onAdded` hears the card the server saved.
 */
export function CardForm({ onAdded }: { onAdded?: (card: Card) => void } = {}) {
  const { t } = useFormUi();
  const form = useForm('card', {
    fields: CARD_FIELDS,
    initial: EMPTY,
    check: (v) => validateCard(v, new Date()),
    payload: (v) => v,
    adjust: (field, v, before) =>
      field === 'number'
        ? { ...v, number: formatCardNumber(v.number) }
        : field === 'expiry'
          ? { ...v, expiry: formatExpiry(v.expiry, before.expiry) }
          : field === 'cvc'
            ? { ...v, cvc: v.cvc.replace(/\D/g, '').slice(0, 4) }
            : v,
    send: saveCard,
    success: 'quiet',
    reset: () => EMPTY,
    onSuccess: (card) => {
      onAdded?.(card);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="form-success"]')?.scrollIntoView({ block: 'nearest' }));
    },
  });
  const typedBrand = cardDigits(form.values.number).length >= 2 ? cardBrandOf(form.values.number) : 'unknown';

  return (
    <Form form={form} testId="card-form" autoComplete="on">
      <div className="acc-card-number">
        <TextField
          {...form.bind('number')}
          label={t('account.cards.number')}
          testId="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          maxLength={19}
          spellCheck={false}
        />
        {typedBrand !== 'unknown' && (
          <span className="acc-typed-brand" aria-live="polite">
            {brandName(typedBrand)}
          </span>
        )}
      </div>
      <div className="form-row">
        <TextField
          {...form.bind('expiry')}
          label={t('account.cards.expiry')}
          hint={t('account.cards.expiryHint')}
          testId="card-expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('account.cards.expiryHint')}
          maxLength={5}
        />
        <TextField {...form.bind('cvc')} label={t('account.cards.cvc')} hint={t('account.cards.cvcHint')} testId="card-cvc" inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
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
