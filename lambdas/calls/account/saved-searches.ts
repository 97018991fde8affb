import type { GetSavedSearchesOutput, SaveSearchOutput } from '../../../shared/contract/account.ts';
import { MAX_SAVED_SEARCHES, sameSearch, type SavedSearch } from '../../../shared/saved-searches.ts';
import { deleteSavedSearch as removeSavedSearch, listSavedSearches, putSavedSearch, savedSearchOwner } from '../../data/entities/saved-search.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { signedIn } from './own.ts';

/** A saved search as its owner sees it (the stored record carries the owner's uid for the index). */
const view = ({ id, name, search, alert, createdAt }: SavedSearch): SavedSearch => ({ id, name, search, alert, createdAt });

/**
 * Saves the results page's search, named, with how its alerts come (docs/adr/0053). Saving a search the
 * caller already saved (the same filters) renames it and changes its alert, so a visitor sent through
 * sign-in and back, or a double press, never makes two; past MAX_SAVED_SEARCHES a new one is refused.
 */
export const saveSearch = defineCall('saveSearch', {
  async run(input, ctx): Promise<Reply<SaveSearchOutput>> {
    const caller = signedIn(ctx);
    const search = {
      categoryId: input.search.categoryId,
      term: input.search.term,
      ...(input.search.format && input.search.format !== 'both' ? { format: input.search.format } : {}),
      ...(input.search.minPrice !== undefined ? { minPrice: input.search.minPrice, maxPrice: input.search.maxPrice } : {}),
      ...(input.search.sort ? { sort: input.search.sort } : {}),
    };
    const existing = await listSavedSearches(caller.uid);
    const same = existing.find((s) => sameSearch(s.search, search));
    if (!same && existing.length >= MAX_SAVED_SEARCHES) throw conflict({ code: 'tooManySavedSearches', params: { max: String(MAX_SAVED_SEARCHES) } });
    const saved = await putSavedSearch(caller.uid, { id: same?.id, name: input.name, search, alert: input.alert, createdAt: same?.createdAt ?? ctx.now.toISOString() });
    return { data: { savedSearch: view(saved) }, message: 'searchSaved' };
  },
});

export const getSavedSearches = defineCall('getSavedSearches', {
  async run(_input, ctx): Promise<Reply<GetSavedSearchesOutput>> {
    return { data: { savedSearches: (await listSavedSearches(signedIn(ctx).uid)).map(view) } };
  },
});

/** Deletes one of the caller's saved searches; another person's is refused (403), an unknown id is 404. */
export const deleteSavedSearch = defineCall('deleteSavedSearch', {
  async run(input, ctx): Promise<Reply<null>> {
    const caller = signedIn(ctx);
    if (!(await removeSavedSearch(caller.uid, input.savedSearchId))) throw (await savedSearchOwner(input.savedSearchId)) ? forbidden() : notFound();
    return { data: null, message: 'savedSearchDeleted' };
  },
});
