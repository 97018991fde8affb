import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LONDON_ADDRESS } from '../support/addresses.ts';
import { callApi } from '../support/api.ts';
import { asRole, newUser, type TestUser, signInDemo } from '../support/auth.ts';
import { BASE_URL } from '../support/api.ts';
import { holdEvents, processorClients, redeliverEvent, releaseEvents } from '../support/payments.ts';
import { savedAddress, savedCard } from '../support/orders.ts';
import { waitFor } from '../support/wait.ts';
import { bearer, clockListing, uploadFivePhotos } from '../support/selling.ts';
import { useStackTable } from '../support/stack-db.ts';

/**
 * Checkout and what follows it (issue 10), from the outside: a Buy it now makes the order; the
 * buyer pays it with a saved card to one of their addresses; the seller ships it; the buyer confirms
 * receipt and reviews the seller. Money is the server's, charges happen once, declines charge nothing.
 */
useStackTable();
const { listLedger } = await import('../../lambdas/data/entities/ledger.ts');
const { getOrder: storedOrder } = await import('../../lambdas/data/entities/order.ts');
const { getPaymentsCustomerId } = await import('../../lambdas/data/entities/card.ts');

let seller: TestUser;
let expert: string;
let seed = 70;

beforeAll(async () => {
  seller = await asRole('seller');
  expert = await signInDemo('expert');
});

const address = (country: string, postCode: string) => ({ ...LONDON_ADDRESS, country, postCode });

/** A live Buy-it-now lot (£550, shipping £25 in GB and £60 to Europe, none elsewhere) bought by a fresh buyer. */
async function boughtOrder(): Promise<{ buyer: TestUser; orderId: string; itemId: string }> {
  const photos = await uploadFivePhotos(seller.token, ++seed);
  const form = { ...clockListing(photos, `Checkout clock ${randomUUID().slice(0, 8)}`), worldwideShippingCost: null, worldwideShippingDeliveryDays: null };
  const itemId = (await callApi('submitListing', { form }, seller.headers)).data.itemId as string;
  expect((await callApi('reviewSubmission', { itemId, decision: 'accept', note: '' }, bearer(expert))).data.status).toBe('Active');
  const buyer = await newUser();
  const bought = await callApi('buyNow', { itemId }, buyer.headers);
  expect(bought.status).toBe(200);
  return { buyer, orderId: bought.data.orderId as string, itemId };
}

const addressOf = (buyer: TestUser, country = 'GB', postCode = 'SW1Y 4JH') => savedAddress(buyer, address(country, postCode));
const cardOf = savedCard;

