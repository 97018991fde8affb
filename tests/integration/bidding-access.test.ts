import { beforeAll, describe, expect, it } from 'vitest';
import type { BidState, GetMyBidsOutput } from '../../shared/contract/buying.ts';
import { ItemStatus } from '../../shared/item.ts';
import { Messages } from '../../shared/messages.ts';
import { callApi, type Answer } from '../support/api.ts';
import { asRole, asRoles, newUser, type TestUser, signInDemo } from '../support/auth.ts';
import { bidState, liveLot, pounds, submitLot, withoutClock, type LiveLot } from '../support/market.ts';
import { bearer } from '../support/selling.ts';

/*
 * Who may use the market's calls, and what each refusal says and leaves unchanged: placeBid,
 * getBidState, getMyBids, buyNow and lowerReservePrice as a visitor, a user, the lot's seller, the
 * expert who reviewed it (the shill guard), another expert and an admin; then bad input.
 * Lots are clockListing's: start £100, reserve £200, Buy it now £550.
 */

let seller: TestUser;
let otherSeller: TestUser;
let user: TestUser;
let otherExpert: TestUser;
let reviewer: string;
let admin: string;
let lot: LiveLot;

const as = (token: string) => bearer(token);
const visitor = {};

beforeAll(async () => {
  [seller, otherSeller, user, otherExpert, reviewer, admin] = await Promise.all([
    asRole('seller'),
    asRole('seller'),
    newUser({ emailPrefix: 'market-user' }),
    asRole('expert'),
    signInDemo('expert'),
    signInDemo('admin'),
  ]);
  lot = await liveLot(seller.token, reviewer, {}, 'Guarded clock');
}, 60_000);

/** Calls `name` and checks that the lot's bid state did not change. */
async function refusedWithoutChange(itemId: string, name: string, data: object, headers: Record<string, string>): Promise<Answer> {
  const before = withoutClock((await bidState(itemId)).data);
  const answer = await callApi(name, data, headers);
  expect(withoutClock((await bidState(itemId)).data)).toEqual(before);
  return answer;
}

describe('placeBid: who may bid', () => {
  it('refuses a visitor with 401 "You must be logged in to place a bid"', async () => {
    const answer = await refusedWithoutChange(lot.itemId, 'placeBid', { itemId: lot.itemId, amount: 10_000 }, visitor);
    expect(answer).toMatchObject({ status: 401, code: 'loginToBid', message: 'You must be logged in to place a bid' });
  });

  it('refuses the lot\'s seller with 403 "You have listed this item for auction"', async () => {
    const answer = await refusedWithoutChange(lot.itemId, 'placeBid', { itemId: lot.itemId, amount: 10_000 }, seller.headers);
    expect(answer).toMatchObject({ status: 403, code: 'ownItem', message: 'You have listed this item for auction' });
  });

  it('refuses the expert who reviewed the listing with 403 (a shill guard)', async () => {
    const answer = await refusedWithoutChange(lot.itemId, 'placeBid', { itemId: lot.itemId, amount: 10_000 }, as(reviewer));
    expect(answer).toMatchObject({ status: 403, code: 'reviewerCannotBuy', message: Messages.reviewerCannotBuy });
  });

  it('accepts a user, another expert and an admin, each a bidder like any other', async () => {
    const own = await liveLot(seller.token, reviewer, { List_of_Buy_it: false, buyItNowPrice: null }, 'Open clock');
    const first = await callApi('placeBid', { itemId: own.itemId, amount: 10_000 }, user.headers);
    expect(first).toMatchObject({ status: 200, code: 'bidHighest', data: { outcome: 'highest', item: { currentBid: 10_000, bidCount: 1, highBidder: true } } });
    const second = await callApi('placeBid', { itemId: own.itemId, amount: 11_000 }, otherExpert.headers);
    expect(second).toMatchObject({ status: 200, data: { outcome: 'highest', item: { currentBid: 11_000, bidCount: 2 } } });
    const third = await callApi('placeBid', { itemId: own.itemId, amount: 12_000 }, as(admin));
    expect(third).toMatchObject({ status: 200, data: { outcome: 'highest', item: { currentBid: 12_000, bidCount: 3 } } });
  });
});

