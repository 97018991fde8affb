import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BidState } from '../../shared/contract/buying.ts';
import type { PageSession } from '../support/browser.ts';
import { advanceClock, useOwnStack } from '../support/own-stack.ts';

/*
 * The end of an auction as the people on its page see it: the countdown follows the server's clock
 * (the test clock here), a bid in the last minutes moves the end on every open page (soft close), and
 * when the clock passes the end the winner's open page turns to "won" with
 * the way to pay, the bell says so, and a lot whose reserve was not reached says that. Moving the
 * clock would move every deadline of the stack the other tests share, so this runs on a stack of its
 * own (a port of its own: TEST_PORT + 500).
 */

useOwnStack('auction-end', 700);
const { BASE_URL, callApi } = await import('../support/api.ts');
const { newUser, signInDemo } = await import('../support/auth.ts');
const { openAs } = await import('../support/browser.ts');
const { useBrowser } = await import('../support/use-browser.ts');
const { liveLot } = await import('../support/market.ts');
const { bearer } = await import('../support/selling.ts');

const HOUR = 3600;
let seller: string;
let expert: string;

beforeAll(async () => {
  [seller, expert] = await Promise.all([signInDemo('seller'), signInDemo('expert')]);
});
const browser = useBrowser();

/** A fresh one-day auction (£100 to start, reserve £200), on sale. */
const oneDayLot = async (name: string) => (await liveLot(seller, expert, { auctionDurationDays: 1 }, name)).itemId;

/** A lot page in a fresh browser, signed in as `who` when given, its bidding panel there. */
async function openLot(itemId: string, who?: PageSession): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openAs(browser(), `/items/${itemId}/auction`, who);
  await page.getByTestId('bid-panel').waitFor();
  return { page, errors };
}

/** The hours a countdown shows ("11h 59m 58s" → 11; "1d 2h 3m" → 26). */
async function hoursShown(page: Page): Promise<number> {
  const text = (await page.getByTestId('time-left').textContent()) ?? '';
  const days = Number(/(\d+)d/.exec(text)?.[1] ?? 0);
  const hours = Number(/(\d+)h/.exec(text)?.[1] ?? 0);
  return days * 24 + hours;
}

