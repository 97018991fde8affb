import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../shared/messages.ts';
import { callApi } from '../support/api.ts';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { asRole, asRoles, claimsOf, localCognito, newUser, passwordSignIn, stackConfig, type TestUser } from '../support/auth.ts';
import { liveLot } from '../support/market.ts';
import { saleAt, SALE_PRICE, SALE_SHIPPING, savedAddress, savedCard } from '../support/orders.ts';
import { bearer, clockListing, uploadFivePhotos } from '../support/selling.ts';
import { useStackTable } from '../support/stack-db.ts';

/*
 * The back office's facts to decide (issue 24 items 9 and 10; docs/adr/0050): adminGetDispute and
 * adminGetUser answer admins only, with the order, the parties, the thread, the customer's orders, bids,
 * listings, disputes and audit trail; adminSetUserStatus suspends an account so that its next call to
 * bid, buy, pay or list is refused (with the token it already holds) and reinstates it. Through the
 * calls on the stack.
 */

let seller: TestUser, expert: TestUser, admin: TestUser;
beforeAll(async () => {
  useStackTable();
  ({ seller, expert, admin } = await asRoles('seller', 'expert', 'admin'));
}, 120_000);

const suspended = Messages.accountSuspended;

describe('adminGetDispute', () => {
  it('answers the admin the order (amount, payment, status, tracking), both parties and the thread; nobody else', async () => {
    const sale = await saleAt(seller, expert.token, 'shipped');
    const opened = await callApi('createDispute', { orderId: sale.orderId, message: 'The dial is cracked across the six.' }, sale.buyer.headers);
    expect(opened.status, opened.message).toBe(200);
    const itemDisputeId = opened.data.itemDisputeId as string;
    expect((await callApi('replyDispute', { itemDisputeId, message: 'It left here whole.' }, seller.headers)).status).toBe(200);

    const answer = await callApi('adminGetDispute', { itemDisputeId }, admin.headers);
    expect(answer.status, answer.message).toBe(200);
    expect(answer.data).toMatchObject({
      itemDisputeId,
      itemId: sale.itemId,
      itemName: sale.name,
      message: 'The dial is cracked across the six.',
      status: 'open',
      role: 'manager',
      order: {
        id: sale.orderId,
        total: SALE_PRICE + SALE_SHIPPING,
        paymentStatus: 'paid',
        status: 'in_dispute',
        tracking: { number: 'RM123456785GB', carrier: 'Royal Mail', url: expect.stringContaining('royalmail.com') },
      },
      buyer: { uid: sale.buyer.uid, name: 'Tess Tester', email: sale.buyer.email },
      seller: { uid: seller.uid, email: seller.email },
    });
    expect(answer.data.order.itemNumber).toMatch(/\S/);
    expect(answer.data.seller.name).toMatch(/\S/);
    expect(answer.data.replies).toEqual([{ from: 'seller', message: 'It left here whole.', at: expect.any(String) }]);

    // A party to the dispute, an expert, a stranger: not the manager's view.
    for (const who of [sale.buyer, seller, expert]) expect((await callApi('adminGetDispute', { itemDisputeId }, who.headers)).status).toBe(403);
    expect((await callApi('adminGetDispute', { itemDisputeId }, {})).status).toBe(401);
    for (const bad of [{}, { itemDisputeId: 'bad id!' }, { itemDisputeId, extra: 1 }]) expect((await callApi('adminGetDispute', bad, admin.headers)).status, JSON.stringify(bad)).toBe(400);
    expect((await callApi('adminGetDispute', { itemDisputeId: 'NOSUCHDISPUTE' }, admin.headers)).status).toBe(404);
  });
});

