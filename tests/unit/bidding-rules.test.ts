/** Every rule of issue 9 points 1, 2, 4 and 10 as the pure bidding core applies it (ADR 0015). */
import { describe, expect, it } from 'vitest';
import { minNextBid } from '../../shared/bidding.ts';
import { ItemStatus } from '../../shared/item.ts';
import { resolveAuctionEnd } from '../../shared/lot-rules.ts';
import {
  buyNowAvailable,
  extensionOf,
  lowerReserve,
  placeBid,
  reserveMet,
  softCloseEnd,
  type AuctionState,
} from '../../shared/proxy-bidding.ts';
import { ENDS_AT, OPENS, accept, auction, bidAll, frozen, minute } from './bidding-fixtures.ts';

const END = Date.parse(ENDS_AT);
const secondsBeforeEnd = (s: number) => new Date(END - s * 1_000);

describe('refusals', () => {
  it('refuses an item that is not Active, naming the minimum next bid', () => {
    for (const status of [ItemStatus.AwaitingApproval, ItemStatus.Sold, ItemStatus.ReserveNotMet]) {
      expect(placeBid(auction({ status }), { bidderId: 'a', amount: 5_000, at: minute(1) })).toEqual({
        ok: false,
        reason: 'notActive',
        minNextBid: 500,
      });
    }
  });

  it('refuses a Buy-it-now-only listing', () => {
    const result = placeBid(auction({ listAsAuction: false, listAsBuyNow: true, buyItNowPrice: 9_000 }), { bidderId: 'a', amount: 5_000, at: minute(1) });
    expect(result).toMatchObject({ ok: false, reason: 'notAuction' });
  });

  it('refuses a bid at the end or after it', () => {
    expect(placeBid(auction(), { bidderId: 'a', amount: 5_000, at: new Date(END) })).toMatchObject({ ok: false, reason: 'ended' });
    expect(placeBid(auction(), { bidderId: 'a', amount: 5_000, at: new Date(END + 1) })).toMatchObject({ ok: false, reason: 'ended' });
    expect(placeBid(auction(), { bidderId: 'a', amount: 5_000, at: new Date(END - 1) })).toMatchObject({ ok: true });
  });

  it('refuses an amount below the minimum next bid and names the minimum', () => {
    expect(placeBid(auction({ startingPrice: 1_000 }), { bidderId: 'a', amount: 999, at: minute(1) })).toEqual({
      ok: false,
      reason: 'belowMinimum',
      minNextBid: 1_000,
    });
    const { state } = bidAll(auction({ startingPrice: 1_000 }), [['a', 1_000], ['b', 1_050, 3_000]]);
    // b leads at £10.50 (a's £10.00 + 50p); the next bid must reach £11.00 (50p again in the £5–£14.99 band)
    expect(state.currentBid).toBe(1_050);
    expect(placeBid(state, { bidderId: 'c', amount: 1_099, at: minute(9) })).toEqual({ ok: false, reason: 'belowMinimum', minNextBid: 1_100 });
    expect(placeBid(state, { bidderId: 'c', amount: 1_100, at: minute(9) })).toMatchObject({ ok: true });
  });

  it('refuses a maximum below the amount', () => {
    expect(placeBid(auction(), { bidderId: 'a', amount: 2_000, maxBid: 1_999, at: minute(1) })).toMatchObject({ ok: false, reason: 'maxBelowAmount' });
  });

  it('refuses the leader bidding again without raising their maximum', () => {
    const { state } = bidAll(auction(), [['a', 500, 5_000]]);
    expect(placeBid(state, { bidderId: 'a', amount: 550, maxBid: 5_000, at: minute(2) })).toMatchObject({ ok: false, reason: 'maxNotRaised', minNextBid: 550 });
    expect(placeBid(state, { bidderId: 'a', amount: 550, maxBid: 4_000, at: minute(2) })).toMatchObject({ ok: false, reason: 'maxNotRaised' });
  });

  it('never changes the state it is given, accepted or refused', () => {
    const start = frozen(bidAll(auction({ reservePrice: 20_000 }), [['a', 500, 3_000]]).state);
    expect(() => placeBid(start, { bidderId: 'b', amount: 3_100, maxBid: 40_000, at: minute(3) })).not.toThrow();
    expect(() => placeBid(start, { bidderId: 'b', amount: 10, at: minute(3) })).not.toThrow();
    expect(() => lowerReserve(start, 15_000, minute(3))).not.toThrow();
  });

  it('throws on amounts that are not whole positive pence: a caller bug, not a bid', () => {
    expect(() => placeBid(auction(), { bidderId: 'a', amount: 500.5, at: minute(1) })).toThrow(RangeError);
    expect(() => placeBid(auction(), { bidderId: 'a', amount: 500, maxBid: 0, at: minute(1) })).toThrow(RangeError);
    expect(() => placeBid(auction(), { bidderId: 'a', amount: 500, at: new Date(Number.NaN) })).toThrow(RangeError);
  });
});

