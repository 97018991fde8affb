import { randomBytes } from 'node:crypto';
import type { TestCardBehaviour } from '../../shared/cards.ts';
import {
  StripeApiError,
  expansions,
  flag,
  integer,
  invalidRequest,
  list,
  metadataOf,
  nested,
  missing,
  newId,
  rejectUnknown,
  text,
  unixSeconds,
  type Params,
} from './stripe-wire.ts';

/**
 * The local card processor's money: PaymentIntents, their charges and refunds, in Stripe's shapes.
 * A PaymentIntent is confirmed with a saved card and the card's test behaviour decides what happens,
 * as on Stripe in test mode: 4242… succeeds at once; 4000 0025 0000 3155 needs 3-D Secure (the intent
 * waits in `requires_action` with a redirect to the local challenge page, card-challenge.ts); the
 * decline cards fail with Stripe's error codes, leave a failed charge and move no money. Each change
 * Stripe announces by webhook (payment_intent.succeeded, payment_intent.payment_failed, charge.refunded)
 * is published through `publish` (card-webhooks.ts delivers them).
 */

/** The events the processor publishes (the ones Patina's webhook endpoint subscribes to). */
export const PAYMENT_EVENT_TYPES = ['payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded'] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/** Stripe's minimum and maximum charge in pence (£0.30 and £999,999.99). */
const MIN_AMOUNT = 30;
const MAX_AMOUNT = 99_999_999;
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

type IntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

interface PaymentError {
  type: 'card_error';
  code: string;
  decline_code?: string;
  message: string;
  param?: string;
  charge?: string;
  payment_method?: unknown;
}

export interface StoredPaymentIntent {
  id: string;
  created: number;
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  description: string | null;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[] | null;
  status: IntentStatus;
  client_secret: string;
  amount_received: number;
  latest_charge: string | null;
  last_payment_error: PaymentError | null;
  return_url: string | null;
  /** The local challenge page while the intent waits for 3-D Secure; its token is its only key. */
  challenge: { url: string; token: string } | null;
}

interface CardSnapshot {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
}

export interface StoredCharge {
  id: string;
  created: number;
  amount: number;
  currency: string;
  customer: string | null;
  payment_intent: string;
  payment_method: string;
  card: CardSnapshot;
  metadata: Record<string, string>;
  status: 'succeeded' | 'failed';
  amount_refunded: number;
  failure_code: string | null;
  failure_message: string | null;
  outcome_reason: string | null;
  refunds: string[];
}

export interface StoredRefund {
  id: string;
  created: number;
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
}

/** The processor's money, kept in its state file. */
export interface PaymentsState {
  paymentIntents: Record<string, StoredPaymentIntent>;
  charges: Record<string, StoredCharge>;
  refunds: Record<string, StoredRefund>;
}

/** A saved card as the payments part needs it (the payment methods live in card-processor.ts). */
export interface ChargeableCard {
  id: string;
  customer: string | null;
  behaviour: TestCardBehaviour;
  card: CardSnapshot;
  /** Stripe's public shape of the payment method (it rides in a card error). */
  json: unknown;
}

export interface PaymentsContext {
  state: PaymentsState;
  now(): Date;
  save(): void;
  /** A saved card; Stripe's 404 when there is none. */
  card(id: string, param: string): ChargeableCard;
  /** Checks a customer exists; Stripe's 404 when not. */
  requireCustomer(id: string, param: string): void;
  /** Announces a change (card-webhooks.ts stores the event and delivers it). */
  publish(type: PaymentEventType, object: unknown, customer: string | null): void;
}

/** How each declining test card fails, in Stripe's words. */
const DECLINES: Record<'generic_decline' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc', Omit<PaymentError, 'type'>> = {
  generic_decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired_card: { code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' },
  incorrect_cvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' },
};
const AUTHENTICATION_REQUIRED: Omit<PaymentError, 'type'> = {
  code: 'authentication_required',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};
