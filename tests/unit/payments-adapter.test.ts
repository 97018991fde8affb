import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentsError } from '../../lambdas/adapters/payments/payments-provider.ts';
import { STRIPE_API_VERSION, stripeClient } from '../../lambdas/adapters/payments/stripe-client.ts';
import { createStripeProvider } from '../../lambdas/adapters/payments/stripe-provider.ts';

/*
 * The payments adapter (on Stripe's SDK) as Stripe's API sees it, with `fetch` stubbed: the method,
 * path, headers (key, API version, idempotency key) and form body it sends, and how it reads Stripe's
 * answers and errors. (The same adapter against the local card processor and Stripe's own SDK:
 * tests/integration/payments-provider.test.ts.)
 */

interface Sent {
  method: string;
  url: URL;
  headers: Record<string, string>;
  form: URLSearchParams;
}

const BASE = 'https://stripe.test';

function stubStripe(...answers: [number, unknown][]): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init: RequestInit) => {
      const headers = Object.fromEntries([...new Headers(init.headers as HeadersInit)].map(([k, v]) => [k.toLowerCase(), v]));
      sent.push({ method: init.method!, url: new URL(url), headers, form: new URLSearchParams((init.body as string | undefined) ?? '') });
      const [status, body] = answers.shift() ?? [500, { error: { type: 'api_error', message: 'no answer stubbed' } }];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const provider = () => createStripeProvider(() => stripeClient('sk_test_unit', BASE));
const confirmation = { amount: 12_345, paymentMethodId: 'pm_1', returnUrl: 'https://patina.test/pay-items/ord_7', idempotencyKey: 'order-ord_7-confirm-2' };

function intent(fields: Record<string, unknown> = {}) {
  return {
    id: 'pi_1',
    object: 'payment_intent',
    status: 'succeeded',
    amount: 12_345,
    amount_received: 12_345,
    currency: 'gbp',
    client_secret: 'pi_1_secret_x',
    customer: 'cus_1',
    metadata: { orderId: 'ord_7' },
    payment_method: 'pm_1',
    next_action: null,
    last_payment_error: null,
    latest_charge: 'ch_1',
    ...fields,
  };
}

describe('createOrderIntent', () => {
  it('makes the order’s one GBP PaymentIntent, unconfirmed, under the idempotency key of the order', async () => {
    const sent = stubStripe([200, intent({ status: 'requires_payment_method', amount_received: 0, latest_charge: null, payment_method: null })]);
    const answer = await provider().createOrderIntent({ orderId: 'ord_7', amount: 12_345, customerId: 'cus_1' });
    expect(sent).toHaveLength(1);
    const [post] = sent;
    expect(post!.method).toBe('POST');
    expect(post!.url.href).toBe(`${BASE}/v1/payment_intents`);
    expect(post!.headers).toMatchObject({
      authorization: 'Bearer sk_test_unit',
      'stripe-version': STRIPE_API_VERSION,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': 'order-ord_7',
    });
    expect(Object.fromEntries(post!.form)).toEqual({ amount: '12345', currency: 'gbp', customer: 'cus_1', 'metadata[orderId]': 'ord_7' });
    expect(answer).toMatchObject({ id: 'pi_1', status: 'failed', clientSecret: 'pi_1_secret_x', amount: 12_345, orderId: 'ord_7', paymentMethodId: null });
  });

  it('refuses an amount that is not a positive whole number of pence without asking Stripe', async () => {
    const sent = stubStripe();
    for (const amount of [0, -100, 12.5, Number.NaN]) {
      await expect(provider().createOrderIntent({ orderId: 'ord_7', amount, customerId: 'cus_1' })).rejects.toBeInstanceOf(PaymentsError);
      await expect(provider().confirmPaymentIntent('pi_1', { ...confirmation, amount })).rejects.toBeInstanceOf(PaymentsError);
    }
    expect(sent).toHaveLength(0);
  });

  it('turns Stripe’s refusals into PaymentsErrors', async () => {
    const conflict: [number, unknown] = [400, { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters' } }];
    await expect((stubStripe(conflict, conflict), provider().createOrderIntent({ orderId: 'ord_7', amount: 1, customerId: 'cus_1' }))).rejects.toMatchObject({ name: 'PaymentsError', kind: 'idempotency_conflict' });
    stubStripe([404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: "No such customer: 'cus_1'" } }]);
    await expect(provider().createOrderIntent({ orderId: 'ord_7', amount: 1, customerId: 'cus_1' })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('makes an intent of its own for another total when a try stopped before storing the first (never confirmed, never charged)', async () => {
    const sent = stubStripe([400, { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters' } }], [200, intent({ id: 'pi_2', status: 'requires_payment_method' })]);
    expect((await provider().createOrderIntent({ orderId: 'ord_7', amount: 12_345, customerId: 'cus_1' })).id).toBe('pi_2');
    expect(sent.map((s) => s.headers['idempotency-key'])).toEqual(['order-ord_7', 'order-ord_7-12345']);
  });
});

describe('confirmPaymentIntent', () => {
  it('confirms the intent on session with the saved card, under the confirmation’s key; the amount is left alone when it is the total', async () => {
    const sent = stubStripe([200, intent({ status: 'requires_payment_method', amount_received: 0, latest_charge: null })], [200, intent()]);
    const answer = await provider().confirmPaymentIntent('pi_1', confirmation);
    expect(sent.map((s) => `${s.method} ${s.url.pathname}`)).toEqual(['GET /v1/payment_intents/pi_1', 'POST /v1/payment_intents/pi_1/confirm']);
    expect(sent[1]!.headers['idempotency-key']).toBe('order-ord_7-confirm-2');
    expect(Object.fromEntries(sent[1]!.form)).toEqual({
      payment_method: 'pm_1',
      off_session: 'false',
      return_url: 'https://patina.test/pay-items/ord_7',
      'expand[0]': 'latest_charge',
    });
    expect(answer).toMatchObject({ id: 'pi_1', status: 'succeeded', clientSecret: 'pi_1_secret_x', challengeUrl: null, amount: 12_345, orderId: 'ord_7' });
  });

  it('brings the intent to the order’s total first when the buyer chose another address', async () => {
    const sent = stubStripe([200, intent({ status: 'requires_payment_method', amount: 10_000 })], [200, intent({ status: 'requires_payment_method' })], [200, intent()]);
    await provider().confirmPaymentIntent('pi_1', confirmation);
    expect(sent[1]!.url.pathname).toBe('/v1/payment_intents/pi_1');
    expect(Object.fromEntries(sent[1]!.form)).toEqual({ amount: '12345' });
    expect(sent[1]!.headers['idempotency-key']).toBe('order-ord_7-confirm-2-amount');
  });

  it('answers requires_action with the 3-D Secure page and the client secret Stripe.js needs', async () => {
    stubStripe([200, intent({ status: 'requires_payment_method' })], [200, intent({ status: 'requires_action', amount_received: 0, latest_charge: null, next_action: { type: 'redirect_to_url', redirect_to_url: { url: 'https://bank.test/3ds/pi_1', return_url: confirmation.returnUrl } } })]);
    expect(await provider().confirmPaymentIntent('pi_1', confirmation)).toMatchObject({ status: 'requires_action', challengeUrl: 'https://bank.test/3ds/pi_1', clientSecret: 'pi_1_secret_x' });
  });

  it('answers a decline (Stripe’s 402 card error) as a failed attempt with its decline code, not an exception', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ code: 'card_declined', decline_code: 'generic_decline' }, 'card_declined'],
      [{ code: 'card_declined', decline_code: 'insufficient_funds' }, 'insufficient_funds'],
      [{ code: 'expired_card' }, 'expired_card'],
      [{ code: 'incorrect_cvc' }, 'incorrect_cvc'],
      [{ code: 'card_declined', decline_code: 'stolen_card' }, 'card_declined'],
    ];
    for (const [codes, declineCode] of cases) {
      const failed = intent({ status: 'requires_payment_method', amount_received: 0, last_payment_error: { type: 'card_error', ...codes } });
      stubStripe([200, intent({ status: 'requires_payment_method' })], [402, { error: { type: 'card_error', message: 'Your card was declined.', ...codes, payment_intent: failed } }]);
      expect(await provider().confirmPaymentIntent('pi_1', confirmation), declineCode).toMatchObject({ id: 'pi_1', status: 'failed', declineCode, amount: 12_345, orderId: 'ord_7' });
    }
  });

  it('retries a 5xx under the same idempotency key (safe to repeat), and no further', async () => {
    const sent = stubStripe([200, intent({ status: 'requires_payment_method' })], [503, { error: { type: 'api_error', message: 'busy' } }], [200, intent()]);
    expect((await provider().confirmPaymentIntent('pi_1', confirmation)).status).toBe('succeeded');
    expect(sent.slice(1).map((s) => s.headers['idempotency-key'])).toEqual(['order-ord_7-confirm-2', 'order-ord_7-confirm-2']);
  });
});

describe('createCardSetup', () => {
  it('makes a SetupIntent for the customer’s next card, to be charged off session', async () => {
    const sent = stubStripe([200, { id: 'seti_1', object: 'setup_intent', client_secret: 'seti_1_secret_x', status: 'requires_payment_method' }]);
    expect(await provider().createCardSetup('cus_1')).toEqual({ id: 'seti_1', clientSecret: 'seti_1_secret_x' });
    expect(sent[0]!.url.pathname).toBe('/v1/setup_intents');
    expect(Object.fromEntries(sent[0]!.form)).toEqual({ customer: 'cus_1', usage: 'off_session', 'allowed_payment_method_types[0]': 'card' });
  });
});

describe('getPaymentIntent', () => {
  it('reads the intent with its latest charge expanded, and answers what the server checks', async () => {
    const sent = stubStripe([200, intent({ latest_charge: { id: 'ch_1', object: 'charge', status: 'succeeded', amount_refunded: 0, payment_method_details: { type: 'card', card: { brand: 'mastercard', last4: '4444' } } } })]);
    expect(await provider().getPaymentIntent('pi_1')).toEqual({
      id: 'pi_1',
      status: 'succeeded',
      amount: 12_345,
      amountReceived: 12_345,
      currency: 'gbp',
      orderId: 'ord_7',
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      clientSecret: 'pi_1_secret_x',
      challengeUrl: null,
      latestCharge: { id: 'ch_1', status: 'succeeded', amountRefunded: 0 },
      chargedCard: { brand: 'mastercard', last4: '4444' },
    });
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.url.pathname).toBe('/v1/payment_intents/pi_1');
    expect(sent[0]!.url.searchParams.get('expand[0]')).toBe('latest_charge');
    expect(sent[0]!.headers['idempotency-key']).toBeUndefined();
  });

  it('reads a failed authentication as failed with its code, and an unknown intent as null', async () => {
    stubStripe([200, intent({ status: 'requires_payment_method', amount_received: 0, latest_charge: null, last_payment_error: { type: 'card_error', code: 'payment_intent_authentication_failure' } })]);
    expect(await provider().getPaymentIntent('pi_1')).toMatchObject({ status: 'failed', declineCode: 'authentication_failed', latestCharge: null });
    stubStripe([404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: "No such payment_intent: 'pi_x'" } }]);
    expect(await provider().getPaymentIntent('pi_x')).toBeNull();
  });
});

describe('refundPaymentIntent', () => {
  it('refunds the whole payment under the caller’s idempotency key', async () => {
    const sent = stubStripe([200, { id: 're_1', object: 'refund', status: 'succeeded', amount: 12_345, payment_intent: 'pi_1' }]);
    expect(await provider().refundPaymentIntent('pi_1', { reason: 'requested_by_customer', idempotencyKey: 'refund-pi_1' })).toEqual({
      id: 're_1',
      status: 'succeeded',
      amount: 12_345,
      paymentIntentId: 'pi_1',
    });
    expect(sent[0]!.url.pathname).toBe('/v1/refunds');
    expect(sent[0]!.headers['idempotency-key']).toBe('refund-pi_1');
    expect(Object.fromEntries(sent[0]!.form)).toEqual({ payment_intent: 'pi_1', reason: 'requested_by_customer' });
  });

  it('says when the payment was refunded already', async () => {
    stubStripe([400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge ch_1 has already been refunded.' } }]);
    await expect(provider().refundPaymentIntent('pi_1', { idempotencyKey: 'refund-2' })).rejects.toMatchObject({ kind: 'already_refunded' });
  });
});
