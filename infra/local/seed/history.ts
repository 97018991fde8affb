/**
 * The demo catalogue's past sales. These lots are history, not live: they were paid for and shipped
 * (or received) before the seed's time, and payment and shipping have no use cases yet, so a sold demo
 * listing cannot go through the site's path to the end. What exists is still used: its form passes
 * the listing rules and its seller form (checkListing), its photos are published as a submission's
 * are, and its bids go through the proxy rules. The finished lot (Sold), its bid history, the
 * bidders' standings and the order are then written directly, with dates that tell a plausible story.
 */
import { createHash } from 'node:crypto';
import { ulid } from '../../../lambdas/lib/ids.ts';
import { ItemStatus, splitItem, type Bid, type Lot } from '../../../shared/item.ts';
import { itemFromListing } from '../../../shared/listing.ts';
import { nextLot, decideReview, resolveAuctionEnd } from '../../../shared/lot-rules.ts';
import { OrderStatus, payByFor, type Order } from '../../../shared/order.ts';
import { buyNowAvailable } from '../../../shared/proxy-bidding.ts';
import type { ListingForm } from '../../../shared/contract/selling.ts';
import { putBidHistory, recordMyBid } from '../../../lambdas/data/entities/bid.ts';
import { nextItemNumber } from '../../../lambdas/data/entities/catalogue-reference.ts';
import { createLot, getLot } from '../../../lambdas/data/entities/lot.ts';
import { createListing } from '../../../lambdas/data/entities/lot-listing.ts';
import { createOrder } from '../../../lambdas/data/entities/order.ts';
import { getProfile } from '../../../lambdas/data/entities/profile.ts';
import { claimSubmission } from '../../../lambdas/data/entities/submission.ts';
import { orderIdFor } from '../../../lambdas/lots/sale.ts';
import { checkListing } from '../../../lambdas/selling/listing.ts';
import { publishPhotos } from '../../../lambdas/selling/photos.ts';
import type { DemoRole, DemoPerson } from './accounts.ts';
import type { DemoListing } from './demo-data.ts';
import { replayDemoBids, type DemoTimeline } from './demo-listing.ts';

const HOUR_MS = 3_600_000;
/** After the sale: paid within hours, shipped the next day, delivered two days later. */
const PAID_AFTER_HOURS = 2;
const SHIPPED_AFTER_HOURS = 26;
const RECEIVED_AFTER_HOURS = 74;

/**
 * Writes a sold demo listing as a finished lot (idempotent: a seed run again after stopping half-way
 * finds the lot it made and leaves it). `now` is the seed's time: a parcel due after it is still
 * on its way (order `shipped`), one due before it has arrived (`received`).
 */
