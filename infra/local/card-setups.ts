import { randomBytes } from 'node:crypto';
import type { ChargeableCard } from './card-payments.ts';
import { StripeApiError, expansions, flag, invalidRequest, list, metadataOf, missing, newId, rejectUnknown, text, unixSeconds, type Params } from './stripe-wire.ts';

/**
 * The local card processor's SetupIntents: saving a card for later (off session) payments, as Stripe.js
 * does with `confirmSetup`/`confirmCardSetup`. Made with the secret key (createCardSetup); read and
 * confirmed with the publishable key and the client secret, as from the page. Confirming attaches the
 * card to the intent's customer; Stripe's 3-D Secure test cards wait for the local challenge page
 * (card-challenge.ts) first, and a card the bank refuses fails with Stripe's card error.
 */

type SetupStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'succeeded' | 'canceled';

export interface StoredSetupIntent {
  id: string;
  created: number;
  customer: string | null;
  payment_method: string | null;
  usage: 'off_session' | 'on_session';
  metadata: Record<string, string>;
  status: SetupStatus;
  client_secret: string;
  last_setup_error: Record<string, unknown> | null;
  return_url: string | null;
  challenge: { url: string; token: string } | null;
}

export interface SetupsState {
  setupIntents: Record<string, StoredSetupIntent>;
}

export interface SetupsContext {
  state: SetupsState;
  now(): Date;
  save(): void;
  card(id: string, param: string): ChargeableCard;
  requireCustomer(id: string, param: string): void;
  /** Attaches a saved card to a customer (Stripe does so when a SetupIntent with a customer succeeds). */
  attach(paymentMethodId: string, customer: string): void;
}

