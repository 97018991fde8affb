import { randomInt } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemSummary, SearchInput } from '../../shared/contract/catalogue.ts';
import { ItemStatus } from '../../shared/item.ts';
import { getListing, listingKey } from '../../lambdas/data/entities/lot-listing.ts';
import { getLot, lotKey } from '../../lambdas/data/entities/lot.ts';
import { closeSearchDb, searchDb } from '../../lambdas/search/db.ts';
import { project, type ChangeRecord } from '../../lambdas/search/projector.ts';
import { rebuildSearch } from '../../lambdas/search/rebuild.ts';
import { BASE_URL, callApi } from '../support/api.ts';
import { asRole, newUser, type TestUser } from '../support/auth.ts';
import { liveLot, submitLot, type LiveLot } from '../support/market.ts';
import { reviewWhenReady } from '../support/selling.ts';
import { useStackTable } from '../support/stack-db.ts';
import { farTypo } from '../support/typos.ts';
import { waitFor } from '../support/wait.ts';
import { localSearchEnv } from '../../infra/local/data-api.ts';
import { localStackConfig } from '../../infra/local/config.ts';

/**
 * The catalogue's search from its read model (issue 13, docs/adr/0026): lots made for this file carry
 * a word of their own (`tag`) so each search here sees only them, whatever else the stack holds.
 */
const letters = 'bcdfghjklmnpqrstvwxz';
const tag = `qz${Array.from({ length: 8 }, () => letters[randomInt(letters.length)]).join('')}`;

let seller: TestUser;
let expert: TestUser;
const lots: Record<'armchair' | 'pendule' | 'bureau' | 'bookcase' | 'chest', LiveLot> = {} as never;

const search = async (input: Partial<SearchInput>) => {
  const answer = await callApi('search', { categoryId: null, limit: 100, ...input, term: `${tag} ${input.term ?? ''}` });
  expect(answer.status).toBe(200);
  return answer.data as { items: ItemSummary[]; total: number };
};
const idsOf = async (input: Partial<SearchInput>) => (await search(input)).items.map((i) => i.id);
const price = (i: ItemSummary) => (i.listAsAuction ? (i.currentBid ?? i.startingPrice) : (i.buyItNowPrice ?? i.startingPrice));

beforeAll(async () => {
  [seller, expert] = await Promise.all([asRole('seller'), asRole('expert')]);
  // One after another, so each goes live (and ends) after the one before.
  const make = (name: string, itemCaption: string, itemDescription: string, changes: object = {}) =>
    liveLot(seller.token, expert.token, { itemCaption, itemDescription, reservePrice: null, ...changes }, `${tag} ${name}`);
  lots.armchair = await make('Georgian mahogany armchair', 'Carved back and scrolled arms', 'Sturdy frame, old repairs.', { startingAuctionPrice: 10_000, reservePrice: 20_000 });
  lots.pendule = await make('Pendule en bronze doré', 'Horloges anciens de Paris', 'Mouvement à ressort, cadran émaillé.', { startingAuctionPrice: 20_000 });
  lots.bureau = await make('walnut bureau', 'Fitted interior', 'Brass handles, maker\'s mark 78e50e.', { startingAuctionPrice: 30_000 });
  lots.bookcase = await make('oak bookcase', 'Figured walnut veneer', 'Glazed doors.', { startingAuctionPrice: 40_000, List_of_Buy_it: false, buyItNowPrice: null });
  lots.chest = await make('pine chest', 'Painted finish', 'Walnut knobs replaced.', { listAsAuction: false, List_of_Buy_it: true, buyItNowPrice: 45_000, reservePrice: null });
  // Every lot is live: wait until the read model has them all.
  await waitFor('the lots in the read model', async () => ((await search({})).total === 5 ? true : undefined));
}, 180_000);

afterAll(async () => {
  await closeSearchDb();
});

