import { describe, expect, it } from 'vitest';
import type { BidState } from '../../shared/contract/buying.ts';
import type { HomepageOutput, ItemDetail, ItemSummary, SupportArticlesOutput } from '../../shared/contract/catalogue.ts';
import { DEMO_BANNERS, DEMO_SUPPORT_ARTICLES } from '../../infra/local/seed/demo-data.ts';
import { ItemStatus } from '../../shared/item.ts';
import { saleStands } from '../../shared/item-status.ts';
import { BASE_URL, callApi } from '../support/api.ts';

async function allActive(): Promise<ItemSummary[]> {
  const first = await callApi('search', { categoryId: null, term: '', limit: 100, offset: 0 });
  expect(first.status).toBe(200);
  return first.data.items;
}

describe('getCategories', () => {
  it('lists at least ten categories with sub-categories, sorted by name', async () => {
    const answer = await callApi('getCategories', { sortByNameAsc: true });
    expect(answer.httpStatus).toBe(200);
    const categories = answer.data.categories as { id: string; name: string; subCategories: { id: string; name: string }[] }[];
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(categories.every((c) => c.id && c.name)).toBe(true);
    // The demo's have sub-categories; one an admin has just made (another test, meanwhile) may have none yet.
    expect(categories.filter((c) => c.subCategories.length > 0).length).toBeGreaterThanOrEqual(10);
    const names = categories.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('metadata', () => {
  it('offers GBP first at rate 1, and EUR, USD, CHF and JPY', async () => {
    const answer = await callApi('metadata', {});
    const currencies = answer.data.currencies as { code: string; rate: number; symbol: string; name: string }[];
    expect(currencies[0]).toMatchObject({ code: 'GBP', rate: 1 });
    for (const code of ['EUR', 'USD', 'CHF', 'JPY']) expect(currencies.find((c) => c.code === code)?.rate).toBeGreaterThan(0);
  });
});

describe('search', () => {
  it('returns only Active items, ten by default, with a total', async () => {
    const answer = await callApi('search', { categoryId: null, term: '', limit: 10, offset: 0 });
    expect(answer.data.items).toHaveLength(10);
    expect(answer.data.total).toBeGreaterThanOrEqual(20);
    const everything = await allActive();
    expect(everything.every((i) => i.status === 'Active')).toBe(true);
  });

  it('finds an item by a word of its description, whatever the case, and needs every word', async () => {
    const items = await allActive();
    const detail = (await callApi<ItemDetail>('getItem', { itemId: items[3]!.id })).data;
    const word = detail.description.split(/[^A-Za-z]+/).filter((w) => w.length >= 7).sort((a, b) => b.length - a.length)[0]!;
    const found = await callApi('search', { categoryId: null, term: word.toUpperCase(), limit: 100, offset: 0 });
    expect(found.data.items.map((i: ItemSummary) => i.id)).toContain(detail.id);
    const none = await callApi('search', { categoryId: null, term: `${word} zzyzxqq`, limit: 100, offset: 0 });
    expect(none.data.total).toBe(0);
  });

  it('never shows sold items, even when their words are searched', async () => {
    const home = await callApi('getHomepage', {});
    const sold = home.data.recentlySold as ItemSummary[];
    expect(sold.length).toBeGreaterThan(0);
    const answer = await callApi('search', { categoryId: null, term: sold[0]!.name, limit: 100, offset: 0 });
    expect(answer.data.items.map((i: ItemSummary) => i.id)).not.toContain(sold[0]!.id);
  });

  it('filters by category, format and price range', async () => {
    const items = await allActive();
    const categoryId = items[0]!.categoryId;
    const inCategory = await callApi('search', { categoryId, term: '', limit: 100, offset: 0 });
    expect(inCategory.data.items.length).toBeGreaterThan(0);
    expect(inCategory.data.items.every((i: ItemSummary) => i.categoryId === categoryId)).toBe(true);

    // Each filter must find something (an empty answer would pass every `every`) and leave something out.
    const buyNow = await callApi('search', { categoryId: null, term: '', limit: 100, offset: 0, format: 'buyNow' });
    expect(buyNow.data.items.length).toBeGreaterThan(0);
    expect(buyNow.data.items.every((i: ItemSummary) => i.listAsBuyNow)).toBe(true);
    expect(buyNow.data.total).toBeLessThan(items.length);
    const auctions = await callApi('search', { categoryId: null, term: '', limit: 100, offset: 0, format: 'auction' });
    expect(auctions.data.items.length).toBeGreaterThan(0);
    expect(auctions.data.items.every((i: ItemSummary) => i.listAsAuction)).toBe(true);
    expect(auctions.data.total).toBeLessThan(items.length);

    const cheap = await callApi('search', { categoryId: null, term: '', limit: 100, offset: 0, minPrice: 0, maxPrice: 5000 });
    const price = (i: ItemSummary) => (i.listAsAuction ? (i.currentBid ?? i.startingPrice) : i.buyItNowPrice!);
    expect(cheap.data.items.length).toBeGreaterThan(0);
    expect(cheap.data.items.every((i: ItemSummary) => price(i) <= 5000)).toBe(true);
    expect(cheap.data.total).toBeLessThan(items.length);
  });

  it('sorts by ending soon, newest, highest and lowest', async () => {
    const order = async (sort: string) => (await callApi('search', { categoryId: null, term: '', limit: 100, offset: 0, sort })).data.items as ItemSummary[];
    const ending = (await order('endingSoon')).map((i) => i.endsAt!);
    expect(ending).toEqual([...ending].sort());
    const price = (i: ItemSummary) => (i.listAsAuction ? (i.currentBid ?? i.startingPrice) : i.buyItNowPrice!);
    const high = (await order('highestBids')).map(price);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const low = (await order('lowestBids')).map(price);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    expect((await order('newest')).map((i) => i.id)).not.toEqual((await order('endingSoon')).map((i) => i.id));
  });

  it('pages through results without repeats', async () => {
    const page1 = await callApi('search', { categoryId: null, term: '', limit: 5, offset: 0, sort: 'endingSoon' });
    const page2 = await callApi('search', { categoryId: null, term: '', limit: 5, offset: 5, sort: 'endingSoon' });
    const ids = [...page1.data.items, ...page2.data.items].map((i: ItemSummary) => i.id);
    expect(new Set(ids).size).toBe(10);
    expect(page2.data.total).toBe(page1.data.total);
  });

  it("rejects half a price range and a min above the max with the spec's message", async () => {
    const half = await callApi('search', { categoryId: null, term: '', minPrice: 100 });
    expect(half.httpStatus).toBe(400);
    expect(half.data.fields).toHaveProperty('maxPrice');
    const inverted = await callApi('search', { categoryId: null, term: '', minPrice: 900, maxPrice: 100 });
    expect(inverted.httpStatus).toBe(400);
    expect(inverted.message).toBe('Min must be lower than max');
  });
});

describe('getHomepage', () => {
  it('has banners and the four sections', async () => {
    const { data } = await callApi('getHomepage', {});
    expect(data.banners.length).toBeGreaterThan(0);
    const banner = await fetch(`${BASE_URL}${data.banners[0].image}`);
    expect(banner.headers.get('content-type')).toBe('image/jpeg');
    for (const section of ['endingSoon', 'recommended', 'recentlySold', 'buyNow']) expect(data[section].length).toBeGreaterThan(0);
    expect(data.buyNow.every((i: ItemSummary) => i.buyNowAvailable)).toBe(true);
    // The auction rows hold auctions only, the next to end first; "recommended" repeats none of "ending soon".
    const ends = (items: ItemSummary[]) => items.map((i) => i.endsAt ?? '');
    expect(data.endingSoon.every((i: ItemSummary) => i.listAsAuction)).toBe(true);
    expect(ends(data.endingSoon)).toEqual(ends(data.endingSoon).toSorted());
    expect(data.recommended.every((i: ItemSummary) => i.listAsAuction)).toBe(true);
    const endingSoonIds = new Set(data.endingSoon.map((i: ItemSummary) => i.id));
    expect(data.recommended.filter((i: ItemSummary) => endingSoonIds.has(i.id))).toEqual([]);
    expect(ends(data.buyNow)).toEqual(ends(data.buyNow).toSorted());
    // A lot found its buyer once it is awaiting payment, and its sale stands while disputed (docs/adr/0054; the
    // market tests sell some on this stack as they run).
    expect(data.recentlySold.every((i: ItemSummary) => saleStands(i.status as ItemStatus) && typeof i.soldPrice === 'number')).toBe(true);
  });
});

describe('getItem', () => {
  it('gives the detail with photos, shipping and a masked bidding history, newest first', async () => {
    const items = await allActive();
    // At most two history lines a bid, so getBidState's history (its latest 50 lines) is the whole of it.
    const withBids = items.find((i) => i.bidCount > 1 && i.bidCount <= 10)!;
    const { data, status } = await callApi<ItemDetail>('getItem', { itemId: withBids.id });
    expect(status).toBe(200);
    expect(data.photos.length).toBeGreaterThanOrEqual(5);
    // The history shows every bid and every automatic answer of a standing maximum (getBidState
    // flags those, as getItem does); the bid count counts the bids people placed.
    const history = (await callApi<BidState>('getBidState', { itemId: withBids.id })).data.bids;
    expect(data.bids).toEqual(history);
    expect(history.filter((b) => !b.automatic)).toHaveLength(withBids.bidCount);
    expect(data.bids.every((b) => /^.\*\*\*.$/.test(b.bidder))).toBe(true);
    // Newest first: the price never falls, so the amounts never rise down the list.
    const amounts = data.bids.map((b) => b.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(data.minNextBid).toBeGreaterThan(data.currentBid!);
    expect(data).not.toHaveProperty('reservePrice');
    expect(Object.keys(data.shipping).sort()).toEqual(['europe', 'nationwide', 'worldwide']);
  });

  it('serves every photo and thumbnail on the same origin', async () => {
    const items = await allActive();
    const { data } = await callApi<ItemDetail>('getItem', { itemId: items[0]!.id });
    for (const url of [data.photos[0]!.url, data.photos[4]!.thumbnailUrl]) {
      const response = await fetch(`${BASE_URL}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(5_000);
    }
  });

  it('answers 404 for an unknown item', async () => {
    const answer = await callApi('getItem', { itemId: 'NOSUCHITEM' });
    expect(answer.httpStatus).toBe(404);
    expect(answer.message).toBe('Not found');
  });
});

describe('getSupportArticles', () => {
  it('lists articles with their categories and filters by one', async () => {
    const all = await callApi('getSupportArticles', {});
    expect(all.data.articles.length).toBeGreaterThanOrEqual(10);
    const category = all.data.categories[0] as string;
    const some = await callApi('getSupportArticles', { category });
    expect(some.data.articles.length).toBeGreaterThan(0);
    expect(some.data.articles.every((a: { category: string }) => a.category === category)).toBe(true);
  });
});

describe('in French (docs/adr/0037)', () => {
  it('getHomepage gives French readers the banners in French, English readers in English, the same images and links', async () => {
    const en = (await callApi<HomepageOutput>('getHomepage', {})).data.banners;
    const fr = (await callApi<HomepageOutput>('getHomepage', { locale: 'fr' })).data.banners;
    expect(en.map((b) => b.title)).toEqual(DEMO_BANNERS.map((b) => b.title));
    expect(fr.map((b) => b.title)).toEqual(DEMO_BANNERS.map((b) => b.fr!.title));
    expect(fr.map((b) => b.text)).toEqual(DEMO_BANNERS.map((b) => b.fr!.text));
    expect(fr.map((b) => [b.image, b.link])).toEqual(en.map((b) => [b.image, b.link]));
    expect(fr.every((b) => !('fr' in b))).toBe(true);
    expect((await callApi('getHomepage', { locale: 'de' })).httpStatus).toBe(400);
  });

  it('getSupportArticles gives French readers the seeded articles and their topics in French', async () => {
    const { data } = await callApi<SupportArticlesOutput>('getSupportArticles', { locale: 'fr' });
    for (const seeded of DEMO_SUPPORT_ARTICLES) {
      const article = data.articles.find((a) => a.id === seeded.id);
      expect(article, seeded.id).toEqual({ id: seeded.id, ...seeded.fr });
    }
    const frenchTopics = new Set(DEMO_SUPPORT_ARTICLES.map((a) => a.fr.category));
    for (const topic of frenchTopics) expect(data.categories).toContain(topic);
    for (const english of new Set(DEMO_SUPPORT_ARTICLES.map((a) => a.category))) expect(data.categories).not.toContain(english);
    // A French topic filters as the English one does.
    const buying = await callApi<SupportArticlesOutput>('getSupportArticles', { locale: 'fr', category: 'Acheter' });
    expect(buying.data.articles.map((a) => a.id).sort()).toEqual(DEMO_SUPPORT_ARTICLES.filter((a) => a.fr.category === 'Acheter').map((a) => a.id).sort());
  });
});

describe('sendContactMessage', () => {
  it('accepts a complete message', async () => {
    const answer = await callApi('sendContactMessage', { name: 'Ada', email: 'ada@example.com', subject: 'Shipping a clock', message: 'Can you ship to Norway?' });
    expect(answer.httpStatus).toBe(200);
    expect(answer.message).toMatch(/sent/i);
  });
  it('names every missing or bad field', async () => {
    const answer = await callApi('sendContactMessage', { name: '', email: 'not-an-email', subject: 'Hi' });
    expect(answer.httpStatus).toBe(400);
    expect(answer.data.fields).toMatchObject({ name: 'This field is required', email: 'Please enter a valid e-mail address', message: 'This field is required' });
  });
});
