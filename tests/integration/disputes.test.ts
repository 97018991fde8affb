import { beforeAll, describe, expect, it } from 'vitest';
import { listLedger } from '../../lambdas/data/entities/ledger.ts';
import { ItemStatus } from '../../shared/item.ts';
import { callApi } from '../support/api.ts';
import { asRole, newUser, type TestUser } from '../support/auth.ts';
import { liveLot } from '../support/market.ts';
import { saleAt, SALE_PRICE, SALE_SHIPPING } from '../support/orders.ts';
import { useStackTable } from '../support/stack-db.ts';

/*
 * Disputes (issue 11 item 1; docs/adr/0023): the buyer of a paid order opens one, the order and its lot
 * go In dispute, the thread is read and written by the buyer, the seller and the dispute manager (an
 * admin) and by nobody else; the manager's "sale cancelled" refunds the buyer once, however often it
 * is set, and returns the lot to its seller. Through the calls on the shared stack.
 */

let seller: TestUser;
let expert: TestUser;
let admin: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  useStackTable();
  [seller, expert, admin, stranger] = await Promise.all([asRole('seller'), asRole('expert'), asRole('admin'), newUser({ emailPrefix: 'stranger' })]);
}, 120_000);

interface Note {
  type: string;
  template?: string;
  itemDisputeId?: string;
  orderId?: string;
}
const notesOf = async (person: TestUser) => (await callApi('getNotifications', { uid: person.uid, limit: 50, offset: 0 }, person.headers)).data as Note[];

describe('opening a dispute', () => {
  it('holds the order and its lot In dispute, tells the seller with a link to the thread, and is listed as open for both parties', async () => {
    const sale = await saleAt(seller, expert.token, 'shipped');
    const opened = await callApi('createDispute', { orderId: sale.orderId, message: 'The dial is cracked across the six.' }, sale.buyer.headers);
    expect(opened.status, opened.message).toBe(200);
    expect(opened.message).toBe('Dispute successfully submitted');
    const itemDisputeId = opened.data.itemDisputeId as string;

    expect((await callApi('getOrder', { orderId: sale.orderId }, sale.buyer.headers)).data.status).toBe('in_dispute');
    expect((await callApi('getItem', { itemId: sale.itemId })).data.status).toBe(ItemStatus.InDispute);
    const told = (await notesOf(seller)).filter((n) => n.itemDisputeId === itemDisputeId);
    expect(told).toMatchObject([{ type: 'DISPUTE', template: 'disputeOpened', orderId: sale.orderId }]);
    const mail = ((await (await fetch(`${process.env.PATINA_URL}/dev/outbox.json?to=${encodeURIComponent(seller.email)}`)).json()) as { mails: { text: string }[] }).mails;
    expect(mail.some((m) => m.text.includes(`/my-account/disputes-details/${itemDisputeId}`))).toBe(true);

    for (const party of [sale.buyer, seller]) {
      const open = (await callApi('getDisputes', { state: 'open' }, party.headers)).data.disputes as { itemDisputeId: string; status: string }[];
      expect(open.find((d) => d.itemDisputeId === itemDisputeId)).toMatchObject({ status: 'open' });
      const closed = (await callApi('getDisputes', { state: 'closed' }, party.headers)).data.disputes as { itemDisputeId: string }[];
      expect(closed.map((d) => d.itemDisputeId)).not.toContain(itemDisputeId);
    }
    expect(((await callApi('adminListDisputes', { status: 'open' }, admin.headers)).data.disputes as { itemDisputeId: string }[]).map((d) => d.itemDisputeId)).toContain(itemDisputeId);

    // The same submission again (a double click) is the same dispute; another message while it is open is refused.
    expect((await callApi('createDispute', { orderId: sale.orderId, message: 'The dial is cracked across the six.' }, sale.buyer.headers)).data).toEqual({ itemDisputeId });
    const second = await callApi('createDispute', { orderId: sale.orderId, message: 'And the key is missing.' }, sale.buyer.headers);
    expect([second.status, second.code]).toEqual([409, 'alreadyInDispute']);
    // The seller cannot ship (again) while the sale is held, nor can the seller's payout run: see payouts.test.ts.
  });

  it('is refused for an order not yet paid, to the seller, to anyone else, and with an empty or too long message', async () => {
    const sale = await saleAt(seller, expert.token, 'paid');
    const lot = await liveLot(seller.token, expert.token);
    const unpaid = await callApi('buyNow', { itemId: lot.itemId }, stranger.headers);
    const notPaid = await callApi('createDispute', { orderId: unpaid.data.orderId, message: 'Where is it?' }, stranger.headers);
    expect([notPaid.status, notPaid.code]).toEqual([409, 'disputeNotAllowed']);

    const bySeller = await callApi('createDispute', { orderId: sale.orderId, message: 'The buyer is rude.' }, seller.headers);
    expect([bySeller.status, bySeller.code]).toEqual([403, 'onlyBuyerDisputes']);
    for (const other of [stranger, expert, admin]) expect((await callApi('createDispute', { orderId: sale.orderId, message: 'Mine?' }, other.headers)).status).toBe(404);
    expect((await callApi('createDispute', { orderId: sale.orderId, message: 'x' }, {})).status).toBe(401);
    const empty = await callApi('createDispute', { orderId: sale.orderId, message: '   ' }, sale.buyer.headers);
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.data.fields)).toEqual(['message']);
    const long = await callApi('createDispute', { orderId: sale.orderId, message: 'a'.repeat(1001) }, sale.buyer.headers);
    expect([long.status, long.data.fields.message]).toEqual([400, 'At most 1000 characters']);
    expect((await callApi('createDispute', { orderId: sale.orderId, message: 'a'.repeat(1000) }, sale.buyer.headers)).status).toBe(200);
  });
});

