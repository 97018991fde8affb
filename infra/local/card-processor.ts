import { createHash, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import {
  cardBrandOf,
  isValidCvc,
  normaliseCardNumber,
  passesLuhn,
  testCardBehaviour,
  CARD_NUMBER_LENGTH,
  TEST_PAYMENT_METHODS,
  type TestCardBehaviour,
} from '../../shared/cards.ts';
import { handleChallenge } from './card-challenge.ts';
import { createPaymentsResources, type PaymentsState } from './card-payments.ts';
import { createSetupsResources, type SetupsState } from './card-setups.ts';
import { createWebhooks, DEFAULT_RETRY_DELAYS_MS, LOCAL_WEBHOOK_SECRET, type Delivery, type WebhooksState } from './card-webhooks.ts';
import {
  StripeApiError,
  cardError,
  invalidRequest,
  metadataOf,
  missing,
  nested,
  newId,
  parseStripeForm,
  rejectUnknown,
  text,
  type Params,
} from './stripe-wire.ts';
import { readBodyWithin } from './request-body.ts';

export { parseStripeForm } from './stripe-wire.ts';
export { LOCAL_WEBHOOK_SECRET } from './card-webhooks.ts';

/**
 * The local card processor: the part of Stripe's REST API that Patina uses, on the local gateway
 * under `/local-payments/` (ARCHITECTURE.md: payments have a local twin). The real `stripe` SDK talks
 * to it unchanged (form-encoded requests, Stripe-shaped JSON and errors). Cards are tokenised only in
 * the Stripe.js twin's frame (infra/local/stripe-js.ts, its own origin); a card number sent from
 * anywhere else is refused with Stripe's error, as Stripe refuses raw card data.
 *
 * - Payment methods and customers (here); PaymentIntents, charges and refunds (card-payments.ts),
 *   with the 3-D Secure challenge page (card-challenge.ts); signed webhook events and endpoints
 *   (card-webhooks.ts). Stripe's idempotency keys are honoured for every POST.
 * - Stripe's test card numbers behave as Stripe documents them (shared/cards.ts): all of them
 *   tokenise; 4242… is charged, 4000 0025 0000 3155 asks for 3-D Secure, the decline cards decline.
 * - A card number is checked (16 digits, Luhn, expiry in the future by the real clock, a 3–4 digit
 *   security code) and then forgotten: only the brand, the last four digits, the expiry and a keyed
 *   fingerprint are kept, and no request body is ever logged.
 * - Test-only endpoints (secret key): `POST /test/redeliver/<event id>` sends an event again;
 *   `POST /test/webhooks/hold` (`customer`) holds a customer's next events and
 *   `POST /test/webhooks/release` (`customer`, `order=created|reverse`) sends them; both answer once
 *   the deliveries are answered, with `{deliveries: [{event, type, endpoint, status}]}`.
 *
 * State lives in memory and in a JSON file in the stack's data directory, so it survives a restart.
 */

/** The local keys (also in /config.json and the handlers' environment); they open nothing real. */
export const LOCAL_PAYMENTS_SECRET_KEY = 'sk_test_patina_local';
export const LOCAL_PAYMENTS_PUBLISHABLE_KEY = 'pk_test_patina_local';
/** Stripe's answer to a card number sent from anything but Stripe.js, Elements or its mobile SDKs (docs/adr/0041). */
export const RAW_CARD_REFUSAL =
  'Sending credit card numbers directly to the Stripe API is generally unsafe. We suggest you use test tokens that map to the test card you are using, see https://stripe.com/docs/testing. To enable testing raw card data APIs, see https://support.stripe.com/questions/enabling-access-to-raw-card-data-apis.';

/** Where the gateway mounts the processor. */
export const LOCAL_PAYMENTS_PATH = '/local-payments';

const MAX_BODY_BYTES = 16 * 1024;
const IDEMPOTENCY_WINDOW_MS = 24 * 3600 * 1000;
const MAX_IDEMPOTENCY_RECORDS = 2000;

interface StoredCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  funding: 'credit';
  country: string;
}

