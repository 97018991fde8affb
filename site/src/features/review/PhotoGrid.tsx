import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useUi } from '../../lib/ui.tsx';
import type { Submission } from './store.ts';

/**
 * Every photograph of a submission at once (the expert must see them all): the first large, the
 * others beside it. Each opens a lightbox with the full-size image; arrow keys move between them,
 * Escape closes, and a link opens the original file.
 */
export function PhotoGrid({ photos, name }: { photos: Submission['photos']; name: string }) {
  const ui = useUi();
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const total = photos.length;

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open !== null && !node.open) node.showModal();
    if (open === null && node.open) node.close();
  }, [open]);

  if (!total) return <p className="rv-muted">{ui.t('review.photos.none')}</p>;

  const show = (index: number, from?: HTMLElement) => {
    if (from) opener.current = from;
    setOpen(((index % total) + total) % total);
  };
  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };
  const onKey = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (open === null) return;
    if (event.key === 'ArrowRight') show(open + 1);
    else if (event.key === 'ArrowLeft') show(open - 1);
    else return;
    event.preventDefault();
  };
  const current = open === null ? null : photos[open];

  return (
    <>
      <ul className={`plain-list rv-photos rv-photos--${Math.min(total, 6)}`}>
        {photos.map((photo, i) => (
          <li key={photo.url} className={i === 0 ? 'rv-photo rv-photo--lead' : 'rv-photo'}>
            <button
              type="button"
              onClick={(e) => show(i, e.currentTarget)}
              aria-label={ui.t('review.photos.open', { n: i + 1, total })}
              data-testid="submission-photo"
            >
              <img src={i === 0 ? photo.url : photo.thumbnailUrl} alt="" loading="lazy" decoding="async" />
              <span className="rv-photo-n" aria-hidden="true">
                {i + 1}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="rv-lightbox"
        aria-label={ui.t('review.photos.title')}
        onCancel={(e) => {
          e.preventDefault();
          close();
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
        }}
        onKeyDown={onKey}
      >
        {current && open !== null && (
          <figure className="rv-lightbox-figure">
            <img src={current.url} alt={`${name}, ${ui.t('review.photos.of', { n: open + 1, total })}`} />
            <figcaption>
              <span aria-live="polite">{ui.t('review.photos.of', { n: open + 1, total })}</span>
              <a href={current.url} target="_blank" rel="noopener">
                {ui.t('review.photos.full')}
              </a>
            </figcaption>
          </figure>
        )}
        {total > 1 && (
          <>
            <button type="button" className="rv-lightbox-step rv-lightbox-step--prev" onClick={() => open !== null && show(open - 1)} aria-label={ui.t('review.photos.previous')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
            <button type="button" className="rv-lightbox-step rv-lightbox-step--next" onClick={() => open !== null && show(open + 1)} aria-label={ui.t('review.photos.next')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </>
        )}
        <button type="button" className="rv-lightbox-close" onClick={close} aria-label={ui.t('review.photos.close')} autoFocus>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </dialog>
    </>
  );
}
