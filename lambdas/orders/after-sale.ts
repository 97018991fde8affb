import { maskBidder } from '../../shared/bidding.ts';
import type { SellerReviewsOutput } from '../../shared/contract/orders.ts';
import { ItemStatus } from '../../shared/item.ts';
import { nextLot } from '../../shared/lot-rules.ts';
import { nextOrder, OrderStatus, type Order } from '../../shared/order.ts';
import { trackingUrl } from '../../shared/carriers.ts';
import { sellerRating } from '../../shared/reviews.ts';
import { commitLot, getLot, StaleLotError } from '../data/entities/lot.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import { commitOrder, getOrder } from '../data/entities/order.ts';
import { getProfile } from '../data/entities/profile.ts';
import { listReviewsOfSeller, putReview } from '../data/entities/review.ts';
import type { Caller } from '../lib/caller.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { signalLotWorkflow } from '../lots/workflow.ts';
import { notify } from '../notify/notify.ts';

/** An order of the caller's, as its buyer or its seller (anyone else: as if it did not exist). */
async function orderAs(caller: Caller, orderId: string, role: 'buyer' | 'seller'): Promise<Order> {
  const order = await getOrder(orderId, true);
  if (!order || (role === 'buyer' ? order.buyerId : order.sellerId) !== caller.uid) throw notFound();
  return order;
}

/** Writes an order change by a conditional write, deciding again on the fresh order when another write came first. */
async function changeOrder(orderId: string, decide: (order: Order) => Order | null): Promise<Order> {
  for (;;) {
    const order = (await getOrder(orderId, true))!;
    const next = decide(order);
    if (!next) return order;
    if (await commitOrder(order, next)) return next;
  }
}

/**
 * The seller ships a paid order with a tracking number (and its carrier): the order is `shipped`,
 * the lot `Sold`, the workflow's wait for the shipment ends, and the buyer gets the tracking link.
 * Adding it again corrects the number (the order stays shipped).
 */
export async function shipOrder(caller: Caller, input: { orderId: string; trackingNumber: string; carrier?: string }, now: Date): Promise<Order> {
  const before = await orderAs(caller, input.orderId, 'seller');
  if (before.status === OrderStatus.AwaitingPayment || before.status === OrderStatus.CancelledUnpaid) throw conflict('notPaidYet', { status: before.status });
  if (before.status !== OrderStatus.Paid && before.status !== OrderStatus.Shipped) throw conflict('alreadyShipped', { status: before.status });
  const shipped = await changeOrder(before.id, (order) =>
    order.status === OrderStatus.Paid || order.status === OrderStatus.Shipped
      ? nextOrder(order, { status: OrderStatus.Shipped, trackingNumber: input.trackingNumber, carrier: input.carrier ?? null, shippedAt: order.shippedAt ?? now.toISOString() })
      : null,
  );
  for (;;) {
    const lot = await getLot(shipped.itemId, true);
    if (!lot || lot.status !== ItemStatus.Shipping || lot.orderId !== shipped.id) break;
    try {
      await commitLot(lot, nextLot(lot, { status: ItemStatus.Sold }, now));
      break;
    } catch (error) {
      if (!(error instanceof StaleLotError)) throw error;
    }
  }
  await signalLotWorkflow(shipped.itemId, 'shipmentToken', { shipped: true, orderId: shipped.id });
  const listing = await getListing(shipped.itemId);
  if (listing) {
    await notify({
      uid: shipped.buyerId,
      template: 'shipped',
      params: { itemName: listing.name, trackingNumber: input.trackingNumber, trackingUrl: trackingUrl(input.carrier, input.trackingNumber) ?? '' },
      item: { id: shipped.itemId, photos: listing.photos, listAsAuction: true },
      orderId: shipped.id,
      dedupeKey: `shipped:${shipped.id}:${input.trackingNumber}`,
      link: `/pay-items/${shipped.id}`,
      at: now,
    });
  }
  return shipped;
}

/** The buyer confirms they received a shipped order (after the site's confirmation dialog). */
export async function confirmOrderReceived(caller: Caller, orderId: string, now: Date): Promise<Order> {
  const before = await orderAs(caller, orderId, 'buyer');
  if (before.status === OrderStatus.Received) return before;
  if (before.status !== OrderStatus.Shipped) throw conflict('notShippedYet', { status: before.status });
  return changeOrder(orderId, (order) => (order.status === OrderStatus.Shipped ? nextOrder(order, { status: OrderStatus.Received, receivedAt: now.toISOString() }) : null));
}

/** The buyer reviews the seller, once per received order. */
export async function reviewSeller(caller: Caller, input: { orderId: string; rating: number; title: string; text: string }, now: Date): Promise<SellerReviewsOutput['reviews'][number]> {
  const order = await orderAs(caller, input.orderId, 'buyer');
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
  if (!(await putReview(review)) && order.reviewed) throw conflict('alreadyReviewed', { status: order.status });
  await changeOrder(order.id, (o) => (o.reviewed ? null : nextOrder(o, { reviewed: true })));
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
