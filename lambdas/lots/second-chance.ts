import type { SendSecondChanceOfferOutput } from '../../shared/contract/selling.ts';
import { ItemStatus, type Lot } from '../../shared/item.ts';
import { nextLot } from '../../shared/lot-rules.ts';
import { formatMoney, GBP, type Pence } from '../../shared/money.ts';
import { OrderStatus } from '../../shared/order.ts';
import { secondChanceOpen, underBidder } from '../../shared/second-chance.ts';
import { bidHistoryOf } from '../data/entities/bid.ts';
import { commitLot, getLot, StaleLotError } from '../data/entities/lot.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import { getOrder } from '../data/entities/order.ts';
import { getSecondChanceOffer, listSecondChanceOffers, recordSecondChanceOffer, type SecondChanceOffer } from '../data/entities/second-chance.ts';
import type { Caller } from '../lib/caller.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { notify } from '../notify/notify.ts';
import { ensureOrder, orderIdFor } from './sale.ts';
import { signalLotWorkflow } from './workflow.ts';

/**
 * The seller of a lot whose sale lapsed unpaid offers it to the under-bidder at that bidder's own
 * maximum (issue 10, point 4), within a few days of the lapse: the offer is recorded once per lapsed
 * order, then the lot goes back to `Awaiting Payment` with the under-bidder as its buyer (one
 * conditional write; a relist that came first wins, and this answers 409), the new order is made
 * (24 hours to pay, as any sale), the under-bidder is told with the way to pay, and the workflow,
 * waiting after the lapse, follows the new order's payment. Every step is idempotent: a repeated
 * request (a double click, a retry after a crash) finishes and answers the same offer.
 */
export async function offerSecondChance(caller: Caller, itemId: string, now: Date): Promise<SendSecondChanceOfferOutput> {
  for (;;) {
    const lot = await getLot(itemId, true);
    if (!lot || lot.sellerId !== caller.uid) throw notFound();
    const repeat = await offerMadeFor(lot);
    if (repeat) return finish(lot, repeat);
    const offer = await makeOffer(lot, now);
    try {
      const sold = await commitLot(lot, nextLot(lot, { status: ItemStatus.AwaitingPayment, buyerId: offer.offeredTo, soldPrice: offer.price, soldAt: offer.at, orderId: offer.orderId }, now));
      return finish(sold, offer);
    } catch (error) {
      // Another write came first (the same offer from another tab, or a relist): decide again on the fresh lot.
      if (!(error instanceof StaleLotError)) throw error;
    }
  }
}

/** The offer whose sale the lot is on already (a repeat of a request that made it). */
async function offerMadeFor(lot: Lot): Promise<SecondChanceOffer | null> {
  if (lot.status !== ItemStatus.AwaitingPayment || !lot.orderId) return null;
  return (await listSecondChanceOffers(lot.id)).find((o) => o.orderId === lot.orderId) ?? null;
}

/** The offer for the lot's lapsed sale: the one recorded already, or a new one to its under-bidder. */
async function makeOffer(lot: Lot, now: Date): Promise<SecondChanceOffer> {
  const unavailable = () => conflict({ code: 'secondChanceUnavailable', params: { status: lot.status } }, { status: lot.status });
  if (lot.status !== ItemStatus.PaymentNotDone || !lot.orderId) throw unavailable();
  const lapsed = await getOrder(lot.orderId, true);
  if (!lapsed || lapsed.status !== OrderStatus.CancelledUnpaid) throw unavailable();
  const recorded = await getSecondChanceOffer(lot.id, lapsed.id);
  if (recorded) return recorded;
  if (!secondChanceOpen(lapsed, now)) throw conflict('secondChanceExpired', { status: lot.status });

  const [bids, earlier] = await Promise.all([bidHistoryOf(lot), listSecondChanceOffers(lot.id)]);
  // Everyone whose sale of this run of the lot lapsed: its buyer now, and earlier offers' buyers.
  const since = lot.activatedAt;
  const lapsedBuyers = earlier.filter((o) => since === null || o.at >= since).flatMap((o) => [o.lapsedBuyerId, o.offeredTo]);
  const candidate = underBidder(bids, new Set([lapsed.buyerId, ...lapsedBuyers]), since);
  if (!candidate) throw conflict('noUnderBidder', { status: lot.status });
  return recordSecondChanceOffer({
    itemId: lot.id,
    lapsedOrderId: lapsed.id,
    lapsedBuyerId: lapsed.buyerId,
    offeredTo: candidate.bidderId,
    orderId: orderIdFor(lot.id, lot.version + 1),
    price: candidate.maxBid,
    at: now.toISOString(),
  });
}

/** The follow-ups of the lot's write (each idempotent): the order, the under-bidder's notice, the workflow. */
async function finish(lot: Lot, offer: SecondChanceOffer): Promise<SendSecondChanceOfferOutput> {
  await ensureOrder(lot);
  const listing = await getListing(lot.id);
  if (listing) {
    await notify({
      uid: offer.offeredTo,
      template: 'secondChanceOffer',
      params: { itemName: listing.name, price: formatMoney(offer.price, GBP) },
      item: { id: lot.id, photos: listing.photos, listAsAuction: lot.listAsAuction },
      orderId: offer.orderId,
      dedupeKey: `secondChance:${offer.orderId}`,
      link: `/pay-items/${offer.orderId}`,
      // The offer's own time, so a repeat of the request finds the same notification (its id has the time).
      at: new Date(offer.at),
    });
  }
  await signalLotWorkflow(lot.id, 'secondChanceToken', { offered: true, orderId: offer.orderId });
  return { itemId: lot.id, orderId: offer.orderId, status: ItemStatus.AwaitingPayment, price: offer.price };
}
