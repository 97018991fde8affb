import { putIfAbsent, queryPartition } from '../table.ts';

/**
 * A buyer's review of a seller: REVIEWS#<sellerId> / REVIEW#<orderId>, one per order (a second one
 * for the same order finds the first and writes nothing). A seller's reviews are one partition, read
 * whole for their page and their average.
 */
export interface StoredReview {
  orderId: string;
  sellerId: string;
  buyerId: string;
  buyerName: string;
  itemId: string;
  itemName: string;
  rating: number;
  title: string;
  text: string;
  createdAt: string;
}

/** Stores a review once per order: false when that order has one already. */
export function putReview(review: StoredReview): Promise<boolean> {
  return putIfAbsent({ pk: `REVIEWS#${review.sellerId}`, sk: `REVIEW#${review.orderId}` }, review);
}

/** A seller's reviews, newest first. */
export async function listReviewsOfSeller(sellerId: string): Promise<StoredReview[]> {
  const reviews = await queryPartition<StoredReview>({ pk: `REVIEWS#${sellerId}`, skPrefix: 'REVIEW#' });
  return reviews.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