describe('buyNow: who may buy', () => {
  it('refuses a visitor with 401 "You must be logged in to buy it now"', async () => {
    const answer = await refusedWithoutChange(lot.itemId, 'buyNow', { itemId: lot.itemId }, visitor);
    expect(answer).toMatchObject({ status: 401, code: 'loginToBuyNow', message: 'You must be logged in to buy it now' });
  });

  it('refuses the seller (403 "You cannot buy your own item") and the reviewing expert (403)', async () => {
    const own = await refusedWithoutChange(lot.itemId, 'buyNow', { itemId: lot.itemId }, seller.headers);
    expect(own).toMatchObject({ status: 403, code: 'ownItemBuy', message: 'You cannot buy your own item' });
    const reviewed = await refusedWithoutChange(lot.itemId, 'buyNow', { itemId: lot.itemId }, as(reviewer));
    expect(reviewed).toMatchObject({ status: 403, code: 'reviewerCannotBuy' });
  });

  it('sells to a user and to an admin (each their own lot): an order awaiting payment, the lot ended', async () => {
    for (const buyer of [user.headers, as(admin)]) {
      const sold = await liveLot(seller.token, reviewer, {}, 'Bought clock');
      const answer = await callApi('buyNow', { itemId: sold.itemId }, buyer);
      expect(answer).toMatchObject({ status: 200, code: 'boughtNow' });
      expect(answer.data.orderId).toEqual(expect.any(String));
      expect((await bidState(sold.itemId, buyer)).data).toMatchObject({ status: ItemStatus.AwaitingPayment, orderId: answer.data.orderId, buyNowAvailable: false });
    }
  });
});