describe('the price', () => {
  it('a lone first bid opens at the starting price whatever its maximum, and every bid is a maximum', () => {
    const { state, last } = bidAll(auction({ startingPrice: 700 }), [['a', 9_000]]);
    expect(last.outcome).toBe('highest');
    expect(last.history).toEqual([{ bidderId: 'a', amount: 700, automatic: false, at: minute(1).toISOString() }]);
    expect(state).toMatchObject({
      currentBid: 700,
      bidCount: 1,
      leaderId: 'a',
      leaderMaxBid: 9_000,
      leaderMaxAt: minute(1).toISOString(),
      runnerUpMaxBid: null,
    });
  });

  it('is one increment over the runner-up maximum, in the band of that maximum', () => {
    const { state } = bidAll(auction(), [['a', 500, 50_000], ['b', 14_000]]);
    expect(state.currentBid).toBe(14_200);
  });

  it('at the £15.00 band boundary: a runner-up at £14.99 adds 50p, one at £15.00 adds £1', () => {
    const below = bidAll(auction(), [['a', 500, 5_000], ['b', 1_499]]).state;
    expect(below).toMatchObject({ currentBid: 1_549, runnerUpMaxBid: 1_499 });
    expect(minNextBid(below)).toBe(1_649);
    const at = bidAll(auction(), [['a', 500, 5_000], ['b', 1_500]]).state;
    expect(at).toMatchObject({ currentBid: 1_600, runnerUpMaxBid: 1_500 });
    expect(minNextBid(at)).toBe(1_700);
  });

  it('at the £3,000 band boundary: £50 below it, £100 from it', () => {
    expect(bidAll(auction(), [['a', 500, 400_000], ['b', 299_999]]).state.currentBid).toBe(304_999);
    expect(bidAll(auction(), [['a', 500, 400_000], ['b', 300_000]]).state.currentBid).toBe(310_000);
  });

  it("the seller's own increment replaces the table", () => {
    const { state } = bidAll(auction({ priceIncrement: 2_500 }), [['a', 500, 50_000], ['b', 3_000, 14_000]]);
    expect(state.currentBid).toBe(16_500);
    expect(minNextBid(state)).toBe(19_000);
  });

  it('never exceeds the leader maximum: a maximum within one increment of it raises the price to it', () => {
    const { state, history } = bidAll(auction(), [['a', 500, 5_050], ['b', 5_000]]);
    expect(state).toMatchObject({ currentBid: 5_050, leaderId: 'a' });
    expect(history.at(-1)).toMatchObject({ bidderId: 'a', amount: 5_050, automatic: true });
  });

  it('a higher maximum takes the lead at one increment over the displaced maximum', () => {
    const { state, last } = bidAll(auction(), [['a', 500, 5_000], ['b', 600, 8_000]]);
    expect(last.outcome).toBe('highest');
    expect(state).toMatchObject({ currentBid: 5_100, leaderId: 'b', leaderMaxBid: 8_000, runnerUpMaxBid: 5_000, bidCount: 2 });
    expect(last.history.map((h) => [h.bidderId, h.amount, h.automatic])).toEqual([
      ['a', 5_000, true],
      ['b', 5_100, false],
    ]);
  });

  it('a runner-up raising their maximum below the leader moves the price up', () => {
    const { state } = bidAll(auction(), [['a', 500, 10_000], ['b', 2_000], ['b', 4_000]]);
    expect(state).toMatchObject({ currentBid: 4_100, leaderId: 'a', runnerUpMaxBid: 4_000, bidCount: 3 });
  });
});

