import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidState } from '../../shared/contract/buying.ts';
import { BASE_URL, callApi } from '../support/api.ts';
import { newUser, type TestUser, signInDemo } from '../support/auth.ts';
import { openAs, type OpenedPage } from '../support/browser.ts';
import { bearer, clockListing, reviewWhenReady, uploadFivePhotos } from '../support/selling.ts';
import { waitFor } from '../support/wait.ts';
import { useBrowser } from '../support/use-browser.ts';

/*
 * The market as people meet it in Chromium, against the local stack: two buyers on one lot page (a bid
 * on one shows on the other at once, then the outbid notice), a visitor sent to sign in and brought
 * back to the lot, Buy it now to the order's link, a lot watched from its card and found on the
 * watchlist, My bids winning and outbid, live; a page that lost its socket catching up when it comes
 * back; the mobile bid bar; the French page. Every lot is a fresh one (submitted and accepted here),
 * so its state is known. The end of an auction moves the clock: tests/e2e/auction-end.test.ts, on a
 * stack of its own.
 */

const browser = useBrowser();
const contexts: BrowserContext[] = [];
let sellerToken: string;
let expertToken: string;

beforeAll(async () => {
  [sellerToken, expertToken] = await Promise.all([signInDemo('seller'), signInDemo('expert')]);
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
});

/** A word nobody else uses, so a search finds exactly our lot. */
const uniqueWord = () => `patina${randomBytes(4).toString('hex')}`;
let seed = 900 + Math.floor(Math.random() * 5000);

/**
 * A fresh live auction of the demo seller: £100 to start, reserve £200, Buy it now £550 (available
 * until a bid meets the reserve). Answers its id once it is on sale.
 */
async function freshLot(name = `Bidding test clock ${uniqueWord()}`): Promise<string> {
  const photos = await uploadFivePhotos(sellerToken, ++seed);
  const submitted = await callApi('submitListing', { form: clockListing(photos, name) }, bearer(sellerToken));
  expect(submitted.status, submitted.message).toBe(200);
  const itemId = submitted.data.itemId as string;
  expect((await reviewWhenReady(expertToken, itemId, 'accept')).status).toBe(200);
  await waitFor(`lot ${itemId} to be on sale`, async () => ((await callApi('getItem', { itemId })).data?.status === 'Active' ? true : undefined));
  return itemId;
}

const bidState = async (itemId: string, token?: string) => (await callApi<BidState>('getBidState', { itemId }, token ? bearer(token) : {})).data;

type Opened = OpenedPage;

/** A fresh browser (its own storage), signed in as `who` when given, its islands hydrated. */
const openPage = (path: string, who?: TestUser, options: { viewport?: { width: number; height: number }; currency?: string } = {}) =>
  openAs(browser(), path, who, { ...options, hydrated: true });

/** Opens a lot page and waits for its bidding panel (the lazily loaded part) to be there. */
async function openLot(itemId: string, who?: TestUser, options?: Parameters<typeof openPage>[2]): Promise<Opened> {
  const opened = await openPage(`/items/${itemId}/auction`, who, options);
  await opened.page.getByTestId('bid-panel').waitFor();
  return opened;
}