const DECLINED: Record<string, { code: string; decline_code?: string; message: string }> = {
  generic_decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired_card: { code: 'expired_card', message: 'Your card has expired.' },
  incorrect_cvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

export function createSetupsResources(ctx: SetupsContext) {
  const { state } = ctx;

  function json(si: StoredSetupIntent) {
    return {
      id: si.id,
      object: 'setup_intent',
      allowed_payment_method_types: ['card'],
      application: null,
      automatic_payment_methods: null,
      cancellation_reason: null,
      client_secret: si.client_secret,
      created: si.created,
      customer: si.customer,
      description: null,
      last_setup_error: si.last_setup_error,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: si.metadata,
      next_action: si.status === 'requires_action' && si.challenge ? { type: 'redirect_to_url', redirect_to_url: { url: si.challenge.url, return_url: si.return_url } } : null,
      on_behalf_of: null,
      payment_method: si.payment_method,
      payment_method_options: { card: { request_three_d_secure: 'automatic' } },
      payment_method_types: ['card'],
      single_use_mandate: null,
      status: si.status,
      usage: si.usage,
    };
  }

  function setup(id: string): StoredSetupIntent {
    const si = state.setupIntents[id];
    if (!si) throw missing('setup_intent', id, 'intent');
    return si;
  }

  /** The publishable key reaches a SetupIntent only with its client secret, as from Stripe.js. */
  function checkAccess(si: StoredSetupIntent, params: Params, publishable: boolean): void {
    if (publishable && text(params, 'client_secret') !== si.client_secret) throw missing('setup_intent', si.id, 'intent');
  }

  function create(params: Params): StoredSetupIntent {
    rejectUnknown(params, ['customer', 'usage', 'allowed_payment_method_types', 'metadata', 'description', 'expand']);
    expansions(params, []);
    const customer = text(params, 'customer') ?? null;
    if (customer) ctx.requireCustomer(customer, 'customer');
    const usage = text(params, 'usage') ?? 'off_session';
    if (usage !== 'off_session' && usage !== 'on_session') throw invalidRequest('Invalid usage: must be one of off_session or on_session', 'usage');
    const allowed = list(params, 'allowed_payment_method_types');
    if (allowed && !allowed.includes('card')) throw invalidRequest('The local card processor takes cards only: allowed_payment_method_types must include card.', 'allowed_payment_method_types');
    const id = newId('seti', 24);
    const si: StoredSetupIntent = {
      id,
      created: unixSeconds(ctx.now()),
      customer,
      payment_method: null,
      usage,
      metadata: metadataOf(params),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`,
      last_setup_error: null,
      return_url: null,
      challenge: null,
    };
    state.setupIntents[id] = si;
    ctx.save();
    return si;
  }

  function succeed(si: StoredSetupIntent): void {
    si.status = 'succeeded';
    si.last_setup_error = null;
    if (si.customer && si.payment_method) ctx.attach(si.payment_method, si.customer);
    ctx.save();
  }

  function confirm(si: StoredSetupIntent, params: Params, publicUrl: string): void {
    rejectUnknown(params, ['payment_method', 'return_url', 'client_secret', 'key', 'expand', 'use_stripe_sdk', 'expected_payment_method_type', 'mandate_data']);
    expansions(params, ['payment_method']);
    flag(params, 'use_stripe_sdk');
    if (si.status !== 'requires_payment_method' && si.status !== 'requires_confirmation' && si.status !== 'requires_action') {
      throw new StripeApiError(400, 'invalid_request_error', `You cannot confirm this SetupIntent because it has a status of ${si.status}.`, {
        code: 'setup_intent_unexpected_state',
        extra: { setup_intent: json(si) },
      });
    }
    const paymentMethodId = text(params, 'payment_method') ?? si.payment_method;
    if (!paymentMethodId) throw invalidRequest("You cannot confirm this SetupIntent because it's missing a payment method.", 'payment_method', 400, 'setup_intent_unexpected_state');
    const card = ctx.card(paymentMethodId, 'payment_method');
    if (card.customer && card.customer !== si.customer) throw invalidRequest(`The provided PaymentMethod ${card.id} belongs to a different Customer.`, 'payment_method');
    si.payment_method = card.id;
    si.return_url = text(params, 'return_url') ?? si.return_url;
    si.challenge = null;
    const behaviour = card.behaviour;
    if (behaviour === 'succeeds') return succeed(si);
    if (behaviour === 'requires_authentication') {
      const token = randomBytes(18).toString('base64url');
      si.status = 'requires_action';
      si.challenge = { token, url: `${publicUrl}/challenge/${si.id}/${token}` };
      return ctx.save();
    }
    // The bank refuses the card when it is checked for saving: Stripe's card error, the intent back to needing a card.
    const failure = DECLINED[behaviour]!;
    si.status = 'requires_payment_method';
    si.last_setup_error = { type: 'card_error', ...failure, payment_method: card.json };
    ctx.save();
    throw new StripeApiError(402, 'card_error', failure.message, { code: failure.code, extra: { ...(failure.decline_code ? { decline_code: failure.decline_code } : {}), setup_intent: json(si) } });
  }

  return {
    json,
    /** Answers a `/v1/setup_intents…` request, or null when the path is not theirs. */
    route(method: string, segments: readonly string[], params: Params, publishable: boolean, publicUrl: string): [number, unknown] | null {
      const [resource, id, action] = segments;
      if (resource !== 'setup_intents') return null;
      if (method === 'POST' && !id) {
        if (publishable) throw new StripeApiError(403, 'invalid_request_error', 'This API call cannot be made with a publishable API key. Please use a secret API key.');
        return [200, json(create(params))];
      }
      if (method === 'GET' && id && !action) {
        rejectUnknown(params, ['client_secret', 'key', 'expand']);
        const si = setup(id);
        checkAccess(si, params, publishable);
        return [200, json(si)];
      }
      if (method === 'POST' && id && action === 'confirm') {
        const si = setup(id);
        checkAccess(si, params, publishable);
        confirm(si, params, publicUrl);
        return [200, json(si)];
      }
      return null;
    },

    challengeOf(id: string, token: string): StoredSetupIntent | null {
      const si = state.setupIntents[id];
      return si?.challenge && si.challenge.token === token ? si : null;
    },

    /** The buyer's answer on the challenge page: the card is saved, or the setup fails authentication. */
    completeChallenge(id: string, token: string, outcome: 'complete' | 'fail'): { kind: 'unknown' } | { kind: 'already_done' } | { kind: 'done'; status: SetupStatus; redirectTo: string | null } {
      const si = state.setupIntents[id];
      if (!si || !si.challenge || si.challenge.token !== token) return { kind: 'unknown' };
      if (si.status !== 'requires_action') return { kind: 'already_done' };
      if (outcome === 'complete') succeed(si);
      else {
        si.status = 'requires_payment_method';
        si.last_setup_error = {
          type: 'card_error',
          code: 'setup_intent_authentication_failure',
          message: 'The latest attempt to set up the payment method has failed because authentication failed.',
        };
        ctx.save();
      }
      if (!si.return_url) return { kind: 'done', status: si.status, redirectTo: null };
      const back = new URL(si.return_url);
      back.searchParams.set('setup_intent', si.id);
      back.searchParams.set('setup_intent_client_secret', si.client_secret);
      back.searchParams.set('redirect_status', outcome === 'complete' ? 'succeeded' : 'failed');
      return { kind: 'done', status: si.status, redirectTo: back.toString() };
    },
  };
}

export type SetupsResources = ReturnType<typeof createSetupsResources>;
