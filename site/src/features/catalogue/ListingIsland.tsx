import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { dropStaticCopy } from './static-copy.ts';
import type { Category, SubCategory } from '../../../../shared/categories.ts';
import { $categories, loadCategories } from '../../stores/categories.ts';
import { loadCurrencies } from '../../stores/currency.ts';
import { takeEarly } from './early-call.ts';
import { ErrorState } from './ErrorState.tsx';
import { CardGrid } from './ItemCard.tsx';
import { PAGE_SIZE, listingPath, readListingQuery, searchData, type ListingQuery } from './listing-query.ts';
import { Alternatives, ListingFilters, Pager, type LinkTo } from './ListingParts.tsx';
import { priceGuidePath } from '../../../../shared/price-guide.ts';
import { SaveSearch } from '../alerts/SaveSearch.tsx';
import { type Ui, useUi, withUi } from '../../lib/ui.tsx';
import { useCall } from './use-call.ts';

/** Finds a category or sub-category id: the category, and the sub-category when the id names one. */
function locate(categories: Category[], id: string | null): { category: Category; sub: SubCategory | null } | null {
  if (!id) return null;
  for (const category of categories) {
    if (category.id === id) return { category, sub: null };
    const sub = category.subCategories.find((s) => s.id === id);
    if (sub) return { category, sub };
  }
  return null;
}

function heading(ui: Ui, q: ListingQuery, place: ReturnType<typeof locate>, categoriesLoaded: boolean): string {
  const placeName = place ? ui.category(place.sub ?? place.category) : '';
  if (q.id === 'all') return ui.t('catalogue.listing.allItems');
  if (q.id === 'search') {
    if (q.term) return placeName ? ui.t('catalogue.listing.searchResultsIn', { term: q.term, category: placeName }) : ui.t('catalogue.listing.searchResults', { term: q.term });
    return placeName || ui.t('catalogue.listing.search');
  }
  return placeName || (categoriesLoaded ? ui.t('catalogue.listing.categoryNotFound') : '\u00a0');
}

