import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { BidState } from '../../../../shared/contract/buying.ts';
import type { ItemDetail } from '../../../../shared/contract/catalogue.ts';
import { GBP, formatMoney, type Pence } from '../../../../shared/money.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { $session } from '../../lib/session.ts';
import { $currency } from '../../stores/currency.ts';
import { signInHref } from '../auth/return.ts';
import { $now } from '../catalogue/now.ts';
import { useUi } from '../../lib/ui.tsx';
import { WatchButton } from '../watchlist/WatchButton.tsx';
import { buyItNow, placeBid } from './actions.ts';
import { bidFromMaximum, endingOf, factsOf, parsePounds, phaseOf, quickBids } from './bidding.ts';

/** What the person is asked to confirm. */
type Draft = { kind: 'bid'; amount: Pence; maxBid?: Pence } | { kind: 'buy'; price: Pence };

/** The input the mobile bar's Bid button brings into view. */
export const MAX_BID_INPUT_ID = 'bid-amount';

/**
 * The bidding panel of a lot page: where the viewer stands (highest bidder or outbid), quick bids for
 * the next steps, a maximum bid, Buy it now, Watch, each bid or purchase confirmed with its amount in
 * pounds and in the chosen currency; after the end, the outcome (won with the way to pay, sold,
 * unsold, reserve not met). A visitor is told to sign in, with a link that brings them back here.
 */
