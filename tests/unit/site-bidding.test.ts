import { describe, expect, it } from 'vitest';
import type { BidState } from '../../shared/contract/buying.ts';
import type { ItemDetail } from '../../shared/contract/catalogue.ts';
import { bidFromMaximum, endingOf, factsOf, parsePounds, phaseOf, quickBids, standingOf } from '../../site/src/features/bidding/bidding.ts';
import { safeNext } from '../../site/src/features/auth/rules.ts';
import { hasOwnStanding, MAX_LIVE_LOTS, mergeBidState, reconnectDelay } from '../../site/src/lib/live-state.ts';
import { $clockOffset, noteServerTime, serverNow } from '../../site/src/lib/server-clock.ts';
import { MAX_LIVE_SUBSCRIPTIONS } from '../../shared/contract/live.ts';

/*
 * The bidding screens' own decisions (site/src/features/bidding/bidding.ts, site/src/lib/live-state.ts,
 * site/src/lib/server-clock.ts): what they offer and show. The server decides every bid.
 */

const state = (over: Partial<BidState> = {}): BidState => ({
  itemId: 'LOT1',
  status: 'Active',
  currentBid: 10_000,
  minNextBid: 10_500,
  bidCount: 3,
  endsAt: '2026-11-30T12:00:00.000Z',
  reserveMet: true,
  hasReserve: false,
  buyNowAvailable: false,
  buyItNowPrice: null,
  bids: [],
  now: '2026-11-23T12:00:00.000Z',
  ...over,
});

describe('quick bids', () => {
  it('offers the minimum, then one increment above each step', () => {
    // £48 is in the £15–£60 band (£1 steps)
    expect(quickBids(4_800, null)).toEqual([4_800, 4_900, 5_000]);
  });

  it('takes the next band’s increment once a step crosses into it', () => {
    // £59, £60 (band boundary: from £60 the step is £2), £62
    expect(quickBids(5_900, null)).toEqual([5_900, 6_000, 6_200]);
  });

  it('uses the seller’s own increment when the lot has one', () => {
    expect(quickBids(20_000, 2_500, 4)).toEqual([20_000, 22_500, 25_000, 27_500]);
  });
});

describe('an amount typed in pounds', () => {
  it('reads whole pounds, pence, thousands separators and the French decimal comma', () => {
    expect(parsePounds('125')).toBe(12_500);
    expect(parsePounds('125.5')).toBe(12_550);
    expect(parsePounds(' £1,250.00 ')).toBe(125_000);
    expect(parsePounds('1 250,50')).toBe(125_050);
    expect(parsePounds('1.250,50')).toBe(125_050);
    expect(parsePounds('12,50')).toBe(1_250);
  });

  it('refuses what is not an amount of money', () => {
    for (const typed of ['', 'abc', '-5', '0', '0.00', '1.234', '12.5.0', '1e5', '£', '10,00,0', '20000000']) expect(parsePounds(typed), typed).toBeNull();
  });
});

describe('the bid a maximum makes', () => {
  it('bids the minimum now and keeps the rest as the automatic maximum', () => {
    expect(bidFromMaximum(50_000, 10_500)).toEqual({ amount: 10_500, maxBid: 50_000 });
  });

  it('is a plain bid when the maximum is the minimum', () => {
    expect(bidFromMaximum(10_500, 10_500)).toEqual({ amount: 10_500 });
  });
});

describe('where an auction stands on the server’s clock', () => {
  const endsAt = '2026-11-23T12:00:00.000Z';
  it('is open before its end, closing after it until the server ends it, ended once it has', () => {
    expect(phaseOf({ status: 'Active', endsAt }, Date.parse(endsAt) - 1)).toBe('open');
    expect(phaseOf({ status: 'Active', endsAt }, Date.parse(endsAt))).toBe('closing');
    expect(phaseOf({ status: 'Awaiting Payment', endsAt }, Date.parse(endsAt) - 60_000)).toBe('ended');
  });

  it('follows the server’s clock, not the browser’s: the offset learnt from an answer moves it', () => {
    const before = $clockOffset.get();
    const sent = Date.now();
    // the server's clock is three days ahead (the local test clock moved)
    noteServerTime(new Date(sent + 3 * 86_400_000).toISOString(), sent, sent);
    expect(serverNow() - Date.now()).toBeGreaterThan(3 * 86_400_000 - 1_000);
    expect(phaseOf({ status: 'Active', endsAt: new Date(Date.now() + 86_400_000).toISOString() }, serverNow())).toBe('closing');
    // a few milliseconds of network jitter do not move it
    const offset = $clockOffset.get();
    noteServerTime(new Date(Date.now() + offset + 100).toISOString(), Date.now(), Date.now());
    expect($clockOffset.get()).toBe(offset);
    $clockOffset.set(before);
  });
});

