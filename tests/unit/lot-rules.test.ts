import { describe, expect, it } from 'vitest';
import { ITEM_STATUSES, ItemStatus, joinItem, splitItem, type Lot } from '../../shared/item.ts';
import { canSeeLot, canTransition, PUBLIC_STATUSES, RELISTABLE, SELLER_TABS } from '../../shared/item-status.ts';
import { decideReview, IllegalTransitionError, nextLot, relistLot, resolveAuctionEnd } from '../../shared/lot-rules.ts';
import { buyNowAvailable } from '../../shared/proxy-bidding.ts';
import { canMoveOrder, ORDER_STATUSES, OrderStatus, payByFor } from '../../shared/order.ts';
import { isAdmin, isStaff } from '../../shared/roles.ts';
import { makeItem } from './fixtures.ts';

const S = ItemStatus;
const NOW = new Date('2026-11-23T12:00:00.000Z');
const lotOf = (overrides: Partial<Lot> = {}): Lot => splitItem(makeItem(overrides)).lot;

/**
 * Every move a lot may make, written out here independently of the table in shared/item-status.ts
 * (docs/adr/0011): the test fails when the table gains or loses an edge this list does not.
 */
const LOT_EDGES: Array<[ItemStatus, ItemStatus]> = [
  [S.AwaitingApproval, S.Active],
  [S.AwaitingApproval, S.Unsold],
  [S.Active, S.AwaitingPayment],
  [S.Active, S.EndedUnsold],
  [S.Active, S.ReserveNotMet],
  [S.Active, S.Unsold],
  [S.AwaitingPayment, S.Shipping],
  [S.AwaitingPayment, S.PaymentNotDone],
  [S.Shipping, S.Sold],
  [S.Shipping, S.InDispute],
  [S.Sold, S.InDispute],
  [S.InDispute, S.Sold],
  [S.InDispute, S.Shipping],
  [S.InDispute, S.Unsold],
  [S.PaymentNotDone, S.AwaitingPayment],
  [S.PaymentNotDone, S.AwaitingApproval],
  [S.Unsold, S.AwaitingApproval],
  [S.EndedUnsold, S.AwaitingApproval],
  [S.ReserveNotMet, S.AwaitingApproval],
];

/** Asserts, for every pair of `statuses`, that `allows` allows the move exactly when it is one of `edges`. */
function expectOnlyEdges<T extends string>(statuses: readonly T[], edges: Array<[T, T]>, allows: (from: T, to: T) => boolean): void {
  const allowed = new Set(edges.map(([from, to]) => `${from} → ${to}`));
  for (const from of statuses) {
    for (const to of statuses) expect(allows(from, to), `${from} → ${to}`).toBe(allowed.has(`${from} → ${to}`));
  }
}

describe('the lot transitions table', () => {
  it.each(LOT_EDGES)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it('allows nothing else, for every pair of statuses', () => {
    expectOnlyEdges(ITEM_STATUSES, LOT_EDGES, canTransition);
  });

  it('lets a seller relist only what ended without a sale', () => {
    expect([...RELISTABLE].sort()).toEqual([S.EndedUnsold, S.PaymentNotDone, S.ReserveNotMet, S.Unsold].sort());
  });

  it('shows every status a lot can reach in exactly one seller dashboard tab', () => {
    const tabbed = Object.values(SELLER_TABS).flat();
    expect(new Set(tabbed).size).toBe(tabbed.length);
    const reachable = new Set(LOT_EDGES.map(([, to]) => to));
    for (const status of reachable) expect(tabbed, status).toContain(status);
  });

  it('refuses a write along a missing edge, whatever the caller wants', () => {
    expect(() => nextLot(lotOf({ status: S.Active }), { status: S.AwaitingApproval }, NOW)).toThrow(IllegalTransitionError);
    expect(() => nextLot(lotOf({ status: S.Sold }), { status: S.Active }, NOW)).toThrow(IllegalTransitionError);
    const next = nextLot(lotOf({ status: S.Active, version: 4 }), { status: S.EndedUnsold }, NOW);
    expect(next).toMatchObject({ status: S.EndedUnsold, version: 5, updatedAt: NOW.toISOString() });
  });
});