/** The category listing, all items and search results: filters, sort and paging kept in the URL. */
function ListingIsland() {
  const ui = useUi();
  const [q, setQ] = useState<ListingQuery | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void loadCurrencies();
    void loadCategories();
    const read = () => setQ(readListingQuery(location));
    read();
    addEventListener('popstate', read);
    return () => removeEventListener('popstate', read);
  }, []);

  const data = q ? searchData(q) : null;
  // The first search has usually been started by the page's script (early-call.ts).
  const search = useCall('search', data, data ? JSON.stringify(data) : null, () => takeEarly('search', data));
  const cats = useStore($categories);
  const categories = cats.data;
  const place = q ? locate(categories, q.categoryId) : null;

  const navigate = (next: ListingQuery, scroll = false) => {
    history.pushState(null, '', ui.href(listingPath(next)));
    setQ(next);
    if (scroll && resultsRef.current && resultsRef.current.getBoundingClientRect().top < 0) resultsRef.current.scrollIntoView({ block: 'start' });
  };
  const linkTo: LinkTo = (next, scroll = false) => ({
    href: ui.href(listingPath(next)),
    onClick: (e: MouseEvent) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      navigate(next, scroll);
    },
  });

  const title = q ? heading(ui, q, place, !cats.loading) : '\u00a0';
  useEffect(() => {
    if (q && title.trim()) document.title = `${title} · Patina`;
  }, [q, title]);
  // A rendered category page's static heading goes once the island's own title is known (before paint).
  const titled = q !== null && title.trim() !== '';
  useLayoutEffect(() => {
    if (titled) dropStaticCopy();
  }, [titled]);

  const total = search.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // The results show with the categories known, so the heading and the sub-category chips never appear
  // above cards already shown and push them down (no layout shift; both calls start with the page).
  const categoriesSettled = !cats.loading && (cats.data.length > 0 || cats.error !== null);
  const ready = search.status === 'ready' && q !== null && categoriesSettled;
  const filtered = q !== null && (q.format !== 'both' || q.minPrice !== null || q.sold);
  const from = q ? (q.page - 1) * PAGE_SIZE + 1 : 0;
  const to = q ? Math.min(total, q.page * PAGE_SIZE) : 0;

  return (
    <>
      <div className="listing-head">
        <div className="container">
          <nav aria-label={ui.t('catalogue.breadcrumb')} className="crumbs">
            <a href={ui.href('/')}>{ui.t('catalogue.home')}</a>
            <a href={ui.href('/catagories')}>{ui.t('catalogue.categories.title')}</a>
            {place?.sub && q?.id !== 'search' ? <a href={ui.href(`/catagoriesDetails/${encodeURIComponent(place.category.id)}`)}>{ui.category(place.category)}</a> : null}
          </nav>
          <h1 data-testid="listing-title">{title}</h1>
          {/* A category's introduction, as its rendered page first shows it (shared/category-page.ts). */}
          {place && q && q.id !== 'search' ? <p className="listing-head__intro">{ui.t('catalogue.meta.categoryDescription', { name: ui.category(place.sub ?? place.category) })}</p> : null}
          {ready ? (
            <p className="listing-head__count" aria-live="polite">
              <strong data-testid="result-count" data-total={total}>
                {ui.tn('catalogue.listing.count', total)}
              </strong>
              {total > PAGE_SIZE ? <span className="muted"> · {ui.t('catalogue.listing.showing', { from, to, total })}</span> : null}
            </p>
          ) : (
            <p className="listing-head__count">
              <span className="skel-line skel-line--count shimmer" />
            </p>
          )}
          {place?.sub && q && q.id !== 'search' ? (
            <p className="listing-head__guide">
              <a href={ui.href(priceGuidePath(place.sub.id))} data-testid="price-guide-link">
                {ui.t('catalogue.listing.priceGuide', { name: ui.category(place.sub) })}
              </a>
            </p>
          ) : null}
          {/* Any search can be saved, one with no results included (docs/adr/0053). */}
          {ready && q ? <SaveSearch query={q} suggestedName={q.term || (place ? ui.category(place.sub ?? place.category) : ui.t('catalogue.alerts.allItems'))} /> : null}
          {place && q && q.id !== 'search' && place.category.subCategories.length ? (
            <nav aria-label={ui.t('catalogue.listing.subCategories')}>
              <ul className="plain-list chips">
                {[{ id: place.category.id, label: ui.t('catalogue.listing.allOf', { name: ui.category(place.category) }) }, ...place.category.subCategories.map((s) => ({ id: s.id, label: ui.category(s) }))].map((chip) => (
                  <li key={chip.id}>
                    <a className="chip" aria-current={chip.id === q.id ? 'page' : undefined} {...linkTo({ ...q, id: chip.id, categoryId: chip.id, page: 1 })}>
                      {chip.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>

      <div className="container listing-body">
        <ListingFilters q={q} navigate={navigate} />

        <div className="results" ref={resultsRef}>
          {search.status === 'error' ? (
            <ErrorState onRetry={search.retry} />
          ) : ready && !search.data?.items.length ? (
            <div className="cat-state cat-state--empty" data-testid="empty-state">
              <span className="cat-state__mark" aria-hidden="true">⌕</span>
              <h2>{ui.t('catalogue.listing.empty')}</h2>
              <p className="muted">{ui.t('catalogue.listing.emptyText')}</p>
              {filtered && q ? (
                <a className="btn btn-ghost" {...linkTo({ ...q, format: 'both', minPrice: null, maxPrice: null, sold: false, page: 1 })}>
                  {ui.t('catalogue.listing.clearFilters')}
                </a>
              ) : null}
              {q && search.data ? <Alternatives found={search.data} categories={categories} linkTo={linkTo} /> : null}
            </div>
          ) : (
            <>
              {/* The cards' names are h3: this names their list for the page's outline (h1 → h2 → h3). */}
              <h2 className="visually-hidden">{ui.t('catalogue.listing.results')}</h2>
              <CardGrid items={search.data?.items ?? []} loading={!ready} count={6} className="card-grid--listing" priority={2} />
            </>
          )}

          {ready && q && pages > 1 ? <Pager q={q} pages={pages} linkTo={linkTo} /> : null}
        </div>
      </div>
    </>
  );
}

export default withUi(ListingIsland);