describe('search: words', () => {
  it('needs every word, wherever it is (name, caption, description)', async () => {
    expect(await idsOf({ term: 'mahogany carved' })).toEqual([lots.armchair.itemId]);
    expect(await idsOf({ term: 'mahogany pendule' })).toEqual([]);
    expect(await idsOf({ term: 'sturdy repairs' })).toEqual([lots.armchair.itemId]);
  });

  it('stems English ("carving" finds "carved") and French ("ancienne" finds "anciens")', async () => {
    expect(await idsOf({ term: 'carving' })).toEqual([lots.armchair.itemId]);
    expect(await idsOf({ term: 'ancienne horloge' })).toEqual([lots.pendule.itemId]);
    expect(await idsOf({ term: 'mouvements ressorts' })).toEqual([lots.pendule.itemId]);
  });

  it('ignores accents and case both ways', async () => {
    expect(await idsOf({ term: 'EMAILLE dore' })).toEqual([lots.pendule.itemId]);
    expect(await idsOf({ term: 'Émaillé' })).toEqual([lots.pendule.itemId]);
    expect(await idsOf({ term: 'georgian' })).toEqual([lots.armchair.itemId]);
  });

  it('forgives a typo ("mahogony") without loosening the other words', async () => {
    expect(await idsOf({ term: 'mahogony' })).toEqual([lots.armchair.itemId]);
    expect(await idsOf({ term: 'mahogony armchair' })).toEqual([lots.armchair.itemId]);
    expect(await idsOf({ term: 'mahogony pendule' })).toEqual([]);
  });

  it('matches a word as it is being typed (a prefix)', async () => {
    expect(await idsOf({ term: 'armch' })).toEqual([lots.armchair.itemId]);
    expect(await idsOf({ term: 'pend bron' })).toEqual([lots.pendule.itemId]);
  });

  it('needs both halves of a word the parser reads as two ("78e50e": the number 78e50 and "e"), as any other two words', async () => {
    // Offered as alternatives, the halves found every lot with a word starting "e" ("en", "émaillé").
    expect(await idsOf({ term: '78e50e' })).toEqual([lots.bureau.itemId]);
    expect(await idsOf({ term: '78e50' })).toEqual([lots.bureau.itemId]);
  });

  it('ranks a word in the name above the caption above the description', async () => {
    expect(await idsOf({ term: 'walnut' })).toEqual([lots.bureau.itemId, lots.bookcase.itemId, lots.chest.itemId]);
  });
});

describe('search: filters, sorts and paging', () => {
  it('filters by category and sub-category, by format and by price range', async () => {
    expect((await search({ categoryId: 'clocks' })).total).toBe(5);
    expect((await search({ categoryId: 'clocks-mantel' })).total).toBe(5);
    expect((await search({ categoryId: 'furniture' })).total).toBe(0);
    expect((await idsOf({ format: 'auction' })).sort()).toEqual([lots.armchair, lots.pendule, lots.bureau, lots.bookcase].map((l) => l.itemId).sort());
    expect((await idsOf({ format: 'buyNow' })).sort()).toEqual([lots.armchair, lots.pendule, lots.bureau, lots.chest].map((l) => l.itemId).sort());
    expect((await search({ format: 'both' })).total).toBe(5);
    const inRange = await search({ minPrice: 20_000, maxPrice: 40_000 });
    expect(inRange.items.map((i) => i.id).sort()).toEqual([lots.pendule, lots.bureau, lots.bookcase].map((l) => l.itemId).sort());
    expect(inRange.items.every((i) => price(i) >= 20_000 && price(i) <= 40_000)).toBe(true);
  });

  it('sorts by ending soon, newest, highest and lowest price', async () => {
    const madeInOrder = [lots.armchair, lots.pendule, lots.bureau, lots.bookcase, lots.chest].map((l) => l.itemId);
    expect(await idsOf({ sort: 'endingSoon' })).toEqual(madeInOrder);
    expect(await idsOf({ sort: 'newest' })).toEqual([...madeInOrder].reverse());
    const highest = (await search({ sort: 'highestBids' })).items;
    expect(highest.map(price)).toEqual([45_000, 40_000, 30_000, 20_000, 10_000]);
    const lowest = (await search({ sort: 'lowestBids' })).items;
    expect(lowest.map((i) => i.id)).toEqual(highest.map((i) => i.id).reverse());
  });

  it('pages with an exact total and no repeats', async () => {
    const pages = await Promise.all([0, 2, 4].map((offset) => search({ sort: 'endingSoon', limit: 2, offset })));
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(await idsOf({ sort: 'endingSoon' }));
    // The total rides on the page's rows: a page past the last match still answers it exactly.
    expect(await search({ sort: 'endingSoon', limit: 2, offset: 6 })).toEqual({ items: [], total: 5 });
    expect(await search({ term: 'walnut', limit: 2, offset: 6 })).toEqual({ items: [], total: 3 });
  });
});

