import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { photoUrl } from '../../../../shared/catalogue.ts';
import { thumbnailKey } from '../../../../shared/listing.ts';
import { $categories } from '../../stores/categories.ts';
import { useUi } from '../../lib/ui.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { CallFailed, CallLoading, DashEmpty } from './CallStates.tsx';
import { Icon } from './Icon.tsx';
import { $sellerDashboard, loadDrafts, removeDraft, type Draft } from './store.ts';
import { wizardPath } from './tabs.ts';

/** The seller's drafts, newest first: resume one in the wizard, or delete it after a confirmation. */
export function DraftsPanel() {
  const ui = useUi();
  const { drafts } = useStore($sellerDashboard);
  const [asking, setAsking] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);

  if ((drafts.status === 'idle' || drafts.status === 'loading') && !drafts.items.length) {
    return <CallLoading text={ui.t('dashboard.loading')} />;
  }
  if (drafts.status === 'error' && !drafts.items.length) {
    return <CallFailed text={ui.t('dashboard.error')} retry={() => void loadDrafts()} />;
  }

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    await removeDraft(asking.draftId, ui.t);
    setBusy(false);
    setAsking(null);
  };

  return (
    <>
      {drafts.items.length === 0 ? (
        <DashEmpty icon="pencil" text={ui.t('dashboard.empty.drafts')}>
          <a className="btn btn-navy" href={ui.href(wizardPath())}>
            <Icon name="plus" />
            {ui.t('dashboard.listItem')}
          </a>
        </DashEmpty>
      ) : (
        <ul className="plain-list dash-list">
          {drafts.items.map((draft) => (
            <DraftRow key={draft.draftId} draft={draft} onDelete={() => setAsking(draft)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={ui.t('dashboard.drafts.confirmTitle')}
        text={ui.t('dashboard.drafts.confirmText', { name: asking ? draftName(asking, ui.t('dashboard.drafts.untitled')) : '' })}
        confirmLabel={ui.t('dashboard.drafts.confirmYes')}
        cancelLabel={ui.t('dashboard.drafts.confirmNo')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

function draftName(draft: Draft, untitled: string): string {
  return draft.form.itemName?.trim() || untitled;
}

function DraftRow({ draft, onDelete }: { draft: Draft; onDelete: () => void }) {
  const ui = useUi();
  const categories = useStore($categories).data;
  const name = draftName(draft, ui.t('dashboard.drafts.untitled'));
  const category = categories.find((c) => c.id === draft.form.category);
  const sub = category?.subCategories?.find((s) => s.id === draft.form.subCategoryId);
  const where = [category && ui.category(category), sub && ui.category(sub)].filter(Boolean).join(' › ');
  const photos = draft.form.photos ?? [];
  const first = photos[0];
  const resume = ui.href(wizardPath({ draft: draft.draftId }));
  const titleId = `dash-draft-${draft.draftId}`;
  return (
    <li className="card dash-item dash-item--draft" data-testid="dashboard-item" data-draft-id={draft.draftId}>
      <a className="thumb dash-item-thumb" href={resume} tabIndex={-1} aria-hidden="true">
        {first ? (
          <img
            src={photoUrl(thumbnailKey(first))}
            alt=""
            loading="lazy"
            decoding="async"
            width={120}
            height={90}
            onError={(e) => {
              // a thumbnail is made when the draft is saved; until then show the photo itself
              const img = e.currentTarget;
              if (!img.dataset.fallback) {
                img.dataset.fallback = '1';
                img.src = photoUrl(first);
              }
            }}
          />
        ) : (
          <Icon name="pencil" size={26} />
        )}
      </a>
      <div className="dash-item-main">
        <p className="dash-item-top">
          <span className="badge label label--small label--tight dash-badge badge--muted">{ui.t('dashboard.drafts.badge')}</span>
          {where && <span className="dash-item-number">{where}</span>}
        </p>
        <h3 className="dash-item-name" id={titleId}>
          <a href={resume}>{name}</a>
        </h3>
        <p className="dash-item-meta">
          <time dateTime={draft.updatedAt}>{ui.t('dashboard.drafts.updated', { date: ui.dateTime(draft.updatedAt) })}</time>
          <span>{ui.tn('dashboard.drafts.photos', photos.length)}</span>
        </p>
      </div>
      <div className="dash-item-actions">
        <a className="btn btn-navy btn-small" href={resume} data-testid="draft-resume">
          {ui.t('dashboard.drafts.resume')}
          <Icon name="arrow" />
        </a>
        <button type="button" className="btn btn-ghost btn-small" onClick={onDelete} aria-label={ui.t('dashboard.drafts.deleteNamed', { name })} data-testid="draft-delete">
          <Icon name="trash" />
          {ui.t('dashboard.drafts.delete')}
        </button>
      </div>
    </li>
  );
}
