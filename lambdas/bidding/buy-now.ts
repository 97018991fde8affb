import { ItemStatus, type Lot } from '../../shared/item.ts';
import { nextLot } from '../../shared/lot-rules.ts';
import { formatMoney, GBP } from '../../shared/money.ts';
import { buyNowAvailable } from '../../shared/proxy-bidding.ts';
import { livePush, pushQuietly } from '../adapters/live-push.ts';
import { commitLot, getLot, StaleLotError } from '../data/entities/lot.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import type { Caller } from '../lib/caller.ts';
import { conflict } from '../lib/errors.ts';
import { tellLosingBidders } from '../lots/losing-bidders.ts';
import { ensureOrder, orderIdFor } from '../lots/sale.ts';
import { signalLotWorkflow } from '../lots/workflow.ts';
import { notify } from '../notify/notify.ts';
import { readBidState } from './bid-state.ts';
import { lotForBuyer } from './place-bid.ts';

/**
 * Buy it now: while it is available (ARCHITECTURE.md: until the first bid, or with a reserve until a
 * bid meets it), ONE conditional write on the lot's version sells it to the caller and ends it; of any
 * number of buyers and bidders racing, exactly one write lands and every other gets 409 with the
 * fresh state. Then the order is made, the workflow's wait for the end is answered, and the buyer,
 * the seller and every open page are told.
 */
export async function buyLotNow(caller: Caller, itemId: string, now: Date): Promise<Lot> {
  let lot = await lotForBuyer(caller, itemId, 'ownItemBuy');
  for (;;) {
    if (!buyNowAvailable(lot, now)) throw conflict('buyNowUnavailable', await readBidState(lot, caller, now));
    const sold = nextLot(lot, { status: ItemStatus.AwaitingPayment, buyerId: caller.uid, soldPrice: lot.buyItNowPrice, soldAt: now.toISOString(), orderId: orderIdFor(lot.id, lot.version + 1) }, now);
    try {
      await commitLot(lot, sold);
    } catch (error) {
      if (!(error instanceof StaleLotError)) throw error;
      lot = (await getLot(itemId, true))!;
      continue;
    }
    await ensureOrder(sold);
    await signalLotWorkflow(sold.id, 'endToken', { reason: 'buyNow' });
    await tellSale(sold, 'bought', now);
    return sold;
  }
}

/**
 * Tells of a sale (a Buy it now here, the hammer in the workflow): the buyer (with the way to pay),
 * the seller, every other bidder, and every open page of the lot. Idempotent: replays send nothing twice.
 */
export async function tellSale(lot: Lot, buyerTemplate: 'bought' | 'won', now: Date): Promise<void> {
  const listing = await getListing(lot.id);
  if (!listing || !lot.buyerId || !lot.orderId) return;
  const params = { itemName: listing.name, price: formatMoney(lot.soldPrice ?? 0, GBP) };
  const item = { id: lot.id, photos: listing.photos, listAsAuction: lot.listAsAuction };
  await Promise.all([
    notify({ uid: lot.buyerId, template: buyerTemplate, params, item, orderId: lot.orderId, dedupeKey: `sale:${lot.orderId}:buyer`, link: `/pay-items/${lot.orderId}`, at: now }),
    notify({ uid: lot.sellerId, template: 'sold', params, item, orderId: lot.orderId, dedupeKey: `sale:${lot.orderId}:seller`, link: '/sellar-dashboard', at: now }),
    pushQuietly(() => livePush().toLot(lot.id, { type: 'ended', itemId: lot.id, status: lot.status })),
    lot.listAsAuction ? tellLosingBidders(lot, listing, 'sold', now) : null,
  ]);
}