describe('the thread and the manager', () => {
  it('buyer, seller and manager write in it, each reply told to the others; visitors get 401, others 404, and only an admin sets the status', async () => {
    const sale = await saleAt(seller, expert.token, 'received');
    const itemDisputeId = (await callApi('createDispute', { orderId: sale.orderId, message: 'Not as described.' }, sale.buyer.headers)).data.itemDisputeId as string;

    expect((await callApi('replyDispute', { itemDisputeId, message: 'It was photographed as it is.' }, seller.headers)).status).toBe(200);
    const managed = await callApi('replyDispute', { itemDisputeId, message: 'Please send a photograph of the damage.' }, admin.headers);
    expect(managed.status, managed.message).toBe(200);
    expect(managed.data.replies.map((r: { from: string }) => r.from)).toEqual(['seller', 'manager']);
    const thread = (await callApi('getDispute', { itemDisputeId }, sale.buyer.headers)).data;
    expect(thread).toMatchObject({ itemDisputeId, orderId: sale.orderId, message: 'Not as described.', status: 'open', role: 'buyer' });
    expect(thread.replies).toMatchObject([
      { from: 'seller', message: 'It was photographed as it is.' },
      { from: 'manager', message: 'Please send a photograph of the damage.' },
    ]);
    expect((await notesOf(sale.buyer)).filter((n) => n.itemDisputeId === itemDisputeId && n.template === 'disputeReply')).toHaveLength(2);
    expect((await notesOf(seller)).filter((n) => n.itemDisputeId === itemDisputeId && n.template === 'disputeReply')).toHaveLength(1);

    // Who may read, write and decide.
    for (const call of ['getDispute', 'replyDispute', 'setDisputeStatus'] as const) {
      const payload = call === 'getDispute' ? { itemDisputeId } : call === 'replyDispute' ? { itemDisputeId, message: 'Hello?' } : { itemDisputeId, status: 'resolved' };
      expect((await callApi(call, payload, {})).status, `${call} by a visitor`).toBe(401);
      if (call === 'setDisputeStatus') {
        for (const who of [sale.buyer, seller, stranger, expert]) expect((await callApi(call, payload, who.headers)).status, `${call} by ${who.email}`).toBe(403);
      } else {
        for (const who of [stranger, expert]) expect((await callApi(call, payload, who.headers)).status, `${call} by ${who.email}`).toBe(404);
      }
    }
    for (const who of [sale.buyer, seller, stranger, expert]) expect((await callApi('adminListDisputes', {}, who.headers)).status).toBe(403);
    expect((await callApi('adminListDisputes', {}, {})).status).toBe(401);
    // Nobody's thread grew from the refused attempts.
    expect((await callApi('getDispute', { itemDisputeId }, admin.headers)).data.replies).toHaveLength(2);

    // Resolved: the sale stands (the order received again, the lot Sold); a closed dispute takes no more replies from the parties.
    const resolved = await callApi('setDisputeStatus', { itemDisputeId, status: 'resolved' }, admin.headers);
    expect([resolved.status, resolved.data.status]).toEqual([200, 'resolved']);
    expect((await callApi('getOrder', { orderId: sale.orderId }, sale.buyer.headers)).data.status).toBe('received');
    expect((await callApi('getItem', { itemId: sale.itemId })).data.status).toBe(ItemStatus.Sold);
    expect(((await callApi('getDisputes', { state: 'closed' }, sale.buyer.headers)).data.disputes as { itemDisputeId: string }[]).map((d) => d.itemDisputeId)).toContain(itemDisputeId);
    expect((await callApi('setDisputeStatus', { itemDisputeId, status: 'closed' }, admin.headers)).status).toBe(200);
    const late = await callApi('replyDispute', { itemDisputeId, message: 'One more thing.' }, sale.buyer.headers);
    expect([late.status, late.code]).toEqual([409, 'disputeClosed']);
    const refused = await callApi('setDisputeStatus', { itemDisputeId, status: 'sale_cancelled' }, admin.headers);
    expect([refused.status, refused.code]).toEqual([409, 'disputeStatusNotAllowed']);
    expect((await notesOf(sale.buyer)).filter((n) => n.itemDisputeId === itemDisputeId).map((n) => n.template)).toEqual(expect.arrayContaining(['disputeResolved', 'disputeClosed']));
  });
});

