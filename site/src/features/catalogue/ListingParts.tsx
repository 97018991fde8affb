import { useState, type MouseEvent } from 'react';
import type { Category } from '../../../../shared/categories.ts';
import type { SearchOutput } from '../../../../shared/contract/catalogue.ts';
import { useUi } from '../../lib/ui.tsx';
import { FORMATS, SORTS, pageNumbers, type ListingQuery } from './listing-query.ts';
import { PriceFilter } from './PriceFilter.tsx';
import { NamedOptions } from '../../lib/forms/select-options.tsx';

/*
 * The listing page's parts around its results (ListingIsland.tsx): the filters and sort, the pager,
 * and what a search without results offers instead. Each moves through the island's `navigate` or
 * `linkTo`, which keep the query in the URL.
 */

/** A link that runs a listing query in place: its address, and a click that navigates without a reload (scrolling back to the results when asked). */
export type LinkTo = (next: ListingQuery, scroll?: boolean) => { href: string; onClick: (e: MouseEvent) => void };

/** A fresh listing state: every filter at its default. */
const FRESH: Omit<ListingQuery, 'id' | 'term' | 'categoryId'> = { format: 'both', minPrice: null, maxPrice: null, sort: 'relevance', page: 1, sold: false };

/**
 * What a search without results offers instead (docs/adr/0051): the nearest terms that find lots in
 * the whole catalogue, and related categories, each a link that runs it.
 */
export function Alternatives({ found, categories, linkTo }: { found: SearchOutput; categories: Category[]; linkTo: LinkTo }) {
  const ui = useUi();
  const terms = found.didYouMean ?? [];
  const related = found.relatedCategories ?? [];
  if (!terms.length && !related.length) return null;
  // A sub-category is named with its category's name, from the categories the page has (both languages).
  const parentOf = (id: string | null) => (id ? categories.find((c) => c.id === id) : undefined);
  return (
    <div className="alternatives" data-testid="search-alternatives">
      {terms.length ? (
        <p>
          {ui.t('catalogue.listing.didYouMean')}{' '}
          {terms.map((term, i) => (
            <span key={term}>
              {i > 0 ? ', ' : ''}
              <a data-testid="did-you-mean" {...linkTo({ id: 'search', term, categoryId: null, ...FRESH })}>
                {term}
              </a>
            </span>
          ))}
        </p>
      ) : null}
      {related.length ? (
        <nav aria-label={ui.t('catalogue.listing.relatedCategories')}>
          <h3 className="alternatives__title">{ui.t('catalogue.listing.relatedCategories')}</h3>
          <ul className="plain-list chips">
            {related.map((c) => {
              const parent = parentOf(c.parentId);
              return (
                <li key={c.id}>
                  <a className="chip" data-testid="related-category" {...linkTo({ id: c.id, term: '', categoryId: c.id, ...FRESH })}>
                    {parent ? `${ui.category(parent)} › ` : ''}
                    {ui.category(c)}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/** The sort, then the filters (format, sold only, price): a drawer on small screens, opened by its toolbar button. Disabled until the query is read. */
export function ListingFilters({ q, navigate }: { q: ListingQuery | null; navigate: (next: ListingQuery) => void }) {
  const ui = useUi();
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <>
      <div className="listing-toolbar">
        <button type="button" className="filters-toggle btn btn-ghost" aria-expanded={filtersOpen} aria-controls="filters" onClick={() => setFiltersOpen(!filtersOpen)}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path d="M3 6h18M6 12h12M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
          {ui.t('catalogue.listing.filters')}
        </button>
        <div className="listing-toolbar__sort">
          <QuerySelect id="sort-select" field="sort" values={SORTS} q={q} navigate={navigate} />
        </div>
      </div>
      <aside className="filters" id="filters" data-open={filtersOpen} aria-label={ui.t('catalogue.listing.filters')}>
        <div className="filters__body">
          <div className="field">
            <QuerySelect id="format-filter" field="format" values={FORMATS} q={q} navigate={navigate} />
          </div>
          <div className="field">
            <label className="form-check">
              <input
                type="checkbox"
                data-testid="sold-filter"
                checked={q?.sold ?? false}
                disabled={!q}
                onChange={(e) => q && navigate({ ...q, sold: e.target.checked, page: 1 })}
              />
              <span>{ui.t('catalogue.listing.soldOnly')}</span>
            </label>
          </div>
          <PriceFilter
            mounted={q !== null}
            minPrice={q?.minPrice ?? null}
            maxPrice={q?.maxPrice ?? null}
            onApply={(range) => q && navigate({ ...q, minPrice: range?.minPrice ?? null, maxPrice: range?.maxPrice ?? null, page: 1 })}
          />
        </div>
      </aside>
    </>
  );
}

/**
 * The select of one of the query's settings (the sort, the format), labelled and its options named by
 * `catalogue.listing.<field>`; a choice runs the query again from its first page.
 */
function QuerySelect<K extends 'sort' | 'format'>({ id, field, values, q, navigate }: { id: string; field: K; values: readonly ListingQuery[K][]; q: ListingQuery | null; navigate: (next: ListingQuery) => void }) {
  const ui = useUi();
  return (
    <>
      <label htmlFor={id}>{ui.t(`catalogue.listing.${field}`)}</label>
      <select id={id} className="input" data-testid={id} value={q?.[field] ?? FRESH[field]} disabled={!q} onChange={(e) => q && navigate({ ...q, [field]: e.target.value as ListingQuery[K], page: 1 })}>
        <NamedOptions values={values} prefix={`catalogue.listing.${field}`} />
      </select>
    </>
  );
}

/** The pages of results: previous, the numbers around the current one, next. */
export function Pager({ q, pages, linkTo }: { q: ListingQuery; pages: number; linkTo: LinkTo }) {
  const ui = useUi();
  return (
    <nav className="pager" aria-label={ui.t('catalogue.listing.pagination')} data-testid="pagination">
      {q.page > 1 ? (
        <a className="pager__step" rel="prev" data-testid="page-previous" {...linkTo({ ...q, page: q.page - 1 }, true)}>
          ← {ui.t('catalogue.listing.previous')}
        </a>
      ) : (
        <span className="pager__step" aria-disabled="true">← {ui.t('catalogue.listing.previous')}</span>
      )}
      <ol>
        {pageNumbers(q.page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap${i}`} aria-hidden="true">…</li>
          ) : (
            <li key={n}>
              <a aria-label={ui.t('catalogue.listing.page', { n })} aria-current={n === q.page ? 'page' : undefined} data-testid="page-link" {...linkTo({ ...q, page: n }, true)}>
                {n}
              </a>
            </li>
          ),
        )}
      </ol>
      {q.page < pages ? (
        <a className="pager__step" rel="next" data-testid="page-next" {...linkTo({ ...q, page: q.page + 1 }, true)}>
          {ui.t('catalogue.listing.next')} →
        </a>
      ) : (
        <span className="pager__step" aria-disabled="true">{ui.t('catalogue.listing.next')} →</span>
      )}
    </nav>
  );
}