interface StoredPaymentMethod {
  id: string;
  created: number;
  customer: string | null;
  billing_details: { name: string | null; email: string | null; phone: string | null };
  card: StoredCard;
  metadata: Record<string, string>;
  /** How the card behaves when charged (Stripe's test cards); never sent out. */
  behaviour: TestCardBehaviour;
}

interface StoredCustomer {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  metadata: Record<string, string>;
}

interface IdempotentAnswer {
  at: number;
  request: string;
  status: number;
  body: string;
}

interface ProcessorState extends PaymentsState, SetupsState, WebhooksState {
  /** Keys card fingerprints, so the same number gives the same fingerprint across restarts. */
  fingerprintKey: string;
  customers: Record<string, StoredCustomer>;
  paymentMethods: Record<string, StoredPaymentMethod>;
  idempotency: Record<string, IdempotentAnswer>;
}

/** Stripe's public shape of a stored payment method. */
function paymentMethodJson(pm: StoredPaymentMethod) {
  return {
    id: pm.id,
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: pm.billing_details.email,
      name: pm.billing_details.name,
      phone: pm.billing_details.phone,
    },
    card: {
      brand: pm.card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'unchecked' },
      country: pm.card.country,
      display_brand: pm.card.brand,
      exp_month: pm.card.exp_month,
      exp_year: pm.card.exp_year,
      fingerprint: pm.card.fingerprint,
      funding: pm.card.funding,
      generated_from: null,
      last4: pm.card.last4,
      networks: { available: [pm.card.brand], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: pm.created,
    customer: pm.customer,
    livemode: false,
    metadata: pm.metadata,
    type: 'card',
  };
}

function customerJson(c: StoredCustomer) {
  return {
    id: c.id,
    object: 'customer',
    address: null,
    balance: 0,
    created: c.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: c.description,
    email: c.email,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: c.metadata,
    name: c.name,
    phone: c.phone,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
  };
}

export interface CardProcessorOptions {
  /** The JSON file that keeps the processor's state across restarts. */
  file: string;
  secretKey?: string;
  publishableKey?: string;
  /**
   * Real time, not the test clock: a card does not expire because a demo moved time, and webhook
   * signatures carry real timestamps (as Stripe's do under its test clocks).
   */
  now?: () => Date;
  /**
   * The processor's base URL as the browser sees it (e.g. `http://localhost:4321/local-payments`): the
   * 3-D Secure challenge page's address is made from it. Without it, from each request's Host header.
   */
  publicUrl?: string;
  /** Where to POST webhook events (locally the gateway's `/webhooks/payments`); none when unset. */
  webhookUrl?: string;
  /** The secret that signs events to `webhookUrl` (default `whsec_patina_local`). */
  webhookSecret?: string;
  /** Pauses before retrying a failed delivery (default 250 ms, 1 s, 4 s, 15 s). */
  webhookRetryDelaysMs?: readonly number[];
}

export interface CardProcessor {
  /**
   * Answers one request; `subPath` is the path under the mount point (`/v1/...`). `via: 'stripe-js'`
   * for requests that reach it on the Stripe.js twin's origin (infra/local/stripe-js.ts).
   */
  handle(req: IncomingMessage, res: ServerResponse, subPath: string, from?: { via: 'stripe-js' }): Promise<void>;
  /** How a tokenised card behaves when charged; null for an unknown token. */
  behaviourOf(paymentMethodId: string): TestCardBehaviour | null;
  /** Stops retrying deliveries (pending ones stay in the state file and resume at the next start). */
  stop(): void;
}

type Auth = 'secret' | 'publishable';

function emptyState(fingerprintKey: string): ProcessorState {
  return {
    fingerprintKey,
    customers: {},
    paymentMethods: {},
    idempotency: {},
    paymentIntents: {},
    setupIntents: {},
    charges: {},
    refunds: {},
    events: {},
    webhookEndpoints: {},
    pendingDeliveries: [],
    heldEvents: {},
  };
}