/** Marks the document, so a later check can tell it was never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { patinaMark: number }).patinaMark = 1));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { patinaMark?: number }).patinaMark === 1);
const shownPence = (page: Page, testId = 'price') => page.getByTestId(testId).first().getAttribute('data-pence').then(Number);
const standing = (page: Page) => page.getByTestId('standing').getAttribute('data-standing');

describe('bidding on a lot page', () => {
  it('shows a bid on every open page of the lot at once, and the one outbid learns it without reloading', async () => {
    const itemId = await freshLot();
    const [ann, ben] = await Promise.all([newUser({ firstName: 'Ann', emailPrefix: 'bidder' }), newUser({ firstName: 'Ben', emailPrefix: 'bidder' })]);
    const a = await openLot(itemId, ann);
    const b = await openLot(itemId, ben);
    await Promise.all([markDocument(a.page), markDocument(b.page)]);
    expect(await shownPence(b.page, 'min-next-bid')).toBe(10_000);

    // Ben takes the first quick bid (the starting price), confirmed in pounds.
    const first = b.page.getByTestId('quick-bid').first();
    expect(Number(await first.getAttribute('data-amount'))).toBe(10_000);
    await first.click();
    await expect.poll(() => b.page.getByTestId('confirm-dialog').textContent()).toContain('£100.00');
    await b.page.getByTestId('confirm-yes').click();
    await expect.poll(() => standing(b.page)).toBe('highest');

    // Ann's page shows it without a reload: price, count, history.
    await expect.poll(() => a.page.getByTestId('bid-count').getAttribute('data-count')).toBe('1');
    expect(await shownPence(a.page)).toBe(10_000);
    await expect.poll(() => a.page.getByTestId('bid-row').count()).toBe(1);
    expect(await sameDocument(a.page)).toBe(true);

    // Ann bids a maximum of £300: the reserve (£200) is met, the price jumps to it.
    await a.page.getByTestId('bid-amount').fill('300');
    await a.page.getByTestId('place-bid').click();
    await expect.poll(() => a.page.getByTestId('confirm-max').textContent()).toContain('£300.00');
    await a.page.getByTestId('confirm-yes').click();
    await expect.poll(() => standing(a.page)).toBe('highest');
    const price = (await bidState(itemId)).currentBid!;
    expect(price).toBe(20_000);

    // Ben's page: the new price and the outbid notice, in the panel and in the bell, with no reload.
    await expect.poll(() => shownPence(b.page)).toBe(price);
    await expect.poll(() => standing(b.page)).toBe('outbid');
    expect(await b.page.getByTestId('reserve-status').textContent()).toBe('Reserve met');
    await expect.poll(() => b.page.getByTestId('bell').getAttribute('data-unread').then(Number)).toBeGreaterThan(0);
    await b.page.getByTestId('bell').click();
    const notification = b.page.locator('[data-testid="notification"][data-template="outbid"]').first();
    await notification.waitFor();
    expect(await notification.textContent()).toContain("You've been outbid");
    expect(await notification.getAttribute('href')).toBe(`/items/${itemId}/auction`);
    expect(await sameDocument(b.page)).toBe(true);
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it('sends a visitor who bids to sign in, and brings them back to the lot to bid', async () => {
    const itemId = await freshLot();
    const cleo = await newUser({ firstName: 'Cleo', emailPrefix: 'returning' });
    const { page, errors } = await openLot(itemId);
    await page.getByTestId('place-bid').click();
    await expect.poll(() => page.getByTestId('login-required').textContent()).toContain('You must be logged in to place a bid');
    await page.getByTestId('sign-in-to-bid').click();
    await page.waitForURL((url) => url.pathname === '/seller-login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/items/${itemId}/auction`);

    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.getByTestId('signin-email').fill(cleo.email);
    await page.getByTestId('signin-password').fill(cleo.password);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL((url) => url.pathname === `/items/${itemId}/auction`);

    await page.getByTestId('quick-bid').first().click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => standing(page)).toBe('highest');
    expect(await page.getByTestId('login-required').count()).toBe(0);
    expect((await bidState(itemId, cleo.token)).highBidder).toBe(true);
    expect(errors).toEqual([]);
  });

  it('tells a visitor in French, and signs them in on the French page', async () => {
    const itemId = await freshLot();
    const { page, errors } = await openPage(`/fr/items/${itemId}/auction`);
    await page.getByTestId('bid-panel').waitFor();
    expect(await page.getByTestId('quick-bid').first().textContent()).toContain('Enchérir');
    await page.getByTestId('buy-now').click();
    await expect.poll(() => page.getByTestId('login-required').textContent()).toContain('Vous devez être connecté');
    expect(await page.getByTestId('sign-in-to-bid').getAttribute('href')).toBe(`/fr/seller-login?next=${encodeURIComponent(`/fr/items/${itemId}/auction`)}`);
    expect(errors).toEqual([]);
  });

  it('buys it now from the panel, confirmed in pounds and the chosen currency, and leads to the order', async () => {
    const itemId = await freshLot();
    const dora = await newUser({ firstName: 'Dora', emailPrefix: 'buyer' });
    const watcher = await openLot(itemId);
    const { page, errors } = await openLot(itemId, dora, { currency: 'EUR' });
    await markDocument(watcher.page);

    // The page's own answer is held back until the sale's live push has reached the page, as a slow
    // answer would be: the buyer is told they bought it (not won it) from the push alone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/buyNow', async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });

    await page.getByTestId('buy-now').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect.poll(() => dialog.textContent()).toContain('£550.00');
    await expect.poll(() => dialog.textContent()).toMatch(/About .*€.*\(EUR\)/);
    await page.getByTestId('confirm-yes').click();

    const pay = page.getByTestId('pay-link');
    await pay.waitFor();
    expect(await page.getByTestId('outcome').getAttribute('data-outcome')).toBe('bought');
    const answered = page.waitForResponse('**/api/buyNow');
    release();
    expect((await answered).status()).toBe(200);
    expect(await page.getByTestId('outcome').getAttribute('data-outcome')).toBe('bought');
    const state = await bidState(itemId, dora.token);
    expect(state.status).toBe('Awaiting Payment');
    expect(state.orderId).toBeTruthy();
    expect(await pay.getAttribute('href')).toBe(`/pay-items/${state.orderId}`);

    // every other open page of the lot learns the sale at once
    await expect.poll(() => watcher.page.getByTestId('outcome').getAttribute('data-outcome')).toBe('sold');
    expect(await watcher.page.getByTestId('pay-link').count()).toBe(0);
    expect(await sameDocument(watcher.page)).toBe(true);
    expect([...errors, ...watcher.errors]).toEqual([]);
  });

  it('catches up on what it missed while its socket was away', async () => {
    const itemId = await freshLot();
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    // The page's socket goes through the test, which can hold the server's messages back and cut it.
    const sockets: Array<{ hold: boolean; cut: () => Promise<void> }> = [];
    await page.routeWebSocket(/\/ws(\?|$)/, (socket) => {
      const server = socket.connectToServer();
      const entry = { hold: false, cut: () => socket.close({ code: 1001 }).then(() => server.close()) };
      server.onMessage((message) => {
        if (!entry.hold) socket.send(message);
      });
      sockets.push(entry);
    });
    await page.goto(`${BASE_URL}/items/${itemId}/auction`);
    await page.getByTestId('bid-panel').waitFor();
    await expect.poll(() => sockets.length).toBeGreaterThan(0);
    await markDocument(page);

    // the bid's message never reaches the page: only fetching the state again can show it
    const first = sockets.at(-1)!;
    first.hold = true;
    const erin = await newUser({ emailPrefix: 'bidder' });
    expect((await callApi('placeBid', { itemId, amount: 10_000 }, erin.headers)).status).toBe(200);
    await first.cut();

    // the socket comes back by itself, and the page fetches the lot's state again
    await expect.poll(() => page.getByTestId('bid-count').getAttribute('data-count'), { timeout: 20_000 }).toBe('1');
    expect(sockets.length).toBeGreaterThan(1);
    expect(await shownPence(page)).toBe(10_000);
    expect(await sameDocument(page)).toBe(true);
  });

  it('keeps the price, the time left and the bid button in a bar on a phone', async () => {
    const itemId = await freshLot();
    const { page, errors } = await openLot(itemId, undefined, { viewport: { width: 375, height: 800 } });
    const bar = page.getByTestId('mobile-bid-bar');
    expect(await bar.isVisible()).toBe(true);
    expect(await shownPence(page, 'mobile-price')).toBe(10_000);
    expect(await bar.locator('.time-left').textContent()).toMatch(/\d/);
    await page.getByTestId('mobile-bid').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('bid-amount');
    expect(errors).toEqual([]);
  });
});