describe('the order transitions table', () => {
  const edges: Array<[OrderStatus, OrderStatus]> = [
    [OrderStatus.AwaitingPayment, OrderStatus.Paid],
    [OrderStatus.AwaitingPayment, OrderStatus.CancelledUnpaid],
    [OrderStatus.Paid, OrderStatus.Shipped],
    [OrderStatus.Paid, OrderStatus.InDispute],
    [OrderStatus.Shipped, OrderStatus.Received],
    [OrderStatus.Shipped, OrderStatus.InDispute],
    [OrderStatus.Received, OrderStatus.InDispute],
    [OrderStatus.InDispute, OrderStatus.Paid],
    [OrderStatus.InDispute, OrderStatus.Shipped],
    [OrderStatus.InDispute, OrderStatus.Received],
    [OrderStatus.InDispute, OrderStatus.Refunded],
  ];
  it('allows exactly its edges', () => {
    expectOnlyEdges(ORDER_STATUSES, edges, canMoveOrder);
  });

  it('gives the buyer 24 hours to pay', () => {
    expect(payByFor(NOW).toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });
});

describe('who sees a lot', () => {
  const seller = { uid: 'seller-1', groups: [] };
  const stranger = { uid: 'someone', groups: [] };
  const expert = { uid: 'expert-1', groups: ['expert'] };
  it('shows public statuses to anyone, visitors included', () => {
    for (const status of PUBLIC_STATUSES) expect(canSeeLot(null, { status, sellerId: 'seller-1' }), status).toBe(true);
  });
  it('keeps a lot under review or rejected to its seller and staff', () => {
    for (const status of [S.AwaitingApproval, S.Unsold]) {
      expect(canSeeLot(null, { status, sellerId: 'seller-1' })).toBe(false);
      expect(canSeeLot(stranger, { status, sellerId: 'seller-1' })).toBe(false);
      expect(canSeeLot(seller, { status, sellerId: 'seller-1' })).toBe(true);
      expect(canSeeLot(expert, { status, sellerId: 'seller-1' })).toBe(true);
    }
  });
  it('knows staff by their groups only', () => {
    expect(isStaff(['expert'])).toBe(true);
    expect(isStaff(['admin'])).toBe(true);
    expect(isStaff(['sellers', 'Expert'])).toBe(false);
    expect(isAdmin(['expert'])).toBe(false);
    expect(isAdmin(['admin'])).toBe(true);
  });
});

describe("the expert's decision", () => {
  it('makes an accepted lot Active until durationDays later, and remembers the reviewer', () => {
    const lot = lotOf({ status: S.AwaitingApproval, activatedAt: null, endsAt: null });
    const accepted = decideReview(lot, { accept: true, note: '', reviewerId: 'expert-1', durationDays: 3 }, NOW);
    expect(accepted).toMatchObject({ status: S.Active, activatedAt: NOW.toISOString(), endsAt: '2026-11-26T12:00:00.000Z', reviewerId: 'expert-1', version: lot.version + 1 });
  });
  it('makes a rejected lot Unsold with the note', () => {
    const rejected = decideReview(lotOf({ status: S.AwaitingApproval }), { accept: false, note: 'Photos too dark', reviewerId: 'expert-1', durationDays: 7 }, NOW);
    expect(rejected).toMatchObject({ status: S.Unsold, rejectionNote: 'Photos too dark' });
  });
  it('cannot decide a lot that is not under review', () => {
    expect(() => decideReview(lotOf({ status: S.Active }), { accept: true, note: '', reviewerId: 'e', durationDays: 7 }, NOW)).toThrow(IllegalTransitionError);
  });
});

describe('the end of an auction', () => {
  it('ends unsold without a bid', () => {
    expect(resolveAuctionEnd(lotOf())).toEqual({ status: S.EndedUnsold });
  });
  it('ends with the reserve not met when the price (the highest maximum, bid in full below it) is below it', () => {
    expect(resolveAuctionEnd(lotOf({ reservePrice: 20_000, currentBid: 19_500, leaderId: 'b1', leaderMaxBid: 19_500 }))).toEqual({ status: S.ReserveNotMet });
  });
  it('sells to the leader at the current price otherwise', () => {
    expect(resolveAuctionEnd(lotOf({ reservePrice: 20_000, currentBid: 20_000, leaderId: 'b1', leaderMaxBid: 25_000 }))).toEqual({ status: S.AwaitingPayment, buyerId: 'b1', price: 20_000 });
    expect(resolveAuctionEnd(lotOf({ currentBid: 1_200, leaderId: 'b2', leaderMaxBid: 3_000 }))).toEqual({ status: S.AwaitingPayment, buyerId: 'b2', price: 1_200 });
  });
});

describe('relisting', () => {
  it('clears every trace of the last run and takes the new pricing', () => {
    const ended = lotOf({
      status: S.ReserveNotMet, currentBid: 9_000, bidCount: 4, leaderId: 'b1', leaderMaxBid: 9_500, leaderMaxAt: NOW.toISOString(),
      runnerUpMaxBid: 8_000, reviewerId: 'e1', reservePrice: 20_000, version: 9,
    });
    const relisted = relistLot(ended, { listAsAuction: true, listAsBuyNow: false, startingPrice: 5_000, priceIncrement: null, reservePrice: 15_000, buyItNowPrice: null }, NOW);
    expect(relisted).toMatchObject({
      status: S.AwaitingApproval, version: 10, currentBid: null, bidCount: 0, leaderId: null, leaderMaxBid: null, leaderMaxAt: null,
      runnerUpMaxBid: null, activatedAt: null, endsAt: null, reviewerId: null, rejectionNote: null, buyerId: null, orderId: null,
      soldAt: null, soldPrice: null, startingPrice: 5_000, reservePrice: 15_000,
    });
  });
  it('cannot relist a live lot', () => {
    expect(() => relistLot(lotOf({ status: S.Active }), lotOf(), NOW)).toThrow(IllegalTransitionError);
  });
});

describe('Buy it now (ARCHITECTURE.md: until the first bid, or with a reserve until a bid meets it)', () => {
  const buyNow = { listAsBuyNow: true, buyItNowPrice: 50_000 };
  it('is available on a live lot listed so, before any bid', () => {
    expect(buyNowAvailable(lotOf(buyNow))).toBe(true);
    expect(buyNowAvailable(lotOf({ ...buyNow, listAsBuyNow: false }))).toBe(false);
    expect(buyNowAvailable(lotOf({ ...buyNow, status: S.EndedUnsold }))).toBe(false);
  });
  it('goes with the first bid when there is no reserve', () => {
    expect(buyNowAvailable(lotOf({ ...buyNow, currentBid: 1_000, bidCount: 1, leaderId: 'b' }))).toBe(false);
  });
  it('stays, with a reserve, until a bid meets it', () => {
    const reserved = { ...buyNow, reservePrice: 20_000 };
    expect(buyNowAvailable(lotOf({ ...reserved, currentBid: 19_900, bidCount: 6 }))).toBe(true);
    expect(buyNowAvailable(lotOf({ ...reserved, currentBid: 20_000, bidCount: 7 }))).toBe(false);
  });
});

describe('a lot and its listing', () => {
  it('split and join again to the same item, the listing mirroring the status at its version', () => {
    const item = makeItem({ status: S.Active, version: 7 });
    const { lot, listing } = splitItem(item);
    expect(listing).toMatchObject({ status: S.Active, statusVersion: 7 });
    expect(Object.keys(lot)).not.toContain('description');
    expect(joinItem(lot, listing)).toEqual(item);
  });
  it("takes the lot's status over a lagging mirror", () => {
    const { lot, listing } = splitItem(makeItem({ status: S.Active }));
    expect(joinItem({ ...lot, status: S.EndedUnsold }, { ...listing, status: S.Active }).status).toBe(S.EndedUnsold);
  });
});
