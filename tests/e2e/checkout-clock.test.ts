import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BidState } from '../../shared/contract/buying.ts';
import type { OrderView } from '../../shared/contract/orders.ts';
import { advanceClock, useOwnStack } from '../support/own-stack.ts';

/*
 * Checkout on the test clock: a buyer wins an auction when the clock passes its end and pays it from
 * the lot page, the time left to pay counting on the server's clock; an order left unpaid past its
 * 24 hours can no longer be paid, and the checkout and the purchase history say so. Moving the clock
 * would move every deadline of the stack the other tests share, so this runs on a stack of its own
 * (TEST_PORT + 1000).
 */

useOwnStack('checkout-clock', 1000);
const { BASE_URL, callApi } = await import('../support/api.ts');
const { asRole, newUser, signInDemo } = await import('../support/auth.ts');
const { openAs: openPageAs } = await import('../support/browser.ts');
const { useBrowser } = await import('../support/use-browser.ts');
const { liveLot } = await import('../support/market.ts');
const { savedAddress, savedCard } = await import('../support/orders.ts');
const { waitFor } = await import('../support/wait.ts');
type TestUser = Awaited<ReturnType<typeof newUser>>;

const HOUR = 3600;
let seller: string;
let expert: string;

beforeAll(async () => {
  [seller, expert] = await Promise.all([signInDemo('seller'), signInDemo('expert')]);
});
const browser = useBrowser();

/** A fresh one-day auction (£100 to start, reserve £200, Buy it now £550) of the demo seller or of `owner`, on sale. */
const oneDayLot = async (name: string, owner: string = seller) => (await liveLot(owner, expert, { auctionDurationDays: 1 }, name)).itemId;

/** A saved UK address and a saved card (tokenised as the browser does). */
async function addressAndCard(buyer: TestUser): Promise<void> {
  await savedAddress(buyer, { fullName: 'Ida Winner' });
  await savedCard(buyer);
}

/** A page in a fresh browser, signed in as `who`, its islands hydrated. */
const openAs = (who: TestUser, pathname: string) => openPageAs(browser(), pathname, who, { hydrated: true });

/** The hours a countdown shows ("23h 59m 58s" → 23; "1d 23h 10m" → 47). */
const hoursIn = (text: string) => Number(/(\d+)d/.exec(text)?.[1] ?? 0) * 24 + Number(/(\d+)h/.exec(text)?.[1] ?? 0);