describe('the watchlist and my bids', () => {
  it('watches a lot from its card, finds it on the watchlist with its live price, and removes it', async () => {
    const word = uniqueWord();
    const itemId = await freshLot(`Watched mantel clock ${word}`);
    await waitFor('the lot to be found by search', async () => ((await callApi('search', { categoryId: null, term: word })).data?.total === 1 ? true : undefined));
    const fay = await newUser({ firstName: 'Fay', emailPrefix: 'watcher' });
    const { page, errors } = await openPage(`/catagoriesDetails/search?term=${word}`, fay);
    const heart = page.locator(`[data-testid="item-card"][data-item-id="${itemId}"] [data-testid="watch-button"]`);
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await callApi('getWatchlist', {}, fay.headers)).data.items.map((i: { id: string }) => i.id)).toEqual([itemId]);

    await page.goto(`${BASE_URL}/my-account/Watchlist`);
    const row = page.locator(`[data-testid="watch-row"][data-item-id="${itemId}"]`);
    await row.waitFor();
    expect(await row.getByTestId('price').getAttribute('data-pence')).toBe('10000');
    expect(await row.getByTestId('time-left').textContent()).toMatch(/\d/);
    await markDocument(page);

    // a bid elsewhere shows on the watchlist at once
    const gus = await newUser({ emailPrefix: 'bidder' });
    expect((await callApi('placeBid', { itemId, amount: 12_000 }, gus.headers)).status).toBe(200);
    await expect.poll(() => row.getByTestId('bid-count').getAttribute('data-count')).toBe('1');
    expect(await row.getByTestId('price').getAttribute('data-pence')).toBe('12000');
    expect(await sameDocument(page)).toBe(true);

    await row.getByTestId('watch-remove').click();
    await page.getByTestId('watchlist-empty').waitFor();
    expect((await callApi('getWatchlist', {}, fay.headers)).data.items).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('lists a winning and an outbid lot in My bids, and turns the standing live', async () => {
    const [winning, outbid] = await Promise.all([freshLot(), freshLot()]);
    const [hal, rival] = await Promise.all([newUser({ firstName: 'Hal', emailPrefix: 'bidder' }), newUser({ emailPrefix: 'rival' })]);
    for (const itemId of [winning, outbid]) expect((await callApi('placeBid', { itemId, amount: 10_000 }, hal.headers)).status).toBe(200);
    expect((await callApi('placeBid', { itemId: outbid, amount: 10_500, maxBid: 40_000 }, rival.headers)).status).toBe(200);

    const { page, errors } = await openPage('/my-account/My%20bids', hal);
    const row = (itemId: string) => page.locator(`[data-testid="my-bid-row"][data-item-id="${itemId}"]`);
    await expect.poll(() => row(winning).getByTestId('standing').getAttribute('data-standing')).toBe('winning');
    await expect.poll(() => row(outbid).getByTestId('standing').getAttribute('data-standing')).toBe('outbid');
    expect(await row(winning).textContent()).toContain('Your maximum: £100.00');
    await markDocument(page);

    // the rival outbids Hal on the other lot too: the row turns without a reload
    expect((await callApi('placeBid', { itemId: winning, amount: 10_500, maxBid: 40_000 }, rival.headers)).status).toBe(200);
    await expect.poll(() => row(winning).getByTestId('standing').getAttribute('data-standing')).toBe('outbid');
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