describe('search: only live lots, kept up to date', () => {
  it('never shows a lot that is not Active: a rejected one, and one bought now (gone within a second)', async () => {
    const rejected = await submitLot(seller.token, {}, `${tag} rejected lamp`);
    expect((await reviewWhenReady(expert.token, rejected.itemId, 'reject', 'Please show the maker’s mark.')).status).toBe(200);
    const bought = await liveLot(seller.token, expert.token, {}, `${tag} brass lamp`);
    await waitFor('the lamp to be found', async () => ((await idsOf({ term: 'lamp' })).includes(bought.itemId) ? true : undefined));
    expect(await idsOf({ term: 'lamp' })).toEqual([bought.itemId]);
    const buyer = await newUser();
    expect((await callApi('buyNow', { itemId: bought.itemId }, buyer.headers)).status).toBe(200);
    await waitFor('the bought lamp to leave search', async () => ((await search({ term: 'lamp' })).total === 0 ? true : undefined), { timeoutMs: 1_000, pauseMs: 20 });
    expect((await callApi('getItem', { itemId: bought.itemId })).data.status).toBe(ItemStatus.AwaitingPayment);
  });

  it('reorders the price sorts after an accepted bid within a second', async () => {
    const [first, second] = await Promise.all([newUser(), newUser()]);
    expect((await callApi('placeBid', { itemId: lots.armchair.itemId, amount: 60_000 }, first.headers)).status).toBe(200);
    expect((await callApi('placeBid', { itemId: lots.armchair.itemId, amount: 70_000 }, second.headers)).status).toBe(200);
    const bid = (await callApi('getBidState', { itemId: lots.armchair.itemId })).data as { currentBid: number };
    expect(bid.currentBid).toBeGreaterThan(45_000);
    const top = await waitFor(
      'the armchair to lead the highest-price sort',
      async () => {
        const items = (await search({ sort: 'highestBids' })).items;
        return items[0]?.id === lots.armchair.itemId ? items : undefined;
      },
      { timeoutMs: 1_000, pauseMs: 20 },
    );
    expect(top[0]!.currentBid).toBe(bid.currentBid);
    expect((await idsOf({ sort: 'lowestBids' })).at(-1)).toBe(lots.armchair.itemId);
    expect((await search({ minPrice: bid.currentBid, maxPrice: bid.currentBid + 1 })).items.map((i) => i.id)).toEqual([lots.armchair.itemId]);
  });

  it('lets no replayed older change win over a newer one', async () => {
    useStackTable();
    Object.assign(process.env, localSearchEnv(localStackConfig({ PORT: new URL(BASE_URL).port })));
    const lot = (await getLot(lots.armchair.itemId, true))!;
    const before = (await search({ term: 'armchair' })).items[0]!;
    expect(before.currentBid).toBe(lot.currentBid);
    // The record as it was before its last bid, delivered again (streams deliver at least once, and
    // a retried batch may bring it after the newer one).
    const older = { ...lot, version: lot.version - 1, currentBid: null, bidCount: 0, lastBids: [] };
    await project({ Records: [{ eventName: 'MODIFY', dynamodb: { Keys: marshall(lotKey(lot.id)), NewImage: marshall(older, { removeUndefinedValues: true }) } }] });
    expect((await search({ term: 'armchair' })).items[0]).toEqual(before);
    // The same version again changes nothing either.
    await project({ Records: [{ eventName: 'MODIFY', dynamodb: { Keys: marshall(lotKey(lot.id)), NewImage: marshall({ ...lot, currentBid: 1 }, { removeUndefinedValues: true }) } }] });
    expect((await search({ term: 'armchair' })).items[0]).toEqual(before);
  });

  it('gives the same answers after a rebuild from the table, a lost row included', async () => {
    useStackTable();
    Object.assign(process.env, localSearchEnv(localStackConfig({ PORT: new URL(BASE_URL).port })));
    const queries: Partial<SearchInput>[] = [
      {},
      { term: 'walnut' },
      { term: 'mahogony' },
      { term: 'ancienne' },
      { sort: 'highestBids' },
      { sort: 'newest', limit: 2, offset: 1 },
      { format: 'buyNow', sort: 'lowestBids' },
      { categoryId: 'clocks', minPrice: 20_000, maxPrice: 50_000 },
    ];
    const before = await Promise.all(queries.map(search));
    const sql = await searchDb();
    await sql`DELETE FROM catalogue_lots WHERE id = ${lots.pendule.itemId}`;
    expect((await search({})).total).toBe(4);
    await rebuildSearch();
    expect(await Promise.all(queries.map(search))).toEqual(before);
  }, 60_000);
});

