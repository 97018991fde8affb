import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardProcessor, LOCAL_PAYMENTS_PUBLISHABLE_KEY, LOCAL_PAYMENTS_SECRET_KEY, type CardProcessor } from '../../infra/local/card-processor.ts';
import { stripeApi } from '../../lambdas/adapters/payments/stripe-api.ts';
import { createStripeProvider } from '../../lambdas/adapters/payments/stripe-provider.ts';
import { stripeSdk as stripeClient } from '../support/stripe-sdk.ts';

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

async function start(): Promise<Running> {
  const processor = createCardProcessor({ file });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (!url.pathname.startsWith('/local-payments/')) return void res.writeHead(404).end();
    void processor.handle(req, res, url.pathname.slice('/local-payments'.length) + url.search);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, processor, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/local-payments` };
}

function stop(running: Running): Promise<void> {
  return new Promise((resolve) => {
    running.server.close(() => resolve());
    running.server.closeAllConnections();
  });
}

let running: Running;
let secret: Stripe;
let publishable: Stripe;
const year = new Date().getUTCFullYear() + 2;

function tokenise(number = NUMBER, extra: Partial<Stripe.PaymentMethodCreateParams.Card> = {}) {
  return publishable.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 6, exp_year: year, cvc: '123', ...extra },
    billing_details: { name: 'Ada Lovelace' },
  });
}

beforeAll(async () => {
  running = await start();
  secret = stripeClient({ apiKey: LOCAL_PAYMENTS_SECRET_KEY, apiUrl: running.url });
  publishable = stripeClient({ apiKey: LOCAL_PAYMENTS_PUBLISHABLE_KEY, apiUrl: running.url });
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
    const provider = createStripeProvider(stripeApi(LOCAL_PAYMENTS_SECRET_KEY, running.url));
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
    const again = await secret.paymentMethods.retrieve(pm.id);
    expect(again.customer).toBe(customer.id);
    expect(again.card!.fingerprint).toBe(pm.card!.fingerprint);
    expect((await tokenise()).card!.fingerprint).toBe(pm.card!.fingerprint);
    const stored = readFileSync(file, 'utf8');
    expect(stored).toContain(pm.id);
    for (const number of [NUMBER, '4000000000000002', '5555555555554444']) expect(stored).not.toContain(number);
    expect(stored).not.toMatch(/"cvc"/);
  });
});
