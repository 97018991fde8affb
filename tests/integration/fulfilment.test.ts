import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Answer } from '../support/api.ts';
import { asRole, newUser, type TestUser } from '../support/auth.ts';
import { savedAddress, savedCard } from '../support/orders.ts';
import { clockListing, reviewWhenReady, uploadFivePhotos } from '../support/selling.ts';
import { waitFor } from '../support/wait.ts';

/**
 * Who may touch an order, and the fulfilment service's legs (issue 10 item 1; docs/adr/0021), from
 * the outside: a Buy it now makes the order, the buyer pays it, then the seller ships it (to the buyer,
 * or to the fulfilment centre, which ships it on to the buyer). Every order call is tried by a visitor,
 * the order's buyer, its seller, another user, another seller, an expert and an admin.
 */

type Person = 'buyer' | 'seller' | 'otherUser' | 'otherSeller' | 'expert' | 'admin';
const people = {} as Record<Person, TestUser>;
let seed = 1_310;

beforeAll(async () => {
  const [buyer, seller, otherUser, otherSeller, expert, admin] = await Promise.all([newUser(), asRole('seller'), newUser(), asRole('seller'), asRole('expert'), asRole('admin')]);
  Object.assign(people, { buyer, seller, otherUser, otherSeller, expert, admin });
}, 120_000);

const as = (who: Person | 'visitor') => (who === 'visitor' ? {} : people[who].headers);

/** A live Buy-it-now lot of the seller's (£550, £25 to GB), optionally through the fulfilment centre. */
async function liveBuyNowLot(fulfilment: { shipWithUs?: boolean; professionallyCleaned?: boolean; photography?: boolean } = {}): Promise<string> {
  const photos = await uploadFivePhotos(people.seller.token, ++seed);
  const form = { ...clockListing(photos, `Fulfilment clock ${randomUUID().slice(0, 8)}`), ...fulfilment };
  const submitted = await callApi('submitListing', { form }, people.seller.headers);
  expect(submitted.status, submitted.message).toBe(200);
  const itemId = submitted.data.itemId as string;
  const accepted = await reviewWhenReady(people.expert.token, itemId, 'accept');
  expect(accepted.data?.status, accepted.message).toBe('Active');
  return itemId;
}

/** The buyer's Buy it now of a lot: its order, awaiting payment. */
async function bought(itemId: string): Promise<string> {
  const answer = await callApi('buyNow', { itemId }, people.buyer.headers);
  expect(answer.status, answer.message).toBe(200);
  return answer.data.orderId as string;
}

let buyerAddressId: string;
let buyerCardId: string;

/** The buyer pays an order with a 4242 card to a GB address. */
async function pay(orderId: string): Promise<Answer> {
  buyerAddressId ??= await savedAddress(people.buyer, { streetAddress: '1 High Street', addressLine1: 'Flat 2', city: 'York', region: 'North Yorkshire', postCode: 'YO1 7HH' });
  buyerCardId ??= await savedCard(people.buyer);
  return callApi('payOrder', { orderId, addressId: buyerAddressId, cardId: buyerCardId }, people.buyer.headers);
}

/** Each person's answer's status to a call, in a fixed order (the order's own people last, so the others' tries came first). */
async function statuses(call: string, payload: (who: Person | 'visitor') => Record<string, unknown>, who: readonly (Person | 'visitor')[]): Promise<Record<string, number>> {
  const seen: Record<string, number> = {};
  for (const person of who) seen[person] = (await callApi(call, payload(person), as(person))).status;
  return seen;
}

const STRANGERS = ['visitor', 'otherUser', 'otherSeller', 'expert', 'admin'] as const;
const RM = { trackingNumber: 'RM123456789GB', carrier: 'royalMail' };

