/**
 * The listing's photos: choose or drop several files (checked before any upload), each uploading
 * with its own progress bar; thumbnails in display order, the first being the cover; reorder by
 * dragging or with the move buttons; delete.
 */
import { useStore } from '@nanostores/react';
import { useRef, useState, type DragEvent } from 'react';
import { LISTING_RULES } from '../../../../shared/listing-rules.ts';
import { FieldError } from '../../lib/forms/fields.tsx';
import { useWizard } from './wizard-hooks.ts';
import { $uploads, checkFiles, deletePhoto, dismissUpload, movePhoto, photoRoom, photoSrc, retryUpload, uploadFiles, type FileProblem } from './photos.ts';
import { $listingForm } from './store.ts';
import { useUi } from '../../lib/ui.tsx';

const PHOTO_MIME = 'application/x-patina-photo';

export function PhotoField() {
  const { t, tn, say, locale } = useUi();
  const percent = (share: number) => `${Math.round(share * 100)}${locale === 'fr' ? '\u202f%' : '%'}`;
  const kit = useWizard();
  const photos = useStore($listingForm).data.photos;
  const uploads = useStore($uploads);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [dragging, setDragging] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const error = kit.errorOf('photos');

  function take(files: readonly File[]): void {
    if (!files.length) return;
    const { accepted, problems: refused } = checkFiles(files, photoRoom());
    setProblems(refused);
    if (accepted.length) uploadFiles(accepted);
    kit.changed('photos');
  }

  async function remove(key: string, index: number): Promise<void> {
    setDeleting(key);
    const answer = await deletePhoto(key);
    setDeleting(null);
    kit.notify(answer.ok ? 'success' : 'error', say(answer.message));
    if (answer.ok) {
      kit.changed('photos');
      // Focus stays in the gallery: the photo that took this place, else the one before, else "Choose photos".
      requestAnimationFrame(() => {
        const tiles = list.current?.querySelectorAll<HTMLButtonElement>('[data-testid="photo-delete"]');
        const next = tiles?.[Math.min(index, (tiles?.length ?? 1) - 1)];
        (next ?? input.current)?.focus();
      });
    }
  }

  function move(index: number, to: number, via?: 'left' | 'right'): void {
    const key = photos[index];
    if (!key || to < 0 || to >= photos.length) return;
    movePhoto(index, to);
    kit.changed('photos');
    kit.notify('success', t('selling.photos.moved', { position: to + 1, count: photos.length }));
    if (via) {
      requestAnimationFrame(() => {
        const tile = list.current?.querySelector(`[data-key="${CSS.escape(key)}"]`);
        const button = tile?.querySelector<HTMLButtonElement>(`[data-testid="photo-${via}"]:not(:disabled)`) ?? tile?.querySelector<HTMLButtonElement>('[data-testid^="photo-"]:not(:disabled)');
        button?.focus();
      });
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.types.includes(PHOTO_MIME)) return;
    take(Array.from(event.dataTransfer.files));
  };

  const total = photos.length;
  const missing = Math.max(0, LISTING_RULES.minPhotos - total);
  const describedBy = ['photos-hint', 'photos-count', error ? 'photos-error' : null, problems.length ? 'photos-problems' : null].filter(Boolean).join(' ');

  return (
    <fieldset className="sw-fieldset sw-photos" aria-describedby="photos-hint">
      <legend>{t('selling.photos.label')}</legend>
      <div
        className={`sw-drop${dragging ? ' is-dragging' : ''}${error ? ' is-invalid' : ''}`}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="8.5" cy="10" r="1.6" />
          <path d="m21 16-5-5-7 7" />
        </svg>
        <p className="sw-drop-title">{t('selling.photos.drop')}</p>
        <input
          ref={input}
          id="photos"
          name="photos"
          type="file"
          className="visually-hidden sw-file"
          accept="image/jpeg,image/png,.jpg,.jpeg,.png"
          multiple
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid="photo-input"
          onChange={(event) => {
            take(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <label htmlFor="photos" className="btn btn-navy sw-file-button">
          {t('selling.photos.choose')}
        </label>
        <p id="photos-hint" className="form-hint">
          {t('selling.photos.hint', { min: LISTING_RULES.minPhotos, max: LISTING_RULES.maxPhotos })}
        </p>
      </div>

      <p id="photos-count" className={`sw-photo-count${missing ? '' : ' is-complete'}`} aria-live="polite">
        {missing ? tn('selling.photos.countMissing', total, { missing }) : tn('selling.photos.count', total)}
      </p>

      {problems.length > 0 && (
        <div id="photos-problems" className="sw-problems" role="alert" data-testid="field-error">
          {problems.map((p, i) => (
            <p key={`${p.name}-${i}`} className="field-error sw-error">
              <span>
                <strong>{p.name}</strong> — {say(p.message)}
              </span>
            </p>
          ))}
        </div>
      )}
      <FieldError id="photos-error" message={error} />

      {(photos.length > 0 || uploads.length > 0) && (
        <ul ref={list} className="plain-list sw-gallery" aria-label={t('selling.photos.gallery')}>
          {photos.map((key, index) => (
            <li
              key={key}
              data-key={key}
              className={`sw-tile${dragFrom === index ? ' is-dragged' : ''}`}
              data-testid="photo-item"
              draggable
              onDragStart={(event) => {
                event.dataTransfer.setData(PHOTO_MIME, String(index));
                event.dataTransfer.effectAllowed = 'move';
                setDragFrom(index);
              }}
              onDragEnd={() => setDragFrom(null)}
              onDragOver={(event) => {
                if (!event.dataTransfer.types.includes(PHOTO_MIME)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(event) => {
                if (!event.dataTransfer.types.includes(PHOTO_MIME)) return;
                event.preventDefault();
                event.stopPropagation();
                const from = Number(event.dataTransfer.getData(PHOTO_MIME));
                setDragFrom(null);
                if (Number.isInteger(from) && from !== index) move(from, index);
              }}
            >
              <div className="sw-tile-frame">
                <img src={photoSrc(key)} alt={t('selling.photos.alt', { position: index + 1, count: total })} loading="lazy" draggable={false} />
                {index === 0 && <span className="sw-cover">{t('selling.photos.cover')}</span>}
                <span className="sw-tile-number" aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <div className="sw-tile-actions">
                <TileButton
                  testId="photo-left"
                  disabled={index === 0}
                  label={t('selling.photos.left', { position: index + 1 })}
                  title={t('selling.photos.leftShort')}
                  onClick={() => move(index, index - 1, 'left')}
                  path="m15 18-6-6 6-6"
                />
                <TileButton
                  testId="photo-right"
                  disabled={index === total - 1}
                  label={t('selling.photos.right', { position: index + 1 })}
                  title={t('selling.photos.rightShort')}
                  onClick={() => move(index, index + 1, 'right')}
                  path="m9 18 6-6-6-6"
                />
                <TileButton
                  className="sw-icon-button sw-icon-danger"
                  testId="photo-delete"
                  disabled={deleting === key}
                  label={t('selling.photos.delete', { position: index + 1 })}
                  title={t('selling.photos.deleteShort')}
                  onClick={() => void remove(key, index)}
                  strokeWidth="2"
                  path="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
                />
              </div>
            </li>
          ))}
          {uploads.map((upload) => (
            <li key={upload.id} className={`sw-tile sw-tile-upload${upload.state === 'error' ? ' is-failed' : ''}`} data-testid="photo-upload">
              <div className="sw-tile-frame">
                <img src={upload.preview} alt="" />
                {upload.state !== 'error' ? (
                  <div className="sw-progress-wrap">
                    <progress
                      className="sw-progress"
                      max={100}
                      value={Math.round(upload.progress * 100)}
                      data-testid="photo-progress"
                      aria-label={t('selling.photos.uploading', { name: upload.name })}
                    />
                    <span className="sw-progress-text">{percent(upload.progress)}</span>
                  </div>
                ) : (
                  <p className="sw-upload-error" role="alert">
                    {upload.message ? say(upload.message) : ''}
                  </p>
                )}
              </div>
              <div className="sw-tile-actions">
                <span className="sw-tile-name" title={upload.name}>
                  {upload.name}
                </span>
                {upload.state === 'error' && (
                  <>
                    <button type="button" className="sw-icon-button" onClick={() => retryUpload(upload.id)} aria-label={t('selling.photos.retry', { name: upload.name })} title={t('selling.photos.retryShort')}>
                      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                        <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
                      </svg>
                    </button>
                    <button type="button" className="sw-icon-button sw-icon-danger" onClick={() => dismissUpload(upload.id)} aria-label={t('selling.photos.dismiss', { name: upload.name })} title={t('selling.photos.deleteShort')}>
                      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true">
                        <path d="M6 6l12 12M18 6 6 18" />
                      </svg>
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** A photo tile's icon button (move left, right, delete): spoken by its label, its short name as a tooltip. */
function TileButton({
  className = 'sw-icon-button',
  testId,
  disabled,
  label,
  title,
  onClick,
  strokeWidth = '2.2',
  path,
}: {
  className?: string;
  testId: string;
  disabled: boolean;
  label: string;
  title: string;
  onClick: () => void;
  strokeWidth?: string;
  path: string;
}) {
  return (
    <button type="button" className={className} data-testid={testId} disabled={disabled} aria-label={label} title={title} onClick={onClick}>
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d={path} />
      </svg>
    </button>
  );
}
