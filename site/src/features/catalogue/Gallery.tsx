import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { ItemDetail } from '../../../../shared/contract/catalogue.ts';
import { LOT_PHOTO_SIZES } from '../../../../shared/photo-sizes.ts';
import { useSwipe } from './swipe.ts';
import { useUi } from '../../lib/ui.tsx';

const Arrow = ({ back }: { back?: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * The item's photographs: a main image with thumbnails (arrow keys, Home and End move between
 * them) and a lightbox dialog opened from the main image, where a click zooms in at the pointer and
 * moving the pointer pans; Escape closes it.
 */
export function Gallery({ photos, name }: { photos: ItemDetail['photos']; name: string }) {
  const ui = useUi();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [zoom, setZoom] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const count = photos.length;
  const swipe = useSwipe((step) => setIndex((i) => (((i + step) % count) + count) % count));

  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);

  if (!count) {
    return (
      <div className="gallery">
        <div className="gallery__main gallery__main--empty">{ui.t('catalogue.card.noPhoto')}</div>
      </div>
    );
  }

  const go = (to: number) => setIndex(((to % count) + count) % count);
  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const to = moves[event.key];
    if (to === undefined || count < 2) return;
    event.preventDefault();
    go(to);
    if ((event.target as HTMLElement).classList.contains('gallery__thumb')) {
      root.current?.querySelectorAll<HTMLButtonElement>('.gallery__thumb')[((to % count) + count) % count]?.focus();
    }
  };
  const pan = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(`${(((event.clientX - box.left) / box.width) * 100).toFixed(1)}% ${(((event.clientY - box.top) / box.height) * 100).toFixed(1)}%`);
  };
  const photo = photos[index]!;
  const label = ui.t('catalogue.item.photoOf', { n: index + 1, total: count });
  const steppers = (className: string) =>
    count > 1 ? (
      <>
        <button type="button" className={`${className} ${className}--prev`} onClick={() => go(index - 1)} aria-label={ui.t('catalogue.item.previousPhoto')}>
          <Arrow back />
        </button>
        <button type="button" className={`${className} ${className}--next`} onClick={() => go(index + 1)} aria-label={ui.t('catalogue.item.nextPhoto')}>
          <Arrow />
        </button>
      </>
    ) : null;

  return (
    <div className="gallery" ref={root} onKeyDown={onKey} role="region" aria-label={ui.t('catalogue.item.photos')}>
      <div className="gallery__stage" {...swipe}>
        <button type="button" className="gallery__main" onClick={() => setOpen(true)} aria-label={`${ui.t('catalogue.item.enlarge')} (${label})`}>
          {/* The lot page's largest image: fetched first, on a phone its phone copy, with the srcset and sizes of the rendered page's photo (docs/adr/0037). */}
          <img src={photo.url} srcSet={photo.srcset} sizes={photo.srcset && LOT_PHOTO_SIZES} alt={`${name}, ${label}`} fetchPriority="high" decoding="async" />
        </button>
        {steppers('gallery__step')}
        <span className="gallery__counter" aria-hidden="true">
          {index + 1} / {count}
        </span>
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs">
          {photos.map((p, i) => (
            <li key={p.url}>
              <button type="button" className="gallery__thumb" aria-label={ui.t('catalogue.item.photoOf', { n: i + 1, total: count })} aria-current={i === index || undefined} tabIndex={i === index ? 0 : -1} onClick={() => go(i)}>
                <img src={p.thumbnailUrl} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <dialog
          ref={dialog}
          className="lightbox"
          aria-label={name}
          onClose={() => {
            setOpen(false);
            setZoom(false);
          }}
          onClick={(e) => e.target === e.currentTarget && dialog.current?.close()}
        >
          <div className="lightbox__bar">
            <span>{label}</span>
            <button type="button" className="lightbox__tool" onClick={() => setZoom(!zoom)}>
              {ui.t(zoom ? 'catalogue.item.zoomOut' : 'catalogue.item.zoomIn')}
            </button>
            <button type="button" className="lightbox__tool" onClick={() => dialog.current?.close()} autoFocus>
              {ui.t('catalogue.item.close')} ✕
            </button>
          </div>
          <div className="lightbox__stage" {...(zoom ? {} : swipe)}>
            <img
              src={photo.url}
              alt={`${name}, ${label}`}
              className={zoom ? 'is-zoomed' : undefined}
              style={{ transformOrigin: origin }}
              onClick={(e) => {
                pan(e);
                setZoom(!zoom);
              }}
              onMouseMove={zoom ? pan : undefined}
            />
            {steppers('lightbox__step')}
          </div>
        </dialog>
      ) : null}
    </div>
  );
}