describe('checkout on the test clock', () => {
  it('pays an auction won when the clock passed its end, counting the time left on the server’s clock; an order left unpaid for 24 hours can no longer be paid', async () => {
    const [auction, bought] = await Promise.all([oneDayLot('Clock won at the hammer'), oneDayLot('Clock bought and never paid')]);
    const [ida, ned] = await Promise.all([newUser({ firstName: 'Ida', emailPrefix: 'winner' }), newUser({ firstName: 'Ned', emailPrefix: 'nonpayer' })]);
    await addressAndCard(ida);
    expect((await callApi('placeBid', { itemId: auction, amount: 20_000 }, ida.headers)).status).toBe(200);
    const unpaid = await callApi('buyNow', { itemId: bought }, ned.headers);
    expect(unpaid.status, unpaid.message).toBe(200);
    const unpaidOrder = unpaid.data.orderId as string;

    // A day and an hour later: the auction has ended (Ida won it), and Ned's 24 hours to pay are over.
    await advanceClock(25 * HOUR);
    const won = await waitFor('the auction to end with an order', async () => {
      const state = (await callApi<BidState>('getBidState', { itemId: auction }, ida.headers)).data;
      return state.status === 'Awaiting Payment' && state.orderId ? state : undefined;
    });

    // From the lot page's way to pay to the checkout: under 24 hours left on the server's clock (the
    // browser's clock, a day behind, would say two days).
    const { page, errors } = await openAs(ida, `/items/${auction}/auction`);
    await page.getByTestId('pay-link').click();
    await page.waitForURL((url) => url.pathname === `/pay-items/${won.orderId}`);
    await page.getByTestId('checkout').waitFor();
    await expect.poll(async () => hoursIn((await page.getByTestId('pay-deadline').textContent()) ?? '')).toBeLessThanOrEqual(23);
    await expect.poll(() => page.getByTestId('checkout-total').getAttribute('data-pence')).toBe(String(20_000 + 2_500));
    await page.getByTestId('pay').click();
    await page.waitForURL((url) => url.pathname === '/payment-success');
    await page.getByTestId('payment-confirmed').waitFor();
    expect((await callApi<OrderView>('getOrder', { orderId: won.orderId }, ida.headers)).data).toMatchObject({ status: 'paid', total: 22_500 });

    // Ned's order lapsed when the clock passed its deadline: "Cancelled - Unpaid", no Pay on the
    // checkout or in the purchase history, and the server refuses it too.
    expect((await callApi<OrderView>('getOrder', { orderId: unpaidOrder }, ned.headers)).data.status).toBe('cancelled_unpaid');
    const late = await openAs(ned, `/pay-items/${unpaidOrder}`);
    const state = late.page.getByTestId('checkout-state');
    await state.waitFor();
    expect(await state.getAttribute('data-stage')).toBe('cancelled');
    expect(await late.page.getByTestId('order-status').textContent()).toBe('Cancelled - Unpaid');
    expect(await late.page.getByTestId('pay').count()).toBe(0);
    await late.page.goto(`${BASE_URL}/my-account/purchase-history`);
    const row = late.page.locator(`[data-testid="purchase"][data-order-id="${unpaidOrder}"]`);
    await row.waitFor();
    expect(await row.getByTestId('order-status').getAttribute('data-stage')).toBe('cancelled');
    expect(await row.getByTestId('purchase-pay').count()).toBe(0);
    const refused = await callApi('payOrder', { orderId: unpaidOrder, addressId: 'none', cardId: 'none' }, ned.headers);
    expect(refused.status).toBe(409);
    expect(refused.code).toBe('orderNotPayable');
    expect([...errors, ...late.errors]).toEqual([]);
  });

  it('a sale not paid on time: the seller’s Unsold tab says Payment Not Done On Time and offers Relist and Send second-chance offer, which sells it to the under-bidder', async () => {
    const owner = await asRole('seller');
    const itemId = await oneDayLot('Clock the winner never paid', owner.token);
    const [una, wes] = await Promise.all([newUser({ firstName: 'Una', emailPrefix: 'underbidder' }), newUser({ firstName: 'Wes', emailPrefix: 'nonpayer' })]);
    expect((await callApi('placeBid', { itemId, amount: 30_000 }, una.headers)).status).toBe(200);
    expect((await callApi('placeBid', { itemId, amount: 40_000 }, wes.headers)).status).toBe(200);
    // The auction ends (Wes wins), then his 24 hours to pay run out.
    await advanceClock(25 * HOUR);
    await waitFor('the auction to end with an order', async () => ((await callApi<BidState>('getBidState', { itemId })).data.status === 'Awaiting Payment' ? true : undefined));
    await advanceClock(25 * HOUR);
    await waitFor('the sale to lapse', async () => ((await callApi('getItem', { itemId })).data?.status === 'Payment Not Done On Time' ? true : undefined));

    const { page, errors } = await openAs(owner, '/sellar-dashboard/Unsold');
    const row = page.locator(`[data-testid="dashboard-item"][data-item-id="${itemId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Payment Not Done On Time');
    expect(await row.getByTestId('relist').count()).toBe(1);
    await row.getByTestId('second-chance').click();
    await expect.poll(() => page.getByTestId('dashboard-alert').textContent()).toContain('Second-chance offer sent to the under-bidder');
    const offer = (await callApi<{ orders: OrderView[] }>('getMyOrders', {}, una.headers)).data.orders.find((o) => o.itemId === itemId);
    expect(offer).toMatchObject({ status: 'awaiting_payment', price: 30_000 });
    // It has left Unsold: it is the under-bidder's to pay now.
    await expect.poll(() => row.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
