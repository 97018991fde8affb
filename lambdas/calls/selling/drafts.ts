import { ulid } from '../../lib/ids.ts';
import { deleteDraft as removeDraft, getDraft, listDrafts, putDraft } from '../../data/entities/draft.ts';
import { defineCall } from '../../lib/call.ts';
import { notFound } from '../../lib/errors.ts';
import { confirmPhotos } from '../../selling/photos.ts';

/**
 * Saves the wizard's form as it stands, new or over an existing draft of the same seller. Its
 * photos must be the seller's real uploads; their thumbnails are made here (docs/adr/0008).
 */
export const saveDraft = defineCall('saveDraft', {
  async run(input, ctx) {
    const uid = ctx.caller!.uid;
    const existing = input.draftId ? await getDraft(uid, input.draftId) : null;
    if (input.draftId && !existing) throw notFound();
    // The wizard saves right after each upload: photos are checked and thumbnailed now, not at submit.
    await confirmPhotos(uid, input.form.photos ?? []);
    const now = ctx.now.toISOString();
    const draftId = existing?.draftId ?? ulid(ctx.now.getTime());
    await putDraft({ draftId, sellerId: uid, form: { ...input.form, isDraft: true }, createdAt: existing?.createdAt ?? now, updatedAt: now });
    return { data: { draftId, updatedAt: now }, message: existing ? 'draftUpdated' : 'draftSaved' };
  },
});

export const getDrafts = defineCall('getDrafts', {
  async run(_input, ctx) {
    const drafts = await listDrafts(ctx.caller!.uid);
    return { data: { drafts: drafts.map((d) => ({ draftId: d.draftId, form: d.form, updatedAt: d.updatedAt })) } };
  },
});

export const deleteDraft = defineCall('deleteDraft', {
  async run(input, ctx) {
    if (!(await removeDraft(ctx.caller!.uid, input.draftId))) throw notFound('errorRemovingDraft');
    return { data: null, message: 'draftRemoved' };
  },
});
