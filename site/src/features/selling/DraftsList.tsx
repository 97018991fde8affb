/** The seller's saved drafts at the wizard's start: name, category, last update; resume or delete. */
import { useState } from 'react';
import type { Category } from '../../../../shared/categories.ts';
import { removeDraft, type DraftSummary } from './drafts.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useWizard } from './wizard-hooks.ts';
import { photoSrc } from './photos.ts';
import { useUi } from '../../lib/ui.tsx';

export function DraftsList({
  drafts,
  categories,
  onResume,
  onRemoved,
}: {
  drafts: DraftSummary[];
  categories: Category[];
  onResume(draft: DraftSummary): void;
  onRemoved(draftId: string): void;
}) {
  const { t, tn, say, dateTime, category: categoryName } = useUi();
  const kit = useWizard();
  const [confirming, setConfirming] = useState<DraftSummary | null>(null);
  const [busy, setBusy] = useState(false);

  if (!drafts.length) return null;

  async function confirmRemove(): Promise<void> {
    if (!confirming) return;
    setBusy(true);
    const answer = await removeDraft(confirming.draftId);
    setBusy(false);
    const removed = confirming.draftId;
    setConfirming(null);
    if (answer.ok) {
      kit.notify('success', say(answer.message));
      onRemoved(removed);
    } else {
      kit.notify('error', say('errorRemovingDraft'));
    }
  }

  return (
    <section className="sw-drafts" aria-labelledby="drafts-title" data-testid="drafts-list">
      <div className="sw-drafts-head">
        <h2 id="drafts-title">{t('selling.drafts.title')}</h2>
        <span className="sw-muted">{tn('selling.drafts.count', drafts.length)}</span>
      </div>
      <p className="sw-legend-note">{t('selling.drafts.note')}</p>
      <ul className="plain-list sw-drafts-list">
        {drafts.map((draft) => {
          const category = categories.find((c) => c.id === draft.form.category);
          const subCategory = category?.subCategories.find((s) => s.id === draft.form.subCategoryId);
          const name = draft.form.itemName?.trim() || t('selling.drafts.untitled');
          const cover = draft.form.photos?.[0];
          // A category the page has not loaded the names of yet is left unsaid, never called missing.
          const place = category
            ? `${categoryName(category)}${subCategory ? ` › ${categoryName(subCategory)}` : ''}`
            : draft.form.category
              ? null
              : t('selling.drafts.noCategory');
          return (
            <li key={draft.draftId} className="sw-draft" data-testid="draft-item" data-draft-id={draft.draftId}>
              <div className="thumb sw-draft-thumb" aria-hidden="true">
                {cover ? (
                  <img src={photoSrc(cover)} alt="" loading="lazy" />
                ) : (
                  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
                    <rect x="3" y="5" width="18" height="14" rx="2" />
                    <circle cx="8.5" cy="10" r="1.6" />
                    <path d="m21 16-5-5-7 7" />
                  </svg>
                )}
              </div>
              <div className="sw-draft-text">
                <p className="sw-draft-name">{name}</p>
                <p className="sw-draft-meta">
                  {place !== null && (
                    <>
                      <span>{place}</span>
                      <span aria-hidden="true"> · </span>
                    </>
                  )}
                  <span>{tn('selling.drafts.photos', draft.form.photos?.length ?? 0)}</span>
                  <span aria-hidden="true"> · </span>
                  <span>
                    {t('selling.drafts.updated')} <time dateTime={draft.updatedAt}>{dateTime(draft.updatedAt)}</time>
                  </span>
                </p>
              </div>
              <div className="sw-draft-actions">
                <button type="button" className="btn btn-navy sw-btn-sm" data-testid="draft-resume" onClick={() => onResume(draft)} aria-label={t('selling.drafts.resumeNamed', { name })}>
                  {t('selling.drafts.resume')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost sw-btn-sm"
                  data-testid="draft-delete"
                  onClick={() => setConfirming(draft)}
                  aria-label={t('selling.drafts.deleteNamed', { name })}
                >
                  {t('selling.drafts.delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={t('selling.drafts.confirmTitle')}
        text={t('selling.drafts.confirmText', { name: confirming?.form.itemName?.trim() || t('selling.drafts.untitled') })}
        confirmLabel={t('selling.drafts.confirmYes')}
        cancelLabel={t('selling.cancel')}
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
