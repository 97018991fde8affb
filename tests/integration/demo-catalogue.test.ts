import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { getLots } from '../../lambdas/data/entities/lot.ts';
import { listListingsByStatus } from '../../lambdas/data/entities/lot-listing.ts';
import { getLotWorkflow } from '../../lambdas/data/entities/lot-workflow.ts';
import { getOrder } from '../../lambdas/data/entities/order.ts';
import { DEMO_ACCOUNTS } from '../../infra/local/seed/accounts.ts';
import { DEMO_LISTINGS, type DemoListing } from '../../infra/local/seed/demo-data.ts';
import { acceptedAuction, demoTimeline, replayDemoBids } from '../../infra/local/seed/demo-listing.ts';
import { renderPhoto } from '../../infra/local/seed/photos.ts';
import type { BidState, PublicBid } from '../../shared/contract/buying.ts';
import type { ItemDetail } from '../../shared/contract/catalogue.ts';
import { maskBidder } from '../../shared/bidding.ts';
import { ItemStatus, type Lot, type LotListing } from '../../shared/item.ts';
import { OrderStatus } from '../../shared/order.ts';
import { BASE_URL, callApi } from '../support/api.ts';
import { signIn, DEMO_PASSWORD } from '../support/auth.ts';
import { bearer } from '../support/selling.ts';
import { useStackTable } from '../support/stack-db.ts';

/*
 * The demo catalogue as the first start seeds it, on the shared test stack (whose clock no test
 * moves): every live demo lot went through the listing path (submitted, accepted, bid on) and its
 * workflow waits for its end; sold ones are finished history. Other tests may bid on demo lots
 * meanwhile, so the demo's own bids are checked as the oldest part of each history.
 */

const nameOf = (role: 'buyer' | 'buyer2') => `${DEMO_ACCOUNTS[role].firstName} ${DEMO_ACCOUNTS[role].lastName}`;
const byName = new Map(DEMO_LISTINGS.map((l) => [l.name, l]));
interface Seeded {
  demo: DemoListing;
  listing: LotListing;
  lot: Lot;
}
let live: Seeded[];
let sold: Seeded[];

async function seeded(status: ItemStatus): Promise<Seeded[]> {
  const listings = (await listListingsByStatus(status)).filter((l) => byName.has(l.name));
  const lots = await getLots(listings.map((l) => l.id));
  return listings.map((listing) => ({ demo: byName.get(listing.name)!, listing, lot: lots.get(listing.id)! })).filter((s) => s.lot?.status === status);
}

beforeAll(async () => {
  useStackTable();
  [live, sold] = await Promise.all([seeded(ItemStatus.Active), seeded(ItemStatus.Sold)]);
});