describe('how a lot ended, for its viewer', () => {
  const auction = { listAsAuction: true };
  it('is won for the buyer of an auction (their order comes to them alone), bought after Buy it now', () => {
    expect(endingOf({ status: 'Awaiting Payment', orderId: 'O1' }, auction)).toBe('won');
    expect(endingOf({ status: 'Awaiting Payment', orderId: 'O1' }, { ...auction, soldVia: 'auction' })).toBe('won');
    expect(endingOf({ status: 'Awaiting Payment', orderId: 'O1' }, { ...auction, soldVia: 'buyNow' })).toBe('bought');
    expect(endingOf({ status: 'Awaiting Payment', orderId: 'O1' }, { listAsAuction: false })).toBe('bought');
  });

  it('is told by the live state how the lot sold, before the lot as read knows it was sold (another tab of the buyer)', () => {
    // The page read the lot while it was on sale: it knows no sale yet. The sale's live state says how.
    expect(endingOf({ status: 'Awaiting Payment', orderId: 'O1', soldVia: 'buyNow' }, auction)).toBe('bought');
    expect(endingOf({ status: 'Awaiting Payment', orderId: 'O1', soldVia: 'auction' }, { ...auction, soldVia: 'buyNow' })).toBe('won');
  });

  it('is sold for everyone else, and says when it did not sell', () => {
    expect(endingOf({ status: 'Awaiting Payment' }, auction)).toBe('sold');
    expect(endingOf({ status: 'Shipping' }, auction)).toBe('sold');
    expect(endingOf({ status: 'Auction Ended - Item Unsold' }, auction)).toBe('unsold');
    expect(endingOf({ status: 'Reserve Price Not Met' }, auction)).toBe('reserveNotMet');
    expect(endingOf({ status: 'Payment Not Done On Time' }, auction)).toBe('closed');
  });
});

describe('a bidder’s standing in My bids, live', () => {
  it('is what the list said until the lot’s own state arrives', () => {
    expect(standingOf('winning', null)).toBe('winning');
    // a public state (a socket message) says nothing of the viewer
    expect(standingOf('outbid', state())).toBe('outbid');
  });

  it('turns with the bidder’s own state while the auction runs', () => {
    expect(standingOf('winning', state({ highBidder: false, myMaxBid: 10_000 }))).toBe('outbid');
    expect(standingOf('outbid', state({ highBidder: true, myMaxBid: 20_000 }))).toBe('winning');
  });

  it('is won once the lot’s order is theirs, lost otherwise', () => {
    expect(standingOf('winning', state({ status: 'Awaiting Payment', orderId: 'O1', highBidder: true, myMaxBid: 20_000 }))).toBe('won');
    expect(standingOf('outbid', state({ status: 'Awaiting Payment', highBidder: false, myMaxBid: 9_000 }))).toBe('lost');
    expect(standingOf('winning', state({ status: 'Reserve Price Not Met', highBidder: true, myMaxBid: 9_000 }))).toBe('lost');
  });
});

describe('the price box’s facts', () => {
  it('are the item as loaded until the live state arrives, then the live state’s', () => {
    const item = { id: 'LOT1', status: 'Active', currentBid: 5_000, bidCount: 1, minNextBid: 5_100, endsAt: 'a', buyItNowPrice: 9_000, soldPrice: null } as unknown as ItemDetail;
    expect(factsOf(item, null)).toBe(item);
    const live = factsOf(item, state({ currentBid: 6_000, bidCount: 2, minNextBid: 6_200, endsAt: 'b', buyNowAvailable: false }));
    expect(live).toMatchObject({ currentBid: 6_000, bidCount: 2, minNextBid: 6_200, endsAt: 'b', buyItNowPrice: 9_000, buyNowAvailable: false });
  });
});