describe('paying an order', () => {
  it('charges the price plus shipping to the address’s zone, once; the lot goes to Shipping and the seller is told', async () => {
    const { buyer, orderId, itemId } = await boughtOrder();
    const before = (await callApi('getOrder', { orderId }, buyer.headers)).data;
    expect(before).toMatchObject({ status: 'awaiting_payment', price: 55_000, total: null, role: 'buyer' });
    const paid = await callApi('payOrder', { orderId, addressId: await addressOf(buyer), cardId: await cardOf(buyer) }, buyer.headers);
    expect(paid.status, paid.message).toBe(200);
    expect(paid.data.paymentStatus).toBe('succeeded');
    expect(paid.data.order).toMatchObject({ status: 'paid', shippingZone: 'nationwide', shippingCost: 2_500, total: 57_500 });
    expect((await callApi('getSellerItems', { tab: 'shipping' }, seller.headers)).data.items.map((i: { id: string }) => i.id)).toContain(itemId);
    const ledger = await listLedger(orderId);
    expect(ledger.filter((e) => e.kind === 'charge')).toEqual([expect.objectContaining({ amount: 57_500 })]);
    // The seller sees where to ship it.
    expect((await callApi('getOrder', { orderId }, seller.headers)).data).toMatchObject({ role: 'seller', shipTo: { postCode: 'SW1Y 4JH', country: 'GB' } });
    // Paying again is refused, and nothing more is charged.
    const again = await callApi('payOrder', { orderId, addressId: await addressOf(buyer), cardId: await cardOf(buyer, '5555555555554444') }, buyer.headers);
    expect(again.status).toBe(409);
    expect((await listLedger(orderId)).filter((e) => e.kind === 'charge')).toHaveLength(1);
  });

  it('refuses an address the seller does not ship to, and charges nothing', async () => {
    const { buyer, orderId } = await boughtOrder();
    const answer = await callApi('payOrder', { orderId, addressId: await addressOf(buyer, 'US', '10001'), cardId: await cardOf(buyer) }, buyer.headers);
    expect(answer.status).toBe(400);
    expect(answer.code).toBe('zoneNotShipped');
    expect(await listLedger(orderId)).toEqual([]);
    expect((await callApi('getOrder', { orderId }, buyer.headers)).data.status).toBe('awaiting_payment');
  });

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000069', 'expired_card'],
    ['4000000000000127', 'incorrect_cvc'],
  ])('tells a declined card %s apart (%s), charges nothing, and lets the buyer pay with another', async (number, code) => {
    const { buyer, orderId } = await boughtOrder();
    const addressId = await addressOf(buyer);
    const declined = await callApi('payOrder', { orderId, addressId, cardId: await cardOf(buyer, number) }, buyer.headers);
    expect(declined.status).toBe(200);
    expect(declined.data).toMatchObject({ paymentStatus: 'failed', declineCode: code });
    expect(declined.code).toBe(code);
    expect(await listLedger(orderId)).toEqual([]);
    const paid = await callApi('payOrder', { orderId, addressId, cardId: await cardOf(buyer) }, buyer.headers);
    expect(paid.data.paymentStatus).toBe('succeeded');
  });

  it('takes a 3-D Secure payment once the bank confirms it (the order page asks the provider)', async () => {
    const { buyer, orderId } = await boughtOrder();
    const pending = await callApi('payOrder', { orderId, addressId: await addressOf(buyer), cardId: await cardOf(buyer, '4000002500003155') }, buyer.headers);
    expect(pending.data.paymentStatus).toBe('requires_action');
    expect(pending.data.order.status).toBe('awaiting_payment');
    const challenge = pending.data.challengeUrl as string;
    const done = await fetch(challenge, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=complete', redirect: 'manual' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain(`/payment-success?orderId=${orderId}`);
    expect((await callApi('getOrder', { orderId }, buyer.headers)).data.status).toBe('paid');
    expect((await listLedger(orderId)).filter((e) => e.kind === 'charge')).toHaveLength(1);
  });

  it('charges once when two tabs pay the same order at the same moment', async () => {
    const { buyer, orderId } = await boughtOrder();
    const [addressId, cardA, cardB] = await Promise.all([addressOf(buyer), cardOf(buyer), cardOf(buyer, '5555555555554444')]);
    const answers = await Promise.all([
      callApi('payOrder', { orderId, addressId, cardId: cardA }, buyer.headers),
      callApi('payOrder', { orderId, addressId, cardId: cardB }, buyer.headers),
    ]);
    expect(answers.filter((a) => a.status === 200 && a.data.paymentStatus === 'succeeded')).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.code)).toEqual(answers.filter((a) => a.status !== 200).map(() => 'paymentInProgress'));
    await expectPaidOnce(buyer, orderId);
  });

  it('charges once, refunds nothing, when 20 payOrder on one order arrive at once (a double click, tabs, retries)', async () => {
    const { buyer, orderId } = await boughtOrder();
    const [addressId, cardId] = await Promise.all([addressOf(buyer), cardOf(buyer)]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => callApi('payOrder', { orderId, addressId, cardId }, buyer.headers)));
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.data.paymentStatus).toBe('succeeded');
      else expect([answer.status, answer.code]).toEqual([409, expect.stringMatching(/^(paymentInProgress|orderAlreadyPaid)$/)]);
    }
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    await expectPaidOnce(buyer, orderId);
  });

  it('charges once when 20 payOrder arrive while the bank’s 3-D Secure challenge is open: the same intent, the same challenge', async () => {
    const { buyer, orderId } = await boughtOrder();
    const [addressId, cardId] = await Promise.all([addressOf(buyer), cardOf(buyer, '4000002500003155')]);
    const first = await callApi('payOrder', { orderId, addressId, cardId }, buyer.headers);
    expect(first.data.paymentStatus).toBe('requires_action');
    const answers = await Promise.all(Array.from({ length: 20 }, () => callApi('payOrder', { orderId, addressId, cardId }, buyer.headers)));
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.data).toMatchObject({ paymentStatus: 'requires_action', clientSecret: first.data.clientSecret, challengeUrl: first.data.challengeUrl });
      else expect([answer.status, answer.code]).toEqual([409, 'paymentInProgress']);
    }
    const done = await fetch(first.data.challengeUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=complete', redirect: 'manual' });
    expect(done.status).toBe(303);
    await waitFor('the order to be paid', async () => ((await storedOrder(orderId))?.status === 'paid' ? true : undefined));
    await expectPaidOnce(buyer, orderId);
  });

  it('is the buyer’s alone: the seller, another user and a visitor cannot pay or see it', async () => {
    const { orderId } = await boughtOrder();
    const stranger = await newUser();
    expect((await callApi('getOrder', { orderId }, stranger.headers)).status).toBe(404);
    expect((await callApi('payOrder', { orderId, addressId: await addressOf(stranger), cardId: await cardOf(stranger) }, stranger.headers)).status).toBe(404);
    expect((await callApi('payOrder', { orderId, addressId: 'x', cardId: 'y' })).status).toBe(401);
    expect((await callApi('getOrder', { orderId }, seller.headers)).status).toBe(200);
  });
});