describe('adminGetUser', () => {
  it("answers a customer's page: status in words, groups, orders bought and sold, bids, listings, disputes", async () => {
    const sale = await saleAt(seller, expert.token, 'paid');
    const lot = await liveLot(seller.token, expert.token, {}, 'Bid-on clock');
    expect((await callApi('placeBid', { itemId: lot.itemId, amount: 10_000 }, sale.buyer.headers)).status).toBe(200);
    const opened = await callApi('createDispute', { orderId: sale.orderId, message: 'Never arrived.' }, sale.buyer.headers);
    expect(opened.status, opened.message).toBe(200);

    const buyer = await callApi('adminGetUser', { uid: sale.buyer.uid }, admin.headers);
    expect(buyer.status, buyer.message).toBe(200);
    expect(buyer.data.user).toMatchObject({ uid: sale.buyer.uid, email: sale.buyer.email, name: 'Tess Tester', status: 'active', groups: [], emailConfirmed: true });
    expect(Date.parse(buyer.data.user.createdAt)).toBeGreaterThan(0);
    expect(buyer.data.orders).toEqual([expect.objectContaining({ id: sale.orderId, role: 'buyer', itemName: sale.name, total: SALE_PRICE + SALE_SHIPPING, paymentStatus: 'paid' })]);
    expect(buyer.data.bids).toEqual([expect.objectContaining({ item: expect.objectContaining({ id: lot.itemId }), myMaxBid: 10_000, state: 'winning' })]);
    expect(buyer.data.listings).toEqual([]);
    expect(buyer.data.disputes.map((d: { itemDisputeId: string }) => d.itemDisputeId)).toEqual([opened.data.itemDisputeId]);
    expect(buyer.data.audit).toEqual([]);

    const sellerPage = await callApi('adminGetUser', { uid: seller.uid }, admin.headers);
    expect(sellerPage.status).toBe(200);
    expect(sellerPage.data.listings.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining([sale.itemId, lot.itemId]));
    expect(sellerPage.data.orders).toEqual(expect.arrayContaining([expect.objectContaining({ id: sale.orderId, role: 'seller' })]));

    expect((await callApi('adminGetUser', { uid: admin.uid }, admin.headers)).data.user.groups).toEqual(['admin']);

    for (const who of [sale.buyer, seller, expert]) expect((await callApi('adminGetUser', { uid: sale.buyer.uid }, who.headers)).status).toBe(403);
    expect((await callApi('adminGetUser', { uid: sale.buyer.uid }, {})).status).toBe(401);
    for (const bad of [{}, { uid: 'bad uid!' }, { uid: sale.buyer.uid, more: true }]) expect((await callApi('adminGetUser', bad, admin.headers)).status, JSON.stringify(bad)).toBe(400);
    expect((await callApi('adminGetUser', { uid: 'NOSUCHUSER' }, admin.headers)).status).toBe(404);
  });
});

