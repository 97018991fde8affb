/**
 * Worked examples from public help pages, replayed through placeBid. Amounts are pence; where a
 * source uses another currency or its own increment table, the same numbers are kept and the
 * seller's own `priceIncrement` stands in for the source's step. Each example cites its source.
 */
import { describe, expect, it } from 'vitest';
import { incrementAbove, minNextBid } from '../../shared/bidding.ts';
import { ItemStatus } from '../../shared/item.ts';
import { resolveAuctionEnd } from '../../shared/lot-rules.ts';
import { buyNowAvailable, placeBid, reserveMet } from '../../shared/proxy-bidding.ts';
import { auction, bidAll, minute } from './bidding-fixtures.ts';

describe('eBay UK', () => {
  // https://www.ebay.co.uk/help/buying/bidding/automatic-bidding?id=4014 and
  // https://www.ebay.co.uk/pages/help/buy/bid-increments.html — the GBP table, by current price.
  it.each([
    [1, 5], [99, 5],
    [100, 20], [499, 20],
    [500, 50], [1_499, 50],
    [1_500, 100], [5_999, 100],
    [6_000, 200], [14_999, 200],
    [15_000, 500], [29_999, 500],
    [30_000, 1_000], [59_999, 1_000],
    [60_000, 2_000], [149_999, 2_000],
    [150_000, 5_000], [299_999, 5_000],
    [300_000, 10_000], [10_000_000, 10_000],
  ])('the increment above %i pence is %i pence', (price, step) => {
    expect(incrementAbove(price)).toBe(step);
  });

  // https://www.ebay.co.uk/pages/help/buy/bid-increments.html — "A bidder may be outbid by less than
  // a full increment": first bidder max £20.00, second £9.00 → £9.50; the next allowed bid is £10.00;
  // a third bidder's £20.01 leads.
  it('the bid-increments page example: £20 max vs £9 → £9.50, then £20.01 wins by a penny', () => {
    const first = bidAll(auction({ startingPrice: 500 }), [['you', 500, 2_000]]);
    expect(first.state.currentBid).toBe(500);

    const second = bidAll(first.state, [['second', 900]], 2);
    expect(second.last.outcome).toBe('outbid');
    expect(second.state).toMatchObject({ currentBid: 950, leaderId: 'you' });
    expect(second.history.map((h) => [h.bidderId, h.amount, h.automatic])).toEqual([
      ['second', 900, false],
      ['you', 950, true],
    ]);
    expect(minNextBid(second.state)).toBe(1_000);

    const third = bidAll(second.state, [['third', 2_001]], 3);
    expect(third.last.outcome).toBe('highest');
    expect(third.state).toMatchObject({ currentBid: 2_001, leaderId: 'third', runnerUpMaxBid: 2_000 });
    expect(third.history.map((h) => [h.bidderId, h.amount, h.automatic])).toEqual([
      ['you', 2_000, true],
      ['third', 2_001, false],
    ]);
  });

  // https://www.ebay.co.uk/help/buying/bidding/automatic-bidding?id=4014 — "Why you've been outbid
  // immediately": another bidder's automatic maximum is higher than yours.
  it('a bid below a standing maximum is outbid at once', () => {
    const { state, last } = bidAll(auction(), [['leader', 500, 10_000], ['late', 3_000]]);
    expect(last.outcome).toBe('outbid');
    expect(state).toMatchObject({ leaderId: 'leader', currentBid: 3_100 });
  });
});