export function BidPanel({ item, state }: { item: ItemDetail; state: BidState | null }) {
  const ui = useUi();
  const session = useStore($session);
  const currency = useStore($currency);
  const now = useStore($now);
  const facts = factsOf(item, state);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [loginFor, setLoginFor] = useState<'bid' | 'buy' | null>(null);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [bought, setBought] = useState<string | null>(null);

  const gbp = (pence: Pence) => formatMoney(pence, GBP, ui.locale);
  const orderId = state?.orderId ?? bought;
  const phase = bought ? 'ended' : phaseOf(facts, now);
  // Bought here, before the lot's own state says so (the live state carries the sale's price: endingOf).
  const boughtHere = bought !== null;

  const watch = phase !== 'ended' && !item.isOwner ? <WatchButton itemId={item.id} name={item.name} known={state?.watching ?? item.watching} variant="lot" /> : null;

  if (item.isOwner) {
    return (
      <div className="bid-panel" data-testid="bid-panel">
        <p className="alert alert-info" data-testid="own-item">
          {ui.t('catalogue.item.ownItem')}
        </p>
        {phase === 'ended' ? <Outcome item={item} facts={facts} state={state} orderId={null} /> : null}
      </div>
    );
  }
  if (phase === 'ended') {
    return (
      <div className="bid-panel" data-testid="bid-panel">
        <Outcome item={item} facts={facts} state={state} orderId={orderId} boughtHere={boughtHere} />
      </div>
    );
  }
  if (phase === 'closing') {
    return (
      <div className="bid-panel" data-testid="bid-panel">
        <p className="alert alert-info" role="status" data-testid="outcome" data-outcome="closing">
          {ui.t('bidding.outcome.closing')}
        </p>
      </div>
    );
  }

  const myMax = state ? state.myMaxBid : item.myMaxBid;
  const leading = state ? state.highBidder : item.highBidder;
  const standing = session.signedIn && myMax != null ? (leading ? 'highest' : 'outbid') : null;
  const canBuy = facts.listAsBuyNow && facts.buyNowAvailable && facts.buyItNowPrice !== null;

  /** Asks to confirm; a visitor is asked to sign in instead. */
  const ask = (next: Draft) => {
    setNotice(null);
    if (!session.signedIn) {
      setLoginFor(next.kind);
      return;
    }
    setLoginFor(null);
    setDraft(next);
  };

  const onMaximum = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!session.signedIn) {
      setLoginFor('bid');
      return;
    }
    const pence = parsePounds(typed);
    if (pence === null) return setFieldError(ui.t('bidding.invalidAmount'));
    if (pence < facts.minNextBid) return setFieldError(ui.say({ code: 'bidBelowMinimum', params: { minimum: gbp(facts.minNextBid) } }));
    setFieldError(null);
    ask({ kind: 'bid', ...bidFromMaximum(pence, facts.minNextBid) });
  };

  const confirm = async () => {
    if (!draft) return;
    setBusy(true);
    if (draft.kind === 'bid') {
      const outcome = await placeBid(item.id, draft.amount, draft.maxBid);
      setBusy(false);
      setDraft(null);
      if (outcome.status === 401) return setLoginFor('bid');
      if (!outcome.data) return setNotice({ kind: 'error', text: ui.say(outcome.message) });
      setTyped('');
      setNotice(
        outcome.data.outcome === 'highest'
          ? { kind: 'success', text: ui.t('bidding.placed', { price: gbp(draft.maxBid ?? draft.amount) }) }
          : { kind: 'error', text: ui.say('bidOutbid') },
      );
      return;
    }
    const outcome = await buyItNow(item.id);
    setBusy(false);
    setDraft(null);
    if (outcome.status === 401) return setLoginFor('buy');
    if (!outcome.data) return setNotice({ kind: 'error', text: ui.say(outcome.message) });
    setBought(outcome.data.orderId);
  };

  const converted = (pence: Pence) =>
    currency.code === 'GBP' ? null : (
      <p className="bid-confirm__converted">{ui.t('bidding.confirm.converted', { price: formatMoney(pence, currency, ui.locale), currency: currency.code })}</p>
    );

  return (
    <div className="bid-panel" id="bid-panel" data-testid="bid-panel">
      {standing ? (
        <div className={`standing standing--${standing}`} role="status" data-testid="standing" data-standing={standing}>
          <strong>{ui.t(`bidding.standing.${standing}`)}</strong>
          {myMax != null ? <span>{ui.t('bidding.yourMax', { price: gbp(myMax) })}</span> : null}
        </div>
      ) : null}

      {facts.listAsAuction ? (
        <>
          <div className="quick-bids" role="group" aria-label={ui.t('bidding.quick.label')}>
            {quickBids(facts.minNextBid, item.priceIncrement).map((amount) => (
              <button key={amount} type="button" className="btn btn-ghost quick-bid" data-testid="quick-bid" data-amount={amount} onClick={() => ask({ kind: 'bid', amount })}>
                {ui.t('bidding.quick.bid', { price: gbp(amount) })}
              </button>
            ))}
          </div>
          <form className="bid-form" noValidate onSubmit={onMaximum}>
            <label htmlFor={MAX_BID_INPUT_ID}>{ui.t('bidding.max.label')}</label>
            <div className="bid-form__row">
              <span className="bid-form__input">
                <span aria-hidden="true">£</span>
                <input
                  id={MAX_BID_INPUT_ID}
                  className="input"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={(facts.minNextBid / 100).toFixed(2)}
                  value={typed}
                  onChange={(e) => {
                    setTyped(e.target.value);
                    setFieldError(null);
                  }}
                  aria-describedby="bid-hint"
                  aria-invalid={fieldError ? true : undefined}
                  aria-errormessage={fieldError ? 'bid-error' : undefined}
                  data-testid="bid-amount"
                />
              </span>
              <button type="submit" className="btn btn-primary" data-testid="place-bid">
                {ui.t('catalogue.item.placeBid')}
              </button>
            </div>
            {fieldError ? (
              <p id="bid-error" className="field-error" data-testid="bid-error">
                {fieldError}
              </p>
            ) : null}
            <p id="bid-hint" className="bid-form__hint">
              {ui.t('bidding.max.hint', { price: gbp(facts.minNextBid) })}
            </p>
          </form>
        </>
      ) : null}

      {canBuy ? (
        <button
          type="button"
          className={`btn ${facts.listAsAuction ? 'btn-navy' : 'btn-primary'} bid-panel__buy`}
          onClick={() => ask({ kind: 'buy', price: facts.buyItNowPrice! })}
          data-testid="buy-now"
        >
          {ui.t('bidding.buyNowFor', { price: gbp(facts.buyItNowPrice!) })}
        </button>
      ) : null}

      {watch}

      {loginFor ? (
        <div className="alert alert-error" role="alert" data-testid="login-required">
          {ui.t(loginFor === 'bid' ? 'catalogue.item.loginToBid' : 'catalogue.item.loginToBuyNow')}.{' '}
          <a href={signInHref(ui.locale)} data-testid="sign-in-to-bid">
            {ui.t('catalogue.item.signIn')}
          </a>
        </div>
      ) : null}
      {notice ? (
        <p className={`alert ${notice.kind === 'success' ? 'alert-success' : 'alert-error'}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="bid-notice" data-kind={notice.kind}>
          {notice.text}
        </p>
      ) : null}

      <ConfirmDialog
        open={draft !== null}
        busy={busy}
        tone="primary"
        title={ui.t(draft?.kind === 'buy' ? 'bidding.confirm.buyTitle' : 'bidding.confirm.bidTitle')}
        text={
          draft?.kind === 'buy'
            ? ui.t('bidding.confirm.buy', { price: gbp(draft.price) })
            : draft
              ? ui.t('bidding.confirm.bid', { price: gbp(draft.amount) })
              : ''
        }
        confirmLabel={busy ? ui.t('bidding.sending') : ui.t(draft?.kind === 'buy' ? 'bidding.confirm.buyButton' : 'bidding.confirm.bidButton')}
        cancelLabel={ui.t('bidding.confirm.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setDraft(null)}
      >
        {draft?.kind === 'bid' && draft.maxBid !== undefined ? <p data-testid="confirm-max">{ui.t('bidding.confirm.max', { price: gbp(draft.maxBid) })}</p> : null}
        {draft ? converted(draft.kind === 'buy' ? draft.price : (draft.maxBid ?? draft.amount)) : null}
        {draft?.kind === 'bid' ? <p className="bid-confirm__note">{ui.t('bidding.confirm.note')}</p> : null}
      </ConfirmDialog>
    </div>
  );
}

/** After the end: how the lot ended for this viewer; the buyer gets the way to pay. */
function Outcome({
  item,
  facts,
  state,
  orderId,
  boughtHere = false,
}: {
  item: ItemDetail;
  facts: ReturnType<typeof factsOf>;
  state: BidState | null;
  orderId: string | null | undefined;
  /** Bought with Buy it now on this page (before the lot's own state says how it was sold). */
  boughtHere?: boolean;
}) {
  const ui = useUi();
  const status = state?.status ?? facts.status;
  const ending = boughtHere ? 'bought' : endingOf({ status, orderId, soldVia: state?.soldVia }, item);
  const price = facts.soldPrice ?? (ending === 'bought' ? facts.buyItNowPrice : facts.currentBid);
  const mine = ending === 'won' || ending === 'bought';
  const myMax = state ? state.myMaxBid : item.myMaxBid;
  return (
    <div className={`outcome outcome--${mine ? 'won' : 'closed'}`} role="status" data-testid="outcome" data-outcome={ending}>
      <strong className="outcome__title">
        {ending === 'sold' && price != null ? ui.t('bidding.outcome.soldFor', { price: formatMoney(price, GBP, ui.locale) }) : ui.t(`bidding.outcome.${ending}`)}
      </strong>
      {mine && orderId ? (
        <>
          <p>{ui.t('bidding.outcome.payWithin')}</p>
          {status === 'Awaiting Payment' || boughtHere ? (
            <a className="btn btn-primary" href={ui.href(`/pay-items/${encodeURIComponent(orderId)}`)} data-testid="pay-link">
              {ui.t('bidding.payNow')}
            </a>
          ) : null}
        </>
      ) : !mine && myMax != null && !item.isOwner ? (
        <p>{ui.t('bidding.outcome.notYours')}</p>
      ) : null}
    </div>
  );
}
