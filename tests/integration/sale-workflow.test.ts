import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ItemStatus } from '../../shared/item.ts';
import { OrderStatus } from '../../shared/order.ts';
import { SECOND_CHANCE_WINDOW_SECONDS } from '../../shared/second-chance.ts';
import { SHIPMENT_REMINDER_SECONDS } from '../../shared/sale-deadlines.ts';
import { advanceClockTo, clockNow, useOwnStack } from '../support/own-stack.ts';

/*
 * After the hammer, on the test clock (issue 10 points 4–5, lifecycle steps 5–6): the buyer is
 * reminded 12 hours and 1 hour before the payment deadline (bell and e-mail), the sale lapses at it
 * (the buyer's order "Cancelled - Unpaid", the seller's lot "Payment Not Done On Time"), the seller
 * may offer the lot to the under-bidder at their maximum, who pays it; a seller who has not shipped 5
 * days after the payment is reminded; a payment that completes after the lapse is refunded. On a
 * stack of its own: moving its clock would move every other test's deadlines.
 */

useOwnStack('sale-test', 800);
const { BASE_URL, callApi } = await import('../support/api.ts');
const { asRole, claimsOf, newUser, signInDemo } = await import('../support/auth.ts');
type TestUser = Awaited<ReturnType<typeof newUser>>;
const { bearer, clockListing, reviewWhenReady, uploadFivePhotos } = await import('../support/selling.ts');
const { waitFor } = await import('../support/wait.ts');
const { processorClients } = await import('../support/payments.ts');
const { savedAddress, savedCard } = await import('../support/orders.ts');
const { useStackTable } = await import('../support/stack-db.ts');
useStackTable();
const { listLedger } = await import('../../lambdas/data/entities/ledger.ts');

const HOUR_MS = 3_600_000;
let seller: { token: string; uid: string; headers: Record<string, string>; email: string };
let expert: string;

beforeAll(async () => {
  const token = await signInDemo('seller');
  seller = { token, uid: claimsOf(token).sub as string, headers: bearer(token), email: 'seller@patina.test' };
  expert = await signInDemo('expert');
});

