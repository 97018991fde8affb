import { maskBidder } from '../../shared/bidding.ts';
import type { SellerReviewsOutput } from '../../shared/contract/orders.ts';
import { ItemStatus } from '../../shared/item.ts';
import { nextLot } from '../../shared/lot-rules.ts';
import { recordCentreStep, recordSellerShipment, type CentreStep, type FulfilmentOutcome } from '../../shared/fulfilment.ts';
import { nextOrder, OrderStatus, type Order } from '../../shared/order.ts';
import { trackingUrl } from '../../shared/carriers.ts';
import { sellerRating } from '../../shared/reviews.ts';
import { changeLot } from '../data/entities/lot.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import { changeOrder, getOrder } from '../data/entities/order.ts';
import { getProfile } from '../data/entities/profile.ts';
import { listReviewsOfSeller, putReview } from '../data/entities/review.ts';
import type { Caller } from '../lib/caller.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { buyersOrder, sellersOrder } from './access.ts';
import { signalLotWorkflow } from '../lots/workflow.ts';
import { notify } from '../notify/notify.ts';

/**
 * The seller records their shipment of a paid order (shared/fulfilment.ts): to the buyer, which ships
 * the order (the lot is `Sold`, the workflow's wait ends, the buyer gets the tracking link), or for a
 * fulfilment order to the centre, which leaves the order paid for the centre to ship on. Adding it
 * again corrects the number. Another's order is answered as if it did not exist.
 */
export async function recordSellerShipmentOf(caller: Caller, input: { orderId: string; trackingNumber: string; carrier?: string }, now: Date): Promise<Order> {
  const before = await sellersOrder(caller, input.orderId);
  const tracking = { trackingNumber: input.trackingNumber, carrier: input.carrier ?? null };
  const recorded = await changeOrder(before.id, (order) => decided(order, recordSellerShipment(order, tracking, now)));
  if (recorded.status === OrderStatus.Shipped) await afterShipped(recorded, tracking, now);
  return recorded;
}

/**
 * The fulfilment centre (an admin) records a step of a fulfilment order: received, cleaned,
 * photographed, or shipped to the buyer with its tracking, which ships the order as the seller's
 * shipment does. Steps out of order, or on an order the seller ships, are refused (409) and change nothing.
 */
export async function recordCentreStepOf(input: { orderId: string; step: CentreStep; trackingNumber?: string; carrier?: string }, now: Date): Promise<Order> {
  const before = await getOrder(input.orderId, true);
  if (!before) throw notFound();
  const tracking = input.step === 'shipped' ? { trackingNumber: input.trackingNumber!, carrier: input.carrier ?? null } : undefined;
  const recorded = await changeOrder(before.id, (order) => decided(order, recordCentreStep(order, input.step, now, tracking)));
  if (tracking && recorded.status === OrderStatus.Shipped) await afterShipped(recorded, tracking, now);
  return recorded;
}

/** The order a rule decided on, or its refusal as the protocol's 409 with the order's status. */
function decided(order: Order, outcome: FulfilmentOutcome): Order {
  if ('refused' in outcome) throw conflict(outcome.params ? { code: outcome.refused, params: outcome.params } : outcome.refused, { status: order.status });
  return outcome.order;
}

/** The follow-ups of a shipment to the buyer (each idempotent): the lot Sold, the workflow told, the buyer's tracking link. */
async function afterShipped(shipped: Order, tracking: { trackingNumber: string; carrier: string | null }, now: Date): Promise<void> {
  await changeLot(shipped.itemId, (lot) => (lot.status === ItemStatus.Shipping && lot.orderId === shipped.id ? nextLot(lot, { status: ItemStatus.Sold }, now) : null));
  await signalLotWorkflow(shipped.itemId, 'shipmentToken', { shipped: true, orderId: shipped.id });
  const listing = await getListing(shipped.itemId);
  if (listing) {
    await notify({
      uid: shipped.buyerId,
      template: 'shipped',
      params: { itemName: listing.name, trackingNumber: tracking.trackingNumber, trackingUrl: trackingUrl(tracking.carrier, tracking.trackingNumber) ?? '' },
      item: { id: shipped.itemId, photos: listing.photos, listAsAuction: true },
      orderId: shipped.id,
      dedupeKey: `shipped:${shipped.id}:${tracking.trackingNumber}`,
      link: `/pay-items/${shipped.id}`,
      at: now,
    });
  }
}

/** The buyer confirms they received a shipped order (after the site's confirmation dialog). */
export async function confirmOrderReceived(caller: Caller, orderId: string, now: Date): Promise<Order> {
  const before = await buyersOrder(caller, orderId);
  if (before.status === OrderStatus.Received) return before;
  if (before.status !== OrderStatus.Shipped) throw conflict('notShippedYet', { status: before.status });
  return changeOrder(orderId, (order) => (order.status === OrderStatus.Shipped ? nextOrder(order, { status: OrderStatus.Received, receivedAt: now.toISOString() }) : null));
}

/** The buyer reviews the seller, once per received order. */
export async function reviewSeller(caller: Caller, input: { orderId: string; rating: number; title: string; text: string }, now: Date): Promise<SellerReviewsOutput['reviews'][number]> {
  const order = await buyersOrder(caller, input.orderId);
  if (order.status !== OrderStatus.Received) throw conflict('notReceivedYet', { status: order.status });
  const listing = await getListing(order.itemId);
  const review = {
    orderId: order.id,
    sellerId: order.sellerId,
    buyerId: caller.uid,
    buyerName: caller.name,
    itemId: order.itemId,
    itemName: listing?.name ?? order.itemNumber,
    rating: input.rating,
    title: input.title,
    text: input.text,
    createdAt: now.toISOString(),
  };
  // One conditional write decides which of racing reviews is the order's: the others are told it was
  // reviewed already, never that theirs was added. Either way the order is marked reviewed (a follow-up
  // that may repeat: a first try that stored its review and then failed left it unmarked).
  const stored = await putReview(review);
  await changeOrder(order.id, (o) => (o.reviewed ? null : nextOrder(o, { reviewed: true })));
  if (!stored) throw conflict('alreadyReviewed', { status: order.status });
  return { rating: review.rating, title: review.title, text: review.text, buyer: maskBidder(review.buyerName), itemName: review.itemName, createdAt: review.createdAt };
}

/** A seller's reviews with their average (one decimal) and count; the seller's public name. */
export async function sellerReviews(sellerId: string): Promise<SellerReviewsOutput> {
  const [profile, reviews] = await Promise.all([getProfile(sellerId), listReviewsOfSeller(sellerId)]);
  if (!profile?.sellerAccount) throw notFound();
  return {
    seller: { id: sellerId, name: profile.sellerProfileName ?? profile.displayName },
    ...sellerRating(reviews),
    reviews: reviews.map((r) => ({ rating: r.rating, title: r.title, text: r.text, buyer: maskBidder(r.buyerName), itemName: r.itemName, createdAt: r.createdAt })),
  };
}
