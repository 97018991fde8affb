import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LISTINGS, type DemoListing } from '../../infra/local/seed/demo-data.ts';
import { acceptedAuction, demoTimeline, replayDemoBids } from '../../infra/local/seed/demo-listing.ts';
import type { GetMyBidsOutput } from '../../shared/contract/buying.ts';
import type { ItemSummary } from '../../shared/contract/catalogue.ts';
import { ItemStatus } from '../../shared/item.ts';
import { resolveAuctionEnd } from '../../shared/lot-rules.ts';
import { PAYMENT_WINDOW_SECONDS } from '../../shared/order.ts';
import { advanceClockTo, useOwnStack } from '../support/own-stack.ts';

/*
 * What a newcomer sees after `npm start` and a move of the test clock: the demo auctions end, each
 * through its own workflow, with the outcome the rules give its bids. On a stack of its own (fresh,
 * so seeded): moving the clock of the stack other tests share would end their lots under them.
 */

useOwnStack('demo-clock-test', 350);
const { callApi } = await import('../support/api.ts');
const { signInDemo } = await import('../support/auth.ts');
const { bearer } = await import('../support/selling.ts');

const HOUR = 3600;
const tokens = {} as Record<'seller' | 'buyer' | 'buyer2', string>;
/** Each live demo listing's lot id, by slug. */
const lotOf = new Map<string, string>();

beforeAll(async () => {
  for (const role of ['seller', 'buyer', 'buyer2'] as const) tokens[role] = await signInDemo(role);
  const items = (await callApi('search', { categoryId: null, term: '', limit: 100, offset: 0 })).data.items as ItemSummary[];
  for (const listing of DEMO_LISTINGS) {
    const item = items.find((i) => i.name === listing.name);
    if (item) lotOf.set(listing.slug, item.id);
  }
});

/** Where the clock was moved to, in order: a sale is recorded at the move that passes its end. */
const moves: number[] = [];
/** Moves the clock; the answer comes once every end it made due has been carried through (CALLS.md). */
async function advanceTo(at: number): Promise<void> {
  moves.push(at);
  await advanceClockTo(at);
}
const statusOf = async (slug: string) => (await callApi('getItem', { itemId: lotOf.get(slug) }, bearer(tokens.seller))).data.status as string;
const endOf = async (slug: string) => Date.parse((await callApi('getItem', { itemId: lotOf.get(slug) })).data.endsAt as string);

/** How a live demo listing ends under the rules: its bids replayed, then the end resolved. */
function expectedEnd(listing: DemoListing): { status: string; winner: 'buyer' | 'buyer2' | null } {
  const timeline = demoTimeline(listing, new Date());
  const replayed = replayDemoBids(listing, acceptedAuction(listing, timeline.endsAt), timeline, (bid) => bid.bidder);
  const outcome = resolveAuctionEnd({ leaderId: null, currentBid: null, reservePrice: listing.reservePrice, ...replayed.at(-1)?.state });
  return outcome.status === ItemStatus.AwaitingPayment ? { status: outcome.status, winner: outcome.buyerId as 'buyer' | 'buyer2' } : { status: outcome.status, winner: null };
}

describe('the demo catalogue on the test clock', () => {
  const live = DEMO_LISTINGS.filter((l) => l.status === 'Active');
  const soonest = [...live].sort((a, b) => a.endsInHours - b.endsInHours);

  it('is on sale after the first start', () => {
    expect([...lotOf.keys()].sort()).toEqual(live.map((l) => l.slug).sort());
  });

  it('ends the first demo auction when the clock passes its end, and only that one', async () => {
    const [first, next] = soonest as [DemoListing, DemoListing];
    expect(next.endsInHours).toBeGreaterThan(first.endsInHours);
    await advanceTo((await endOf(first.slug)) + 60_000);
    const expected = expectedEnd(first);
    expect(await statusOf(first.slug)).toBe(expected.status);
    expect(await statusOf(next.slug)).toBe(ItemStatus.Active);
    if (expected.winner) {
      const mine = (await callApi<GetMyBidsOutput>('getMyBids', {}, bearer(tokens[expected.winner]))).data.bids;
      expect(mine.find((b) => b.item.id === lotOf.get(first.slug))?.state).toBe('won');
    }
  });

  it('ends every demo listing by its end, each with the outcome the rules give its bids', async () => {
    const last = soonest.at(-1)!;
    const ends = new Map(await Promise.all(live.map(async (l) => [l.slug, await endOf(l.slug)] as const)));
    const finalTime = ends.get(last.slug)! + HOUR * 1000;
    await advanceTo(finalTime);
    const outcomes = await Promise.all(live.map(async (l) => [l.slug, await statusOf(l.slug)] as const));
    // A sale is recorded when the clock passes its end, and the buyer has the payment window from
    // then: a sale recorded at an earlier move whose window has since run out has lapsed.
    const soldAt = (slug: string) => moves.find((at) => at >= ends.get(slug)!)!;
    const lapsed = (slug: string) => soldAt(slug) + PAYMENT_WINDOW_SECONDS * 1000 <= finalTime;
    const expected = live.map((l) => {
      const status = expectedEnd(l).status;
      return [l.slug, status === ItemStatus.AwaitingPayment && lapsed(l.slug) ? ItemStatus.PaymentNotDone : status] as const;
    });
    expect(Object.fromEntries(outcomes)).toEqual(Object.fromEntries(expected));
    // The outcomes differ: sales, reserves not met and lots nobody bid on are all in the catalogue.
    const seen = new Set(outcomes.map(([, status]) => status));
    for (const status of [ItemStatus.AwaitingPayment, ItemStatus.ReserveNotMet, ItemStatus.EndedUnsold]) expect(seen).toContain(status);
  });
});