describe('ties', () => {
  it('the earlier of equal maximums leads; the later one raises the price to that maximum', () => {
    const { state, last } = bidAll(auction(), [['a', 500, 7_000], ['b', 7_000]]);
    expect(last.outcome).toBe('outbid');
    expect(state).toMatchObject({ leaderId: 'a', leaderMaxAt: minute(1).toISOString(), currentBid: 7_000, runnerUpMaxBid: 7_000 });
    expect(minNextBid(state)).toBe(7_200);
  });

  it('an equal maximum placed at the very same instant still loses to the standing one (accepted first)', () => {
    const first = accept(auction(), { bidderId: 'a', amount: 500, maxBid: 7_000, at: minute(1) });
    const second = accept(first.state, { bidderId: 'b', amount: 7_000, at: minute(1) });
    expect(second.outcome).toBe('outbid');
    expect(second.state.leaderId).toBe('a');
  });

  it('once tied, the next higher maximum takes the lead', () => {
    const { state } = bidAll(auction(), [['a', 500, 7_000], ['b', 7_000], ['c', 7_200]]);
    expect(state).toMatchObject({ leaderId: 'c', currentBid: 7_200, runnerUpMaxBid: 7_000 });
  });
});

describe('the leader raising their own maximum', () => {
  it('does not move the price', () => {
    const { state, last } = bidAll(auction(), [['a', 500, 5_000], ['b', 2_000], ['a', 2_200, 9_000]]);
    expect(last.outcome).toBe('highest');
    expect(state).toMatchObject({ currentBid: 2_100, leaderMaxBid: 9_000, leaderMaxAt: minute(3).toISOString(), runnerUpMaxBid: 2_000, bidCount: 3 });
    expect(last.history).toEqual([{ bidderId: 'a', amount: 2_100, automatic: false, at: minute(3).toISOString() }]);
  });

  it('moves the price to meet the reserve', () => {
    const { state } = bidAll(auction({ reservePrice: 20_000 }), [['a', 500, 5_000], ['a', 5_200, 30_000]]);
    expect(state.currentBid).toBe(20_000);
    expect(reserveMet(state)).toBe(true);
  });

  it('below the reserve, bids the raised maximum in full', () => {
    const { state } = bidAll(auction({ reservePrice: 20_000 }), [['a', 500, 5_000], ['a', 5_200, 12_000]]);
    expect(state.currentBid).toBe(12_000);
    expect(reserveMet(state)).toBe(false);
  });

  it('moves the price to settle a tie: one increment over the equal maximum', () => {
    const { state } = bidAll(auction(), [['a', 500, 7_000], ['b', 7_000], ['a', 7_200, 9_000]]);
    expect(state).toMatchObject({ leaderId: 'a', currentBid: 7_200, leaderMaxBid: 9_000 });
  });

  it('a later equal maximum no longer ties the raised one', () => {
    const { state } = bidAll(auction(), [['a', 500, 7_000], ['a', 550, 9_000], ['b', 9_000]]);
    expect(state).toMatchObject({ leaderId: 'a', currentBid: 9_000, leaderMaxAt: minute(2).toISOString() });
  });
});

describe('the reserve', () => {
  const reserved = () => auction({ startingPrice: 1_000, reservePrice: 20_000 });

  it('while unmet, each leading maximum below it is bid in full', () => {
    const one = bidAll(reserved(), [['a', 1_000, 4_000]]);
    expect(one.state.currentBid).toBe(4_000);
    const two = bidAll(one.state, [['b', 4_100, 9_000]], 2);
    expect(two.state).toMatchObject({ currentBid: 9_000, leaderId: 'b' });
    expect(two.history.map((h) => [h.bidderId, h.amount, h.automatic])).toEqual([['b', 9_000, false]]);
    expect(reserveMet(two.state)).toBe(false);
  });

  it('jumps to the reserve when the leading maximum reaches it, and to exactly it when equal', () => {
    expect(bidAll(reserved(), [['a', 1_000, 50_000]]).state.currentBid).toBe(20_000);
    expect(bidAll(reserved(), [['a', 1_000, 20_000]]).state.currentBid).toBe(20_000);
    expect(reserveMet(bidAll(reserved(), [['a', 1_000, 19_999]]).state)).toBe(false);
  });

  it('above the reserve, competition prices as usual', () => {
    const { state } = bidAll(reserved(), [['a', 1_000, 30_000], ['b', 20_500, 25_000]]);
    expect(state).toMatchObject({ currentBid: 25_500, leaderId: 'a' });
  });

  it('a new leader below the reserve is bid in full at their maximum', () => {
    const { state } = bidAll(reserved(), [['a', 1_000, 4_000], ['b', 4_100]]);
    expect(state).toMatchObject({ currentBid: 4_100, leaderId: 'b' });
  });
});