/** Exactly one charge at the processor for the order's one intent, nothing refunded, the order paid once. */
async function expectPaidOnce(buyer: TestUser, orderId: string): Promise<void> {
  const { secret } = await processorClients();
  const customer = (await getPaymentsCustomerId(buyer.uid))!;
  const charges = (await secret.charges.list({ customer, limit: 100 })).data.filter((c) => c.metadata.orderId === orderId && c.status === 'succeeded');
  expect(charges).toHaveLength(1);
  expect(charges[0]!.amount_refunded).toBe(0);
  const ledger = await listLedger(orderId);
  expect(ledger.filter((e) => e.kind === 'charge')).toHaveLength(1);
  expect(ledger.filter((e) => e.kind === 'refund')).toEqual([]);
  const order = (await storedOrder(orderId))!;
  expect(order.status).toBe('paid');
  expect(order.paymentIntentId).toBe(charges[0]!.payment_intent);
}

describe('after the payment', () => {
  it('ships with tracking, confirms receipt, and takes one review that shows on the seller’s page', async () => {
    const { buyer, orderId, itemId } = await boughtOrder();
    expect((await callApi('addTrackingNumber', { orderId, trackingNumber: 'RM123456789GB', carrier: 'royalMail' }, seller.headers)).code).toBe('notPaidYet');
    expect((await callApi('confirmReceipt', { orderId }, buyer.headers)).status).toBe(409);
    await callApi('payOrder', { orderId, addressId: await addressOf(buyer), cardId: await cardOf(buyer) }, buyer.headers);
    expect((await callApi('addReview', { orderId, rating: 5, title: 'Early', text: 'Too soon' }, buyer.headers)).code).toBe('notReceivedYet');
    expect((await callApi('addTrackingNumber', { orderId, trackingNumber: 'RM123456789GB', carrier: 'royalMail' }, buyer.headers)).status).toBe(403);

    const shipped = await callApi('addTrackingNumber', { orderId, trackingNumber: 'RM123456789GB', carrier: 'royalMail' }, seller.headers);
    expect(shipped.status, shipped.message).toBe(200);
    expect(shipped.message).toBe('Buyer tracking information updated successfully');
    const order = (await callApi('getOrder', { orderId }, buyer.headers)).data;
    expect(order).toMatchObject({ status: 'shipped', trackingNumber: 'RM123456789GB', carrier: 'royalMail', trackingUrl: expect.stringContaining('RM123456789GB') });
    expect((await callApi('getItem', { itemId })).data.status).toBe('Sold');
    const notices = (await callApi('getNotifications', { uid: buyer.uid, limit: 10, offset: 0 }, buyer.headers)).data as { template?: string }[];
    expect(notices.map((n) => n.template)).toContain('shipped');

    expect((await callApi('confirmReceipt', { orderId }, buyer.headers)).data.order.status).toBe('received');
    const review = await callApi('addReview', { orderId, rating: 4, title: 'Well packed', text: 'Arrived safely, as described.' }, buyer.headers);
    expect(review.status).toBe(200);
    expect((await callApi('addReview', { orderId, rating: 1, title: 'Again', text: 'Twice?' }, buyer.headers)).code).toBe('alreadyReviewed');
    const page = (await callApi('getSellerReviews', { sellerId: seller.uid })).data;
    expect(page.count).toBeGreaterThanOrEqual(1);
    expect(page.reviews.find((r: { title: string }) => r.title === 'Well packed')).toMatchObject({ rating: 4, itemName: expect.stringContaining('Checkout clock') });
    expect((await callApi('getItem', { itemId })).data.seller).toMatchObject({ reviewCount: page.count, rating: page.average });
    expect((await callApi('getSellerReviewsMine', {}, seller.headers)).data.count).toBe(page.count);
  });
});

