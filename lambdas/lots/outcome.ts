import { ItemStatus, type Lot } from '../../shared/item.ts';
import { formatMoney, GBP } from '../../shared/money.ts';
import { livePush, pushQuietly } from '../adapters/live-push.ts';
import { bidHistoryOf } from '../data/entities/bid.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import { listWatchers } from '../data/entities/watch.ts';
import { tellSale } from '../bidding/buy-now.ts';
import { tellLosingBidders } from './losing-bidders.ts';
import { notify } from '../notify/notify.ts';

/** How long before the end watchers and bidders are told the lot ends soon (once). */
export const ENDING_SOON_SECONDS = 3600;

/**
 * Tells of a lot's end, whatever it came to: the sale to its buyer, seller and other bidders, or the
 * seller and bidders that it did not sell; and every open page that it ended. Idempotent (a replayed end tells nobody twice).
 */
export async function tellOutcome(lot: Lot, now: Date): Promise<void> {
  if (lot.status === ItemStatus.AwaitingPayment) return tellSale(lot, 'won', now);
  if (lot.status !== ItemStatus.EndedUnsold && lot.status !== ItemStatus.ReserveNotMet) return;
  const listing = await getListing(lot.id);
  if (!listing) return;
  await Promise.all([
    notify({
      uid: lot.sellerId,
      template: lot.status === ItemStatus.EndedUnsold ? 'endedUnsold' : 'reserveNotMet',
      params: { itemName: listing.name, price: formatMoney(lot.currentBid ?? 0, GBP) },
      item: { id: lot.id, photos: listing.photos, listAsAuction: lot.listAsAuction },
      dedupeKey: `ended:${lot.id}:${lot.version}`,
      link: '/sellar-dashboard',
      at: now,
    }),
    pushQuietly(() => livePush().toLot(lot.id, { type: 'ended', itemId: lot.id, status: lot.status })),
    // Below the reserve: every bidder learns it did not sell (no bids: nobody to tell).
    lot.status === ItemStatus.ReserveNotMet ? tellLosingBidders(lot, listing, 'unsold', now) : null,
  ]);
}

/** Tells everyone watching or bidding on a live lot, once each, that it ends within the hour. */
export async function tellEndingSoon(lot: Lot, now: Date): Promise<void> {
  const [listing, watchers, history] = await Promise.all([getListing(lot.id), listWatchers(lot.id), bidHistoryOf(lot)]);
  if (!listing) return;
  const people = new Set([...watchers.map((w) => w.uid), ...history.map((b) => b.bidderId)]);
  people.delete(lot.sellerId);
  const params = { itemName: listing.name, endsAt: lot.endsAt ?? '', price: formatMoney(lot.currentBid ?? lot.startingPrice, GBP) };
  await Promise.all(
    [...people].map((uid) =>
      notify({
        uid,
        template: 'endingSoon',
        params,
        item: { id: lot.id, photos: listing.photos, listAsAuction: lot.listAsAuction },
        dedupeKey: `endingSoon:${lot.id}`,
        link: `/items/${lot.id}/auction`,
        at: now,
      }),
    ),
  );
}
