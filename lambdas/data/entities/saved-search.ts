import { ulid } from '../../lib/ids.ts';
import { searchFacet, type SavedSearch } from '../../../shared/saved-searches.ts';
import { deleteIfExists, putRecord, queryIndex, queryIndexAttributes, queryPartition } from '../table.ts';

/**
 * A saved search: USER#<uid> / SAVEDSEARCH#<id> (ids are ULIDs: sort-key order is the order saved),
 * also indexed by the facet it can match (gsi1: SEARCHES#<category or sub-category id, or *>), so a new
 * lot reads only the searches of its own category, sub-category and of no category (docs/adr/0053);
 * and by id (gsi2: SAVEDSEARCH#<id>), so a delete of someone else's search is told apart from a wrong id.
 */
const savedSearchKey = (uid: string, id: string) => ({ pk: `USER#${uid}`, sk: `SAVEDSEARCH#${id}` });
const facetPartition = (facet: string) => `SEARCHES#${facet}`;

/** A saved search as the matcher reads it from the index: with its owner. */
export type OwnedSavedSearch = SavedSearch & { uid: string };

/** A person's saved searches, in the order saved. */
export function listSavedSearches(uid: string): Promise<OwnedSavedSearch[]> {
  return queryPartition<OwnedSavedSearch>({ pk: `USER#${uid}`, skPrefix: 'SAVEDSEARCH#' }, false, true);
}

/** Stores a saved search (a new one when `id` is absent, else replaces that one). */
export async function putSavedSearch(uid: string, search: Omit<SavedSearch, 'id'> & { id?: string }): Promise<SavedSearch> {
  const saved: SavedSearch = { ...search, id: search.id ?? ulid() };
  await putRecord(savedSearchKey(uid, saved.id), { ...saved, uid }, {
    gsi1pk: facetPartition(searchFacet(saved.search)),
    gsi1sk: `${uid}#${saved.id}`,
    gsi2pk: `SAVEDSEARCH#${saved.id}`,
    gsi2sk: uid,
  });
  return saved;
}

/** Deletes one of a person's saved searches; false when they have none with that id. */
export function deleteSavedSearch(uid: string, id: string): Promise<boolean> {
  return deleteIfExists(savedSearchKey(uid, id));
}

/** Every saved search indexed under a facet (the matcher's candidates for a lot of that facet). */
export function savedSearchesOfFacet(facet: string): Promise<OwnedSavedSearch[]> {
  return queryIndex<OwnedSavedSearch>({ index: 'gsi1', pk: facetPartition(facet) });
}

/** Who saved the search with this id, or null when there is none. */
export async function savedSearchOwner(id: string): Promise<string | null> {
  const [found] = await queryIndexAttributes<{ uid: string }>({ index: 'gsi2', pk: `SAVEDSEARCH#${id}` }, ['uid']);
  return found?.uid ?? null;
}
