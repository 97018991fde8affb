import { atom } from 'nanostores';
import type { Category } from '../../../shared/categories.ts';
import { call } from '../lib/api.ts';

/** The spec's categories slice: loading, data (list) and error. */
export interface CategoriesState {
  loading: boolean;
  data: Category[];
  error: string | null;
}

/** Categories sorted by name, as `getCategories` answers; filled once per page. */
export const $categories = atom<CategoriesState>({ loading: false, data: [], error: null });

let requested: Promise<void> | null = null;

/**
 * Requests the categories once per page (every island that needs them shares the answer). On 200
 * the list replaces the store; on failure the loader is cleared and the error only logged (spec).
 */
export function loadCategories(): Promise<void> {
  requested ??= (async () => {
    $categories.set({ ...$categories.get(), loading: true });
    const result = await call('getCategories', { sortByNameAsc: true });
    if (result.status === 200 && Array.isArray(result.data?.categories)) {
      $categories.set({ loading: false, data: result.data.categories, error: null });
    } else {
      console.error('getCategories failed', result.message);
      $categories.set({ ...$categories.get(), loading: false, error: result.message });
    }
  })();
  return requested;
}
