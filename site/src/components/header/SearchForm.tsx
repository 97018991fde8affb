import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { categoryTranslationKey } from '../../../../shared/categories.ts';
import type { Locale } from '../../../../shared/i18n/index.ts';
import { href } from '../../lib/locales.ts';
import { $categories } from '../../stores/categories.ts';
import { Icon } from './icons.tsx';
import type { T } from './strings.ts';
import { useFittingPlaceholder } from './useFittingPlaceholder.ts';

/**
 * Where a search goes (spec section 2 and 5): an empty term with All → the all-items listing;
 * otherwise the search results, with the term and the category (omitted, i.e. null, for All) in
 * the query string, which the listing island reads.
 */
export function searchTarget(locale: Locale, term: string, categoryId: string | null): string {
  const trimmed = term.trim();
  if (!trimmed && !categoryId) return href(locale, '/catagoriesDetails/all');
  const query = new URLSearchParams({ term: trimmed });
  if (categoryId) query.set('categoryId', categoryId);
  return `${href(locale, '/catagoriesDetails/search')}?${query.toString()}`;
}

/** The header's search box with its category dropdown (All first, then the categories by name). */
export function SearchForm({ locale, t, categoryNames }: { locale: Locale; t: T; categoryNames: Record<string, string> }) {
  const { data: categories } = useStore($categories);
  const [term, setTerm] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const termId = useId();
  const categoryIdField = useId();
  const termField = useRef<HTMLInputElement>(null);
  const placeholder = useFittingPlaceholder(termField, [t('header.search.placeholder'), t('header.search.placeholderShort')]);

  // On the results page, show the search that produced it.
  useEffect(() => {
    if (!/\/catagoriesDetails\/search\/?$/.test(location.pathname)) return;
    const query = new URLSearchParams(location.search);
    setTerm(query.get('term') ?? '');
    setCategoryId(query.get('categoryId') ?? '');
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    location.assign(searchTarget(locale, term, categoryId || null));
  };

  const nameOf = (name: string) => categoryNames[`category.${categoryTranslationKey(name)}`] ?? name;
  const knownCategory = !categoryId || categories.some((c) => c.id === categoryId);

  return (
    <form className="search" role="search" action={href(locale, '/catagoriesDetails/search')} method="get" onSubmit={onSubmit}>
      <label htmlFor={categoryIdField} className="visually-hidden">
        {t('header.search.category')}
      </label>
      <div className="search-category">
        <select id={categoryIdField} name="categoryId" value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
          <option value="">{t('header.search.all')}</option>
          {!knownCategory && <option value={categoryId}>{t('header.search.selected')}</option>}
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {nameOf(c.name)}
            </option>
          ))}
        </select>
        <Icon name="chevron" size={14} className="search-category-chevron" />
      </div>
      <label htmlFor={termId} className="visually-hidden">
        {t('header.search.label')}
      </label>
      <input
        id={termId}
        ref={termField}
        className="search-input"
        type="search"
        name="term"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-submit">
        <Icon name="search" size={20} />
        <span className="search-submit-label">{t('header.search.submit')}</span>
      </button>
    </form>
  );
}
