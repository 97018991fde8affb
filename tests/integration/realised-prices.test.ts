import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemSummary, PriceGuideOutput } from '../../shared/contract/catalogue.ts';
import type { SellerReviewsOutput } from '../../shared/contract/orders.ts';
import { ItemStatus } from '../../shared/item.ts';
import { callApi } from '../support/api.ts';
import { asRole, newUser, type TestUser } from '../support/auth.ts';
import { liveLot } from '../support/market.ts';
import { saleAt } from '../support/orders.ts';
import { waitFor } from '../support/wait.ts';

/*
 * Realised prices (issue 26 item 2, docs/adr/0054): sold lots stay findable with the price, moment and
 * way they sold; a cancelled sale shows no price anywhere; a sub-category's price guide on known data.
 * Every lot here is in a sub-category made for this file (under Clocks, whose seller form the listing
 * fills), so the guide's figures are this file's sales only. Through the calls on the shared stack.
 */

let seller: TestUser;
let expert: TestUser;
let admin: TestUser;
let subCategoryId: string;
/** Three Buy it now sales at known prices, and one sale cancelled by a dispute. */
const sold: { itemId: string; price: number }[] = [];
let cancelled: { itemId: string };
let unsold: { itemId: string };
const PRICES = [30_000, 80_000, 45_000];

const soldSearch = async (data: object) => {
  const answer = await callApi<{ items: ItemSummary[]; total: number }>('search', { categoryId: subCategoryId, term: '', limit: 100, sold: true, ...data });
  expect(answer.status, answer.message).toBe(200);
  return answer.data;
};

beforeAll(async () => {
  [seller, expert, admin] = await Promise.all([asRole('seller'), asRole('expert'), asRole('admin')]);
  const sub = await callApi('adminSaveSubCategory', { categoryId: 'clocks', name: `Realised ${randomUUID().slice(0, 8)}` }, admin.headers);
  expect(sub.status, sub.message).toBe(200);
  subCategoryId = sub.data.subCategory.id as string;
  const inSub = { subCategoryId };
  const sales = PRICES.map(async (price) => {
    const lot = await liveLot(seller.token, expert.token, { ...inSub, buyItNowPrice: price, reservePrice: null, estimatedValue: price }, 'Realised clock');
    const buyer = await newUser({ emailPrefix: 'realised' });
    const bought = await callApi('buyNow', { itemId: lot.itemId }, buyer.headers);
    expect(bought.status, bought.message).toBe(200);
    return { itemId: lot.itemId, price };
  });
  const cancelling = (async () => {
    const sale = await saleAt(seller, expert.token, 'shipped', inSub);
    const itemDisputeId = (await callApi('createDispute', { orderId: sale.orderId, message: 'It never arrived.' }, sale.buyer.headers)).data.itemDisputeId as string;
    expect((await callApi('setDisputeStatus', { itemDisputeId, status: 'sale_cancelled' }, admin.headers)).status).toBe(200);
    return { itemId: sale.itemId };
  })();
  [cancelled, unsold] = await Promise.all([cancelling, liveLot(seller.token, expert.token, inSub, 'Realised live').then((l) => ({ itemId: l.itemId }))]);
  sold.push(...(await Promise.all(sales)));
  // The read model follows the table: wait until it holds every sale and the cancellation.
  await waitFor('the sales in the read model', async () => {
    const { items } = await soldSearch({});
    return items.length === PRICES.length && !items.some((i) => i.id === cancelled.itemId) ? items : undefined;
  });
}, 240_000);

