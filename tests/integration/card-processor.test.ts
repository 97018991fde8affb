import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCardProcessor,
  LOCAL_PAYMENTS_PUBLISHABLE_KEY,
  LOCAL_PAYMENTS_SECRET_KEY,
  LOCAL_WEBHOOK_SECRET,
  RAW_CARD_REFUSAL,
  type CardProcessor,
  type CardProcessorOptions,
} from '../../infra/local/card-processor.ts';
import { stripeClient as productStripeClient } from '../../lambdas/adapters/payments/stripe-client.ts';
import { createStripeProvider } from '../../lambdas/adapters/payments/stripe-provider.ts';
import { verifyStripeWebhook } from '../../lambdas/adapters/payments/webhook-signature.ts';
import { stripeSdk as stripeClient } from '../support/stripe-sdk.ts';
import { waitFor } from '../support/wait.ts';
import { startWebhookListener, type WebhookListener } from '../support/webhook-listener.ts';

/*
 * The local card processor on a loopback server of its own (not the shared stack: it is stopped and
 * started again here), driven by the real `stripe` SDK through the payments adapter's client, mounted
 * under a path prefix as the gateway mounts it. Integration tier: it listens on a socket and keeps a file.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'patina-cards-'));
const file = path.join(dir, 'payments.json');
const NUMBER = '4242424242424242';

interface Running {
  server: Server;
  processor: CardProcessor;
  url: string;
}

async function start(options: Partial<CardProcessorOptions> = {}): Promise<Running> {
  const processor = createCardProcessor({ file, ...options });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    // The Stripe.js twin's origin, where its card field tokenises, stands here as a path of its own.
    if (url.pathname.startsWith('/stripe-js/')) return void processor.handle(req, res, url.pathname.slice('/stripe-js'.length) + url.search, { via: 'stripe-js' });
    if (!url.pathname.startsWith('/local-payments/')) return void res.writeHead(404).end();
    void processor.handle(req, res, url.pathname.slice('/local-payments'.length) + url.search);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, processor, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/local-payments` };
}

function stop(running: Running): Promise<void> {
  running.processor.stop();
  return new Promise((resolve) => {
    running.server.close(() => resolve());
    running.server.closeAllConnections();
  });
}

let running: Running;
let secret: Stripe;
let publishable: Stripe;
/** The publishable key on the twin's origin, as its card field tokenises. */
let frame: Stripe;
const year = new Date().getUTCFullYear() + 2;

function tokenise(number = NUMBER, extra: Partial<Stripe.PaymentMethodCreateParams.Card> = {}) {
  return frame.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 6, exp_year: year, cvc: '123', ...extra },
    billing_details: { name: 'Ada Lovelace' },
  });
}

beforeAll(async () => {
  running = await start();
  secret = stripeClient({ apiKey: LOCAL_PAYMENTS_SECRET_KEY, apiUrl: running.url });
  publishable = stripeClient({ apiKey: LOCAL_PAYMENTS_PUBLISHABLE_KEY, apiUrl: running.url });
  frame = stripeClient({ apiKey: LOCAL_PAYMENTS_PUBLISHABLE_KEY, apiUrl: running.url.replace('/local-payments', '/stripe-js') });
});

afterAll(async () => {
  await stop(running);
  rmSync(dir, { recursive: true, force: true });
});

