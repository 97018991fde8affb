import { describe, expect, it } from 'vitest';
import { homepageSections, searchItems, toItemDetail, toItemSummary } from '../../shared/catalogue.ts';
import { SearchInputSchema } from '../../shared/contract/catalogue.ts';
import { ItemStatus } from '../../shared/item.ts';
import { makeItem } from './fixtures.ts';

const query = (data: object) => SearchInputSchema.parse(data);

const chair = makeItem({ id: 'chair', name: 'Victorian mahogany chair', caption: 'Hall chair', description: 'Carved back', endsAt: '2026-11-05T00:00:00.000Z', activatedAt: '2026-11-01T00:00:00.000Z', currentBid: 4000, bidCount: 3 });
const vase = makeItem({ id: 'vase', name: 'Meissen vase', caption: 'Porcelain', description: 'Painted with flowers, crossed swords mark', categoryId: 'ceramics', subCategoryId: 'ceramics-vases', endsAt: '2026-11-03T00:00:00.000Z', activatedAt: '2026-11-02T00:00:00.000Z', startingPrice: 20000 });
const clock = makeItem({ id: 'clock', name: 'French mantel clock', caption: 'Ormolu', description: 'Gilt bronze case, mahogany plinth', categoryId: 'clocks', subCategoryId: null, listAsAuction: false, listAsBuyNow: true, buyItNowPrice: 90000, endsAt: '2026-11-10T00:00:00.000Z', activatedAt: '2026-11-03T00:00:00.000Z' });
const pending = makeItem({ id: 'pending', name: 'Mahogany table', status: ItemStatus.AwaitingApproval });
const all = [chair, vase, clock, pending];

describe('searchItems', () => {
  it('never returns items that are not Active', () => {
    const result = searchItems(all, query({ term: 'mahogany' }));
    expect(result.items.map((i) => i.id).sort()).toEqual(['chair', 'clock']);
    expect(result.total).toBe(2);
  });

  it('needs every word of the term, in any of name, caption or description, ignoring case and accents', () => {
    expect(searchItems(all, query({ term: 'MAHOGANY carved' })).items.map((i) => i.id)).toEqual(['chair']);
    expect(searchItems(all, query({ term: 'crossed SWORDS' })).items.map((i) => i.id)).toEqual(['vase']);
    expect(searchItems(all, query({ term: 'mahogany swords' })).total).toBe(0);
    expect(searchItems([makeItem({ name: 'Émile Gallé lamp' })], query({ term: 'emile galle' })).total).toBe(1);
  });

  it('ranks a word in the name above the same word in a description', () => {
    expect(searchItems(all, query({ term: 'mahogany', sort: 'relevance' })).items.map((i) => i.id)).toEqual(['chair', 'clock']);
  });

  it('filters by category or sub-category', () => {
    expect(searchItems(all, query({ categoryId: 'ceramics' })).items.map((i) => i.id)).toEqual(['vase']);
    expect(searchItems(all, query({ categoryId: 'ceramics-vases' })).items.map((i) => i.id)).toEqual(['vase']);
  });

  it('filters by format', () => {
    expect(searchItems(all, query({ format: 'buyNow' })).items.map((i) => i.id)).toEqual(['clock']);
    expect(searchItems(all, query({ format: 'auction' })).items.map((i) => i.id).sort()).toEqual(['chair', 'vase']);
    expect(searchItems(all, query({ format: 'both' })).total).toBe(3);
  });

  it('filters by the displayed price, inclusive', () => {
    expect(searchItems(all, query({ minPrice: 4000, maxPrice: 20000 })).items.map((i) => i.id).sort()).toEqual(['chair', 'vase']);
  });

  it('sorts five ways', () => {
    const ids = (sort: string) => searchItems(all, query({ sort })).items.map((i) => i.id);
    expect(ids('endingSoon')).toEqual(['vase', 'chair', 'clock']);
    expect(ids('newest')).toEqual(['clock', 'vase', 'chair']);
    expect(ids('highestBids')).toEqual(['clock', 'vase', 'chair']);
    expect(ids('lowestBids')).toEqual(['chair', 'vase', 'clock']);
  });

  it('pages with limit and offset and reports the total', () => {
    const page = searchItems(all, query({ sort: 'endingSoon', limit: 2, offset: 1 }));
    expect(page.items.map((i) => i.id)).toEqual(['chair', 'clock']);
    expect(page.total).toBe(3);
  });
});

describe('SearchInputSchema', () => {
  it('rejects half a price range and a min that is not below the max', () => {
    expect(SearchInputSchema.safeParse({ minPrice: 100 }).success).toBe(false);
    const inverted = SearchInputSchema.safeParse({ minPrice: 500, maxPrice: 500 });
    expect(inverted.success).toBe(false);
    expect(inverted.error?.issues[0]?.message).toBe('Min must be lower than max');
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

describe('homepageSections', () => {
  it('puts the next auctions to end first and leaves Buy-it-now-only items out of the auction rows', () => {
    const sold = makeItem({ id: 'sold', status: ItemStatus.Sold, soldAt: '2026-11-01T00:00:00.000Z', soldPrice: 9000 });
    const sections = homepageSections([chair, vase, clock], [sold]);
    expect(sections.endingSoon.map((i) => i.id)).toEqual(['vase', 'chair']);
    expect(sections.buyNow.map((i) => i.id)).toEqual(['clock']);
    expect(sections.recentlySold.map((i) => i.soldPrice)).toEqual([9000]);
  });
});
