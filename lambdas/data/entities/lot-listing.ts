import type { ItemStatus, LotListing } from '../../../shared/item.ts';
import { batchGetByIds, getRecord, putIfAbsent, putRecord, queryIndex, queryIndexAttributes, updateFields } from '../table.ts';

/**
 * The lot's cold record: ITEM#<id> / LISTING, what the seller wrote. It carries the index keys:
 * lots by status (gsi1: STATUS#<status>, by submission time) and lots by seller (gsi2: SELLER#<uid>,
 * newest first). Its `status` mirrors the lot's at `statusVersion`.
 */
export const listingKey = (id: string) => ({ pk: `ITEM#${id}`, sk: 'LISTING' });
const byStatus = (status: ItemStatus) => `STATUS#${status}`;
const bySeller = (sellerId: string) => `SELLER#${sellerId}`;

function indexKeys(listing: LotListing): Record<string, string> {
  const at = `${listing.submittedAt ?? listing.createdAt}#${listing.id}`;
  return { gsi1pk: byStatus(listing.status), gsi1sk: at, gsi2pk: bySeller(listing.sellerId), gsi2sk: `${listing.createdAt}#${listing.id}` };
}

export function getListing(id: string): Promise<LotListing | null> {
  return getRecord<LotListing>(listingKey(id));
}

/** Several listings by id; ids with none are left out. */
export function getListings(ids: readonly string[]): Promise<Map<string, LotListing>> {
  return batchGetByIds<LotListing>(ids, listingKey);
}

/** Writes a listing whole, with its index keys (the seed; a submission uses createListing). */
export async function putListing(listing: LotListing): Promise<void> {
  await putRecord(listingKey(listing.id), listing, indexKeys(listing));
}

/** Writes a new lot's listing unless one exists; answers the listing stored (the first writer's). */
export async function createListing(listing: LotListing): Promise<LotListing> {
  if (await putIfAbsent(listingKey(listing.id), listing, indexKeys(listing))) return listing;
  return (await getListing(listing.id))!;
}

/**
 * Replaces what the seller wrote (a relist's edit), leaving the status mirror alone: only the lot's
 * own status writes move it, in version order.
 */
export async function updateListingContent(listing: LotListing): Promise<void> {
  const { status: _status, statusVersion: _version, id: _id, ...content } = listing;
  await updateFields(listingKey(listing.id), { ...content, gsi1sk: indexKeys(listing).gsi1sk });
}

/** Listings whose mirrored status is `status` (check each against its lot: the mirror may lag). */
export function listListingsByStatus(status: ItemStatus, newestFirst = false): Promise<LotListing[]> {
  return queryIndex<LotListing>({ index: 'gsi1', pk: byStatus(status) }, newestFirst);
}

/** The ids (and submission times) of the listings whose mirrored status is `status`, by submission time: the sitemap's lots. */
export function listListingIdsByStatus(status: ItemStatus): Promise<{ id: string; submittedAt?: string | null }[]> {
  return queryIndexAttributes({ index: 'gsi1', pk: byStatus(status) }, ['id', 'submittedAt']);
}

/** Every listing of a seller, newest first. */
export function listListingsBySeller(sellerId: string): Promise<LotListing[]> {
  return queryIndex<LotListing>({ index: 'gsi2', pk: bySeller(sellerId) }, true);
}

/**
 * Mirrors a lot's status onto its listing (and so into the status index), unless the listing already
 * mirrors that version or a later one: replays and late arrivals change nothing.
 */
export async function mirrorListingStatus(id: string, status: ItemStatus, version: number): Promise<void> {
  await updateFields(listingKey(id), { status, statusVersion: version, gsi1pk: byStatus(status) }, {
    expression: '#sv < :v',
    names: { '#sv': 'statusVersion' },
    values: { ':v': version },
  });
}
