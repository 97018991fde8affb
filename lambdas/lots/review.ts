import { ItemStatus, type Lot } from '../../shared/item.ts';
import { decideReview } from '../../shared/lot-rules.ts';
import { commitLot, getLot, StaleLotError } from '../data/entities/lot.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import { conflict, forbidden, notFound } from '../lib/errors.ts';
import { CallFaultPoint, faultPoint } from '../lib/fault.ts';
import { notify } from '../notify/notify.ts';
import { signalLotWorkflow } from './workflow.ts';

export interface ReviewDecisionInput {
  itemId: string;
  decision: 'accept' | 'reject';
  note: string;
  reviewerId: string;
}

/**
 * The expert's decision: the lot's status is written here, in one conditional write (accepted →
 * Active until its end, rejected → Unsold with the note), and then the workflow's review wait is
 * told. Nothing polls: the answer is the status just written. Deciding again the same way is a
 * harmless repeat (the workflow is told again); a lot decided otherwise, or no longer under review,
 * answers 409 with its status.
 */
export async function reviewLot(input: ReviewDecisionInput, now: Date): Promise<Lot> {
  const [lot, listing] = await Promise.all([getLot(input.itemId, true), getListing(input.itemId)]);
  if (!lot || !listing) throw notFound();
  if (lot.sellerId === input.reviewerId) throw forbidden('ownListingReview');
  const wanted = input.decision === 'accept' ? ItemStatus.Active : ItemStatus.Unsold;
  let decided = lot;
  if (lot.status === ItemStatus.AwaitingApproval) {
    const next = decideReview(lot, { accept: input.decision === 'accept', note: input.note, reviewerId: input.reviewerId, durationDays: listing.durationDays }, now);
    try {
      decided = await commitLot(lot, next);
    } catch (error) {
      if (!(error instanceof StaleLotError)) throw error;
      const fresh = await getLot(lot.id, true);
      throw conflict('lotChanged', { status: fresh?.status ?? lot.status });
    }
  } else if (lot.status !== wanted || lot.reviewerId !== input.reviewerId) {
    throw conflict({ code: 'notAwaitingApproval', params: { status: lot.status } }, { status: lot.status });
  }
  faultPoint(CallFaultPoint.reviewLotDecided);
  await signalLotWorkflow(lot.id, 'reviewToken', { decision: input.decision, note: input.note, reviewerId: input.reviewerId });
  await notify({
    uid: decided.sellerId,
    template: input.decision === 'accept' ? 'listingAccepted' : 'listingRejected',
    params: { itemName: listing.name, endsAt: decided.endsAt ?? '', note: decided.rejectionNote ?? '' },
    item: { id: decided.id, photos: listing.photos, listAsAuction: decided.listAsAuction },
    // One notice per review: a relist is a new review (its own version).
    dedupeKey: `review:${decided.id}:${decided.version}`,
    link: input.decision === 'accept' ? `/items/${decided.id}/auction` : '/sellar-dashboard',
    at: now,
  });
  return decided;
}