describe('soft close', () => {
  const bidAt = (state: AuctionState, at: Date) => accept(state, { bidderId: 'late', amount: minNextBid(state), at });

  it('a bid 121 s before the end leaves the end alone', () => {
    expect(bidAt(auction(), secondsBeforeEnd(121)).state.endsAt).toBe(ENDS_AT);
  });

  it('a bid exactly 120 s before the end: two minutes after it is the end already', () => {
    expect(bidAt(auction(), secondsBeforeEnd(120)).state.endsAt).toBe(ENDS_AT);
  });

  it('a bid 119 s before the end moves the end to two minutes after the bid', () => {
    expect(bidAt(auction(), secondsBeforeEnd(119)).state.endsAt).toBe(new Date(END + 1_000).toISOString());
  });

  it('a bid in the last millisecond moves the end two minutes on; a bid at the old end is then accepted and moves it again', () => {
    const first = bidAt(auction(), new Date(END - 1));
    expect(first.state.endsAt).toBe(new Date(END - 1 + 120_000).toISOString());
    const second = accept(first.state, { bidderId: 'other', amount: minNextBid(first.state), at: new Date(END) });
    expect(second.state.endsAt).toBe(new Date(END + 120_000).toISOString());
    expect(placeBid(second.state, { bidderId: 'x', amount: 100_000, at: new Date(END + 120_000) })).toMatchObject({ ok: false, reason: 'ended' });
  });

  it('the window is a rule the caller may set', () => {
    const result = placeBid(auction(), { bidderId: 'a', amount: 500, at: secondsBeforeEnd(200) }, { softCloseMs: 5 * 60_000 });
    expect(result.ok && result.state.endsAt).toBe(new Date(END + 100_000).toISOString());
  });

  it('softCloseEnd never moves the end earlier', () => {
    expect(softCloseEnd(ENDS_AT, new Date(OPENS))).toBe(ENDS_AT);
  });

  it('extensionOf tells a moved end (what the live message says), and nothing when the end stayed', () => {
    const result = placeBid(auction(), { bidderId: 'a', amount: 500, at: secondsBeforeEnd(30) });
    const moved = result.ok ? result.state.endsAt : null;
    expect(extensionOf(ENDS_AT, moved)).toEqual({ previousEndsAt: ENDS_AT, endsAt: new Date(END + 90_000).toISOString(), windowMinutes: 2 });
    const early = placeBid(auction(), { bidderId: 'a', amount: 500, at: secondsBeforeEnd(600) });
    expect(extensionOf(ENDS_AT, early.ok ? early.state.endsAt : null)).toBeNull();
    expect(extensionOf(null, ENDS_AT)).toBeNull();
  });
});

describe('Buy it now availability', () => {
  const listed = auction({ listAsBuyNow: true, buyItNowPrice: 60_000 });

  it('is available on a fresh Active listing, also a Buy-it-now-only one', () => {
    expect(buyNowAvailable(listed)).toBe(true);
    const buyNowOnly: AuctionState = { ...listed, listAsAuction: false };
    expect(buyNowAvailable(buyNowOnly)).toBe(true);
  });

  it('is not available when not Active, not listed so, or without a price', () => {
    expect(buyNowAvailable({ ...listed, status: ItemStatus.Sold })).toBe(false);
    expect(buyNowAvailable({ ...listed, listAsBuyNow: false })).toBe(false);
    expect(buyNowAvailable({ ...listed, buyItNowPrice: null })).toBe(false);
  });

  it('is not available at or after the end when the time is given', () => {
    expect(buyNowAvailable(listed, new Date(END - 1))).toBe(true);
    expect(buyNowAvailable(listed, new Date(END))).toBe(false);
  });

  it('with a reserve: not once the price has reached the Buy it now price, even unmet', () => {
    const reserved = { ...listed, buyItNowPrice: 25_000, reservePrice: 40_000 };
    const { state } = bidAll(reserved, [['a', 500, 30_000]]);
    expect(reserveMet(state)).toBe(false);
    expect(buyNowAvailable(state)).toBe(false);
  });
});