export function createCardProcessor(options: CardProcessorOptions): CardProcessor {
  const secretKey = options.secretKey ?? LOCAL_PAYMENTS_SECRET_KEY;
  const publishableKey = options.publishableKey ?? LOCAL_PAYMENTS_PUBLISHABLE_KEY;
  const now = options.now ?? (() => new Date());
  const state = load(options.file);
  const webhooks = createWebhooks({
    state,
    now,
    save,
    configured: options.webhookUrl ? { url: options.webhookUrl, secret: options.webhookSecret ?? LOCAL_WEBHOOK_SECRET } : null,
    retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
  });
  const payments = createPaymentsResources({
    state,
    now,
    save,
    card: chargeableCard,
    requireCustomer: (id, param) => void customer(id, param),
    publish: webhooks.publish,
  });
  const setups = createSetupsResources({
    state,
    now,
    save,
    card: chargeableCard,
    requireCustomer: (id, param) => void customer(id, param),
    attach: (id, target) => {
      state.paymentMethods[id]!.customer = target;
    },
  });
  webhooks.resume();

  function load(file: string): ProcessorState {
    if (existsSync(file)) {
      try {
        const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<ProcessorState>;
        if (saved.fingerprintKey && saved.customers && saved.paymentMethods) return { ...emptyState(saved.fingerprintKey), ...saved };
      } catch {
        // an unreadable file starts the processor afresh rather than failing the stack
      }
    }
    return emptyState(randomBytes(32).toString('hex'));
  }

  function save(): void {
    mkdirSync(path.dirname(options.file), { recursive: true });
    const temporary = `${options.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, options.file);
  }

  function authenticate(req: IncomingMessage, params: Params): Auth {
    const header = req.headers.authorization ?? '';
    let key = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!key && /^Basic\s+/i.test(header)) key = Buffer.from(header.replace(/^Basic\s+/i, ''), 'base64').toString('utf8').split(':')[0];
    // Stripe.js sends the publishable key as a form field.
    key ??= text(params, 'key');
    if (!key) {
      throw invalidRequest(
        'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
        undefined,
        401,
      );
    }
    if (key === secretKey) return 'secret';
    if (key === publishableKey) return 'publishable';
    throw invalidRequest(`Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`, undefined, 401);
  }

  function requireSecret(auth: Auth): void {
    if (auth !== 'secret') throw new StripeApiError(403, 'invalid_request_error', 'This API call cannot be made with a publishable API key. Please use a secret API key.');
  }

  function fingerprintOf(number: string): string {
    return createHmac('sha256', state.fingerprintKey).update(number).digest('base64url').slice(0, 16);
  }

  function createPaymentMethod(params: Params): StoredPaymentMethod {
    rejectUnknown(params, ['type', 'card', 'billing_details', 'metadata', 'key', 'payment_user_agent', 'time_on_page', 'guid', 'muid', 'sid', 'expand', 'allow_redisplay']);
    const type = text(params, 'type');
    if (!type) throw invalidRequest('Missing required param: type.', 'type');
    if (type !== 'card') throw invalidRequest(`Invalid payment method type: ${type}. The local card processor takes cards only.`, 'type');
    const card = nested(params, 'card');
    if (!card) throw invalidRequest('Missing required param: card.', 'card');
    rejectUnknown(card, ['number', 'exp_month', 'exp_year', 'cvc'], 'card');
    const rawNumber = text(card, 'number');
    if (!rawNumber) throw invalidRequest('Missing required param: card[number].', 'card[number]');
    const number = normaliseCardNumber(rawNumber);
    if (number.length !== CARD_NUMBER_LENGTH || !passesLuhn(number)) throw cardError('invalid_number', 'Your card number is invalid.', 'number');

    const monthText = text(card, 'exp_month');
    const yearText = text(card, 'exp_year');
    if (!monthText) throw invalidRequest('Missing required param: card[exp_month].', 'card[exp_month]');
    if (!yearText) throw invalidRequest('Missing required param: card[exp_year].', 'card[exp_year]');
    const expMonth = /^\d{1,2}$/.test(monthText) ? Number(monthText) : NaN;
    if (!(expMonth >= 1 && expMonth <= 12)) throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
    let expYear = /^\d{2}$|^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
    if (expYear < 100) expYear += 2000;
    const today = now();
    const thisYear = today.getUTCFullYear();
    if (!(expYear >= thisYear && expYear <= thisYear + 50)) {
      throw cardError('invalid_expiry_year', expYear < thisYear ? "Your card's expiration year is in the past." : "Your card's expiration year is invalid.", 'exp_year');
    }
    if (expYear === thisYear && expMonth < today.getUTCMonth() + 1) {
      throw cardError('invalid_expiry_month', "Your card's expiration date is in the past.", 'exp_month');
    }
    const cvc = text(card, 'cvc');
    if (!cvc || !isValidCvc(cvc)) throw cardError('invalid_cvc', "Your card's security code is invalid.", 'cvc');

    const billing = nested(params, 'billing_details') ?? {};
    rejectUnknown(billing, ['name', 'email', 'phone', 'address'], 'billing_details');
    const name = text(billing, 'name')?.trim() || null;
    if (name && name.length > 200) throw invalidRequest('billing_details[name] is too long (at most 200 characters).', 'billing_details[name]');
    const pm: StoredPaymentMethod = {
      id: newId('pm', 24),
      created: Math.floor(today.getTime() / 1000),
      customer: null,
      billing_details: { name, email: text(billing, 'email') ?? null, phone: text(billing, 'phone') ?? null },
      card: {
        brand: cardBrandOf(number),
        last4: number.slice(-4),
        exp_month: expMonth,
        exp_year: expYear,
        fingerprint: fingerprintOf(number),
        funding: 'credit',
        country: number.startsWith('4000002') ? 'GB' : 'US',
      },
      metadata: metadataOf(params),
      behaviour: testCardBehaviour(number),
    };
    state.paymentMethods[pm.id] = pm;
    save();
    return pm;
  }

  /** A fresh PaymentMethod of the test card a test PaymentMethod id stands for, as Stripe's test mode makes one. */
  function testPaymentMethod(alias: string): StoredPaymentMethod {
    const year = String(now().getUTCFullYear() + 3);
    return createPaymentMethod({ type: 'card', card: { number: TEST_PAYMENT_METHODS[alias]!, exp_month: '12', exp_year: year, cvc: '123' } });
  }

  function paymentMethod(id: string, param = 'id'): StoredPaymentMethod {
    if (Object.hasOwn(TEST_PAYMENT_METHODS, id)) return testPaymentMethod(id);
    const pm = state.paymentMethods[id];
    if (!pm) throw missing('PaymentMethod', id, param);
    return pm;
  }

  function chargeableCard(id: string, param: string) {
    const pm = paymentMethod(id, param);
    const { brand, last4, exp_month, exp_year, fingerprint } = pm.card;
    return { id: pm.id, customer: pm.customer, behaviour: pm.behaviour, card: { brand, last4, exp_month, exp_year, fingerprint }, json: paymentMethodJson(pm) };
  }

  function customer(id: string, param = 'id'): StoredCustomer {
    const c = state.customers[id];
    if (!c) throw missing('customer', id, param);
    return c;
  }

  function createCustomer(params: Params): StoredCustomer {
    rejectUnknown(params, ['email', 'name', 'description', 'phone', 'metadata', 'expand']);
    const c: StoredCustomer = {
      id: newId('cus', 14),
      created: Math.floor(now().getTime() / 1000),
      email: text(params, 'email') ?? null,
      name: text(params, 'name') ?? null,
      description: text(params, 'description') ?? null,
      phone: text(params, 'phone') ?? null,
      metadata: metadataOf(params),
    };
    state.customers[c.id] = c;
    save();
    return c;
  }

  /** Routes a `/v1/…` request; answers [status, body]. */
  function route(method: string, subPath: string, params: Params, auth: Auth, publicUrl: string, fromStripeJs: boolean): [number, unknown] {
    const segments = subPath.split('/').filter(Boolean).map(decodeURIComponent);
    if (segments[0] !== 'v1') throw invalidRequest(`Unrecognized request URL (${method}: ${subPath}).`, undefined, 404);
    const [, resource, id, action] = segments;

    if (resource === 'payment_methods') {
      if (method === 'POST' && !id) {
        // As Stripe: card numbers only from its own fields (the twin's frame), never from a page's script or a server.
        if (!fromStripeJs && nested(params, 'card')) throw new StripeApiError(402, 'invalid_request_error', RAW_CARD_REFUSAL);
        return [200, paymentMethodJson(createPaymentMethod(params))];
      }
      requireSecret(auth);
      if (method === 'GET' && !id) {
        const wanted = text(params, 'customer');
        if (!wanted) throw invalidRequest('Missing required param: customer.', 'customer');
        customer(wanted, 'customer');
        const data = Object.values(state.paymentMethods)
          .filter((pm) => pm.customer === wanted)
          .sort((a, b) => b.created - a.created)
          .map(paymentMethodJson);
        return [200, { object: 'list', data, has_more: false, url: '/v1/payment_methods' }];
      }
      if (method === 'GET' && id && !action) return [200, paymentMethodJson(paymentMethod(id))];
      if (method === 'POST' && id && action === 'attach') {
        rejectUnknown(params, ['customer', 'expand']);
        const pm = paymentMethod(id);
        const target = text(params, 'customer');
        if (!target) throw invalidRequest('Missing required param: customer.', 'customer');
        customer(target, 'customer');
        if (pm.customer && pm.customer !== target) {
          throw invalidRequest('The payment method you provided has already been attached to a customer.');
        }
        pm.customer = target;
        save();
        return [200, paymentMethodJson(pm)];
      }
      if (method === 'POST' && id && action === 'detach') {
        rejectUnknown(params, ['expand']);
        const pm = paymentMethod(id);
        if (!pm.customer) throw invalidRequest('The payment method you provided is not attached to a customer so detachment is impossible.');
        pm.customer = null;
        save();
        return [200, paymentMethodJson(pm)];
      }
    }

    if (resource === 'customers') {
      requireSecret(auth);
      if (method === 'POST' && !id) return [200, customerJson(createCustomer(params))];
      if (method === 'GET' && id && !action) return [200, customerJson(customer(id))];
    }

    // Stripe.js reads a PaymentIntent with the publishable key and its client secret (handleNextAction, retrievePaymentIntent).
    if (resource === 'payment_intents' && method === 'GET' && id && !action && auth === 'publishable') {
      const pi = state.paymentIntents[id];
      if (!pi || text(params, 'client_secret') !== pi.client_secret) throw missing('payment_intent', id, 'intent');
      const { key: _publishableKey, ...intentParams } = params;
      return payments.route(method, segments.slice(1), intentParams, publicUrl)!;
    }

    const setupAnswer = setups.route(method, segments.slice(1), params, auth === 'publishable', publicUrl);
    if (setupAnswer) return setupAnswer;

    if (resource && ['payment_intents', 'charges', 'refunds', 'webhook_endpoints', 'events'].includes(resource)) {
      requireSecret(auth);
      const answer = payments.route(method, segments.slice(1), params, publicUrl) ?? webhooks.route(method, segments.slice(1), params);
      if (answer) return answer;
    }

    throw invalidRequest(`Unrecognized request URL (${method}: ${subPath}).`, undefined, 404);
  }

  /** The test-only endpoints under `/test/` (see the module comment); they answer once deliveries are answered. */
  async function testRoute(method: string, segments: readonly string[], params: Params): Promise<{ deliveries: Delivery[] }> {
    const [area, action, id, extra] = segments;
    if (method === 'POST' && area === 'redeliver' && action && !id) {
      rejectUnknown(params, ['endpoint']);
      return { deliveries: await webhooks.redeliver(action, text(params, 'endpoint')) };
    }
    if (method === 'POST' && area === 'webhooks' && (action === 'hold' || action === 'release') && !id && !extra) {
      rejectUnknown(params, action === 'hold' ? ['customer'] : ['customer', 'order']);
      const who = text(params, 'customer');
      if (!who) throw invalidRequest('Missing required param: customer.', 'customer');
      customer(who, 'customer');
      if (action === 'hold') {
        webhooks.hold(who);
        return { deliveries: [] };
      }
      const order = text(params, 'order') ?? 'created';
      if (order !== 'created' && order !== 'reverse') throw invalidRequest('order must be created or reverse.', 'order');
      return { deliveries: await webhooks.release(who, order) };
    }
    throw invalidRequest(`Unrecognized request URL (${method}: /test/${segments.join('/')}).`, undefined, 404);
  }

  /**
   * Stripe's idempotency: the same key and parameters replay the first answer (a decline included);
   * other parameters are refused. A request refused before it ran (a 4xx other than a card's 402)
   * is not kept, so that it can be corrected and sent again under the same key, as on Stripe.
   */
  function idempotent(key: string | undefined, method: string, subPath: string, params: Params, run: () => [number, unknown]): [number, string] {
    const answer = (): [number, string, boolean] => {
      try {
        const [status, json] = run();
        return [status, JSON.stringify(json), true];
      } catch (error) {
        if (error instanceof StripeApiError) return [error.status, JSON.stringify(error.toJson()), error.type === 'card_error'];
        throw error;
      }
    };
    // Tokenising is never replayed: a record of its request would be a record of a card number.
    const tokenising = subPath.replace(/\/+$/, '') === '/v1/payment_methods';
    if (!key || method !== 'POST' || tokenising) {
      const [status, json] = answer();
      return [status, json];
    }
    const request = createHash('sha256').update(`${method} ${subPath}\n${canonicalJson(params)}`).digest('hex');
    const cutoff = Date.now() - IDEMPOTENCY_WINDOW_MS;
    const previous = state.idempotency[key];
    if (previous && previous.at > cutoff) {
      if (previous.request !== request) {
        throw new StripeApiError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`);
      }
      return [previous.status, previous.body];
    }
    const [status, json, keep] = answer();
    if (!keep) return [status, json];
    state.idempotency[key] = { at: Date.now(), request, status, body: json };
    const keys = Object.keys(state.idempotency);
    for (const k of keys) if (state.idempotency[k]!.at <= cutoff) delete state.idempotency[k];
    for (const k of Object.keys(state.idempotency).slice(0, Math.max(0, keys.length - MAX_IDEMPOTENCY_RECORDS))) delete state.idempotency[k];
    save();
    return [status, json];
  }

  function send(res: ServerResponse, status: number, body: string): void {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'request-id': newId('req', 14),
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'request-id',
    });
    res.end(body);
  }


  return {
    async handle(req, res, subPath, from) {
      const method = req.method ?? 'GET';
      if (method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
          'access-control-allow-headers': 'authorization, content-type, idempotency-key, stripe-version',
          'access-control-max-age': '600',
        });
        return void res.end();
      }
      try {
        const url = new URL(subPath, 'http://local');
        const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
        // The challenge page is the browser's, as a bank's page would be: no API key.
        if (segments[0] === 'challenge') return await handleChallenge(req, res, segments.slice(1), payments, setups, from?.via === 'stripe-js');
        const body = method === 'POST' ? ((await readBodyWithin(req, MAX_BODY_BYTES))?.toString('utf8') ?? null) : '';
        if (body === null) throw invalidRequest('The request is too large.', undefined, 413);
        const params = parseStripeForm(method === 'POST' ? body : url.search.slice(1));
        const auth = authenticate(req, params);
        if (segments[0] === 'test') {
          requireSecret(auth);
          return send(res, 200, JSON.stringify(await testRoute(method, segments.slice(1), params)));
        }
        const publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? `http://${req.headers.host ?? 'localhost'}${LOCAL_PAYMENTS_PATH}`;
        const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
        const [status, json] = idempotent(key, method, url.pathname, params, () => route(method, url.pathname, params, auth, publicUrl, from?.via === 'stripe-js'));
        send(res, status, json);
      } catch (error) {
        if (error instanceof StripeApiError) return send(res, error.status, JSON.stringify(error.toJson()));
        // No details: the request may hold a card number.
        console.error('local card processor: unexpected error', (error as Error)?.name);
        if (!res.headersSent) send(res, 500, JSON.stringify({ error: { type: 'api_error', message: 'An unexpected error occurred.' } }));
        else res.end();
      }
    },

    behaviourOf(paymentMethodId) {
      return state.paymentMethods[paymentMethodId]?.behaviour ?? null;
    },

    stop() {
      webhooks.stop();
    },
  };
}

/** Parameters as one string whatever their order, so that the same request under a key is recognised. */
function canonicalJson(value: string | Params): string {
  if (typeof value === 'string') return JSON.stringify(value);
  return `{${Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k]!)}`)
    .join(',')}}`;
}
