import type { LotListing, Lot } from '../../shared/item.ts';
import { formatMoney, GBP } from '../../shared/money.ts';
import { bidHistoryOf } from '../data/entities/bid.ts';
import { notify } from '../notify/notify.ts';

/**
 * Tells each bidder who did not win, once, that the auction they bid on has ended (issue 24 point 7):
 * sold to someone else (by the hammer or Buy it now) for the price the lot's page shows, or not sold
 * because the reserve was not met. Who won is not said. A replay tells nobody twice (one key per lot
 * and person: a lot ends once).
 */
export async function tellLosingBidders(lot: Lot, listing: LotListing, outcome: 'sold' | 'unsold', now: Date): Promise<void> {
  const bidders = new Set((await bidHistoryOf(lot)).map((b) => b.bidderId));
  if (lot.buyerId) bidders.delete(lot.buyerId);
  bidders.delete(lot.sellerId);
  await Promise.all(
    [...bidders].map((uid) =>
      notify({
        uid,
        template: outcome === 'sold' ? 'auctionLost' : 'auctionEndedUnsold',
        params: { itemName: listing.name, price: formatMoney(lot.soldPrice ?? lot.currentBid ?? 0, GBP) },
        item: { id: lot.id, photos: listing.photos, listAsAuction: lot.listAsAuction },
        dedupeKey: `lost:${lot.id}:${uid}`,
        link: `/items/${lot.id}/auction`,
        at: now,
      }),
    ),
  );
}
