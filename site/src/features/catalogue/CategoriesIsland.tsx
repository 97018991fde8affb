import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $categories, loadCategories } from '../../stores/categories.ts';
import { loadCurrencies } from '../../stores/currency.ts';
import { ErrorState } from './ErrorState.tsx';
import { useUi, withUi } from '../../lib/ui.tsx';

const listing = (id: string) => `/catagoriesDetails/${encodeURIComponent(id)}`;

/** Every category (getCategories, by name) as a card with its sub-categories, in the page language. */
function CategoriesIsland() {
  const ui = useUi();
  const store = useStore($categories);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    void loadCurrencies();
    void loadCategories();
    setMounted(true);
  }, []);
  const categories = store.data;
  // The shared store asks once per page, so "try again" reloads the page.
  const status = !mounted || store.loading ? 'loading' : categories.length ? 'ready' : store.error !== null ? 'error' : 'empty';
  return status === 'error' ? (
    <ErrorState onRetry={() => location.reload()} />
  ) : status === 'empty' ? (
    <p className="cat-state">{ui.t('catalogue.categories.empty')}</p>
  ) : (
    <ul className="plain-list category-grid" aria-busy={status === 'loading' || undefined} data-testid="category-list">
      <li className="card category-card category-card--all">
        <span className="category-card__mark" aria-hidden="true">✦</span>
        <h2>
          <a href={ui.href('/catagoriesDetails/all')}>{ui.t('catalogue.categories.allItems')}</a>
        </h2>
        <p>{ui.t('catalogue.categories.allItemsText')}</p>
      </li>
      {status === 'loading'
        ? Array.from({ length: 7 }, (_, i) => (
            <li key={i} className="card category-card category-card--skeleton" aria-hidden="true">
              <span className="category-card__mark shimmer" />
              <span className="skel-line shimmer" />
              <span className="skel-line skel-line--short shimmer" />
            </li>
          ))
        : categories.map((category) => {
            const name = ui.category(category);
            return (
              <li key={category.id} className="card category-card" data-testid="category-card">
                <span className="category-card__mark" aria-hidden="true">
                  {name.charAt(0)}
                </span>
                <h2>
                  <a href={ui.href(listing(category.id))}>{name}</a>
                </h2>
                {category.subCategories.length ? (
                  <>
                    <p className="category-card__count">{ui.tn('catalogue.categories.subCount', category.subCategories.length)}</p>
                    <ul className="plain-list chips">
                      {category.subCategories.map((sub) => (
                        <li key={sub.id}>
                          <a className="chip" href={ui.href(listing(sub.id))}>
                            {ui.category(sub)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                <a className="category-card__more" href={ui.href(listing(category.id))} aria-hidden="true" tabIndex={-1}>
                  {ui.t('catalogue.categories.browse', { name })} →
                </a>
              </li>
            );
          })}
    </ul>
  );
}

export default withUi(CategoriesIsland);
