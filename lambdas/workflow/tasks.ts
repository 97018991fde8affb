import { ItemStatus, type Lot } from '../../shared/item.ts';
import { decideReview, nextLot, resolveAuctionEnd } from '../../shared/lot-rules.ts';
import { MAX_WAIT_SECONDS, type ListingTiming, type ReviewDecision, type WorkflowTaskEvent } from '../../shared/workflow.ts';
import { commitLot, StaleLotError } from '../data/entities/lot.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import { ENDING_SOON_SECONDS, tellEndingSoon, tellOutcome } from '../lots/outcome.ts';
import { ensureOrder, orderIdFor } from '../lots/sale.ts';
import { awaitPayment, awaitSecondChance, awaitShipment, lapseSaleTask, readPayment, readShipment } from './sale-tasks.ts';
import { armWait, requireLot } from './waits.ts';

/**
 * The item workflow's tasks (one Lambda serves them all). The calls make the lot's status writes
 * themselves and then signal the workflow; the tasks keep the workflow in step with the lot and make
 * the writes only the workflow makes (the auction's end). Each is idempotent: a resumed or retried
 * execution may run a task twice, and the second run finds the work done and answers the same.
 */
export async function runWorkflowTask(event: WorkflowTaskEvent, now: Date): Promise<unknown> {
  switch (event.task) {
    case 'awaitReview':
      await armWait(event.itemId, event.executionId, 'reviewToken', event.taskToken, async () => {
        const lot = await requireLot(event.itemId);
        return lot.status === ItemStatus.AwaitingApproval ? null : decisionOf(lot);
      });
      return {};
    case 'activateListing': {
      const lot = await applyDecision(event.itemId, event.review, now);
      return timing(lot.endsAt ?? now.toISOString(), now);
    }
    case 'rejectListing':
      await applyDecision(event.itemId, event.review, now);
      return {};
    case 'awaitAuctionEnd':
      // Only an early end (a Buy it now) answers this token before its timeout.
      await armWait(event.itemId, event.executionId, 'endToken', event.taskToken, async () => {
        const lot = await requireLot(event.itemId);
        return lot.status === ItemStatus.Active ? null : { reason: lot.status };
      });
      return {};
    case 'readEndTime': {
      const lot = await requireLot(event.itemId);
      const endsAt = lot.endsAt ?? now.toISOString();
      const ended = lot.status !== ItemStatus.Active || Date.parse(endsAt) <= now.getTime();
      if (!ended && Date.parse(endsAt) - now.getTime() <= ENDING_SOON_SECONDS * 1000) await tellEndingSoon(lot, now);
      return { ...timing(endsAt, now), ended };
    }
    case 'endAuction':
      return { outcome: await endAuction(event.itemId, now) };
    case 'readPayment':
      return readPayment(event.itemId, now);
    case 'awaitPayment':
      await awaitPayment(event.itemId, event.executionId, event.taskToken, event.sale);
      return {};
    case 'lapseSale':
      return lapseSaleTask(event.sale, now);
    case 'awaitSecondChance':
      await awaitSecondChance(event.itemId, event.executionId, event.taskToken, event.sale);
      return {};
    case 'readShipment':
      return readShipment(event.sale, now);
    case 'awaitShipment':
      await awaitShipment(event.itemId, event.executionId, event.taskToken, event.sale, now);
      return {};
    default:
      // A definition names a task this code does not serve: fail loudly (an execution on an older
      // version must find every task it may still call: docs/adr/0020).
      throw new Error(`Unknown workflow task: ${(event as { task?: unknown }).task}`);
  }
}

/** The decision a lot's status records (a review the call has already written). */
function decisionOf(lot: Lot): ReviewDecision {
  if (lot.status === ItemStatus.Unsold && lot.activatedAt === null) return { decision: 'reject', note: lot.rejectionNote ?? '', reviewerId: lot.reviewerId };
  if (lot.status === ItemStatus.AwaitingApproval) throw new Error(`Lot ${lot.id} is not decided`);
  return { decision: 'accept', note: '', reviewerId: lot.reviewerId };
}

/**
 * Makes sure the lot carries the decision the workflow received: the call has normally written it
 * already; a decision that reached the workflow some other way is written here.
 */
async function applyDecision(itemId: string, review: ReviewDecision, now: Date): Promise<Lot> {
  const lot = await requireLot(itemId);
  if (lot.status !== ItemStatus.AwaitingApproval) return lot;
  const listing = await getListing(itemId);
  const decided = decideReview(
    lot,
    { accept: review.decision === 'accept', note: String(review.note ?? ''), reviewerId: String(review.reviewerId ?? ''), durationDays: listing?.durationDays ?? 7 },
    now,
  );
  return commitLot(lot, decided);
}

/**
 * Seconds the workflow waits before it looks again: until the hour before the end (to tell watchers
 * and bidders), then until the end; never longer than one wait may last (a longer one loops again).
 */
function timing(endsAt: string, now: Date): ListingTiming {
  const toEnd = Math.ceil((Date.parse(endsAt) - now.getTime()) / 1000);
  const seconds = toEnd > ENDING_SOON_SECONDS ? toEnd - ENDING_SOON_SECONDS : toEnd;
  return { endsAt, secondsLeft: Math.min(MAX_WAIT_SECONDS, Math.max(1, seconds)) };
}

/**
 * The end of a live lot (lifecycle step 4), by a conditional write a bid cannot break: a bid that
 * lands first makes the write stale, and the end is decided again on the fresh lot. A lot whose end a
 * late soft-close bid moved answers `Active` (the workflow waits again); one ended already (Buy it now)
 * answers its status, its order made if the crash of an earlier run left it missing.
 */
export async function endAuction(itemId: string, now: Date): Promise<string> {
  for (;;) {
    const lot = await requireLot(itemId);
    if (lot.status !== ItemStatus.Active) {
      await ensureOrder(lot);
      await tellOutcome(lot, now);
      return lot.status;
    }
    if (lot.endsAt && Date.parse(lot.endsAt) > now.getTime()) return ItemStatus.Active;
    const outcome = resolveAuctionEnd(lot);
    const changes =
      outcome.status === ItemStatus.AwaitingPayment
        ? { status: outcome.status, buyerId: outcome.buyerId, soldPrice: outcome.price, soldAt: now.toISOString(), orderId: orderIdFor(lot.id, lot.version + 1) }
        : { status: outcome.status };
    try {
      const ended = await commitLot(lot, nextLot(lot, changes, now));
      await ensureOrder(ended);
      await tellOutcome(ended, now);
      return ended.status;
    } catch (error) {
      if (!(error instanceof StaleLotError)) throw error;
    }
  }
}
