import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { cardBrandOf, isExpiryInFuture } from '../../../../shared/cards.ts';
import { $myAccount, addCard, clearAccountMessages, loadCards, removeCard, selectCard, type Card } from '../../stores/account.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Banner, focusFirstError, LoadFailure, Skeleton, TextField } from './form-kit.tsx';
import { tokeniseCard } from './payments.ts';
import { brandName, CARD_FIELDS, cardDigits, formatCardNumber, formatExpiry, parseExpiry, validateCard, type CardField, type CardValues } from './rules.ts';
import { useAccountUi } from './ui.ts';

type Errors = Partial<Record<CardField, string>>;
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
  const { t, say } = useAccountUi();
  const account = useStore($myAccount);
  const [removing, setRemoving] = useState<Card | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (account.cardsState === 'idle') void loadCards();
    return () => clearAccountMessages();
  }, []);

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    setFailure(null);
    const outcome = await removeCard(removing.id);
    setBusy(false);
    setRemoving(null);
    if (!outcome.ok) setFailure(say(outcome.message));
  };

  const loading = account.cardsState === 'idle' || account.cardsState === 'loading';
  const now = new Date();

  return (
    <div className="acc-stack">
      {account.cardSuccessMessage && (
        <Banner kind="success" onDismiss={clearAccountMessages}>
          {say(account.cardSuccessMessage)}
        </Banner>
      )}
      {failure && <Banner kind="error">{failure}</Banner>}

      <section className="acc-card" aria-labelledby="cards-list-title">
        <h3 id="cards-list-title">{t('account.cards.listLabel')}</h3>
        {loading && account.cards.length === 0 ? (
          <Skeleton lines={2} />
        ) : account.cardsState === 'error' ? (
          <LoadFailure status={0} onRetry={() => void loadCards()} />
        ) : account.cards.length === 0 ? (
          <p className="acc-empty-text">{t('account.cards.empty')}</p>
        ) : (
          <ul className="acc-choices" aria-label={t('account.cards.listLabel')}>
            {account.cards.map((card) => {
              const live = isExpiryInFuture(card.expMonth, card.expYear, now);
              return (
                <li key={card.id} className={`acc-choice${card.checked ? ' is-checked' : ''}`} data-testid="card-item" data-checked={card.checked}>
                  <label className="acc-choice-main">
                    <input
                      type="radio"
                      name="payment-card"
                      className="acc-radio"
                      checked={card.checked}
                      onChange={() => selectCard(card.id)}
                      data-testid="card-select"
                      aria-label={t('account.cards.useLabel', { last4: card.last4 })}
                    />
                    <BrandMark brand={card.brand} />
                    <span className="acc-choice-body">
                      <span className="acc-choice-title" data-testid="card-label">
                        {brandName(card.brand)} •••• {card.last4}
                      </span>
                      <span className={`acc-choice-meta${live ? '' : ' is-expired'}`}>
                        {t(live ? 'account.cards.expires' : 'account.cards.expired', { date: expiryText(card) })}
                        {card.nameOnCard && <> · {card.nameOnCard}</>}
                      </span>
                    </span>
                  </label>
                  <div className="acc-choice-side">
                    {card.checked ? <span className="acc-badge">{t('account.cards.selected')}</span> : <span className="acc-badge acc-badge--quiet">{t('account.cards.use')}</span>}
                    <button
                      type="button"
                      className="acc-link-button"
                      data-testid="card-remove"
                      aria-label={t('account.cards.removeLabel', { last4: card.last4 })}
                      onClick={() => setRemoving(card)}
                    >
                      {t('account.cards.remove')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="acc-card" aria-labelledby="card-form-title">
        <h3 id="card-form-title">{t('account.cards.formTitle')}</h3>
        <CardForm />
      </section>

      <ConfirmDialog
        open={removing !== null}
        title={t('account.cards.confirmTitle')}
        text={removing ? t('account.cards.confirmText', { last4: removing.last4 }) : ''}
        confirmLabel={t('account.confirm.yes')}
        cancelLabel={t('account.confirm.no')}
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

/**
 * The add-card form (here and at checkout): checks the card here, tokenises it with the provider,
 * saves the token; `onAdded` hears the card the server saved.
 */
export function CardForm({ onAdded }: { onAdded?: (card: Card) => void } = {}) {
  const { t, say } = useAccountUi();
  const [values, setValues] = useState<CardValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const update = (field: CardField, raw: string) => {
    setValues((v) => {
      const value =
        field === 'number' ? formatCardNumber(raw) : field === 'expiry' ? formatExpiry(raw, v.expiry) : field === 'cvc' ? raw.replace(/\D/g, '').slice(0, 4) : raw;
      return { ...v, [field]: value };
    });
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    clearAccountMessages();
    const found = validateCard(values, new Date());
    setErrors(Object.fromEntries(Object.entries(found).map(([f, key]) => [f, t(key)])));
    if (Object.keys(found).length) {
      setFailure(t('account.error.fixFields'));
      focusFirstError(form.current, CARD_FIELDS, found);
      return;
    }
    const expiry = parseExpiry(values.expiry)!;
    setSending(true);
    const token = await tokeniseCard({
      number: cardDigits(values.number),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: values.cvc.trim(),
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
    });
    if (!token.ok) {
      setSending(false);
      const message = token.message ?? t('account.cards.providerError');
      if (token.field) {
        setErrors({ [token.field]: message });
        focusFirstError(form.current, CARD_FIELDS, { [token.field]: message });
      } else setFailure(message);
      return;
    }
    const outcome = await addCard(token.paymentMethodId);
    setSending(false);
    if (outcome.ok) {
      setValues(EMPTY);
      setErrors({});
      onAdded?.(outcome.data);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="form-success"]')?.scrollIntoView({ block: 'nearest' }));
      return;
    }
    setFailure(say(outcome.message));
  };

  const props = (field: CardField) => ({
    id: `card-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => update(field, e.target.value),
  });
  const typedBrand = cardDigits(values.number).length >= 2 ? cardBrandOf(values.number) : 'unknown';

  return (
    <form ref={form} className="acc-form" noValidate data-testid="card-form" onSubmit={(e) => void onSubmit(e)} autoComplete="on">
      {failure && <Banner kind="error">{failure}</Banner>}
      <div className="acc-card-number">
        <TextField
          {...props('number')}
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
      <div className="acc-row">
        <TextField
          {...props('expiry')}
          label={t('account.cards.expiry')}
          hint={t('account.cards.expiryHint')}
          testId="card-expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('account.cards.expiryHint')}
          maxLength={5}
        />
        <TextField
          {...props('cvc')}
          label={t('account.cards.cvc')}
          hint={t('account.cards.cvcHint')}
          testId="card-cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
        />
      </div>
      <div className="acc-row">
        <TextField {...props('firstName')} label={t('account.cards.firstName')} testId="card-first-name" autoComplete="cc-given-name" maxLength={60} />
        <TextField {...props('lastName')} label={t('account.cards.lastName')} testId="card-last-name" autoComplete="cc-family-name" maxLength={60} />
      </div>
      <p className="acc-secure">
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
          <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
        </svg>
        <span>{t('account.cards.secure')}</span>
      </p>
      <div className="acc-actions">
        <button type="submit" className="btn btn-primary" data-testid="add-card" disabled={sending}>
          {sending ? t('account.cards.submitting') : t('account.cards.submit')}
        </button>
      </div>
    </form>
  );
}