describe('adminSetUserStatus', () => {
  it('refuses a suspended buyer bidding, buying and paying with the token they hold, lets them read, and lets them again once reinstated; audited', async () => {
    const [forBids, forBuying] = await Promise.all([liveLot(seller.token, expert.token, {}, 'Suspension clock'), liveLot(seller.token, expert.token, {}, 'Owed clock')]);
    const buyer = await newUser({ emailPrefix: 'suspended' });
    const [addressId, cardId] = [await savedAddress(buyer), await savedCard(buyer)];
    const bought = await callApi('buyNow', { itemId: forBuying.itemId }, buyer.headers);
    expect(bought.status, bought.message).toBe(200);
    const orderId = bought.data.orderId as string;

    const suspend = await callApi('adminSetUserStatus', { uid: buyer.uid, status: 'suspended', reason: 'Unpaid orders elsewhere' }, admin.headers);
    expect(suspend.status, suspend.message).toBe(200);
    expect(suspend.message).toBe('Account suspended');
    expect(suspend.data.user).toMatchObject({ uid: buyer.uid, status: 'suspended', suspensionReason: 'Unpaid orders elsewhere' });

    // The token issued before the suspension: refused on every call that bids, buys or pays.
    for (const [name, data] of [
      ['placeBid', { itemId: forBids.itemId, amount: 10_000 }],
      ['buyNow', { itemId: forBids.itemId }],
      ['payOrder', { orderId, addressId, cardId }],
    ] as const) {
      const refused = await callApi(name, data, buyer.headers);
      expect(refused.status, name).toBe(403);
      expect(refused.message, name).toBe(suspended);
      expect(refused.code, name).toBe('accountSuspended');
    }
    // Read-only: their orders and the lot are still theirs to see.
    const orders = await callApi('getMyOrders', {}, buyer.headers);
    expect(orders.status).toBe(200);
    expect(orders.data.orders.map((o: { id: string }) => o.id)).toContain(orderId);
    expect((await callApi('adminGetUser', { uid: buyer.uid }, admin.headers)).data.user.status).toBe('suspended');

    const reinstate = await callApi('adminSetUserStatus', { uid: buyer.uid, status: 'active', reason: 'Settled' }, admin.headers);
    expect(reinstate.status, reinstate.message).toBe(200);
    expect(reinstate.message).toBe('Account reinstated');
    expect(reinstate.data.user).toMatchObject({ status: 'active', suspendedAt: null });
    const bid = await callApi('placeBid', { itemId: forBids.itemId, amount: 10_000 }, buyer.headers);
    expect(bid.status, bid.message).toBe(200);
    const paid = await callApi('payOrder', { orderId, addressId, cardId }, buyer.headers);
    expect(paid.data?.paymentStatus, paid.message).toBe('succeeded');

    const page = await callApi('adminGetUser', { uid: buyer.uid }, admin.headers);
    expect(page.data.audit.map((e: { action: string }) => e.action)).toEqual(['reinstateUser', 'suspendUser']);
    expect(page.data.audit[1]).toMatchObject({ adminId: admin.uid, adminEmail: admin.email, target: buyer.uid, details: { reason: 'Unpaid orders elsewhere' } });
  });

  it('refuses a suspended seller submitting a listing, and accepts it once reinstated', async () => {
    const other = await asRole('seller');
    const form = clockListing(await uploadFivePhotos(other.token, 4242), 'Suspended seller clock');
    expect((await callApi('adminSetUserStatus', { uid: other.uid, status: 'suspended', reason: 'Fake listings' }, admin.headers)).status).toBe(200);
    const refused = await callApi('submitListing', { form }, bearer(other.token));
    expect([refused.status, refused.message]).toEqual([403, suspended]);
    expect((await callApi('adminSetUserStatus', { uid: other.uid, status: 'active', reason: 'Checked' }, admin.headers)).status).toBe(200);
    const submitted = await callApi('submitListing', { form }, bearer(other.token));
    expect(submitted.status, submitted.message).toBe(200);
  });

  it('answers admins only; refuses the admin\'s own account, bad input and unknown people', async () => {
    const person = await newUser({ emailPrefix: 'standing' });
    for (const who of [person, seller, expert]) expect((await callApi('adminSetUserStatus', { uid: person.uid, status: 'suspended', reason: 'x' }, who.headers)).status).toBe(403);
    expect((await callApi('adminSetUserStatus', { uid: person.uid, status: 'suspended', reason: 'x' }, {})).status).toBe(401);
    const self = await callApi('adminSetUserStatus', { uid: admin.uid, status: 'suspended', reason: 'Oops' }, admin.headers);
    expect([self.status, self.message]).toEqual([403, 'You cannot suspend your own account']);
    for (const bad of [
      { uid: person.uid, status: 'banned', reason: 'x' },
      { uid: person.uid, status: 'suspended' },
      { uid: person.uid, status: 'suspended', reason: '   ' },
      { uid: 'bad uid!', status: 'active', reason: 'x' },
      { uid: person.uid, status: 'active', reason: 'x', note: 'y' },
    ]) {
      expect((await callApi('adminSetUserStatus', bad, admin.headers)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await callApi('adminSetUserStatus', { uid: 'NOSUCHUSER', status: 'suspended', reason: 'x' }, admin.headers)).status).toBe(404);
    // None of it suspended anyone.
    expect((await callApi('adminGetUser', { uid: person.uid }, admin.headers)).data.user.status).toBe('active');
    expect((await callApi('adminGetUser', { uid: admin.uid }, admin.headers)).data.user.status).toBe('active');
  });
});

describe('adminResetAuthenticator', () => {
  it("turns a staff member's authenticator off: their next sign-in asks no code and carries no staff role until they set up a new one; audited", async () => {
    const staff = await asRole('expert');
    const before = await passwordSignIn(staff.email, staff.password);
    expect(before.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');

    const reset = await callApi('adminResetAuthenticator', { uid: staff.uid }, admin.headers);
    expect(reset.status, reset.message).toBe(200);
    expect(reset.message).toBe('Authenticator reset');
    const { userPoolId } = await stackConfig();
    const pooled = await (await localCognito()).send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: staff.email }));
    expect(pooled.UserMFASettingList ?? []).not.toContain('SOFTWARE_TOKEN_MFA');
    const after = await passwordSignIn(staff.email, staff.password);
    expect(after.ChallengeName).toBeUndefined();
    expect(claimsOf(after.AuthenticationResult!.IdToken!)['cognito:groups'] ?? []).toEqual([]);

    const page = await callApi('adminGetUser', { uid: staff.uid }, admin.headers);
    expect(page.data.user.groups).toEqual(['expert']);
    expect(page.data.audit[0]).toMatchObject({ action: 'resetAuthenticator', adminEmail: admin.email, target: staff.uid });
  });

  it('refuses customers who are no staff (409), the admin\'s own (403), other roles, bad input and unknown people', async () => {
    const person = await newUser({ emailPrefix: 'nostaff' });
    const customer = await callApi('adminResetAuthenticator', { uid: person.uid }, admin.headers);
    expect([customer.status, customer.message]).toEqual([409, 'Only staff accounts have an authenticator to reset']);
    expect((await callApi('adminResetAuthenticator', { uid: admin.uid }, admin.headers)).status).toBe(403);
    for (const who of [person, seller, expert]) expect((await callApi('adminResetAuthenticator', { uid: expert.uid }, who.headers)).status).toBe(403);
    expect((await callApi('adminResetAuthenticator', { uid: expert.uid }, {})).status).toBe(401);
    for (const bad of [{}, { uid: 'bad uid!' }, { uid: expert.uid, also: 1 }]) expect((await callApi('adminResetAuthenticator', bad, admin.headers)).status, JSON.stringify(bad)).toBe(400);
    expect((await callApi('adminResetAuthenticator', { uid: 'NOSUCHUSER' }, admin.headers)).status).toBe(404);
    // The expert kept their authenticator through all of it.
    expect((await passwordSignIn(expert.email, expert.password)).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  });
});