describe('the live demo lots', () => {
  it('are every active demo listing, each once', () => {
    const expected = DEMO_LISTINGS.filter((l) => l.status === 'Active').map((l) => l.slug).sort();
    expect(live.map((s) => s.demo.slug).sort()).toEqual(expected);
  });

  it('each have their item workflow started and waiting for their end', async () => {
    for (const { demo, lot } of live) {
      const workflow = await getLotWorkflow(lot.id);
      expect(workflow, demo.slug).toMatchObject({ executionName: `${lot.id}-1`, attempt: 1, startedAt: expect.any(String), endToken: expect.any(String) });
    }
  });

  it('were accepted by the demo expert and end when the demo data says', async () => {
    const expert = await signIn(DEMO_ACCOUNTS.expert.email, DEMO_PASSWORD);
    const queue = (await callApi('getSubmissions', {}, bearer(expert))).data.items as { name: string }[];
    for (const { demo, lot } of live) {
      expect(lot.activatedAt, demo.slug).not.toBeNull();
      // Accepted `durationDays` before its end, the end `endsInHours` after the seed's time.
      expect(Date.parse(lot.endsAt!) - Date.parse(lot.activatedAt!), demo.slug).toBe(demo.durationDays * 86_400_000);
      expect(queue.map((i) => i.name)).not.toContain(demo.name);
    }
  });

  it('show photos published under listings/<lot>/, named by their content, the demo pictures themselves', async () => {
    for (const { demo, lot } of live) {
      const item = (await callApi<ItemDetail>('getItem', { itemId: lot.id })).data;
      expect(item.photos, demo.slug).toHaveLength(demo.photos.length);
      for (const photo of item.photos) {
        expect(photo.url).toMatch(new RegExp(`^/photos/listings/${lot.id}/[0-9a-f]{16}\\.jpg$`));
        expect(photo.thumbnailUrl).toMatch(new RegExp(`^/photos/listings/${lot.id}/[0-9a-f]{16}-thumb\\.jpg$`));
      }
    }
    const { demo, lot } = live[0]!;
    const first = (await callApi<ItemDetail>('getItem', { itemId: lot.id })).data.photos[0]!;
    const bytes = Buffer.from(await (await fetch(`${BASE_URL}${first.url}`)).arrayBuffer());
    expect(first.url).toContain(createHash('sha256').update(bytes).digest('hex').slice(0, 16));
    expect(bytes.equals(await renderPhoto(demo.photos[0]!))).toBe(true);
  });

  it("carry the demo bidders' bids in their history, as the proxy rules placed them at their times", async () => {
    const buyer = await signIn(DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD);
    const withBids = live.filter((s) => s.demo.bids.length > 0);
    expect(withBids.length).toBeGreaterThan(0);
    for (const { demo, lot } of withBids) {
      // The seed's time, from the end it gave the lot.
      const seededAt = new Date(Date.parse(lot.endsAt!) - demo.endsInHours * 3_600_000);
      const timeline = demoTimeline(demo, seededAt);
      const replayed = replayDemoBids(demo, acceptedAuction(demo, timeline.endsAt), timeline, (bid) => bid.bidder);
      const expected: PublicBid[] = replayed
        .flatMap((step) => step.history)
        .map((r) => ({ bidder: maskBidder(nameOf(r.bidderId as 'buyer' | 'buyer2')), amount: r.amount, at: r.at, automatic: r.automatic }))
        .reverse();
      const state = (await callApi<BidState>('getBidState', { itemId: lot.id }, bearer(buyer))).data;
      expect(state.bidCount, demo.slug).toBeGreaterThanOrEqual(demo.bids.length);
      // Newest first: the demo's bids are the oldest part of the history.
      expect(state.bids.slice(-expected.length).map(({ bidder, amount, at, automatic }) => ({ bidder, amount, at, automatic })), demo.slug).toEqual(expected);
    }
  });
});

describe('the sold demo lots', () => {
  it('are finished sales to the winner, with an order paid and shipped or received', async () => {
    expect(sold.map((s) => s.demo.slug).sort()).toEqual(DEMO_LISTINGS.filter((l) => l.status === 'Sold').map((l) => l.slug).sort());
    for (const { demo, lot, listing } of sold) {
      expect(lot.buyerId, demo.slug).not.toBeNull();
      if (demo.listAsAuction) expect(lot.buyerId, demo.slug).toBe(lot.leaderId);
      expect(listing.photos.every((p) => p.key.startsWith(`listings/${lot.id}/`)), demo.slug).toBe(true);
      const order = await getOrder(lot.orderId!);
      expect(order, demo.slug).toMatchObject({ itemId: lot.id, buyerId: lot.buyerId, sellerId: lot.sellerId, price: lot.soldPrice });
      expect([OrderStatus.Shipped, OrderStatus.Received]).toContain(order!.status);
      expect(Date.parse(order!.shippedAt!)).toBeGreaterThan(Date.parse(order!.paidAt!));
      expect(Date.parse(order!.paidAt!)).toBeGreaterThan(Date.parse(lot.soldAt!));
    }
  });
});