describe('who may touch an order', () => {
  it('getOrder, getMyOrders, payOrder: the buyer pays and sees it, the seller sees it, nobody else learns it exists', async () => {
    const orderId = await bought(await liveBuyNowLot());
    expect(await statuses('getOrder', () => ({ orderId }), [...STRANGERS, 'buyer', 'seller'])).toEqual({ visitor: 401, otherUser: 404, otherSeller: 404, expert: 404, admin: 404, buyer: 200, seller: 200 });
    expect((await callApi('getOrder', { orderId }, as('seller'))).data.role).toBe('seller');

    for (const person of ['otherUser', 'otherSeller', 'expert', 'admin', 'seller'] as const) {
      const mine = await callApi('getMyOrders', {}, as(person));
      expect(mine.status, person).toBe(200);
      expect(mine.data.orders.map((o: { id: string }) => o.id), person).not.toContain(orderId);
    }
    expect((await callApi('getMyOrders', {})).status).toBe(401);
    expect((await callApi('getMyOrders', {}, as('buyer'))).data.orders.map((o: { id: string }) => o.id)).toContain(orderId);

    // Everyone tries to pay it with their own address and card: only the buyer may.
    const own: Partial<Record<Person, { addressId: string; cardId: string }>> = {};
    for (const person of ['otherUser', 'otherSeller', 'expert', 'admin', 'seller'] as const) {
      own[person] = { addressId: await savedAddress(people[person], { fullName: 'Not The Buyer', postCode: 'LS1 1AA' }), cardId: await savedCard(people[person]) };
    }
    const payAs = (who: Person | 'visitor') => ({ orderId, ...(who === 'visitor' ? { addressId: 'NOSUCHADDRESS', cardId: 'NOSUCHCARD' } : (own[who as Person] ?? { addressId: 'x', cardId: 'y' })) });
    expect(await statuses('payOrder', payAs, [...STRANGERS, 'seller'])).toEqual({ visitor: 401, otherUser: 404, otherSeller: 404, expert: 404, admin: 404, seller: 404 });
    expect((await callApi('getOrder', { orderId }, as('buyer'))).data.status).toBe('awaiting_payment');
    const paid = await pay(orderId);
    expect(paid.status, paid.message).toBe(200);
    expect(paid.data.order.status).toBe('paid');
  });

  it('addTrackingNumber, confirmReceipt, addReview: the seller ships, the buyer confirms and reviews, nobody else', async () => {
    const orderId = await bought(await liveBuyNowLot());
    expect((await pay(orderId)).status).toBe(200);

    const track = () => ({ orderId, ...RM });
    // addTrackingNumber is a seller's call: a user without a seller account (the buyer too) is refused by role.
    expect(await statuses('addTrackingNumber', track, [...STRANGERS, 'buyer'])).toEqual({ visitor: 401, otherUser: 403, otherSeller: 404, expert: 403, admin: 403, buyer: 403 });
    expect((await callApi('getOrder', { orderId }, as('buyer'))).data.status).toBe('paid');
    // Receipt and review are the buyer's: the seller and anyone else are answered as if the order did not exist.
    expect(await statuses('confirmReceipt', () => ({ orderId }), [...STRANGERS, 'seller'])).toEqual({ visitor: 401, otherUser: 404, otherSeller: 404, expert: 404, admin: 404, seller: 404 });

    expect((await callApi('addTrackingNumber', track(), as('seller'))).status).toBe(200);
    expect(await statuses('confirmReceipt', () => ({ orderId }), [...STRANGERS, 'seller'])).toEqual({ visitor: 401, otherUser: 404, otherSeller: 404, expert: 404, admin: 404, seller: 404 });
    expect((await callApi('getOrder', { orderId }, as('buyer'))).data.status).toBe('shipped');
    expect((await callApi('confirmReceipt', { orderId }, as('buyer'))).status).toBe(200);

    const review = () => ({ orderId, rating: 5, title: 'Lovely', text: 'As described.' });
    expect(await statuses('addReview', review, [...STRANGERS, 'seller'])).toEqual({ visitor: 401, otherUser: 404, otherSeller: 404, expert: 404, admin: 404, seller: 404 });
    expect((await callApi('getSellerReviews', { sellerId: people.seller.uid })).data.reviews.filter((r: { title: string }) => r.title === 'Lovely')).toHaveLength(0);
    expect((await callApi('addReview', review(), as('buyer'))).status).toBe(200);
  });

  it('sendSecondChanceOffer: the lot’s seller only (a lot that did not lapse is refused, and nobody else may ask)', async () => {
    const itemId = await liveBuyNowLot();
    await bought(itemId);
    expect(await statuses('sendSecondChanceOffer', () => ({ itemId }), [...STRANGERS, 'buyer'])).toEqual({ visitor: 401, otherUser: 403, otherSeller: 404, expert: 403, admin: 403, buyer: 403 });
    const own = await callApi('sendSecondChanceOffer', { itemId }, as('seller'));
    expect(own.status).toBe(409);
    expect(own.code).toBe('secondChanceUnavailable');
  });

  it('adminListFulfilment, adminUpdateFulfilment: admins only', async () => {
    const orderId = await bought(await liveBuyNowLot({ shipWithUs: true }));
    const others = ['visitor', 'buyer', 'seller', 'otherUser', 'otherSeller', 'expert'] as const;
    expect(await statuses('adminListFulfilment', () => ({}), [...others, 'admin'])).toEqual({ visitor: 401, buyer: 403, seller: 403, otherUser: 403, otherSeller: 403, expert: 403, admin: 200 });
    expect(await statuses('adminUpdateFulfilment', () => ({ orderId, step: 'received' }), others)).toEqual({ visitor: 401, buyer: 403, seller: 403, otherUser: 403, otherSeller: 403, expert: 403 });
    const refused = await callApi('adminUpdateFulfilment', { orderId, step: 'received' }, as('admin'));
    expect([refused.status, refused.code]).toEqual([409, 'notPaidYet']);
    expect((await callApi('adminUpdateFulfilment', { orderId: 'NOSUCHORDER', step: 'received' }, as('admin'))).status).toBe(404);
  });
});

