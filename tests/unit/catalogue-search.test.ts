import { describe, expect, it } from 'vitest';
import { toItemDetail, toItemSummary } from '../../shared/catalogue.ts';
import { SearchInputSchema } from '../../shared/contract/catalogue.ts';
import { makeItem } from './fixtures.ts';

describe('SearchInputSchema', () => {
  it('rejects half a price range and a min that is not below the max', () => {
    expect(SearchInputSchema.safeParse({ minPrice: 100 }).success).toBe(false);
    const inverted = SearchInputSchema.safeParse({ minPrice: 500, maxPrice: 500 });
    expect(inverted.success).toBe(false);
    expect(inverted.error?.issues[0]?.message).toBe('priceRangeMinBelowMax');
  });
  it('rejects unknown fields and a limit over 100', () => {
    expect(SearchInputSchema.safeParse({ colour: 'red' }).success).toBe(false);
    expect(SearchInputSchema.safeParse({ limit: 101 }).success).toBe(false);
  });
  it('defaults to the first page of ten', () => {
    expect(SearchInputSchema.parse({})).toMatchObject({ categoryId: null, term: '', limit: 10, offset: 0 });
  });
});

describe('item views', () => {
  it('a summary carries the thumbnail and says whether Buy it now is still usable (until the first bid, without a reserve)', () => {
    const both = makeItem({ listAsBuyNow: true, buyItNowPrice: 5000 });
    expect(toItemSummary(both)).toMatchObject({ photo: '/photos/a/1-thumb.jpg', buyNowAvailable: true });
    expect(toItemSummary({ ...both, currentBid: 1000, bidCount: 1 }).buyNowAvailable).toBe(false);
  });

  it('with a reserve, Buy it now stays usable until a bid meets the reserve', () => {
    const reserved = makeItem({ listAsBuyNow: true, buyItNowPrice: 50_000, reservePrice: 20_000, estimatedValue: 40_000 });
    expect(toItemSummary({ ...reserved, currentBid: 19_000, bidCount: 3 }).buyNowAvailable).toBe(true);
    expect(toItemSummary({ ...reserved, currentBid: 20_000, bidCount: 4 }).buyNowAvailable).toBe(false);
    expect(toItemSummary({ ...reserved, status: 'Awaiting Payment' }).buyNowAvailable).toBe(false);
  });

  it('keeps the reserve amount and the leader from everyone but the owner', () => {
    const item = makeItem({ reservePrice: 20000, currentBid: 15000, leaderId: 'buyer-1', estimatedValue: 30000 });
    const bids = [
      { itemId: 'item-1', bidderId: 'buyer-1', bidderName: 'Beatrice', amount: 15000, at: '2026-11-02T00:00:00.000Z' },
      { itemId: 'item-1', bidderId: 'buyer-2', bidderName: 'Oliver', amount: 14000, at: '2026-11-01T00:00:00.000Z' },
    ];
    const visitor = toItemDetail(item, bids, { uid: null, roles: [] }, { rating: null, reviewCount: 0 });
    expect(visitor).toMatchObject({ hasReserve: true, reserveMet: false, minNextBid: 15500 });
    expect(visitor).not.toHaveProperty('reservePrice');
    expect(visitor).not.toHaveProperty('highBidder');
    expect(JSON.stringify(visitor)).not.toContain('buyer-1');
    expect(visitor.bids).toEqual([
      { bidder: 'b***e', amount: 15000, at: '2026-11-02T00:00:00.000Z', automatic: false },
      { bidder: 'o***r', amount: 14000, at: '2026-11-01T00:00:00.000Z', automatic: false },
    ]);
    const owner = toItemDetail(item, bids, { uid: 'seller-1', roles: [] }, { rating: null, reviewCount: 0 });
    expect(owner).toMatchObject({ reservePrice: 20000, isOwner: true, highBidder: false });
    const leader = toItemDetail(item, bids, { uid: 'buyer-1', roles: [] }, { rating: null, reviewCount: 0 });
    expect(leader).toMatchObject({ highBidder: true, isOwner: false });
    expect(leader).not.toHaveProperty('reservePrice');
  });
});