describe('the end of an auction, on the test clock', () => {
  it('counts down on the server’s clock, moves the end on a late bid; at the end the winner sees "won" and the way to pay, at once', async () => {
    const [won, short] = await Promise.all([oneDayLot('Clock the winner pays for'), oneDayLot('Clock that stays below its reserve')]);
    const ida = await newUser({ firstName: 'Ida', emailPrefix: 'winner' });

    // Ida bids a £300 maximum on one (the reserve of £200 is met) and £100 on the other (it is not).
    const winner = await openLot(won, ida);
    await winner.page.getByTestId('bid-amount').fill('300');
    await winner.page.getByTestId('place-bid').click();
    await winner.page.getByTestId('confirm-yes').click();
    await expect.poll(() => winner.page.getByTestId('standing').getAttribute('data-standing')).toBe('highest');
    expect((await callApi('placeBid', { itemId: short, amount: 10_000 }, bearer(ida.token))).status).toBe(200);
    expect(await hoursShown(winner.page)).toBeGreaterThanOrEqual(23);

    // Half a day later on the server's clock, a page shows half a day left, whatever the browser's clock says.
    await advanceClock(12 * HOUR);
    await winner.page.reload();
    await winner.page.getByTestId('bid-panel').waitFor();
    await expect.poll(() => hoursShown(winner.page)).toBeLessThanOrEqual(11);

    const shortPage = await openLot(short, ida);
    const visitor = await openLot(won);
    // a visitor reading the French page, in a browser of their own
    const french = await openAs(browser(), `/fr/items/${won}/auction`);
    await french.page.getByTestId('bid-panel').waitFor();
    for (const page of [winner.page, shortPage.page, visitor.page]) await page.evaluate(() => ((window as unknown as { patinaMark: number }).patinaMark = 1));
    // no bid has moved the end yet: nothing says it was extended
    expect(await visitor.page.getByTestId('extended-notice').textContent()).toBe('');

    // A minute before the end a rival bids (below Ida's maximum): soft close moves the end two
    // minutes past that bid, and every open page shows the new end at once.
    const endBefore = await winner.page.getByTestId('ends-at').getAttribute('data-ends-at');
    await advanceClock(12 * HOUR - 60);
    const rival = await newUser({ emailPrefix: 'rival' });
    const rivalBid = await callApi<{ outcome: string }>('placeBid', { itemId: won, amount: 25_000 }, bearer(rival.token));
    expect(rivalBid.status, rivalBid.message).toBe(200);
    expect(rivalBid.data.outcome).toBe('outbid');
    const endAfter = (await callApi<BidState>('getBidState', { itemId: won })).data.endsAt!;
    expect(Date.parse(endAfter)).toBeGreaterThan(Date.parse(endBefore!));
    for (const page of [winner.page, visitor.page, french.page]) await expect.poll(() => page.getByTestId('ends-at').getAttribute('data-ends-at')).toBe(endAfter);
    expect(await winner.page.getByTestId('standing').getAttribute('data-standing')).toBe('highest');
    // …and says why, live, to everyone watching, in their language (issue 24).
    for (const page of [winner.page, visitor.page]) {
      await expect.poll(() => page.getByTestId('extended-notice').textContent()).toBe('Extended by 2 minutes — a bid came in at the end');
    }
    await expect.poll(() => french.page.getByTestId('extended-notice').textContent()).toBe('Prolongée de 2 minutes — une enchère est arrivée à la fin');
    expect(french.errors).toEqual([]);
    await french.page.context().close();

    // The clock passes the (new) end: the workflow ends both lots, and the open pages follow without a reload.
    await advanceClock(3 * 60);
    const pay = winner.page.getByTestId('pay-link');
    await pay.waitFor();
    expect(await winner.page.getByTestId('outcome').getAttribute('data-outcome')).toBe('won');
    expect(await winner.page.getByTestId('outcome').textContent()).toContain('You won this lot');
    const state = (await callApi<BidState>('getBidState', { itemId: won }, bearer(ida.token))).data;
    expect(state.status).toBe('Awaiting Payment');
    expect(await pay.getAttribute('href')).toBe(`/pay-items/${state.orderId}`);

    // the bell says so too, leading to the same place
    await expect.poll(() => winner.page.locator('[data-testid="notification"][data-template="won"]').count()).toBe(1);
    expect(await winner.page.locator('[data-testid="notification"][data-template="won"]').getAttribute('href')).toBe(`/pay-items/${state.orderId}`);

    await expect.poll(() => visitor.page.getByTestId('outcome').getAttribute('data-outcome')).toBe('sold');
    await expect.poll(() => shortPage.page.getByTestId('outcome').getAttribute('data-outcome')).toBe('reserveNotMet');
    expect(await shortPage.page.getByTestId('outcome').textContent()).toContain('Reserve Price Not Met');
    for (const page of [winner.page, shortPage.page, visitor.page]) {
      expect(await page.evaluate(() => (window as unknown as { patinaMark?: number }).patinaMark)).toBe(1);
    }

    // My bids says the same: won, with the way to pay; lost below the reserve.
    await winner.page.goto(`${BASE_URL}/my-account/My%20bids`);
    const row = (itemId: string) => winner.page.locator(`[data-testid="my-bid-row"][data-item-id="${itemId}"]`);
    await expect.poll(() => row(won).getByTestId('standing').getAttribute('data-standing')).toBe('won');
    await expect.poll(() => row(won).getByTestId('pay-link').getAttribute('href')).toBe(`/pay-items/${state.orderId}`);
    expect(await row(short).getByTestId('standing').getAttribute('data-standing')).toBe('lost');
    expect([...winner.errors, ...shortPage.errors, ...visitor.errors]).toEqual([]);
    // A journey of four browsers, three clock moves and a dozen page loads: the file's 60 s per test ran out
    // at load 25–30 while every step was still progressing.
  }, 180_000);
});
