import type { ListingForm } from '../../../shared/contract/selling.ts';
import { deleteIfExists, getRecord, putRecord, queryPartition } from '../table.ts';

/** A seller's listing drafts: USER#<uid> / DRAFT#<draftId>. */
const draftKey = (uid: string, draftId: string) => ({ pk: `USER#${uid}`, sk: `DRAFT#${draftId}` });

/** A listing draft: the wizard's form as the seller left it. */
export interface Draft {
  draftId: string;
  sellerId: string;
  form: ListingForm;
  createdAt: string;
  updatedAt: string;
}

export async function putDraft(draft: Draft): Promise<void> {
  await putRecord(draftKey(draft.sellerId, draft.draftId), draft);
}

export function getDraft(uid: string, draftId: string): Promise<Draft | null> {
  return getRecord<Draft>(draftKey(uid, draftId));
}

/** A seller's drafts, most recently updated first. */
export async function listDrafts(uid: string): Promise<Draft[]> {
  const drafts = await queryPartition<Draft>({ pk: `USER#${uid}`, skPrefix: 'DRAFT#' });
  return drafts.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** Deletes a draft; false when the seller has no such draft. */
export function deleteDraft(uid: string, draftId: string): Promise<boolean> {
  return deleteIfExists(draftKey(uid, draftId));
}
