import { useEffect, useState } from 'react';
import type { Banner } from '../../../../shared/contract/catalogue.ts';
import { PHONE_BANNER_MEDIA } from '../../../../shared/banner-phone.ts';
import { useSwipe } from './swipe.ts';
import { useUi } from '../../lib/ui.tsx';

const INTERVAL_MS = 6000;

/** A site path from a banner link is shown in the page language; outside links are kept as they are. */
function bannerHref(link: string, href: (path: string) => string): string {
  return link.startsWith('/') && !link.startsWith('//') && !/^\/fr(\/|$)/.test(link) ? href(link) : link;
}

/**
 * The home page's banner carousel (WAI-ARIA carousel pattern): advances every 6 s, pauses while
 * hovered or focused, when the visitor presses pause, or when they prefer reduced motion; arrows
 * and dots move it by hand; only the visible slide is reachable by keyboard and screen readers.
 */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const ui = useUi();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const count = banners.length;
  const swipe = useSwipe((step) => setIndex((i) => (i + step + count) % count));

  // The other slides' images wait until the page has loaded, so they never compete with the first
  // (the first screen's largest image) for a phone's bandwidth (docs/adr/0037).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
    if (document.readyState === 'complete') return setLoaded(true);
    const onLoad = () => setLoaded(true);
    addEventListener('load', onLoad, { once: true });
    return () => removeEventListener('load', onLoad);
  }, []);
  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, held, count, index]);

  if (!count) return null;
  const go = (i: number) => setIndex((i + count) % count);

  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={ui.t('catalogue.banner.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="banner__slides" {...swipe} aria-live={playing && !held ? 'off' : 'polite'}>
        {banners.map((banner, i) => (
          <div
            key={i}
            className={`banner__slide${i === index ? ' is-current' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={ui.t('catalogue.banner.slideOf', { n: i + 1, total: count })}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            {/* The first slide is the home page's largest image: fetched at once and first (docs/adr/0037). On a
                phone, its phone copy: the choice the rendered home page's <picture> and preload make
                (shared/home-page.ts), so the slider shows the file the page fetched. */}
            {i === 0 || loaded || i === index ? (
              <picture>
                {banner.phoneImage ? <source media={PHONE_BANNER_MEDIA} srcSet={banner.phoneImage} /> : null}
                {i === 0 ? <img src={banner.image} alt="" loading="eager" fetchPriority="high" decoding="sync" /> : <img src={banner.image} alt="" loading="lazy" decoding="async" />}
              </picture>
            ) : null}
            <div className="banner__text container">
              <span className="eyebrow">{ui.t('catalogue.banner.label')}</span>
              <h2>{banner.title}</h2>
              {banner.text ? <p>{banner.text}</p> : null}
              {banner.link ? (
                <a className="btn btn-primary" href={bannerHref(banner.link, ui.href)}>
                  {ui.t('catalogue.banner.cta')}
                </a>
              ) : null}
            </div>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="banner__controls container">
          <button type="button" className="banner__btn" onClick={() => setPlaying(!playing)} aria-label={ui.t(playing ? 'catalogue.banner.pause' : 'catalogue.banner.play')}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" /> : <path d="M8 5v14l11-7z" fill="currentColor" />}
            </svg>
          </button>
          <button type="button" className="banner__btn" onClick={() => go(index - 1)} aria-label={ui.t('catalogue.banner.previous')}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
          </button>
          <div className="banner__dots">
            {banners.map((_, i) => (
              <button
                key={i}
                type="button"
                className="banner__dot"
                aria-label={ui.t('catalogue.banner.goTo', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="banner__btn" onClick={() => go(index + 1)} aria-label={ui.t('catalogue.banner.next')}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
          </button>
        </div>
      ) : null}
    </section>
  );
}
