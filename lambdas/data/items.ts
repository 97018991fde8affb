import { joinItem, type Item, type ItemStatus, type LotListing } from '../../shared/item.ts';
import { getLot, getLots } from './entities/lot.ts';
import { getListing, getListings, listListingsBySeller, listListingsByStatus } from './entities/lot-listing.ts';

/**
 * Lots as people see them: each listing joined with its hot record. The index reads go through the
 * listings, whose status may lag the lot's for a moment (docs/adr/0010): the lot's status decides.
 */

export async function getItem(id: string): Promise<Item | null> {
  const [lot, listing] = await Promise.all([getLot(id), getListing(id)]);
  return lot && listing ? joinItem(lot, listing) : null;
}

/** Several lots by id, in the order asked; ids with no lot are left out. */
export async function getItems(ids: readonly string[]): Promise<Item[]> {
  const unique = [...new Set(ids)];
  const [lots, listings] = await Promise.all([getLots(unique), getListings(unique)]);
  return ids.flatMap((id) => {
    const lot = lots.get(id);
    const listing = listings.get(id);
    return lot && listing ? [joinItem(lot, listing)] : [];
  });
}

async function joinListings(listings: LotListing[]): Promise<Item[]> {
  const lots = await getLots(listings.map((l) => l.id));
  return listings.flatMap((listing) => {
    const lot = lots.get(listing.id);
    return lot ? [joinItem(lot, listing)] : [];
  });
}

/** Every lot in one status (Active for the catalogue, Sold for "recently sold"), by submission time. */
export async function listItemsByStatus(status: ItemStatus, newestFirst = false): Promise<Item[]> {
  return (await joinListings(await listListingsByStatus(status, newestFirst))).filter((item) => item.status === status);
}

/** Every lot a seller listed, newest first. */
export async function listItemsBySeller(sellerId: string): Promise<Item[]> {
  return joinListings(await listListingsBySeller(sellerId));
}