describe('cancelling the sale', () => {
  it('refunds the buyer once through the payments provider, even when set again, and returns the lot to its seller', async () => {
    const sale = await saleAt(seller, expert.token, 'shipped');
    const itemDisputeId = (await callApi('createDispute', { orderId: sale.orderId, message: 'It never arrived.' }, sale.buyer.headers)).data.itemDisputeId as string;
    const cancelled = await Promise.all([1, 2].map(() => callApi('setDisputeStatus', { itemDisputeId, status: 'sale_cancelled' }, admin.headers)));
    for (const answer of cancelled) expect([answer.status, answer.data.status]).toEqual([200, 'sale_cancelled']);
    const again = await callApi('setDisputeStatus', { itemDisputeId, status: 'sale_cancelled' }, admin.headers);
    expect(again.status).toBe(200);

    const refunds = (await listLedger(sale.orderId)).filter((e) => e.kind === 'refund');
    expect(refunds).toEqual([expect.objectContaining({ amount: SALE_PRICE + SALE_SHIPPING })]);
    expect((await callApi('getOrder', { orderId: sale.orderId }, sale.buyer.headers)).data.status).toBe('refunded');
    const unsold = (await callApi('getSellerItems', { tab: 'unsold' }, seller.headers)).data.items as { id: string; status: string }[];
    expect(unsold.find((i) => i.id === sale.itemId)).toMatchObject({ status: ItemStatus.Unsold });
    const toldBuyer = (await notesOf(sale.buyer)).filter((n) => n.itemDisputeId === itemDisputeId && n.template === 'disputeSaleCancelled');
    expect(toldBuyer).toHaveLength(1);
    // Final: it cannot be reopened.
    expect((await callApi('setDisputeStatus', { itemDisputeId, status: 'open' }, admin.headers)).status).toBe(409);
  });
});