describe('search: exact totals without counting (docs/adr/0035)', () => {
  it('keeps the totals of a browse without words exact as lots enter, change format, leave and are removed', async () => {
    useStackTable();
    Object.assign(process.env, localSearchEnv(localStackConfig({ PORT: new URL(BASE_URL).port })));
    // A category and sub-category of this test's own, so no other lot of the stack is in them.
    const [category, subCategory] = [`cat-${tag}`, `sub-${tag}`];
    const [lot, listing] = [(await getLot(lots.bureau.itemId, true))!, (await getListing(lots.bureau.itemId))!];
    const ids = [`${tag}-a`, `${tag}-b`];
    const change = <T extends { id: string }>(kind: 'lot' | 'listing', value: T): ChangeRecord => ({
      eventName: 'MODIFY',
      dynamodb: { Keys: marshall(kind === 'lot' ? lotKey(value.id) : listingKey(value.id)), NewImage: marshall(value, { removeUndefinedValues: true }) },
    });
    const totals = async () => {
      const browse = async (categoryId: string, format?: string) => (await callApi('search', { categoryId, term: '', ...(format ? { format } : {}) })).data as { items: ItemSummary[]; total: number };
      const all = await browse(category);
      return { category: all.total, items: all.items.length, sub: (await browse(subCategory)).total, auction: (await browse(category, 'auction')).total, buyNow: (await browse(category, 'buyNow')).total };
    };
    const version = lot.version + 10;
    const asAuction = { ...lot, listAsAuction: true, listAsBuyNow: true, buyItNowPrice: 90_000, status: ItemStatus.Active, version, lastBids: [] };
    // Two lots arrive in one batch (one with a sub-category), each as its two records.
    await project({
      Records: [
        change('listing', { ...listing, id: ids[0]!, categoryId: category, subCategoryId: subCategory }),
        change('lot', { ...asAuction, id: ids[0]! }),
        change('listing', { ...listing, id: ids[1]!, categoryId: category, subCategoryId: null }),
        change('lot', { ...asAuction, id: ids[1]!, listAsBuyNow: false, buyItNowPrice: null }),
      ],
    });
    expect(await totals()).toEqual({ category: 2, items: 2, sub: 1, auction: 2, buyNow: 1 });
    // A bid changes no facet; a newer version listed as Buy it now only moves one lot between formats.
    await project({ Records: [change('lot', { ...asAuction, id: ids[1]!, version: version + 1, currentBid: 50_000, bidCount: 1 })] });
    await project({ Records: [change('lot', { ...asAuction, id: ids[0]!, version: version + 1, listAsAuction: false })] });
    expect(await totals()).toEqual({ category: 2, items: 2, sub: 1, auction: 1, buyNow: 2 });
    // A replayed older version does not count again; a lot that stops being Active leaves every total.
    await project({ Records: [change('lot', { ...asAuction, id: ids[0]! })] });
    expect(await totals()).toEqual({ category: 2, items: 2, sub: 1, auction: 1, buyNow: 2 });
    await project({ Records: [change('lot', { ...asAuction, id: ids[0]!, version: version + 2, listAsAuction: false, status: ItemStatus.Sold })] });
    expect(await totals()).toEqual({ category: 1, items: 1, sub: 0, auction: 1, buyNow: 1 });
    // A row removed by hand (as a rebuild removes one whose records are gone) leaves the totals too.
    const sql = await searchDb();
    await sql`DELETE FROM catalogue_lots WHERE id IN ${sql(ids)}`;
    expect(await totals()).toEqual({ category: 0, items: 0, sub: 0, auction: 0, buyNow: 0 });
  });
});