describe('lowering the reserve', () => {
  const reserved = () => auction({ startingPrice: 1_000, reservePrice: 40_000 });

  it('accepts a lower reserve of at least £150', () => {
    const result = lowerReserve(reserved(), 15_000, minute(1));
    expect(result).toEqual({ ok: true, state: { ...reserved(), reservePrice: 15_000 }, history: [] });
  });

  it('refuses a reserve that is not lower, one below £150, an item without a reserve, not Active or ended', () => {
    expect(lowerReserve(reserved(), 40_000, minute(1))).toEqual({ ok: false, reason: 'notLower' });
    expect(lowerReserve(reserved(), 45_000, minute(1))).toEqual({ ok: false, reason: 'notLower' });
    expect(lowerReserve(reserved(), 14_999, minute(1))).toEqual({ ok: false, reason: 'belowMinimumReserve' });
    expect(lowerReserve(auction(), 20_000, minute(1))).toEqual({ ok: false, reason: 'noReserve' });
    expect(lowerReserve({ ...reserved(), status: ItemStatus.AwaitingApproval }, 20_000, minute(1))).toEqual({ ok: false, reason: 'notActive' });
    expect(lowerReserve(reserved(), 20_000, new Date(END))).toEqual({ ok: false, reason: 'ended' });
  });

  it("meets the reserve when the leader's maximum reaches it; the price, bid in full, never goes down", () => {
    const { state } = bidAll(reserved(), [['a', 1_000, 25_000]]);
    expect(state.currentBid).toBe(25_000);
    const result = lowerReserve(state, 20_000, minute(5));
    expect(result.ok && result.state).toMatchObject({ reservePrice: 20_000, currentBid: 25_000 });
    expect(result.ok && reserveMet(result.state)).toBe(true);
    expect(result.ok && resolveAuctionEnd(result.state)).toEqual({ status: ItemStatus.AwaitingPayment, buyerId: 'a', price: 25_000 });
  });

  it("stays unmet when the leader's maximum is still below it", () => {
    const { state } = bidAll(reserved(), [['a', 1_000, 18_000]]);
    const result = lowerReserve(state, 20_000, minute(5));
    expect(result.ok && result.state.currentBid).toBe(18_000);
    expect(result.ok && reserveMet(result.state)).toBe(false);
  });

  it('a price standing below the leader maximum and the reserve (a record from before these rules) jumps to the new reserve, not above the maximum', () => {
    const legacy = { ...reserved(), currentBid: 16_500, bidCount: 2, leaderId: 'a', leaderMaxBid: 22_000, leaderMaxAt: minute(1).toISOString(), runnerUpMaxBid: 16_000 };
    const result = lowerReserve(legacy, 20_000, minute(5));
    expect(result).toEqual({
      ok: true,
      state: { ...legacy, reservePrice: 20_000, currentBid: 20_000 },
      history: [{ bidderId: 'a', amount: 20_000, automatic: true, at: minute(5).toISOString() }],
    });
    const capped = lowerReserve({ ...legacy, runnerUpMaxBid: 21_900 }, 20_000, minute(5));
    expect(capped.ok && capped.state.currentBid).toBe(22_000);
  });
});

describe('the outcome at the end', () => {
  it('no bids: unsold; highest maximum below the reserve: reserve not met; otherwise sold to the leader at the price', () => {
    expect(resolveAuctionEnd(auction())).toEqual({ status: ItemStatus.EndedUnsold });
    expect(resolveAuctionEnd(auction({ reservePrice: 20_000 }))).toEqual({ status: ItemStatus.EndedUnsold });
    expect(resolveAuctionEnd(bidAll(auction({ reservePrice: 20_000 }), [['a', 500, 19_000]]).state)).toEqual({ status: ItemStatus.ReserveNotMet });
    expect(resolveAuctionEnd(bidAll(auction(), [['a', 500, 19_000], ['b', 1_000]]).state)).toEqual({ status: ItemStatus.AwaitingPayment, buyerId: 'a', price: 1_050 });
  });
});