describe('getBidState and getMyBids: who sees what', () => {
  it('shows a live lot to anyone; only a signed-in caller gets their own standing', async () => {
    const seen = (await bidState(lot.itemId)).data;
    expect(seen).toMatchObject({ itemId: lot.itemId, status: ItemStatus.Active, hasReserve: true, reserveMet: false, buyNowAvailable: true, buyItNowPrice: 55_000 });
    expect(Date.parse(seen.now)).not.toBeNaN();
    expect(seen).not.toHaveProperty('highBidder');
    expect(seen).not.toHaveProperty('myMaxBid');
    expect(seen).not.toHaveProperty('watching');
    // Nobody's maximum and no reserve amount travel in it.
    expect(JSON.stringify(seen)).not.toMatch(/reservePrice|leaderMaxBid|maxBid"/);
    for (const headers of [user.headers, seller.headers, as(reviewer), as(admin)]) {
      const mine = await callApi<BidState>('getBidState', { itemId: lot.itemId }, headers);
      expect(mine.status).toBe(200);
      expect(mine.data).toMatchObject({ highBidder: false, myMaxBid: null, watching: false });
    }
  });

  it('hides a lot under review from visitors and users (404), not from its seller and the experts', async () => {
    const { itemId } = await submitLot(seller.token, {}, 'Unreviewed clock');
    expect((await bidState(itemId)).status).toBe(404);
    expect((await bidState(itemId, user.headers)).status).toBe(404);
    expect((await bidState(itemId, otherSeller.headers)).status).toBe(404);
    for (const headers of [seller.headers, as(reviewer), as(admin)]) expect((await bidState(itemId, headers)).data).toMatchObject({ itemId, status: ItemStatus.AwaitingApproval });
    // Nobody can bid on it or buy it: it is not there for them.
    for (const [name, data] of [['placeBid', { itemId, amount: 10_000 }], ['buyNow', { itemId }]] as const) {
      expect((await callApi(name, data, user.headers)).status).toBe(404);
    }
  });

  it('getMyBids: 401 for a visitor; a user sees only their own bids', async () => {
    expect(await callApi('getMyBids', {}, visitor)).toMatchObject({ status: 401, code: 'notSignedIn' });
    const bidder = await newUser({ emailPrefix: 'my-bids' });
    const own = await liveLot(seller.token, reviewer, { List_of_Buy_it: false, buyItNowPrice: null }, 'Watched-bid clock');
    expect((await callApi('placeBid', { itemId: own.itemId, amount: 10_000, maxBid: 14_000 }, bidder.headers)).status).toBe(200);
    const mine = (await callApi<GetMyBidsOutput>('getMyBids', {}, bidder.headers)).data.bids;
    expect(mine).toEqual([expect.objectContaining({ myMaxBid: 14_000, state: 'winning', item: expect.objectContaining({ id: own.itemId }) })]);
    for (const headers of [user.headers, seller.headers, as(admin)]) {
      const theirs = await callApi<GetMyBidsOutput>('getMyBids', {}, headers);
      expect(theirs.status).toBe(200);
      expect(theirs.data.bids.map((b) => b.item.id)).not.toContain(own.itemId);
    }
  });
});

describe('lowerReservePrice: who may lower it', () => {
  it('401 for a visitor, 403 for a user, an expert and an admin (not sellers), 404 for another seller: nothing changes', async () => {
    const data = { itemId: lot.itemId, reservePrice: 18_000 };
    expect(await refusedWithoutChange(lot.itemId, 'lowerReservePrice', data, visitor)).toMatchObject({ status: 401 });
    // Staff of their own, sellers of nothing: the shared demo accounts may have opened a seller account in another file.
    const staff = await asRoles('expert', 'admin');
    for (const headers of [user.headers, staff.expert.headers, staff.admin.headers]) expect(await refusedWithoutChange(lot.itemId, 'lowerReservePrice', data, headers)).toMatchObject({ status: 403 });
    expect(await refusedWithoutChange(lot.itemId, 'lowerReservePrice', data, otherSeller.headers)).toMatchObject({ status: 404 });
  });
});

describe('bad bids change nothing', () => {
  it('below the minimum next bid: 400 naming the minimum', async () => {
    const answer = await refusedWithoutChange(lot.itemId, 'placeBid', { itemId: lot.itemId, amount: 9_999 }, user.headers);
    expect(answer).toMatchObject({ status: 400, code: 'bidBelowMinimum', params: { minimum: pounds(10_000) }, message: `Your bid must be at least ${pounds(10_000)}` });
    expect(answer.data.minNextBid).toBe(10_000);
  });

  it('a maximum below the amount, and amounts that are not whole positive pence: 400', async () => {
    const lower = await refusedWithoutChange(lot.itemId, 'placeBid', { itemId: lot.itemId, amount: 12_000, maxBid: 11_000 }, user.headers);
    expect(lower).toMatchObject({ status: 400, code: 'maxBelowAmount' });
    for (const amount of [0, -100, 100.5, '12000', null]) {
      expect((await refusedWithoutChange(lot.itemId, 'placeBid', { itemId: lot.itemId, amount }, user.headers)).status, String(amount)).toBe(400);
    }
    expect((await refusedWithoutChange(lot.itemId, 'placeBid', { itemId: lot.itemId, amount: 12_000, bidderId: seller.uid }, user.headers)).status).toBe(400);
  });

  it('on a lot that does not exist: 404', async () => {
    expect((await callApi('placeBid', { itemId: 'NOSUCHLOT', amount: 10_000 }, user.headers)).status).toBe(404);
    expect((await callApi('buyNow', { itemId: 'NOSUCHLOT' }, user.headers)).status).toBe(404);
    expect((await callApi('getBidState', { itemId: 'NOSUCHLOT' })).status).toBe(404);
  });

  it('the leader bidding again without raising their maximum: 400; raising it is a bid that leaves the price', async () => {
    // No reserve, so the price stays at the start while the leader's maximum stands above it.
    const own = await liveLot(seller.token, reviewer, { reservePrice: null }, 'Leader clock');
    expect((await callApi('placeBid', { itemId: own.itemId, amount: 10_000, maxBid: 15_000 }, user.headers)).data.item).toMatchObject({ currentBid: 10_000 });
    for (const maxBid of [12_000, 15_000]) {
      const again = await refusedWithoutChange(own.itemId, 'placeBid', { itemId: own.itemId, amount: 10_200, maxBid }, user.headers);
      expect(again).toMatchObject({ status: 400, code: 'alreadyLeading' });
    }
    const raised = await callApi('placeBid', { itemId: own.itemId, amount: 10_200, maxBid: 18_000 }, user.headers);
    expect(raised).toMatchObject({ status: 200, data: { outcome: 'highest', item: { currentBid: 10_000, bidCount: 2, highBidder: true } } });
    expect((await bidState(own.itemId, user.headers)).data).toMatchObject({ myMaxBid: 18_000, currentBid: 10_000 });
  });

  it('on a lot that has been sold: 409 with its fresh state; Buy it now again: 409', async () => {
    const sold = await liveLot(seller.token, reviewer, {}, 'Sold clock');
    const buyer = await newUser({ emailPrefix: 'buyer' });
    expect((await callApi('buyNow', { itemId: sold.itemId }, buyer.headers)).status).toBe(200);
    const late = await refusedWithoutChange(sold.itemId, 'placeBid', { itemId: sold.itemId, amount: 60_000 }, user.headers);
    expect(late).toMatchObject({ status: 409, code: 'notOnSale', data: { itemId: sold.itemId, status: ItemStatus.AwaitingPayment, bidCount: 0 } });
    const again = await refusedWithoutChange(sold.itemId, 'buyNow', { itemId: sold.itemId }, user.headers);
    expect(again).toMatchObject({ status: 409, code: 'buyNowUnavailable', data: { status: ItemStatus.AwaitingPayment } });
  });

  it('Buy it now once a bid has met the reserve, or on a lot listed without it: 409 with the state', async () => {
    const met = await liveLot(seller.token, reviewer, {}, 'Met clock');
    expect((await callApi('placeBid', { itemId: met.itemId, amount: 20_000 }, user.headers)).data.item).toMatchObject({ reserveMet: true });
    const buyer = await newUser({ emailPrefix: 'late-buyer' });
    const late = await refusedWithoutChange(met.itemId, 'buyNow', { itemId: met.itemId }, buyer.headers);
    expect(late).toMatchObject({ status: 409, code: 'buyNowUnavailable', data: { status: ItemStatus.Active, reserveMet: true, buyNowAvailable: false } });

    const plain = await liveLot(seller.token, reviewer, { List_of_Buy_it: false, buyItNowPrice: null }, 'Auction-only clock');
    expect(await refusedWithoutChange(plain.itemId, 'buyNow', { itemId: plain.itemId }, buyer.headers)).toMatchObject({ status: 409, code: 'buyNowUnavailable' });
  });

  it('a bid on a lot sold only by Buy it now: 409 "not an auction"', async () => {
    const fixed = await liveLot(seller.token, reviewer, { listAsAuction: false, startingAuctionPrice: undefined, reservePrice: null }, 'Fixed-price clock');
    const answer = await refusedWithoutChange(fixed.itemId, 'placeBid', { itemId: fixed.itemId, amount: 60_000 }, user.headers);
    expect(answer).toMatchObject({ status: 409, code: 'notAnAuction', data: { itemId: fixed.itemId, status: ItemStatus.Active } });
  });
});

describe('lowerReservePrice: the rules', () => {
  it('must be lower than the current reserve and at least £150; a lot without a reserve has none to lower', async () => {
    const own = await liveLot(seller.token, reviewer, {}, 'Reserve clock');
    for (const reservePrice of [20_000, 25_000]) {
      expect(await refusedWithoutChange(own.itemId, 'lowerReservePrice', { itemId: own.itemId, reservePrice }, seller.headers)).toMatchObject({ status: 400, code: 'reserveNotLower' });
    }
    expect(await refusedWithoutChange(own.itemId, 'lowerReservePrice', { itemId: own.itemId, reservePrice: 14_999 }, seller.headers)).toMatchObject({ status: 400, code: 'reserveMin' });
    const none = await liveLot(seller.token, reviewer, { reservePrice: null }, 'Reserveless clock');
    expect(await refusedWithoutChange(none.itemId, 'lowerReservePrice', { itemId: none.itemId, reservePrice: 15_000 }, seller.headers)).toMatchObject({ status: 409, code: 'reserveNone' });
  });

  it('lowered above the leading maximum: still unmet; lowered to it or under it: met at once, the price never falls', async () => {
    const own = await liveLot(seller.token, reviewer, {}, 'Lowered clock');
    // A maximum of £170 under a £200 reserve is bid in full: £170, reserve not met, Buy it now still offered.
    expect((await callApi('placeBid', { itemId: own.itemId, amount: 10_000, maxBid: 17_000 }, user.headers)).data.item).toMatchObject({ currentBid: 17_000, reserveMet: false });

    const above = await callApi('lowerReservePrice', { itemId: own.itemId, reservePrice: 18_000 }, seller.headers);
    expect(above).toMatchObject({ status: 200, code: 'addReserveSuccess', message: 'Add Reserve price Success', data: { reserveMet: false, currentBid: 17_000 } });
    expect((await bidState(own.itemId)).data).toMatchObject({ currentBid: 17_000, reserveMet: false, buyNowAvailable: true, bidCount: 1 });

    const met = await callApi('lowerReservePrice', { itemId: own.itemId, reservePrice: 17_000 }, seller.headers);
    expect(met).toMatchObject({ status: 200, data: { reserveMet: true, currentBid: 17_000 } });
    // Met: Buy it now is gone (eBay's rule), the leader stays, no bid was added.
    expect((await bidState(own.itemId, user.headers)).data).toMatchObject({ currentBid: 17_000, reserveMet: true, buyNowAvailable: false, highBidder: true, bidCount: 1 });

    const under = await callApi('lowerReservePrice', { itemId: own.itemId, reservePrice: 15_000 }, seller.headers);
    expect(under).toMatchObject({ status: 200, data: { reserveMet: true, currentBid: 17_000 } });
  });

  it('a reserve the leader had not met is met when lowered to their maximum, and the next bid prices as usual', async () => {
    const own = await liveLot(seller.token, reviewer, { List_of_Buy_it: false, buyItNowPrice: null }, 'Met-by-lowering clock');
    const rival = await newUser({ emailPrefix: 'rival' });
    expect((await callApi('placeBid', { itemId: own.itemId, amount: 10_000, maxBid: 19_000 }, user.headers)).status).toBe(200);
    expect((await callApi('lowerReservePrice', { itemId: own.itemId, reservePrice: 16_000 }, seller.headers)).data).toMatchObject({ reserveMet: true, currentBid: 19_000 });
    // The rival must bid at least £195 (£190 and the £150–£299.99 step of £5); their £250 maximum leads at £195.
    const next = await callApi('placeBid', { itemId: own.itemId, amount: 19_500, maxBid: 25_000 }, rival.headers);
    expect(next).toMatchObject({ status: 200, data: { outcome: 'highest', item: { currentBid: 19_500, bidCount: 2 } } });
  });
});

describe('what the lot page shows after a bid', () => {
  it("the lot's detail (getItem) and its bid state list the same history, the newest bid first", async () => {
    const own = await liveLot(seller.token, reviewer, { reservePrice: null, List_of_Buy_it: false, buyItNowPrice: null }, 'Shown clock');
    const rival = await newUser({ emailPrefix: 'shown-rival' });
    expect((await callApi('placeBid', { itemId: own.itemId, amount: 10_000, maxBid: 15_000 }, user.headers)).status).toBe(200);
    // A lower maximum: the leader's proxy answers one step (£2) above it.
    expect((await callApi('placeBid', { itemId: own.itemId, amount: 12_000 }, rival.headers)).data.item).toMatchObject({ currentBid: 12_200, bidCount: 2 });
    const state = (await bidState(own.itemId)).data;
    expect(state.bids.map(({ amount, automatic }) => ({ amount, automatic }))).toEqual([
      { amount: 12_200, automatic: true },
      { amount: 12_000, automatic: false },
      { amount: 10_000, automatic: false },
    ]);
    const detail = (await callApi('getItem', { itemId: own.itemId })).data as { bids: { bidder: string; amount: number }[]; bidCount: number; currentBid: number };
    expect(detail).toMatchObject({ bidCount: 2, currentBid: 12_200 });
    expect(detail.bids.map(({ bidder, amount }) => ({ bidder, amount }))).toEqual(state.bids.map(({ bidder, amount }) => ({ bidder, amount })));
  });

  it('every live lot, the demo ones included, shows one line of its own per accepted bid', async () => {
    const live = (await callApi('search', { categoryId: null, term: '', limit: 100, offset: 0 })).data.items as { id: string; bidCount: number }[];
    const withBids = live.filter((i) => i.bidCount > 0);
    expect(withBids.length).toBeGreaterThan(0);
    for (const item of withBids) {
      const state = (await bidState(item.id)).data;
      // Fewer lines than the page shows: the whole history is there.
      if (state.bids.length >= 50) continue;
      expect(state.bids.filter((b) => !b.automatic), item.id).toHaveLength(state.bidCount);
    }
  });
});