describe('automatic bidding elsewhere', () => {
  // http://jackbanister.co.uk/bidding-overview/ — current £10.00, Zee's max £12.00; Polly's max £15.00
  // leads; Zee's bid is raised to £12.00 and Polly's is £12.50.
  it('Zee and Polly: the displaced leader bids their whole maximum, the new leader one increment more', () => {
    const atTen = bidAll(auction({ startingPrice: 500 }), [['walter', 950], ['zee', 1_000, 1_200]]);
    expect(atTen.state).toMatchObject({ currentBid: 1_000, leaderId: 'zee' });
    const { state, history } = bidAll(atTen.state, [['polly', 1_050, 1_500]], 3);
    expect(state).toMatchObject({ currentBid: 1_250, leaderId: 'polly', runnerUpMaxBid: 1_200 });
    expect(history.map((h) => [h.bidderId, h.amount, h.automatic])).toEqual([
      ['zee', 1_200, true],
      ['polly', 1_250, false],
    ]);
  });

  // https://www.shopgoodwill.com/HelpPage/FaqDetail/Automatic-Proxy-Bidding — increment $1.00.
  // Example 1: current bid $3.00, Jane's max $6.00 → current $4.00.
  // Example 2: start $3.00, John's max $7.00 leads at $3.00; Jane's max $6.00 → current $7.00.
  it('ShopGoodwill examples 1 and 2', () => {
    const one = bidAll(auction({ startingPrice: 300, priceIncrement: 100 }), [['bob', 300], ['jane', 400, 600]]);
    expect(one.state).toMatchObject({ currentBid: 400, leaderId: 'jane' });

    const john = bidAll(auction({ startingPrice: 300, priceIncrement: 100 }), [['john', 300, 700]]);
    expect(john.state).toMatchObject({ currentBid: 300, leaderId: 'john' });
    const two = bidAll(john.state, [['jane', 600]], 2);
    expect(two.last.outcome).toBe('outbid');
    expect(two.state).toMatchObject({ currentBid: 700, leaderId: 'john' });
  });

  // https://mennoniteauctions.org/auction-policies/how-does-max-bidding-work/ — increment $5.00;
  // current $15.00, your max $50.00 → $20.00; another bidder's max $40.00 → you lead at $45.00.
  it('Mennonite Auctions: $15 → $20 → $45', () => {
    const { state } = bidAll(auction({ startingPrice: 1_500, priceIncrement: 500 }), [['first', 1_500], ['you', 2_000, 5_000]]);
    expect(state.currentBid).toBe(2_000);
    const after = bidAll(state, [['other', 2_500, 4_000]], 3);
    expect(after.state).toMatchObject({ currentBid: 4_500, leaderId: 'you' });
  });

  // https://auction.catawiki.com/auctions/autobidding?auction_id=184479&lot_id=19253585 — another
  // bidder's highest bid is $17; an autobid of $111 places $23 (Catawiki's step is $6 in that band).
  it('Catawiki: $17 standing, an autobid of $111 places $23', () => {
    const { state } = bidAll(auction({ startingPrice: 1_700, priceIncrement: 600 }), [['other', 1_700], ['you', 2_300, 11_100]]);
    expect(state).toMatchObject({ currentBid: 2_300, leaderId: 'you', leaderMaxBid: 11_100 });
  });

  // Patina's own help article (infra/local/seed/demo-data.ts, "automatic-maximum-bids"): price £100,
  // increment £2, a maximum of £150 → £102; another bidder's £120 → £122, still leading.
  it('our help article example holds', () => {
    const { state } = bidAll(auction({ startingPrice: 10_000 }), [['other', 10_000], ['you', 10_200, 15_000]]);
    expect(state.currentBid).toBe(10_200);
    const after = bidAll(state, [['third', 12_000]], 3);
    expect(after.state).toMatchObject({ currentBid: 12_200, leaderId: 'you' });
  });
});

describe('ties', () => {
  // https://auctionet.com/help/equal_bids — "If two bidders place the same bid, the leader will be the
  // first one to have placed this bid."
  it('Auctionet: the same maximum placed later does not lead', () => {
    const { state, history, last } = bidAll(auction(), [['first', 500, 5_000], ['second', 5_000]]);
    expect(last.outcome).toBe('outbid');
    expect(state).toMatchObject({ leaderId: 'first', currentBid: 5_000, runnerUpMaxBid: 5_000 });
    expect(history.slice(-2).map((h) => [h.bidderId, h.amount])).toEqual([
      ['second', 5_000],
      ['first', 5_000],
    ]);
  });
});