describe('search with sold: true', () => {
  it('finds sold lots only, each with its price, moment and way, newest sale first; never a cancelled sale or a live lot; live search never lists them', async () => {
    const { items, total } = await soldSearch({});
    expect(total).toBe(PRICES.length);
    expect(new Set(items.map((i) => i.id))).toEqual(new Set(sold.map((s) => s.itemId)));
    for (const item of items) {
      expect(item.soldPrice).toBe(sold.find((s) => s.itemId === item.id)!.price);
      expect(item.soldVia).toBe('buyNow');
      expect(Date.parse(item.soldAt!)).not.toBeNaN();
    }
    expect(items.map((i) => i.soldAt)).toEqual(items.map((i) => i.soldAt).sort().reverse());
    // The price sorts and range read the price sold for.
    expect((await soldSearch({ sort: 'highestBids' })).items.map((i) => i.soldPrice)).toEqual([...PRICES].sort((a, b) => b - a));
    expect((await soldSearch({ minPrice: 40_000, maxPrice: 50_000 })).items.map((i) => i.soldPrice)).toEqual([45_000]);

    const live = await callApi<{ items: ItemSummary[] }>('search', { categoryId: subCategoryId, term: '', limit: 100 });
    expect(live.data.items.map((i) => i.id)).toEqual([unsold.itemId]);
    expect(live.data.items[0]!.soldPrice).toBeUndefined();

    // The cancelled sale: back to its seller, its lot page and the seller's page show no price.
    const page = await callApi('getItem', { itemId: cancelled.itemId }, seller.headers);
    expect(page.data.status).toBe(ItemStatus.Unsold);
    expect([page.data.soldPrice, page.data.soldAt, page.data.soldVia]).toEqual([undefined, undefined, undefined]);
    const sellerPage = (await callApi<SellerReviewsOutput>('getSellerReviews', { sellerId: seller.uid })).data;
    expect(sellerPage.soldLots!.map((i) => i.id)).not.toContain(cancelled.itemId);
    expect(sellerPage.soldLots!.every((i) => typeof i.soldPrice === 'number' && i.soldAt && i.soldVia)).toBe(true);
    expect(sellerPage.liveLots!.every((i) => i.status === ItemStatus.Active && i.soldPrice === undefined)).toBe(true);
  });
});

describe('getPriceGuide', () => {
  it('gives every month of the window, oldest first, with this month’s count, median, lowest and highest, and the highest and latest sales', async () => {
    const now = ((await (await fetch(`${process.env.PATINA_URL}/dev/clock`)).json()) as { now: string }).now;
    const answer = await callApi<PriceGuideOutput>('getPriceGuide', { subCategoryId });
    expect(answer.status, answer.message).toBe(200);
    const guide = answer.data;
    expect(guide.subCategory).toMatchObject({ id: subCategoryId, parentId: 'clocks' });
    expect(guide.months).toHaveLength(12);
    expect(guide.months.at(-1)).toEqual({ month: now.slice(0, 7), count: 3, median: 45_000, min: 30_000, max: 80_000 });
    expect(guide.months.slice(0, -1).every((m) => m.count === 0 && m.median === null)).toBe(true);
    expect(guide.months.map((m) => m.month)).toEqual([...guide.months.map((m) => m.month)].sort());
    expect(guide.highest.map((i) => i.soldPrice)).toEqual([80_000, 45_000, 30_000]);
    expect(guide.recent.map((i) => i.id).sort()).toEqual(sold.map((s) => s.itemId).sort());
    expect([...guide.highest, ...guide.recent].map((i) => i.id)).not.toContain(cancelled.itemId);

    const three = await callApi<PriceGuideOutput>('getPriceGuide', { subCategoryId, months: 3 });
    expect(three.data.months.map((m) => m.month)).toEqual(guide.months.slice(-3).map((m) => m.month));
  });

  it('refuses a malformed id or months out of 1–24 (400) and answers 404 for a sub-category that does not exist or a top category', async () => {
    for (const data of [{ subCategoryId: 'no such!' }, { subCategoryId: '' }, {}, { subCategoryId, months: 0 }, { subCategoryId, months: 25 }, { subCategoryId, months: 1.5 }]) {
      const answer = await callApi('getPriceGuide', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
    }
    expect((await callApi('getPriceGuide', { subCategoryId: 'NOSUCHSUBCATEGORY' })).status).toBe(404);
    expect((await callApi('getPriceGuide', { subCategoryId: 'clocks' })).status).toBe(404);
    expect((await callApi('search', { categoryId: null, term: '', sold: 'yes' })).status).toBe(400);
  });
});