describe('merging bid states as they arrive', () => {
  it('drops a state read before the one on screen (a slow fetch racing a socket message)', () => {
    const shown = state({ currentBid: 12_000, now: '2026-11-23T12:00:05.000Z' });
    const stale = state({ currentBid: 11_000, now: '2026-11-23T12:00:04.000Z' });
    expect(mergeBidState(shown, stale)).toBe(shown);
    expect(mergeBidState(stale, shown)).toEqual(shown);
  });

  it('keeps the viewer’s own standing through a public message', () => {
    const mine = state({ highBidder: true, myMaxBid: 20_000, watching: true, now: '2026-11-23T12:00:00.000Z' });
    const pushed = state({ currentBid: 15_000, bidCount: 4, now: '2026-11-23T12:00:01.000Z' });
    expect(mergeBidState(mine, pushed)).toMatchObject({ currentBid: 15_000, bidCount: 4, highBidder: true, myMaxBid: 20_000, watching: true });
  });

  it('knows the viewer is outbid as soon as the price passes their maximum', () => {
    const mine = state({ highBidder: true, myMaxBid: 20_000 });
    const pushed = state({ currentBid: 21_000, now: '2026-11-23T12:00:01.000Z' });
    expect(mergeBidState(mine, pushed).highBidder).toBe(false);
  });

  it('takes the viewer’s own answer whole, and never mixes two lots', () => {
    const mine = state({ highBidder: true, myMaxBid: 20_000 });
    const answer = state({ highBidder: false, myMaxBid: 20_000, now: '2026-11-23T12:00:02.000Z' });
    expect(mergeBidState(mine, answer)).toBe(answer);
    const other = state({ itemId: 'LOT2' });
    expect(mergeBidState(mine, other)).toBe(other);
  });

  it('fetches the viewer’s own state again only on lots they bid on', () => {
    expect(hasOwnStanding(null)).toBe(false);
    expect(hasOwnStanding(state({ myMaxBid: null, watching: true }))).toBe(false);
    expect(hasOwnStanding(state({ myMaxBid: 5_000 }))).toBe(true);
  });
});

describe('reconnecting', () => {
  it('waits about a second at first, doubling after each failure, never more than 30 s', () => {
    expect(reconnectDelay(0, () => 1)).toBe(1_000);
    expect(reconnectDelay(1, () => 1)).toBe(2_000);
    expect(reconnectDelay(4, () => 1)).toBe(16_000);
    expect(reconnectDelay(5, () => 1)).toBe(30_000);
    expect(reconnectDelay(50, () => 1)).toBe(30_000);
  });

  it('spreads the waits between half and all of the step, so pages do not return together', () => {
    expect(reconnectDelay(3, () => 0)).toBe(4_000);
    for (let i = 0; i < 50; i++) {
      const wait = reconnectDelay(3);
      expect(wait).toBeGreaterThanOrEqual(4_000);
      expect(wait).toBeLessThanOrEqual(8_000);
    }
  });

  it('follows no more lots on one socket than the server takes', () => {
    expect(MAX_LIVE_LOTS).toBe(MAX_LIVE_SUBSCRIPTIONS);
  });
});

describe('signing in from a lot and coming back', () => {
  it('returns to the lot page the visitor came from, query and fragment included', () => {
    const next = '/fr/items/01ABC/auction?ref=card#bid-box';
    const url = new URL(`https://patina.example/seller-login?next=${encodeURIComponent(next)}`);
    expect(safeNext(url.searchParams.get('next'), '/')).toBe(next);
  });

  it('never leaves the site, however the address is dressed up', () => {
    for (const next of ['//evil.example/x', '/\\evil.example', 'https:evil.example', '\\\\evil.example', '/\t/evil.example', ' //evil.example']) {
      expect(safeNext(next, '/'), next).toBe('/');
    }
  });
});