describe('the local card processor', () => {
  it('tokenises a card into a Stripe-shaped payment method with brand, last four and expiry only', async () => {
    const pm = await tokenise();
    expect(pm).toMatchObject({ object: 'payment_method', type: 'card', customer: null, livemode: false, billing_details: { name: 'Ada Lovelace' } });
    expect(pm.id).toMatch(/^pm_[A-Za-z0-9]{24}$/);
    expect(pm.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 6, exp_year: year, fingerprint: expect.any(String) });
    expect(JSON.stringify(pm)).not.toContain(NUMBER);
    expect((await tokenise('4242 4242 4242 4242')).card!.fingerprint).toBe(pm.card!.fingerprint);
    expect((await tokenise('5555555555554444')).card!.fingerprint).not.toBe(pm.card!.fingerprint);
  });

  it('refuses a card number sent from anywhere but the Stripe.js twin’s frame, with Stripe’s error; a test PaymentMethod needs none', async () => {
    for (const client of [publishable, secret]) {
      await expect(client.paymentMethods.create({ type: 'card', card: { number: NUMBER, exp_month: 6, exp_year: year, cvc: '123' } })).rejects.toMatchObject({
        statusCode: 402,
        rawType: 'invalid_request_error',
        message: RAW_CARD_REFUSAL,
      });
    }
    expect(RAW_CARD_REFUSAL).toMatch(/^Sending credit card numbers directly to the Stripe API is generally unsafe\./);
    const customer = await secret.customers.create({ email: 'raw@patina.test' });
    expect((await secret.paymentMethods.attach('pm_card_visa', { customer: customer.id })).card).toMatchObject({ last4: '4242' });
  });

  it('accepts two-digit years as Stripe does', async () => {
    const pm = await tokenise(NUMBER, { exp_year: year % 100 });
    expect(pm.card!.exp_year).toBe(year);
  });

  it('refuses numbers, expiries and codes Stripe would refuse, as card errors', async () => {
    const cases: [string, Partial<Stripe.PaymentMethodCreateParams.Card>, string][] = [
      ['4242424242424241', {}, 'invalid_number'],
      ['42424242424242', {}, 'invalid_number'],
      [NUMBER, { exp_year: new Date().getUTCFullYear() - 1 }, 'invalid_expiry_year'],
      [NUMBER, { exp_month: 0 }, 'invalid_expiry_month'],
      [NUMBER, { cvc: '1' }, 'invalid_cvc'],
    ];
    for (const [number, extra, code] of cases) {
      const error = await tokenise(number, extra).catch((e: unknown) => e);
      expect(error, code).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect((error as Stripe.errors.StripeCardError).code).toBe(code);
      expect((error as Error).message).not.toContain(number);
    }
  });

  it('tokenises Stripe’s decline test cards and records how they behave when charged', async () => {
    const expectations = {
      '4000000000000002': 'generic_decline',
      '4000000000009995': 'insufficient_funds',
      '4000000000000069': 'expired_card',
      '4000000000000127': 'incorrect_cvc',
      '4000002500003155': 'requires_authentication',
      '4242424242424242': 'succeeds',
    };
    for (const [number, behaviour] of Object.entries(expectations)) {
      const pm = await tokenise(number);
      expect(running.processor.behaviourOf(pm.id), number).toBe(behaviour);
      expect(JSON.stringify(await secret.paymentMethods.retrieve(pm.id))).not.toContain('behaviour');
    }
  });

  it('attaches to one customer only, and detaches', async () => {
    const provider = createStripeProvider(() => productStripeClient(LOCAL_PAYMENTS_SECRET_KEY, running.url));
    const ada = await provider.ensureCustomer('uid-ada', 'ada@patina.test');
    const bob = await provider.ensureCustomer('uid-bob', 'bob@patina.test');
    expect(await provider.ensureCustomer('uid-ada', 'ada@patina.test')).toBe(ada); // idempotent
    expect(ada).not.toBe(bob);
    const pm = await tokenise();
    expect((await provider.attachPaymentMethod(pm.id, ada)).customerId).toBe(ada);
    expect((await provider.getPaymentMethod(pm.id))).toMatchObject({ customerId: ada, brand: 'visa', last4: '4242', expMonth: 6, nameOnCard: 'Ada Lovelace' });
    await expect(provider.attachPaymentMethod(pm.id, bob)).rejects.toMatchObject({ kind: 'attached_elsewhere' });
    await expect(provider.attachPaymentMethod('pm_nothing', ada)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await provider.getPaymentMethod('pm_nothing')).toBeNull();
    const listed = await secret.paymentMethods.list({ customer: ada, type: 'card' });
    expect(listed.data.map((m) => m.id)).toEqual([pm.id]);
    await provider.detachPaymentMethod(pm.id);
    expect((await provider.getPaymentMethod(pm.id))!.customerId).toBeNull();
    await provider.detachPaymentMethod(pm.id); // already detached: not an error
  });

  it('needs the secret key for everything but tokenising, and refuses unknown keys and parameters', async () => {
    const pm = await tokenise();
    await expect(publishable.paymentMethods.retrieve(pm.id)).rejects.toMatchObject({ statusCode: 403 });
    await expect(publishable.customers.create({ email: 'x@patina.test' })).rejects.toMatchObject({ statusCode: 403 });
    const stranger = stripeClient({ apiKey: 'sk_test_someone_else', apiUrl: running.url });
    await expect(stranger.paymentMethods.retrieve(pm.id)).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(secret.customers.create({ email: 'x@patina.test', nickname: 'x' } as Stripe.CustomerCreateParams)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      message: 'Received unknown parameter: nickname',
    });
    await expect(secret.paymentMethods.retrieve('pm_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('keeps its state across a restart, without any card number in its file', async () => {
    const pm = await tokenise();
    const customer = await secret.customers.create({ email: 'keep@patina.test' });
    await secret.paymentMethods.attach(pm.id, { customer: customer.id });
    await stop(running);
    running = await start();
    secret = stripeClient({ apiKey: LOCAL_PAYMENTS_SECRET_KEY, apiUrl: running.url });
    publishable = stripeClient({ apiKey: LOCAL_PAYMENTS_PUBLISHABLE_KEY, apiUrl: running.url });
    frame = stripeClient({ apiKey: LOCAL_PAYMENTS_PUBLISHABLE_KEY, apiUrl: running.url.replace('/local-payments', '/stripe-js') });
    const again = await secret.paymentMethods.retrieve(pm.id);
    expect(again.customer).toBe(customer.id);
    expect(again.card!.fingerprint).toBe(pm.card!.fingerprint);
    expect((await tokenise()).card!.fingerprint).toBe(pm.card!.fingerprint);
    const stored = readFileSync(file, 'utf8');
    expect(stored).toContain(pm.id);
    for (const number of [NUMBER, '4000000000000002', '5555555555554444']) expect(stored).not.toContain(number);
    expect(stored).not.toMatch(/"cvc"/);
  });

  describe('PaymentIntents and webhooks on a processor of its own', () => {
    let listener: WebhookListener;
    let listenerAnswer = 200;
    const PUBLIC_URL = 'http://localhost:4999/local-payments';

    async function restart(options: Partial<CardProcessorOptions>): Promise<void> {
      await stop(running);
      running = await start(options);
      secret = stripeClient({ apiKey: LOCAL_PAYMENTS_SECRET_KEY, apiUrl: running.url });
      publishable = stripeClient({ apiKey: LOCAL_PAYMENTS_PUBLISHABLE_KEY, apiUrl: running.url });
      frame = stripeClient({ apiKey: LOCAL_PAYMENTS_PUBLISHABLE_KEY, apiUrl: running.url.replace('/local-payments', '/stripe-js') });
    }

    async function savedCard(number: string): Promise<{ customer: string; card: string }> {
      const customer = await secret.customers.create({ email: 'pay@patina.test' });
      const pm = await tokenise(number);
      await secret.paymentMethods.attach(pm.id, { customer: customer.id });
      return { customer: customer.id, card: pm.id };
    }

    function pay(saved: { customer: string; card: string }, extra: Partial<Stripe.PaymentIntentCreateParams> = {}, idempotencyKey?: string) {
      return secret.paymentIntents.create(
        { amount: 2500, currency: 'gbp', customer: saved.customer, payment_method: saved.card, confirm: true, return_url: 'http://localhost:4999/pay-items/o1', ...extra },
        idempotencyKey ? { idempotencyKey } : {},
      );
    }

    beforeAll(async () => {
      listener = await startWebhookListener(() => listenerAnswer);
      await restart({ webhookUrl: listener.url, publicUrl: PUBLIC_URL, webhookRetryDelaysMs: [20, 20, 20] });
    });

    afterAll(async () => {
      await listener.close();
    });

    it('delivers to the configured webhookUrl, signed with the local webhook secret', async () => {
      const intent = await pay(await savedCard(NUMBER));
      const delivery = await waitFor('the succeeded event', () => listener.received.find((w) => w.event.data.object.id === intent.id));
      expect(delivery.event.type).toBe('payment_intent.succeeded');
      expect(await verifyStripeWebhook(delivery.body, delivery.signature, LOCAL_WEBHOOK_SECRET, new Date())).toMatchObject({ ok: true, event: { paymentIntentId: intent.id } });
    });

    it('makes the challenge URL from its public URL', async () => {
      const intent = await pay(await savedCard('4000002500003155'));
      expect(intent.status).toBe('requires_action');
      expect(intent.next_action?.redirect_to_url?.url).toMatch(new RegExp(`^${PUBLIC_URL}/challenge/${intent.id}/`));
      expect(intent.next_action?.redirect_to_url?.return_url).toBe('http://localhost:4999/pay-items/o1');
    });

    it('confirms an intent again with another card after a decline', async () => {
      const declined = await savedCard('4000000000000002');
      const error = (await pay(declined).catch((e: unknown) => e)) as Stripe.errors.StripeCardError;
      const intent = error.payment_intent!;
      expect(intent).toMatchObject({ status: 'requires_payment_method', payment_method: null, last_payment_error: { code: 'card_declined' } });
      const good = await tokenise();
      await secret.paymentMethods.attach(good.id, { customer: declined.customer });
      const confirmed = await secret.paymentIntents.confirm(intent.id, { payment_method: good.id, return_url: 'http://localhost:4999/pay-items/o1' });
      expect(confirmed).toMatchObject({ status: 'succeeded', amount_received: 2500, last_payment_error: null });
      await expect(secret.paymentIntents.confirm(intent.id, { payment_method: good.id })).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    });

    it('declines 3-D Secure cards off session with authentication_required, as Stripe does', async () => {
      const error = await pay(await savedCard('4000002500003155'), { off_session: true, return_url: undefined }).catch((e: unknown) => e);
      expect(error).toMatchObject({ statusCode: 402, code: 'authentication_required', decline_code: 'authentication_required' });
    });

    it('refuses what Stripe refuses: tiny amounts, other currencies, unknown parameters, another idempotent request under a used key', async () => {
      const saved = await savedCard(NUMBER);
      await expect(pay(saved, { amount: 29 })).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_small' });
      await expect(pay(saved, { amount: 2.5 })).rejects.toMatchObject({ statusCode: 400 });
      await expect(pay(saved, { currency: 'usd' })).rejects.toMatchObject({ statusCode: 400, param: 'currency' });
      await expect(pay(saved, { payment_method_types: ['card'] } as Partial<Stripe.PaymentIntentCreateParams>)).rejects.toMatchObject({
        message: 'Received unknown parameter: payment_method_types',
      });
      // A request refused before it ran leaves its key free; one that ran keeps it.
      await expect(pay(saved, { amount: 29 }, 'key-1')).rejects.toMatchObject({ code: 'amount_too_small' });
      const first = await pay(saved, {}, 'key-1');
      expect((await pay(saved, {}, 'key-1')).id).toBe(first.id);
      await expect(pay(saved, { amount: 2600 }, 'key-1')).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
      expect((await secret.charges.list({ customer: saved.customer })).data).toHaveLength(1);
    });

    it('keeps intents, charges and events across a restart, and resumes a delivery that was still failing', async () => {
      // The next try would come a minute later: the restart must be what delivers it.
      await restart({ webhookUrl: listener.url, publicUrl: PUBLIC_URL, webhookRetryDelaysMs: [60_000] });
      listenerAnswer = 503;
      const intent = await pay(await savedCard(NUMBER));
      await waitFor('a refused delivery', () => listener.received.find((w) => w.event.data.object.id === intent.id && w.status === 503));
      await stop(running);
      listenerAnswer = 200;
      await restart({ webhookUrl: listener.url, publicUrl: PUBLIC_URL, webhookRetryDelaysMs: [20, 20, 20] });
      const delivered = await waitFor('the resumed delivery', () => listener.received.find((w) => w.event.data.object.id === intent.id && w.status === 200));
      expect(delivered.event.type).toBe('payment_intent.succeeded');
      expect(await secret.paymentIntents.retrieve(intent.id)).toMatchObject({ status: 'succeeded', amount_received: 2500 });
      expect((await secret.events.retrieve(delivered.event.id)).id).toBe(delivered.event.id);
    });
  });
});