describe('search: no results', () => {
  it('offers the nearest terms that find lots and related categories, only when nothing is found (docs/adr/0051)', async () => {
    // A misspelling too far for the search's own typo net, near enough for "did you mean".
    const typo = farTypo(tag);
    const answer = await callApi('search', { categoryId: null, term: typo });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ items: [], total: 0 });
    expect(answer.data.didYouMean[0]).toBe(tag);
    const offered = await callApi('search', { categoryId: null, term: answer.data.didYouMean[0], limit: 100 });
    expect(offered.data.total).toBe(5);
    // Where the offered term's lots are listed, in both languages.
    const listed = new Set(offered.data.items.map((i: ItemSummary) => i.subCategoryId ?? i.categoryId));
    expect(answer.data.relatedCategories.length).toBeGreaterThan(0);
    expect(listed.has(answer.data.relatedCategories[0].id)).toBe(true);
    expect(answer.data.relatedCategories[0]).toEqual(expect.objectContaining({ id: expect.any(String), name: expect.any(String), parentId: expect.toSatisfy((v) => v === null || typeof v === 'string') }));

    // Two known words no lot has together: each alone is offered.
    const apart = await callApi('search', { categoryId: null, term: `${tag} mahogany pendule` });
    expect(apart.data.total).toBe(0);
    expect(apart.data.didYouMean).toEqual(expect.arrayContaining([tag]));
    // A search that finds lots, or a page past the end, offers nothing.
    expect((await callApi('search', { categoryId: null, term: tag })).data).not.toHaveProperty('didYouMean');
    expect((await callApi('search', { categoryId: null, term: typo, offset: 10 })).data).not.toHaveProperty('didYouMean');
  });
});

describe('suggest', () => {
  it('suggests categories and live lots whose words start as typed', async () => {
    const clocks = (await callApi('suggest', { term: 'clo' })).data.suggestions as { kind: string; id: string; name: string }[];
    expect(clocks).toContainEqual(expect.objectContaining({ kind: 'category', id: 'clocks' }));
    const mine = (await callApi('suggest', { term: `${tag} pend` })).data.suggestions;
    expect(mine).toEqual([{ kind: 'lot', id: lots.pendule.itemId, name: lots.pendule.name, listAsAuction: true }]);
    expect((await callApi('suggest', { term: '' })).data.suggestions).toEqual([]);
    expect((await callApi('suggest', { term: 'x'.repeat(101) })).status).toBe(400);
  });
});
