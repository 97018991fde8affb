import { useEffect } from 'react';
import type { HomepageOutput, ItemSummary } from '../../../../shared/contract/catalogue.ts';
import { loadCurrencies } from '../../stores/currency.ts';
import { BannerSlider } from './BannerSlider.tsx';
import { ErrorState } from './ErrorState.tsx';
import { takeEarly } from './early-call.ts';
import { CardGrid } from './ItemCard.tsx';
import { type Lang, useUi, withUi } from '../../lib/ui.tsx';
import { useCall } from './use-call.ts';

type SectionKey = 'endingSoon' | 'recommended' | 'recentlySold' | 'buyNow';
/** The four sections in order, with where "View all" leads (recently sold has no listing of its own). */
const SECTIONS: { key: SectionKey; all?: string }[] = [
  { key: 'endingSoon', all: '/catagoriesDetails/all?format=auction&sort=endingSoon' },
  { key: 'recommended', all: '/catagoriesDetails/all?format=auction&sort=highestBids' },
  { key: 'recentlySold' },
  { key: 'buyNow', all: '/catagoriesDetails/all?format=buyNow' },
];

function Section({ id, all, items, loading }: { id: SectionKey; all?: string; items: ItemSummary[]; loading: boolean }) {
  const ui = useUi();
  return (
    <section className="home-section" aria-labelledby={`home-${id}`} data-testid={`home-${id}`}>
      <header className="section-head">
        <div>
          <h2 id={`home-${id}`}>{ui.t(`catalogue.home.${id}`)}</h2>
          <p className="muted">{ui.t(`catalogue.home.${id}Intro`)}</p>
        </div>
        {all && items.length ? (
          <a className="section-head__all" href={ui.href(all)}>
            {ui.t('catalogue.home.viewAll')} <span aria-hidden="true">→</span>
          </a>
        ) : null}
      </header>
      {loading || items.length ? (
        <CardGrid items={items} loading={loading} count={4} view={id === 'recommended' ? 'recommended' : undefined} className="card-grid--row" />
      ) : (
        <p className="muted home-section__empty">{ui.t('catalogue.home.sectionEmpty')}</p>
      )}
    </section>
  );
}

/** When the server has no banners: a quiet editorial hero instead of the slider. (The page's h1 is static, in HomePage.astro.) */
function Hero() {
  const ui = useUi();
  return (
    <section className="home-hero">
      <div className="container">
        <span className="eyebrow">{ui.t('catalogue.home.heroEyebrow')}</span>
        <h2 className="home-hero__title">{ui.t('catalogue.home.heroTitle')}</h2>
        <p className="lede">{ui.t('catalogue.home.heroText')}</p>
        <a className="btn btn-primary" href={ui.href('/catagoriesDetails/all')}>
          {ui.t('catalogue.home.heroCta')}
        </a>
      </div>
    </section>
  );
}

/** The home page's data: banner slider and the four sections, from `getHomepage`. */
function HomeIsland({ locale }: { locale: Lang }) {
  const ui = useUi();
  // French readers get the banners' French; the page's script has usually started the call (early-call.ts).
  const home = useCall('getHomepage', { locale }, `home-${locale}`, () => takeEarly('getHomepage', { locale }));
  useEffect(() => void loadCurrencies(), []);
  const loading = home.status === 'loading';
  // Once the slider (or the hero) is up, the photo the page's script showed in its place goes (HomePage.astro).
  useEffect(() => {
    if (!loading) document.querySelector('[data-banner-early]')?.remove();
  }, [loading]);
  const data = home.data;
  return (
    <>
      {loading ? <div className="banner banner--placeholder shimmer" aria-hidden="true" /> : data?.banners.length ? <BannerSlider banners={data.banners} /> : <Hero />}
      <div className="container home-sections">
        {home.status === 'error' ? (
          <ErrorState onRetry={home.retry} />
        ) : (
          SECTIONS.map((s) => <Section key={s.key} id={s.key} all={s.all} items={data?.[s.key] ?? []} loading={loading} />)
        )}
      </div>
    </>
  );
}

export default withUi(HomeIsland);