const AUTHENTICATION_FAILED: Omit<PaymentError, 'type'> = {
  code: 'payment_intent_authentication_failure',
  message:
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
};

/** What a challenge page's answer did. */
export type ChallengeResult =
  | { kind: 'unknown' }
  | { kind: 'already_done'; intent: StoredPaymentIntent }
  | { kind: 'done'; intent: StoredPaymentIntent; redirectTo: string | null };

export interface PaymentsResources {
  /** Answers a `/v1/payment_intents|charges|refunds…` request, or null when the path is not theirs. */
  route(method: string, segments: readonly string[], params: Params, publicUrl: string): [number, unknown] | null;
  /** The intent a challenge page belongs to, when the token is right. */
  challengeOf(intentId: string, token: string): StoredPaymentIntent | null;
  /** The buyer's answer on the challenge page: the intent succeeds or fails authentication. */
  completeChallenge(intentId: string, token: string, outcome: 'complete' | 'fail'): ChallengeResult;
}

export function createPaymentsResources(ctx: PaymentsContext): PaymentsResources {
  const { state } = ctx;
  const seconds = () => unixSeconds(ctx.now());

  function chargeJson(ch: StoredCharge) {
    const succeeded = ch.status === 'succeeded';
    return {
      id: ch.id,
      object: 'charge',
      amount: ch.amount,
      amount_captured: succeeded ? ch.amount : 0,
      amount_refunded: ch.amount_refunded,
      balance_transaction: null,
      billing_details: { address: null, email: null, name: null, phone: null },
      captured: succeeded,
      created: ch.created,
      currency: ch.currency,
      customer: ch.customer,
      description: null,
      failure_code: ch.failure_code,
      failure_message: ch.failure_message,
      livemode: false,
      metadata: ch.metadata,
      outcome: succeeded
        ? { network_status: 'approved_by_network', reason: null, risk_level: 'normal', seller_message: 'Payment complete.', type: 'authorized' }
        : {
            network_status: 'declined_by_network',
            reason: ch.outcome_reason,
            risk_level: 'normal',
            seller_message: 'The bank did not return any further details with this decline.',
            type: 'issuer_declined',
          },
      paid: succeeded,
      payment_intent: ch.payment_intent,
      payment_method: ch.payment_method,
      payment_method_details: { type: 'card', card: { ...ch.card, network: ch.card.brand, three_d_secure: null } },
      receipt_url: null,
      refunded: ch.amount_refunded === ch.amount && succeeded,
      status: ch.status,
    };
  }

  function intentJson(pi: StoredPaymentIntent, expand: readonly string[] = []) {
    const latestCharge = pi.latest_charge && expand.includes('latest_charge') ? chargeJson(charge(pi.latest_charge)) : pi.latest_charge;
    return {
      id: pi.id,
      object: 'payment_intent',
      amount: pi.amount,
      amount_capturable: 0,
      amount_received: pi.amount_received,
      allowed_payment_method_types: pi.allowed_payment_method_types,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: pi.client_secret,
      confirmation_method: 'automatic',
      created: pi.created,
      currency: pi.currency,
      customer: pi.customer,
      description: pi.description,
      excluded_payment_method_types: null,
      last_payment_error: pi.last_payment_error,
      latest_charge: latestCharge,
      livemode: false,
      metadata: pi.metadata,
      next_action:
        pi.status === 'requires_action' && pi.challenge
          ? { type: 'redirect_to_url', redirect_to_url: { url: pi.challenge.url, return_url: pi.return_url } }
          : null,
      payment_method: pi.payment_method,
      payment_method_types: ['card'],
      receipt_email: null,
      setup_future_usage: null,
      status: pi.status,
    };
  }

  function refundJson(re: StoredRefund) {
    return {
      id: re.id,
      object: 'refund',
      amount: re.amount,
      balance_transaction: null,
      charge: re.charge,
      created: re.created,
      currency: re.currency,
      metadata: re.metadata,
      payment_intent: re.payment_intent,
      reason: re.reason,
      status: 'succeeded',
    };
  }

  function intent(id: string, param = 'intent'): StoredPaymentIntent {
    const pi = state.paymentIntents[id];
    if (!pi) throw missing('payment_intent', id, param);
    return pi;
  }

  function charge(id: string, param = 'id'): StoredCharge {
    const ch = state.charges[id];
    if (!ch) throw missing('charge', id, param);
    return ch;
  }

  /** Stripe refuses a card saved to someone else, and a saved card without its customer. */
  function checkCardBelongs(card: ChargeableCard, customer: string | null): void {
    if (card.customer && card.customer !== customer) {
      throw invalidRequest(
        customer
          ? `The provided PaymentMethod ${card.id} belongs to a different Customer than ${customer}.`
          : `The provided PaymentMethod ${card.id} is attached to a Customer: pass that customer with it.`,
        'payment_method',
      );
    }
  }

  function returnUrlOf(params: Params): string | undefined {
    const returnUrl = text(params, 'return_url');
    if (returnUrl === undefined) return undefined;
    let url: URL;
    try {
      url = new URL(returnUrl);
    } catch {
      throw invalidRequest('Invalid URL: return_url must be an absolute http(s) URL.', 'return_url', 400, 'url_invalid');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidRequest('Invalid URL: return_url must be an absolute http(s) URL.', 'return_url', 400, 'url_invalid');
    return returnUrl;
  }

  function newCharge(pi: StoredPaymentIntent, card: ChargeableCard, failure: Omit<PaymentError, 'type'> | null): StoredCharge {
    const ch: StoredCharge = {
      id: newId('ch', 24),
      created: seconds(),
      amount: pi.amount,
      currency: pi.currency,
      customer: pi.customer,
      payment_intent: pi.id,
      payment_method: card.id,
      card: card.card,
      // Stripe copies the intent's metadata onto its charges.
      metadata: { ...pi.metadata },
      status: failure ? 'failed' : 'succeeded',
      amount_refunded: 0,
      failure_code: failure?.code ?? null,
      failure_message: failure?.message ?? null,
      outcome_reason: failure ? (failure.decline_code ?? failure.code) : null,
      refunds: [],
    };
    state.charges[ch.id] = ch;
    return ch;
  }

  function succeed(pi: StoredPaymentIntent, card: ChargeableCard): void {
    const ch = newCharge(pi, card, null);
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.latest_charge = ch.id;
    pi.last_payment_error = null;
    ctx.save();
    ctx.publish('payment_intent.succeeded', intentJson(pi), pi.customer);
  }

  /** The card failed: a failed charge when the issuer was asked, the intent back to needing a card. */
  function fail(pi: StoredPaymentIntent, card: ChargeableCard, failure: Omit<PaymentError, 'type'>, charged: boolean): PaymentError {
    const ch = charged ? newCharge(pi, card, failure) : null;
    const error: PaymentError = { type: 'card_error', ...failure, ...(ch ? { charge: ch.id } : {}), payment_method: card.json };
    pi.status = 'requires_payment_method';
    pi.payment_method = null;
    if (ch) pi.latest_charge = ch.id;
    pi.last_payment_error = error;
    ctx.save();
    ctx.publish('payment_intent.payment_failed', intentJson(pi), pi.customer);
    return error;
  }

  /** Confirms an intent with a card, as Stripe does in test mode; a decline is Stripe's 402 (after it is stored). */
  function confirm(pi: StoredPaymentIntent, card: ChargeableCard, options: { returnUrl: string | undefined; offSession: boolean }, publicUrl: string): void {
    pi.payment_method = card.id;
    pi.return_url = options.returnUrl ?? null;
    pi.last_payment_error = null;
    const behaviour = card.behaviour;
    if (behaviour === 'succeeds') return succeed(pi, card);
    if (behaviour === 'requires_authentication' && !options.offSession) {
      const token = randomBytes(18).toString('base64url');
      pi.status = 'requires_action';
      pi.challenge = { token, url: `${publicUrl}/challenge/${pi.id}/${token}` };
      return ctx.save();
    }
    // Off session, nobody is there to authenticate: Stripe declines with authentication_required.
    const failure = behaviour === 'requires_authentication' ? AUTHENTICATION_REQUIRED : DECLINES[behaviour];
    const error = fail(pi, card, failure, true);
    const { type: _type, message, code, param, ...rest } = error;
    throw new StripeApiError(402, 'card_error', message, {
      code,
      ...(param ? { param } : {}),
      extra: { ...rest, payment_intent: intentJson(pi), doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` },
    });
  }

  function createIntent(params: Params, publicUrl: string): StoredPaymentIntent {
    // The pinned API version (2026-10-28) has `allowed_payment_method_types`, no `payment_method_types`.
    rejectUnknown(params, ['amount', 'currency', 'customer', 'payment_method', 'allowed_payment_method_types', 'automatic_payment_methods', 'confirm', 'off_session', 'return_url', 'metadata', 'description', 'expand']);
    const amount = integer(params, 'amount');
    if (amount === undefined) throw invalidRequest('Missing required param: amount.', 'amount');
    if (amount < MIN_AMOUNT) throw invalidRequest('Amount must be at least £0.30 gbp', 'amount', 400, 'amount_too_small');
    if (amount > MAX_AMOUNT) throw invalidRequest('Amount must be no more than £999,999.99 gbp', 'amount', 400, 'amount_too_large');
    const currency = text(params, 'currency')?.toLowerCase();
    if (!currency) throw invalidRequest('Missing required param: currency.', 'currency');
    if (currency !== 'gbp') throw invalidRequest(`The local card processor settles in GBP only: currency ${currency} is not supported here.`, 'currency');
    const allowedTypes = list(params, 'allowed_payment_method_types') ?? null;
    if (allowedTypes && !allowedTypes.includes('card')) throw invalidRequest('The local card processor takes cards only: allowed_payment_method_types must include card.', 'allowed_payment_method_types');
    const automatic = nested(params, 'automatic_payment_methods');
    if (automatic) {
      rejectUnknown(automatic, ['enabled', 'allow_redirects'], 'automatic_payment_methods');
      flag(automatic, 'enabled');
    }
    const customer = text(params, 'customer') ?? null;
    if (customer) ctx.requireCustomer(customer, 'customer');
    const confirming = flag(params, 'confirm') ?? false;
    const offSession = flag(params, 'off_session');
    const returnUrl = returnUrlOf(params);
    if (returnUrl !== undefined && !confirming) throw invalidRequest('You can only pass return_url with confirm=true.', 'return_url');
    if (offSession !== undefined && !confirming) throw invalidRequest('You can only pass off_session with confirm=true.', 'off_session');
    const paymentMethodId = text(params, 'payment_method');
    const card = paymentMethodId ? ctx.card(paymentMethodId, 'payment_method') : null;
    if (card) checkCardBelongs(card, customer);
    if (confirming && !card) {
      throw invalidRequest(
        "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with a customer's saved card, pass payment_method.",
        'payment_method',
        400,
        'payment_intent_unexpected_state',
      );
    }
    expansions(params, ['latest_charge']);
    const id = newId('pi', 24);
    const pi: StoredPaymentIntent = {
      id,
      created: seconds(),
      amount,
      currency,
      customer,
      payment_method: card?.id ?? null,
      description: text(params, 'description') ?? null,
      metadata: metadataOf(params),
      allowed_payment_method_types: allowedTypes,
      status: card ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`,
      amount_received: 0,
      latest_charge: null,
      last_payment_error: null,
      return_url: null,
      challenge: null,
    };
    state.paymentIntents[id] = pi;
    if (confirming && card) confirm(pi, card, { returnUrl, offSession: offSession ?? false }, publicUrl);
    else ctx.save();
    return pi;
  }

  function confirmExisting(pi: StoredPaymentIntent, params: Params, publicUrl: string): void {
    rejectUnknown(params, ['payment_method', 'return_url', 'off_session', 'expand']);
    expansions(params, ['latest_charge']);
    // As on Stripe, an intent waiting for 3-D Secure may be confirmed again (another card): its open challenge ends.
    if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation' && pi.status !== 'requires_action') {
      throw new StripeApiError(400, 'invalid_request_error', `You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`, {
        code: 'payment_intent_unexpected_state',
        extra: { payment_intent: intentJson(pi) },
      });
    }
    const paymentMethodId = text(params, 'payment_method') ?? pi.payment_method;
    if (!paymentMethodId) {
      throw invalidRequest("You cannot confirm this PaymentIntent because it's missing a payment method.", 'payment_method', 400, 'payment_intent_unexpected_state');
    }
    const card = ctx.card(paymentMethodId, 'payment_method');
    checkCardBelongs(card, pi.customer);
    confirm(pi, card, { returnUrl: returnUrlOf(params), offSession: flag(params, 'off_session') ?? false }, publicUrl);
  }

  /** Stripe's update: the amount (and metadata) may change until the intent is processing or done. */
  function updateIntent(pi: StoredPaymentIntent, params: Params): void {
    rejectUnknown(params, ['amount', 'metadata', 'description', 'expand']);
    expansions(params, ['latest_charge']);
    const amount = integer(params, 'amount');
    if (amount !== undefined) {
      if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)) {
        throw new StripeApiError(400, 'invalid_request_error', `This PaymentIntent's amount could not be updated because it has a status of ${pi.status}. You may only update the amount of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.`, {
          code: 'payment_intent_unexpected_state',
          extra: { payment_intent: intentJson(pi) },
        });
      }
      if (amount < MIN_AMOUNT) throw invalidRequest('Amount must be at least £0.30 gbp', 'amount', 400, 'amount_too_small');
      if (amount > MAX_AMOUNT) throw invalidRequest('Amount must be no more than £999,999.99 gbp', 'amount', 400, 'amount_too_large');
      pi.amount = amount;
      // A challenge shown for the old amount is no longer the payment asked: Stripe wants a new confirmation.
      if (pi.status === 'requires_action') {
        pi.status = 'requires_confirmation';
        pi.challenge = null;
      }
    }
    if (params.metadata !== undefined) pi.metadata = { ...pi.metadata, ...metadataOf(params) };
    const description = text(params, 'description');
    if (description !== undefined) pi.description = description;
    ctx.save();
  }

  function createRefund(params: Params): StoredRefund {
    rejectUnknown(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
    expansions(params, []);
    const intentId = text(params, 'payment_intent');
    const chargeId = text(params, 'charge');
    if (!intentId === !chargeId) throw invalidRequest('Pass exactly one of charge or payment_intent.', intentId ? 'charge' : 'payment_intent');
    let ch: StoredCharge;
    if (intentId) {
      const pi = intent(intentId, 'payment_intent');
      if (pi.status !== 'succeeded' || !pi.latest_charge) throw invalidRequest(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, 'payment_intent');
      ch = charge(pi.latest_charge);
    } else {
      ch = charge(chargeId!, 'charge');
      if (ch.status !== 'succeeded') throw invalidRequest(`Charge ${ch.id} has not succeeded: there is nothing to refund.`, 'charge');
    }
    const remaining = ch.amount - ch.amount_refunded;
    if (remaining === 0) throw invalidRequest(`Charge ${ch.id} has already been refunded.`, undefined, 400, 'charge_already_refunded');
    const amount = integer(params, 'amount') ?? remaining;
    if (amount < 1) throw invalidRequest('Invalid positive integer', 'amount');
    if (amount > remaining) {
      throw invalidRequest(`Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(remaining / 100).toFixed(2)})`, 'amount');
    }
    const reason = text(params, 'reason') ?? null;
    if (reason !== null && !REFUND_REASONS.includes(reason)) throw invalidRequest('Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer', 'reason');
    const re: StoredRefund = {
      id: newId('re', 24),
      created: seconds(),
      amount,
      currency: ch.currency,
      charge: ch.id,
      payment_intent: ch.payment_intent,
      reason,
      metadata: metadataOf(params),
    };
    state.refunds[re.id] = re;
    ch.amount_refunded += amount;
    ch.refunds.push(re.id);
    ctx.save();
    ctx.publish('charge.refunded', chargeJson(ch), ch.customer);
    return re;
  }

  function listCharges(params: Params) {
    rejectUnknown(params, ['payment_intent', 'customer', 'limit']);
    const intentId = text(params, 'payment_intent');
    const customer = text(params, 'customer');
    const limit = Math.min(integer(params, 'limit') ?? 10, 100);
    const data = Object.values(state.charges)
      .filter((ch) => (!intentId || ch.payment_intent === intentId) && (!customer || ch.customer === customer))
      .sort((a, b) => b.created - a.created);
    return { object: 'list', data: data.slice(0, limit).map(chargeJson), has_more: data.length > limit, url: '/v1/charges' };
  }

  return {
    route(method, segments, params, publicUrl) {
      const [resource, id, action] = segments;
      if (resource === 'payment_intents') {
        if (method === 'POST' && !id) {
          const pi = createIntent(params, publicUrl);
          return [200, intentJson(pi, expansions(params, ['latest_charge']))];
        }
        if (method === 'GET' && id && !action) {
          rejectUnknown(params, ['expand', 'client_secret']);
          return [200, intentJson(intent(id), expansions(params, ['latest_charge']))];
        }
        if (method === 'POST' && id && !action) {
          const pi = intent(id);
          updateIntent(pi, params);
          return [200, intentJson(pi, expansions(params, ['latest_charge']))];
        }
        if (method === 'POST' && id && action === 'confirm') {
          const pi = intent(id);
          confirmExisting(pi, params, publicUrl);
          return [200, intentJson(pi, expansions(params, ['latest_charge']))];
        }
      }
      if (resource === 'charges') {
        if (method === 'GET' && !id) return [200, listCharges(params)];
        if (method === 'GET' && id && !action) return [200, chargeJson(charge(id))];
      }
      if (resource === 'refunds') {
        if (method === 'POST' && !id) return [200, refundJson(createRefund(params))];
        if (method === 'GET' && id && !action) {
          const re = state.refunds[id];
          if (!re) throw missing('refund', id);
          return [200, refundJson(re)];
        }
      }
      return null;
    },

    challengeOf(intentId, token) {
      const pi = state.paymentIntents[intentId];
      return pi?.challenge && pi.challenge.token === token ? pi : null;
    },

    completeChallenge(intentId, token, outcome) {
      const pi = state.paymentIntents[intentId];
      // A finished intent keeps its challenge token only so that the page can say it is already done.
      if (!pi || !pi.challenge || pi.challenge.token !== token) return { kind: 'unknown' };
      if (pi.status !== 'requires_action') return { kind: 'already_done', intent: pi };
      const card = ctx.card(pi.payment_method!, 'payment_method');
      if (outcome === 'complete') succeed(pi, card);
      else fail(pi, card, AUTHENTICATION_FAILED, false);
      if (!pi.return_url) return { kind: 'done', intent: pi, redirectTo: null };
      const back = new URL(pi.return_url);
      back.searchParams.set('payment_intent', pi.id);
      back.searchParams.set('payment_intent_client_secret', pi.client_secret);
      back.searchParams.set('redirect_status', outcome === 'complete' ? 'succeeded' : 'failed');
      return { kind: 'done', intent: pi, redirectTo: back.toString() };
    },
  };
}