describe('a fulfilment-service order', () => {
  it('goes from the seller to the centre, through the services asked for, then from the centre to the buyer; each leg by its own party, in order', async () => {
    const itemId = await liveBuyNowLot({ shipWithUs: true, professionallyCleaned: true });
    const orderId = await bought(itemId);
    expect((await pay(orderId)).status).toBe(200);
    const step = (data: Record<string, unknown>) => callApi('adminUpdateFulfilment', { orderId, ...data }, as('admin'));

    // The seller is told where to send it: the centre's address, not the buyer's.
    const forSeller = (await callApi('getOrder', { orderId }, as('seller'))).data;
    expect(forSeller).toMatchObject({ shipWithUs: true, status: 'paid', fulfilmentCentre: { fullName: expect.any(String), postCode: expect.any(String), country: 'GB' }, centreServices: { cleaning: true, photography: false } });
    expect(forSeller.shipTo).toBeUndefined();
    // Told by whichever side settled the payment first: payOrder, or the webhook (lambdas/orders/settle.ts),
    // whose notices may still be on their way when payOrder answers that the order is paid.
    const sellerNotices = async () =>
      ((await callApi('getNotifications', { uid: people.seller.uid, limit: 50, offset: 0 }, as('seller'))).data as { template?: string; title: string }[])
        .filter((n) => n.title.includes(forSeller.item.name))
        .map((n) => n.template);
    expect(await waitFor('the seller told to send it to the centre', async () => ((await sellerNotices()).includes('orderPaidToCentre') ? true : undefined))).toBe(true);
    // The buyer sees neither the centre nor the inbound leg.
    const forBuyer = (await callApi('getOrder', { orderId }, as('buyer'))).data;
    expect(forBuyer.fulfilmentCentre).toBeUndefined();
    expect(forBuyer.shipTo).toMatchObject({ postCode: 'YO1 7HH' });

    // The centre cannot receive, or ship, what the seller has not sent.
    expect((await step({ step: 'received' })).code).toBe('notAtCentreYet');
    expect((await step({ step: 'shipped', ...RM })).code).toBe('notReceivedAtCentre');
    expect((await callApi('adminListFulfilment', { stage: 'awaitingSeller' }, as('admin'))).data.orders.map((o: { id: string }) => o.id)).toContain(orderId);

    // The seller's tracking is the inbound leg: the order stays paid, the lot in Shipping, the buyer sees no number.
    const inbound = await callApi('addTrackingNumber', { orderId, trackingNumber: 'RM000000001GB', carrier: 'royalMail' }, as('seller'));
    expect([inbound.status, inbound.code]).toEqual([200, 'centreTrackingUpdated']);
    expect((await callApi('getOrder', { orderId }, as('seller'))).data).toMatchObject({ status: 'paid', toCentre: { trackingNumber: 'RM000000001GB', trackingUrl: expect.stringContaining('RM000000001GB') } });
    const buyerNow = (await callApi('getOrder', { orderId }, as('buyer'))).data;
    expect([buyerNow.status, buyerNow.trackingNumber, buyerNow.toCentre]).toEqual(['paid', undefined, undefined]);
    expect((await callApi('getItem', { itemId })).data.status).toBe('Shipping');

    // The centre's steps, in order: received, then the cleaning asked for (photography was not), then shipped.
    const listed = (await callApi('adminListFulfilment', { stage: 'toCentre' }, as('admin'))).data.orders.find((o: { id: string }) => o.id === orderId);
    expect(listed).toMatchObject({ stage: 'toCentre', shipTo: { postCode: 'YO1 7HH' }, toCentre: { trackingNumber: 'RM000000001GB' } });
    expect((await step({ step: 'cleaned' })).code).toBe('notReceivedAtCentre');
    expect((await step({ step: 'received' })).data.stage).toBe('atCentre');
    const late = await callApi('addTrackingNumber', { orderId, trackingNumber: 'RM000000002GB', carrier: 'royalMail' }, as('seller'));
    expect([late.status, late.code]).toEqual([409, 'alreadyAtCentre']);
    expect((await step({ step: 'photographed' })).code).toBe('serviceNotOrdered');
    const pending = await step({ step: 'shipped', ...RM });
    expect([pending.status, pending.code, pending.params]).toEqual([409, 'centreStepsPending', { steps: 'cleaned' }]);
    expect((await step({ step: 'cleaned' })).data.stage).toBe('readyToShip');
    expect((await step({ step: 'shipped' })).status).toBe(400);
    expect((await step({ step: 'received', trackingNumber: 'X1' })).status).toBe(400);
    expect((await callApi('getOrder', { orderId }, as('buyer'))).data.status).toBe('paid');

    // The centre ships it: the order is shipped, the lot Sold, the buyer told with the tracking link.
    const outbound = await step({ step: 'shipped', trackingNumber: '15501234567890', carrier: 'dpd' });
    expect([outbound.status, outbound.code]).toEqual([200, 'trackingUpdated']);
    expect(outbound.data).toMatchObject({ stage: 'shipped', status: 'shipped' });
    const shipped = (await callApi('getOrder', { orderId }, as('buyer'))).data;
    expect(shipped).toMatchObject({ status: 'shipped', trackingNumber: '15501234567890', carrier: 'dpd', trackingUrl: expect.stringContaining('15501234567890') });
    expect(shipped.toCentre).toBeUndefined();
    expect((await callApi('getItem', { itemId })).data.status).toBe('Sold');
    const buyerNotices = (await callApi('getNotifications', { uid: people.buyer.uid, limit: 50, offset: 0 }, as('buyer'))).data as { template?: string; body: string }[];
    expect(buyerNotices.find((n) => n.template === 'shipped' && n.body.includes('15501234567890'))?.body).toContain('https://');
    expect((await callApi('addTrackingNumber', { orderId, ...RM }, as('seller'))).code).toBe('alreadyShipped');
    expect((await callApi('confirmReceipt', { orderId }, as('buyer'))).data.order.status).toBe('received');
  });

  it('is the seller’s own to ship when they did not choose the service: the centre is refused it', async () => {
    const orderId = await bought(await liveBuyNowLot());
    expect((await pay(orderId)).status).toBe(200);
    expect((await callApi('getOrder', { orderId }, as('seller'))).data).toMatchObject({ shipWithUs: false, shipTo: { postCode: 'YO1 7HH' } });
    const refused = await callApi('adminUpdateFulfilment', { orderId, step: 'shipped', ...RM }, as('admin'));
    expect([refused.status, refused.code]).toEqual([409, 'notFulfilmentOrder']);
    expect((await callApi('adminListFulfilment', {}, as('admin'))).data.orders.map((o: { id: string }) => o.id)).not.toContain(orderId);
    expect((await callApi('getOrder', { orderId }, as('buyer'))).data.status).toBe('paid');
  });
});

