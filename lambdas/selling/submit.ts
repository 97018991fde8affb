import { createHash } from 'node:crypto';
import { ulid } from '../lib/ids.ts';
import type { ListingForm } from '../../shared/contract/selling.ts';
import { splitItem, type ItemStatus, type PhotoRef } from '../../shared/item.ts';
import { itemFromListing } from '../../shared/listing.ts';
import { nextItemNumber } from '../data/entities/catalogue-reference.ts';
import { deleteDraft, getDraft } from '../data/entities/draft.ts';
import { createLot, getLot } from '../data/entities/lot.ts';
import { createListing, getListing } from '../data/entities/lot-listing.ts';
import { getProfile } from '../data/entities/profile.ts';
import { claimSubmission, findSubmission } from '../data/entities/submission.ts';
import type { Caller } from '../lib/caller.ts';
import { notFound } from '../lib/errors.ts';
import { CallFaultPoint, faultPoint } from '../lib/fault.ts';
import { startLotWorkflow } from '../lots/workflow.ts';
import { checkListing } from './listing.ts';
import { publishPhotos } from './photos.ts';

/**
 * What identifies a submission, so that repeating it makes no second lot: its draft, or else its
 * photos (a photo belongs to one listing only).
 */
function submissionKey(form: ListingForm, draftId: string | undefined): string {
  if (draftId) return `draft:${draftId}`;
  return `photos:${createHash('sha256').update([...(form.photos ?? [])].sort().join('\n')).digest('hex')}`;
}

/**
 * A seller's listing goes to expert review: its listing and its lot (Awaiting Approval) are stored,
 * then its workflow is started. The submission is claimed first and every later step is idempotent,
 * so a repeated request (a double click, a retry after a lost answer or a crash half-way) finishes
 * the same lot instead of making another.
 */
export async function submitLot(caller: Caller, form: ListingForm, draftId: string | undefined, now: Date): Promise<{ itemId: string; itemNumber: string; status: ItemStatus }> {
  const specifics = await checkListing(form);
  const key = submissionKey(form, draftId);
  const claimed = await findSubmission(caller.uid, key);
  // A draft named must be the caller's own (unless this repeats the submission that used it up).
  if (!claimed && draftId && !(await getDraft(caller.uid, draftId))) throw notFound();
  const id = claimed ?? (await claimSubmission(caller.uid, key, ulid(now.getTime()), now));

  let listing = await getListing(id);
  const build = async (itemNumber: string, createdAt: Date, photos: PhotoRef[]) => {
    const profile = await getProfile(caller.uid);
    return splitItem(
      itemFromListing(form, {
        id,
        itemNumber,
        sellerId: caller.uid,
        sellerName: profile?.sellerProfileName || profile?.displayName || caller.email,
        location: profile?.country || 'GB',
        specifics,
        photos,
        now: createdAt,
      }),
    );
  };
  // Two requests racing here both build a listing: the first stored wins, and both go on with it.
  listing ??= await createListing((await build(await nextItemNumber(), now, await publishPhotos(caller.uid, id, form.photos ?? [], now))).listing);
  if (!(await getLot(id, true))) await createLot((await build(listing.itemNumber, new Date(listing.createdAt), listing.photos)).lot);
  faultPoint(CallFaultPoint.submitLotWritten);
  await startLotWorkflow(id, 1, now);
  if (draftId) await deleteDraft(caller.uid, draftId);
  const lot = (await getLot(id, true))!;
  return { itemId: id, itemNumber: listing.itemNumber, status: lot.status };
}