export async function seedSoldListing(listing: DemoListing, form: ListingForm, timeline: DemoTimeline, people: Record<DemoRole, DemoPerson>, now: Date): Promise<void> {
  const soldAt = timeline.soldAt;
  if (!soldAt) throw new Error(`Demo listing ${listing.slug} is not sold`);
  const specifics = await checkListing(form);
  const seller = people.seller;
  // The same claim a submission makes, keyed by the demo listing, so a second run finds this lot.
  const id = await claimSubmission(seller.uid, `demo-history:${listing.slug}`, ulid(timeline.submittedAt.getTime()), timeline.submittedAt);
  if (await getLot(id, true)) return;

  const profile = await getProfile(seller.uid);
  const photos = await publishPhotos(seller.uid, id, form.photos ?? [], timeline.submittedAt);
  const item = itemFromListing(form, {
    id,
    itemNumber: await nextItemNumber(),
    sellerId: seller.uid,
    sellerName: profile?.sellerProfileName || seller.name,
    location: profile?.country || 'GB',
    specifics,
    photos,
    now: timeline.submittedAt,
  });
  const { listing: stored, lot: submitted } = splitItem(item);
  let lot = decideReview(submitted, { accept: true, note: '', reviewerId: people.expert.uid, durationDays: item.durationDays }, timeline.acceptedAt);

  // The bids, through the proxy rules; each made one version of the lot, its history keyed by it.
  const byUid = new Map(Object.values(people).map((p) => [p.uid, p]));
  for (const step of replayDemoBids(listing, { ...lot, endsAt: lot.endsAt! }, timeline, (bid) => people[bid.bidder].uid)) {
    const bidder = people[step.bid.bidder];
    const version = lot.version + 1;
    const history: Bid[] = step.history.map((r) => ({
      itemId: id,
      bidderId: r.bidderId,
      bidderName: byUid.get(r.bidderId)?.name ?? 'bidder',
      amount: r.amount,
      at: r.at,
      automatic: r.automatic,
      version,
    }));
    const { currentBid, bidCount, leaderId, leaderMaxBid, leaderMaxAt, runnerUpMaxBid, endsAt } = step.state;
    lot = nextLot(lot, { currentBid, bidCount, leaderId, leaderMaxBid, leaderMaxAt, runnerUpMaxBid, endsAt, leaderName: leaderId ? (byUid.get(leaderId)?.name ?? null) : null, lastBids: history }, step.at);
    await putBidHistory(id, version, history);
    await recordMyBid({ uid: bidder.uid, itemId: id, maxBid: step.bid.maxBid ?? step.bid.amount, lastBidAt: step.at.toISOString() });
  }

  // The sale: the hammer to the leader at the price the rules reached, or the demo buyer's Buy it now.
  let buyerId: string;
  let price: number;
  if (listing.listAsAuction) {
    const outcome = resolveAuctionEnd(lot);
    if (outcome.status !== ItemStatus.AwaitingPayment) throw new Error(`Demo listing ${listing.slug} is listed as Sold, but its bids end it ${outcome.status}`);
    ({ buyerId, price } = outcome);
  } else {
    if (!buyNowAvailable(lot, soldAt)) throw new Error(`Demo listing ${listing.slug} is listed as bought, but Buy it now was not available`);
    buyerId = people.buyer.uid;
    price = lot.buyItNowPrice!;
  }
  const paidAt = after(soldAt, PAID_AFTER_HOURS);
  const shippedAt = after(soldAt, SHIPPED_AFTER_HOURS);
  const receivedAt = after(soldAt, RECEIVED_AFTER_HOURS);
  const received = receivedAt.getTime() <= now.getTime();
  lot = nextLot(lot, { status: ItemStatus.AwaitingPayment, buyerId, soldPrice: price, soldAt: soldAt.toISOString(), orderId: orderIdFor(id, lot.version + 1) }, soldAt);
  const order = soldOrder(listing, lot, stored.itemNumber, { soldAt, paidAt, shippedAt, receivedAt: received ? receivedAt : null }, 'royalMail');
  // Paid (the lot goes to Shipping), then tracking added (Sold): the transitions table is checked.
  lot = nextLot(lot, { status: ItemStatus.Shipping }, paidAt);
  lot = nextLot(lot, { status: ItemStatus.Sold }, shippedAt);

  await createListing({ ...stored, status: lot.status, statusVersion: lot.version });
  await createOrder(order);
  // The lot last: its presence is what tells a second run that this sale is written.
  await createLot(lot);
}

function after(at: Date, hours: number): Date {
  return new Date(at.getTime() + hours * HOUR_MS);
}

/** The order of a past sale: paid, shipped in the nationwide zone with tracking, received if due. */
function soldOrder(listing: DemoListing, lot: Lot, itemNumber: string, at: { soldAt: Date; paidAt: Date; shippedAt: Date; receivedAt: Date | null }, carrier: string): Order {
  const zone = listing.shipping.nationwide ? 'nationwide' : listing.shipping.europe ? 'europe' : 'worldwide';
  const shippingCost = listing.shippingPaidBy === 'buyer' ? (listing.shipping[zone]?.cost ?? 0) : 0;
  const tracking = createHash('sha256').update(listing.slug).digest('hex').replace(/[a-f]/g, '').padEnd(9, '7').slice(0, 9);
  return {
    id: lot.orderId!,
    itemId: lot.id,
    itemNumber,
    buyerId: lot.buyerId!,
    sellerId: lot.sellerId,
    price: lot.soldPrice!,
    shippingZone: zone,
    shippingCost,
    total: lot.soldPrice! + shippingCost,
    status: at.receivedAt ? OrderStatus.Received : OrderStatus.Shipped,
    // One write per step after it was made: paid, shipped, received.
    version: at.receivedAt ? 3 : 2,
    createdAt: at.soldAt.toISOString(),
    payBy: payByFor(at.soldAt).toISOString(),
    paidAt: at.paidAt.toISOString(),
    trackingNumber: `RM${tracking}GB`,
    carrier,
    shippedAt: at.shippedAt.toISOString(),
    receivedAt: at.receivedAt?.toISOString() ?? null,
    reviewed: false,
    payoutRunId: null,
    // History: paid before Patina took cards (no PaymentIntent, no address kept).
    paymentAttempts: 1,
    paymentIntentId: null,
    shipTo: null,
  };
}
