import { ItemStatus, type Item } from '../../shared/item.ts';
import { endTimeFor } from '../../shared/listing.ts';
import { MAX_WAIT_SECONDS, type ListingTiming, type WorkflowTaskEvent } from '../../shared/workflow.ts';
import { getItem, updateItem } from '../data/db.ts';

/**
 * The item workflow's tasks (one Lambda serves them all). Each is idempotent: a resumed or retried
 * execution may run a task twice, and the second run finds the work done and answers the same.
 */
export async function runWorkflowTask(event: WorkflowTaskEvent, now: Date): Promise<unknown> {
  const item = await getItem(event.itemId);
  if (!item) throw new Error(`Item ${event.itemId} does not exist`);
  switch (event.task) {
    case 'awaitReview':
      // Keep the token where the expert's decision can find it.
      if (item.status !== ItemStatus.AwaitingApproval) throw new Error(`Item ${item.id} is ${item.status}, not awaiting review`);
      await updateItem(item, { reviewToken: event.taskToken });
      return {};
    case 'activateListing': {
      if (item.status === ItemStatus.Active && item.endsAt) return timing(item.endsAt, now);
      const endsAt = endTimeFor(item, now).toISOString();
      await updateItem(item, { status: ItemStatus.Active, activatedAt: now.toISOString(), endsAt, reviewToken: null, rejectionNote: null });
      return timing(endsAt, now);
    }
    case 'rejectListing':
      if (item.status !== ItemStatus.Unsold) {
        await updateItem(item, { status: ItemStatus.Unsold, rejectionNote: event.review.note ?? '', reviewToken: null });
      }
      return {};
    case 'awaitAuctionEnd':
      // An early end (Buy it now, a later issue) answers this token.
      if (item.status === ItemStatus.Active) await updateItem(item, { endToken: event.taskToken });
      return {};
    case 'readEndTime':
      return { ...timing(item.endsAt ?? now.toISOString(), now), ended: item.status !== ItemStatus.Active || !item.endsAt || Date.parse(item.endsAt) <= now.getTime() };
    case 'endAuction':
      return { outcome: await endListing(item, now) };
    case 'handleFailure':
      console.error(JSON.stringify({ level: 'error', workflow: 'item', itemId: item.id, error: event.error }));
      return {};
  }
}

/** Seconds from now to the end, within what one wait may last (a longer wait loops once more). */
function timing(endsAt: string, now: Date): ListingTiming {
  const seconds = Math.ceil((Date.parse(endsAt) - now.getTime()) / 1000);
  return { endsAt, secondsLeft: Math.min(MAX_WAIT_SECONDS, Math.max(1, seconds)) };
}

/**
 * The end of a listing (lifecycle step 4): no bids → Auction Ended - Item Unsold; the highest bid
 * below the reserve → Reserve Price Not Met; otherwise sold to the highest bidder. The sale's order
 * and 24 h payment arrive with the buying and payment issues.
 */
async function endListing(item: Item, now: Date): Promise<string> {
  if (item.status !== ItemStatus.Active) return item.status;
  if (item.currentBid === null) {
    await updateItem(item, { status: ItemStatus.EndedUnsold, endToken: null });
    return ItemStatus.EndedUnsold;
  }
  if (item.reservePrice !== null && item.currentBid < item.reservePrice) {
    await updateItem(item, { status: ItemStatus.ReserveNotMet, endToken: null });
    return ItemStatus.ReserveNotMet;
  }
  await updateItem(item, { status: ItemStatus.Sold, soldAt: now.toISOString(), soldPrice: item.currentBid, endToken: null });
  return ItemStatus.Sold;
}
