import type { ListingForm } from '../../shared/contract/selling.ts';
import { ItemStatus, splitItem, type LotListing } from '../../shared/item.ts';
import { RELISTABLE } from '../../shared/item-status.ts';
import { itemFromListing, listingPricing } from '../../shared/listing.ts';
import { relistLot } from '../../shared/lot-rules.ts';
import { commitLot, getLot, StaleLotError } from '../data/entities/lot.ts';
import { updateListingContent } from '../data/entities/lot-listing.ts';
import { getLotWorkflow, planExecution } from '../data/entities/lot-workflow.ts';
import { getItem } from '../data/items.ts';
import type { Caller } from '../lib/caller.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { startLotWorkflow } from '../lots/workflow.ts';
import { checkListing } from './listing.ts';
import { publishPhotos } from './photos.ts';

/**
 * An unsold lot goes back to review, edited or as it was: a new review, a new workflow execution.
 * The next execution is planned before the lot's status write, so whatever stops half-way, a repeat
 * of the request (or the sweeper) finishes the same review; a repeat after it finished answers the
 * same and starts nothing more.
 */
export async function relistItem(caller: Caller, itemId: string, form: ListingForm | undefined, now: Date, repeat = false): Promise<{ itemId: string; status: ItemStatus }> {
  const item = await getItem(itemId);
  if (!item || item.sellerId !== caller.uid) throw notFound();
  const attempt = (await getLotWorkflow(itemId))?.attempt ?? 1;
  if (item.status === ItemStatus.AwaitingApproval) {
    // A repeat, or a review whose workflow never started: make sure its execution runs.
    await startLotWorkflow(itemId, attempt, now);
    return { itemId, status: item.status };
  }
  if (!RELISTABLE.includes(item.status)) throw conflict({ code: 'notRelistable', params: { status: item.status } }, { status: item.status });

  const { lot } = splitItem(item);
  const edited = form
    ? itemFromListing(form, { ...item, specifics: await checkListing(form), photos: await publishPhotos(caller.uid, itemId, form.photos ?? [], now, item.photos), now })
    : item;
  const listing: LotListing = { ...splitItem(edited).listing, itemNumber: item.itemNumber, createdAt: item.createdAt, submittedAt: now.toISOString() };
  await updateListingContent(listing);
  await planExecution(itemId, attempt + 1, now);
  try {
    await commitLot(lot, relistLot(lot, form ? listingPricing(form) : lot, now));
  } catch (error) {
    if (!(error instanceof StaleLotError)) throw error;
    // Another relist of the same lot won the race: this one is its repeat.
    if (!repeat) return relistItem(caller, itemId, form, now, true);
    throw conflict('lotChanged', { status: (await getLot(itemId, true))?.status ?? item.status });
  }
  await startLotWorkflow(itemId, attempt + 1, now);
  return { itemId, status: ItemStatus.AwaitingApproval };
}