/** Moves the test clock to `at` (a little past it: a wait's deadline is whole seconds after its start). */
const advanceTo = (at: number) => advanceClockTo(at, { pastBy: 2, alreadyPast: 'stay' });

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const mailsTo = async (email: string): Promise<Mail[]> => ((await (await fetch(`${BASE_URL}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { mails: Mail[] }).mails;

interface Note {
  template?: string;
  title: string;
  orderId?: string;
  item: { id: string } | null;
}
const notificationsOf = async (user: { uid: string; headers: Record<string, string> }): Promise<Note[]> =>
  (await callApi('getNotifications', { uid: user.uid, limit: 50, offset: 0 }, user.headers)).data as Note[];
const notesAbout = async (user: { uid: string; headers: Record<string, string> }, itemId: string, template: string) =>
  (await notificationsOf(user)).filter((n) => n.item?.id === itemId && n.template === template);

const orderOf = async (buyer: TestUser, itemId: string) => {
  const orders = (await callApi('getMyOrders', {}, buyer.headers)).data.orders as Array<{ id: string; itemId: string; status: string; payBy: string; price: number }>;
  return orders.filter((o) => o.itemId === itemId);
};
const statusOf = async (itemId: string) => (await callApi('getItem', { itemId }, seller.headers)).data.status as string;

let photoSeed = 300;
/** A live clock auction (start £100, reserve £200, Buy it now £550), accepted by the expert. */
async function liveLot(label: string): Promise<{ itemId: string; name: string; endsAt: string }> {
  const name = `${label} ${randomUUID().slice(0, 8)}`;
  // A photo belongs to one listing only: fresh ones for each.
  const photos = await uploadFivePhotos(seller.token, ++photoSeed);
  const submitted = await callApi('submitListing', { form: clockListing(photos, name) }, seller.headers);
  expect(submitted.status, submitted.message).toBe(200);
  const itemId = submitted.data.itemId as string;
  expect((await reviewWhenReady(expert, itemId, 'accept')).status).toBe(200);
  const live = await waitFor(`lot ${itemId} to be on sale`, async () => {
    const item = (await callApi('getItem', { itemId })).data;
    return item?.status === ItemStatus.Active && item.endsAt ? (item as { endsAt: string }) : undefined;
  });
  return { itemId, name, endsAt: live.endsAt };
}

/** A lot bought now by a fresh buyer: its order awaits payment. */
async function boughtNow(label: string): Promise<{ itemId: string; buyer: TestUser; orderId: string; payBy: number }> {
  const { itemId } = await liveLot(label);
  const buyer = await newUser({ emailPrefix: 'bin' });
  const bought = await callApi('buyNow', { itemId }, buyer.headers);
  expect(bought.status, bought.message).toBe(200);
  const [order] = await orderOf(buyer, itemId);
  return { itemId, buyer, orderId: order!.id, payBy: Date.parse(order!.payBy) };
}

const addressOf = (buyer: TestUser) => savedAddress(buyer, { fullName: 'Una Underbidder' });
const cardOf = savedCard;

describe('a sale not paid within 24 hours', () => {
  it('reminds the buyer at 12 h and 1 h, lapses at the deadline; the second-chance offer sells it to the under-bidder, who pays; the seller is reminded to ship 5 days later', async () => {
    const { itemId, name, endsAt } = await liveLot('Clock sold twice');
    const winner = await newUser({ emailPrefix: 'winner' });
    const underBidder = await newUser({ emailPrefix: 'under' });
    // The under-bidder's maximum (£300) meets the reserve; the winner's (£400) beats it.
    expect((await callApi('placeBid', { itemId, amount: 10_000, maxBid: 30_000 }, underBidder.headers)).status).toBe(200);
    expect((await callApi('placeBid', { itemId, amount: 35_000, maxBid: 40_000 }, winner.headers)).status).toBe(200);

    await advanceTo(Date.parse(endsAt) + 60_000);
    expect(await statusOf(itemId)).toBe(ItemStatus.AwaitingPayment);
    const [order] = await orderOf(winner, itemId);
    expect(order).toMatchObject({ status: OrderStatus.AwaitingPayment });
    const payBy = Date.parse(order!.payBy);
    const reminderMails = async () => (await mailsTo(winner.email)).filter((m) => m.subject === `Patina: Please pay for ${name}`);
    expect(await reminderMails()).toEqual([]);

    // 12 hours before the deadline, then 1 hour before: one reminder each, in the bell and by e-mail.
    await advanceTo(payBy - 12 * HOUR_MS);
    expect(await reminderMails()).toHaveLength(1);
    expect((await reminderMails())[0]!.text).toContain(`/pay-items/${order!.id}`);
    expect(await notesAbout(winner, itemId, 'paymentReminder')).toMatchObject([{ orderId: order!.id }]);
    await advanceTo(payBy - HOUR_MS);
    expect(await reminderMails()).toHaveLength(2);
    expect(await notesAbout(winner, itemId, 'paymentReminder')).toHaveLength(2);

    // The deadline: the buyer's order is cancelled unpaid, the seller's lot Payment Not Done On Time.
    await advanceTo(payBy);
    expect(await orderOf(winner, itemId)).toMatchObject([{ id: order!.id, status: OrderStatus.CancelledUnpaid }]);
    expect(await notesAbout(winner, itemId, 'saleCancelledUnpaid')).toMatchObject([{ title: `${name}: Cancelled - Unpaid` }]);
    const unsold = (await callApi('getSellerItems', { tab: 'unsold' }, seller.headers)).data.items as Array<{ id: string; status: string }>;
    expect(unsold.find((i) => i.id === itemId)).toMatchObject({ status: ItemStatus.PaymentNotDone });
    expect(await notesAbout(seller, itemId, 'salePaymentNotDone')).toHaveLength(1);
    // Too late to pay now.
    expect((await callApi('payOrder', { orderId: order!.id, addressId: await addressOf(winner), cardId: await cardOf(winner) }, winner.headers)).status).toBe(409);

    // The seller offers it to the under-bidder at their own maximum.
    const offered = await callApi('sendSecondChanceOffer', { itemId }, seller.headers);
    expect(offered.status, offered.message).toBe(200);
    expect(offered.code).toBe('secondChanceSent');
    expect(offered.data).toMatchObject({ itemId, status: ItemStatus.AwaitingPayment, price: 30_000 });
    const secondOrderId = offered.data.orderId as string;
    expect(secondOrderId).not.toBe(order!.id);
    // Sent again (a double click): the same offer, nothing more.
    expect((await callApi('sendSecondChanceOffer', { itemId }, seller.headers)).data).toMatchObject({ orderId: secondOrderId });
    expect(await statusOf(itemId)).toBe(ItemStatus.AwaitingPayment);
    const offers = await orderOf(underBidder, itemId);
    expect(offers).toMatchObject([{ id: secondOrderId, status: OrderStatus.AwaitingPayment, price: 30_000 }]);
    expect(Date.parse(offers[0]!.payBy) - (await clockNow())).toBeGreaterThan(23 * HOUR_MS);
    expect(await notesAbout(underBidder, itemId, 'secondChanceOffer')).toMatchObject([{ orderId: secondOrderId }]);
    expect((await mailsTo(underBidder.email)).find((m) => m.text.includes(`/pay-items/${secondOrderId}`))).toBeDefined();
    // Not a second time for the same lapse, nor to the buyer who let it lapse.
    expect(await orderOf(winner, itemId)).toHaveLength(1);

    // The under-bidder pays with a saved card: the lot goes to Shipping.
    const paid = await callApi('payOrder', { orderId: secondOrderId, addressId: await addressOf(underBidder), cardId: await cardOf(underBidder) }, underBidder.headers);
    expect(paid.status, paid.message).toBe(200);
    expect(paid.data).toMatchObject({ paymentStatus: 'succeeded', order: { status: OrderStatus.Paid } });
    expect(await statusOf(itemId)).toBe(ItemStatus.Shipping);
    const refused = await callApi('sendSecondChanceOffer', { itemId }, seller.headers);
    expect(refused.status).toBe(409);
    expect(refused.code).toBe('secondChanceUnavailable');

    // Not shipped 5 days after the payment: the seller is reminded, once.
    const paidAt = Date.parse(paid.data.order.paidAt as string);
    await advanceTo(paidAt + SHIPMENT_REMINDER_SECONDS * 1000 - HOUR_MS);
    expect(await notesAbout(seller, itemId, 'shipmentReminder')).toEqual([]);
    await advanceTo(paidAt + SHIPMENT_REMINDER_SECONDS * 1000);
    expect(await notesAbout(seller, itemId, 'shipmentReminder')).toMatchObject([{ orderId: secondOrderId }]);
    await advanceTo((await clockNow()) + 24 * HOUR_MS);
    expect(await notesAbout(seller, itemId, 'shipmentReminder')).toHaveLength(1);
  }, 240_000);

  it('has no second chance without an under-bidder (a Buy it now), after the days allowed, or once the lot is relisted', async () => {
    const { itemId, payBy } = await boughtNow('Clock bought and not paid');
    await advanceTo(payBy);
    expect(await statusOf(itemId)).toBe(ItemStatus.PaymentNotDone);

    const nobody = await callApi('sendSecondChanceOffer', { itemId }, seller.headers);
    expect(nobody.status).toBe(409);
    expect(nobody.code).toBe('noUnderBidder');
    await advanceTo(payBy + SECOND_CHANCE_WINDOW_SECONDS * 1000);
    const late = await callApi('sendSecondChanceOffer', { itemId }, seller.headers);
    expect(late.status).toBe(409);
    expect(late.code).toBe('secondChanceExpired');

    expect((await callApi('relistItem', { itemId }, seller.headers)).status).toBe(200);
    const relisted = await callApi('sendSecondChanceOffer', { itemId }, seller.headers);
    expect(relisted.status).toBe(409);
    expect(relisted.code).toBe('secondChanceUnavailable');
    expect(await statusOf(itemId)).toBe(ItemStatus.AwaitingApproval);
    // To another seller the lot is not found (never theirs to offer); to a buyer the call is refused.
    expect((await callApi('sendSecondChanceOffer', { itemId }, (await asRole('seller')).headers)).status).toBe(404);
    expect((await callApi('sendSecondChanceOffer', { itemId }, (await newUser()).headers)).status).toBe(403);
  }, 180_000);

  it('refunds a payment that completes after the sale lapsed (a 3-D Secure challenge answered too late)', async () => {
    const { itemId, buyer, orderId, payBy } = await boughtNow('Clock paid too late');
    const pending = await callApi('payOrder', { orderId, addressId: await addressOf(buyer), cardId: await cardOf(buyer, '4000002500003155') }, buyer.headers);
    expect(pending.data.paymentStatus).toBe('requires_action');

    await advanceTo(payBy);
    expect(await orderOf(buyer, itemId)).toMatchObject([{ status: OrderStatus.CancelledUnpaid }]);

    // The bank's challenge is answered now: the payment succeeds at the provider, and is given back.
    const done = await fetch(pending.data.challengeUrl as string, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=complete', redirect: 'manual' });
    expect(done.status).toBe(303);
    const ledger = await waitFor('the late payment to be refunded', async () => {
      const entries = await listLedger(orderId);
      return entries.some((e) => e.kind === 'refund') ? entries : undefined;
    });
    const charges = ledger.filter((e) => e.kind === 'charge');
    expect(charges).toEqual([expect.objectContaining({ amount: 57_500 })]);
    expect(ledger.filter((e) => e.kind === 'refund')).toContainEqual(expect.objectContaining({ amount: 57_500 }));
    // The provider's own record: the charge is refunded in full.
    const intentId = String(pending.data.clientSecret).split('_secret_')[0]!;
    const { secret } = await processorClients();
    const intent = await secret.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
    expect(intent.status).toBe('succeeded');
    expect(intent.latest_charge).toMatchObject({ amount: 57_500, amount_refunded: 57_500, refunded: true });
    expect(await orderOf(buyer, itemId)).toMatchObject([{ status: OrderStatus.CancelledUnpaid }]);
    expect(await statusOf(itemId)).toBe(ItemStatus.PaymentNotDone);
  }, 180_000);
});