describe('reserve prices', () => {
  // https://www.catawiki.com/help/automatic-bids/what-is-an-automatic-bid-and-how-does-it-work —
  // "If you place an automatic bid that is higher than the reserve price, your first bid will
  // automatically match the reserve price."
  it('Catawiki: an automatic bid above the reserve opens at the reserve', () => {
    const { state } = bidAll(auction({ startingPrice: 10_000, reservePrice: 20_000 }), [['you', 10_000, 30_000]]);
    expect(state.currentBid).toBe(20_000);
    expect(reserveMet(state)).toBe(true);
  });

  // https://mybid.co.za/faq-items/bidding-work-item-reserve-price/ — start R100, reserve R1000;
  // A bids R150: current R150, reserve not met, A would not win; B's max R1500: current R1000, met.
  it('MyBid: a bid below the reserve stands in full; a maximum above it lifts the price to the reserve', () => {
    const a = bidAll(auction({ startingPrice: 10_000, reservePrice: 100_000 }), [['a', 15_000]]);
    expect(a.state.currentBid).toBe(15_000);
    expect(reserveMet(a.state)).toBe(false);
    expect(resolveAuctionEnd(a.state)).toEqual({ status: ItemStatus.ReserveNotMet });

    const b = bidAll(a.state, [['b', 15_500, 150_000]], 2);
    expect(b.state).toMatchObject({ currentBid: 100_000, leaderId: 'b' });
    expect(reserveMet(b.state)).toBe(true);
    expect(resolveAuctionEnd(b.state)).toEqual({ status: ItemStatus.AwaitingPayment, buyerId: 'b', price: 100_000 });
  });

  // https://epsauctions.com/auto-bid-p35 — start $3,000, reserve $5,000: an auto-bid of $5,000 is
  // placed at $5,000; another bidder must bid at least $5,100. Start $5,000, reserve $10,000: an
  // auto-bid of $5,000 stands at $5,000 and does not win. Reserve $10,000 with a current bid of
  // $10,000: an auto-bid of $15,000 places $10,100. (Above £3,000 eBay UK's step is £100 too.)
  it('EPS Auctions: a maximum equal to the reserve, one below it, and bidding on from the reserve', () => {
    const equal = bidAll(auction({ startingPrice: 300_000, reservePrice: 500_000 }), [['first', 300_000, 500_000]]);
    expect(equal.state.currentBid).toBe(500_000);
    expect(reserveMet(equal.state)).toBe(true);
    expect(placeBid(equal.state, { bidderId: 'second', amount: 500_000, at: minute(5) })).toEqual({
      ok: false,
      reason: 'belowMinimum',
      minNextBid: 510_000,
    });

    const below = bidAll(auction({ startingPrice: 500_000, reservePrice: 1_000_000 }), [['first', 500_000]]);
    expect(below.state.currentBid).toBe(500_000);
    expect(resolveAuctionEnd(below.state).status).toBe(ItemStatus.ReserveNotMet);

    const atReserve = bidAll(auction({ startingPrice: 500_000, reservePrice: 1_000_000 }), [['first', 500_000, 1_000_000]]);
    expect(atReserve.state.currentBid).toBe(1_000_000);
    const on = bidAll(atReserve.state, [['second', 1_010_000, 1_500_000]], 2);
    expect(on.state).toMatchObject({ currentBid: 1_010_000, leaderId: 'second' });
  });

  // https://ctech.help-sandbox.trademe.kiwi/hc/en-us/articles/360024533632-Placing-a-bid — "If your
  // auto-bid is below or equal to the reserve, your maximum auto-bid will be placed."
  it('Trade Me: a maximum below the reserve is placed in full, even against a lower runner-up', () => {
    const { state } = bidAll(auction({ startingPrice: 1_000, reservePrice: 50_000 }), [['a', 1_000, 2_000], ['b', 2_100, 30_000]]);
    expect(state).toMatchObject({ currentBid: 30_000, leaderId: 'b' });
    expect(reserveMet(state)).toBe(false);
  });
});

describe('Buy it now', () => {
  // https://dummies.com/article/technology/notable-websites/ebay/how-ebays-buy-it-now-option-works-196665
  // — "when your item receives a bid, the BIN option disappears … If you have a reserve price on your
  // item, the BIN feature doesn't disappear until a bidder meets your reserve price".
  it('disappears at the first bid without a reserve, and only when the reserve is met with one', () => {
    const listed = auction({ listAsBuyNow: true, buyItNowPrice: 60_000, startingPrice: 10_000 });
    expect(buyNowAvailable(listed)).toBe(true);
    expect(buyNowAvailable(bidAll(listed, [['a', 10_000]]).state)).toBe(false);

    const reserved = { ...listed, reservePrice: 30_000 };
    const below = bidAll(reserved, [['a', 10_000, 20_000]]).state;
    expect(buyNowAvailable(below)).toBe(true);
    const met = bidAll(below, [['b', 20_500, 40_000]], 2).state;
    expect(met.currentBid).toBe(30_000);
    expect(buyNowAvailable(met)).toBe(false);
  });
});
