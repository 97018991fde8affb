import type { Pence } from '../../../shared/money.ts';
import { getRecord, putIfAbsent, queryPartition } from '../table.ts';

/**
 * A second-chance offer made after a lapsed sale: ITEM#<id> / SECONDCHANCE#<lapsed order id>, one per
 * lapsed order (so a repeated request makes the same offer, never a second one), written before the
 * lot's status write. A lot's offers say who let a sale lapse (each lapsed buyer, and an offered
 * under-bidder whose own order lapsed later), so a later offer skips them.
 */
export interface SecondChanceOffer {
  itemId: string;
  lapsedOrderId: string;
  lapsedBuyerId: string;
  offeredTo: string;
  /** The new order's id (the lot's sale once the offer is made). */
  orderId: string;
  price: Pence;
  at: string;
}

const offerKey = (itemId: string, lapsedOrderId: string) => ({ pk: `ITEM#${itemId}`, sk: `SECONDCHANCE#${lapsedOrderId}` });

/** Records the offer made for a lapsed order, once; answers the offer as stored (the first one made). */
export async function recordSecondChanceOffer(offer: SecondChanceOffer): Promise<SecondChanceOffer> {
  if (await putIfAbsent(offerKey(offer.itemId, offer.lapsedOrderId), offer)) return offer;
  return (await getSecondChanceOffer(offer.itemId, offer.lapsedOrderId))!;
}

/** The offer made for one lapsed order, if any (a consistent read: a write may follow it). */
export function getSecondChanceOffer(itemId: string, lapsedOrderId: string): Promise<SecondChanceOffer | null> {
  return getRecord<SecondChanceOffer>(offerKey(itemId, lapsedOrderId), true);
}

/** Every second-chance offer made on a lot, over all its sales. */
export function listSecondChanceOffers(itemId: string): Promise<SecondChanceOffer[]> {
  return queryPartition<SecondChanceOffer>({ pk: `ITEM#${itemId}`, skPrefix: 'SECONDCHANCE#' });
}