describe('the payment provider’s webhook', () => {
  const post = (body: string, signature?: string) =>
    fetch(`${BASE_URL}/webhooks/payments`, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, body });

  it('refuses a request without a valid signature, or signed too long ago, and changes nothing', async () => {
    const body = JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded', created: 1, data: { object: { id: 'pi_forged', metadata: { orderId: 'x' } } } });
    expect((await post(body)).status).toBe(400);
    expect((await post(body, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`)).status).toBe(400);
    const { default: Stripe } = await import('stripe');
    const stale = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_patina_local', timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect((await post(body, stale)).status).toBe(400);
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else' });
    expect((await post(body, wrongSecret)).status).toBe(400);
  });

  it('pays an order from the provider’s event alone (3-D Secure completed, nobody asking), in any order of arrival, once', async () => {
    const { buyer, orderId } = await boughtOrder();
    const cardId = await cardOf(buyer, '4000002500003155');
    const customerId = (await getPaymentsCustomerId(buyer.uid))!;
    const pending = await callApi('payOrder', { orderId, addressId: await addressOf(buyer), cardId }, buyer.headers);
    expect(pending.data.paymentStatus).toBe('requires_action');
    // The events of this customer's payment are held, then delivered newest first.
    await holdEvents(customerId);
    await fetch(pending.data.challengeUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=complete', redirect: 'manual' });
    expect((await storedOrder(orderId))!.status).toBe('awaiting_payment');
    const delivered = await releaseEvents(customerId, 'reverse');
    expect(delivered.every((d) => d.status === 200)).toBe(true);
    expect((await storedOrder(orderId))!.status).toBe('paid');
    // The same event again changes nothing.
    const succeeded = delivered.find((d) => d.type === 'payment_intent.succeeded')!;
    expect((await redeliverEvent(succeeded.event)).every((d) => d.status === 200)).toBe(true);
    expect((await listLedger(orderId)).filter((e) => e.kind === 'charge')).toHaveLength(1);
    expect((await storedOrder(orderId))!.status).toBe('paid');
  });

  it('takes a refund’s amount from the provider: a signed event with another amount, or replayed, changes nothing', async () => {
    const { buyer, orderId } = await boughtOrder();
    const paid = await callApi('payOrder', { orderId, addressId: await addressOf(buyer), cardId: await cardOf(buyer) }, buyer.headers);
    expect(paid.data.paymentStatus).toBe('succeeded');
    const intentId = (await storedOrder(orderId))!.paymentIntentId!;
    const { secret } = await processorClients();
    // A partial refund made at the provider (from its dashboard, say): the ledger records what the provider says.
    await secret.refunds.create({ payment_intent: intentId, amount: 1_000 });
    const refunded = () => listLedger(orderId).then((l) => l.filter((e) => e.kind === 'refund'));
    await waitFor('the refund in the ledger', async () => ((await refunded()).length ? true : undefined));
    expect((await refunded()).map((e) => e.amount)).toEqual([1_000]);
    // The same event, signed with the endpoint's secret but claiming the whole price refunded, under a new id: still 1,000.
    const charge = (await secret.charges.list({ payment_intent: intentId })).data[0]!;
    const { default: Stripe } = await import('stripe');
    const body = JSON.stringify({ id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type: 'charge.refunded', created: Math.floor(Date.now() / 1000), data: { object: { ...charge, amount_refunded: 57_500, refunded: true } } });
    const signed = await post(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_patina_local' }));
    expect(signed.status).toBe(200);
    // The same body with its amount changed after signing is refused.
    expect((await post(body.replace('57500', '99999'), Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_patina_local' }))).status).toBe(400);
    expect((await refunded()).map((e) => e.amount)).toEqual([1_000]);
    expect((await storedOrder(orderId))!.status).toBe('paid');
  });

  it('pays an order even when the buyer never comes back from the bank (the webhook comes by itself)', async () => {
    const { buyer, orderId } = await boughtOrder();
    const pending = await callApi('payOrder', { orderId, addressId: await addressOf(buyer), cardId: await cardOf(buyer, '4000002500003155') }, buyer.headers);
    await fetch(pending.data.challengeUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=complete', redirect: 'manual' });
    await waitFor('the webhook to pay the order', async () => ((await storedOrder(orderId))?.status === 'paid' ? true : undefined));
  });
});
