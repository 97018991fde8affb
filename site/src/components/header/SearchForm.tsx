import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Suggestion } from '../../../../shared/contract/catalogue.ts';
import { localCategoryName, type Named } from '../../../../shared/categories.ts';
import type { Locale } from '../../../../shared/i18n/index.ts';
import { call } from '../../lib/api.ts';
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

/** Where a suggestion leads: its category's listing, or the lot's page. */
function suggestionTarget(locale: Locale, suggestion: Suggestion): string {
  if (suggestion.kind === 'category') return href(locale, `/catagoriesDetails/${encodeURIComponent(suggestion.id)}`);
  return href(locale, `/items/${encodeURIComponent(suggestion.id)}/${suggestion.listAsAuction ? 'auction' : 'buyer'}`);
}

/** A pause in typing before suggestions are asked for, so a fast typist sends one request, not ten. */
const SUGGEST_PAUSE_MS = 120;

/**
 * Suggestions for the term as it is typed (the `suggest` call: categories and live lots); only the
 * answer to the latest term is shown.
 */
function useSuggestions(term: string, active: boolean): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const latest = useRef(0);
  useEffect(() => {
    const asked = ++latest.current;
    if (!active || term.trim().length < 2) {
      setSuggestions([]);
      return;
    }
    const timer = setTimeout(() => {
      void call('suggest', { term: term.trim().slice(0, 100) }).then((answer) => {
        if (asked === latest.current) setSuggestions(answer.status === 200 && answer.data ? answer.data.suggestions : []);
      });
    }, SUGGEST_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [term, active]);
  return suggestions;
}

/**
 * The header's search box with its category dropdown (All first, then the categories by name). Until
 * the header has mounted the dropdown lists no category, as the pre-rendered HTML does: a page's own
 * script may have loaded them before a late hydration (docs/adr/0040), and a different first render
 * would be a hydration mismatch.
 */
export function SearchForm({ locale, t, categoryNames, mounted }: { locale: Locale; t: T; categoryNames: Record<string, string>; mounted: boolean }) {
  const { data: loaded } = useStore($categories);
  const categories = mounted ? loaded : [];
  const [term, setTerm] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const termId = useId();
  const categoryIdField = useId();
  const termField = useRef<HTMLInputElement>(null);
  const placeholder = useFittingPlaceholder(termField, [t('header.search.placeholder'), t('header.search.placeholderShort')]);
  const listId = useId();
  const [typing, setTyping] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const suggestions = useSuggestions(term, typing);
  const open = typing && suggestions.length > 0;
  useEffect(() => setHighlighted(-1), [suggestions]);

  // Arrow keys move through the suggestions, Enter opens the one highlighted, Escape closes them.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box (-1) through each suggestion and back to the box.
      setHighlighted((at) => {
        const next = at + step;
        return next >= suggestions.length ? -1 : next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === 'Enter' && highlighted >= 0 && highlighted < suggestions.length) {
      event.preventDefault();
      location.assign(suggestionTarget(locale, suggestions[highlighted]!));
    } else if (event.key === 'Escape') {
      setTyping(false);
    }
  };

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

  // A category's name in the page's language: the admin's French where given (docs/adr/0051), else the site's translation.
  const nameOf = (named: Named | string) => localCategoryName(named, locale, categoryNames);
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
              {nameOf(c)}
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
        onChange={(e) => {
          setTerm(e.target.value);
          setTyping(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTyping(false)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && highlighted >= 0 ? `${listId}-${highlighted}` : undefined}
      />
      {open && (
        <ul id={listId} className="search-suggestions" role="listbox" aria-label={t('header.search.label')} data-testid="search-suggestions">
          {suggestions.map((s, i) => (
            <li key={`${s.kind}:${s.id}`} id={`${listId}-${i}`} role="option" aria-selected={i === highlighted} data-kind={s.kind}>
              {/* mousedown, not click: the input's blur would close the list before a click lands */}
              <a href={suggestionTarget(locale, s)} onMouseDown={(e) => e.preventDefault()} data-testid="search-suggestion">
                {s.kind === 'category' ? (s.parentName ? `${nameOf({ name: s.parentName, nameFr: s.parentNameFr })} › ${nameOf(s)}` : nameOf(s)) : s.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      <button type="submit" className="search-submit">
        <Icon name="search" size={20} />
        <span className="search-submit-label">{t('header.search.submit')}</span>
      </button>
    </form>
  );
}
