import type { Order } from '../../shared/order.ts';
import { getOrder } from '../data/entities/order.ts';
import type { Caller } from '../lib/caller.ts';
import { notFound } from '../lib/errors.ts';

/*
 * Who may do what with an order (CALLS.md: getOrder's owner is its buyer or its seller). Its buyer and
 * its seller read it; paying, confirming receipt and reviewing are the buyer's alone, shipping the
 * seller's. Anyone else, admins included, is answered as if the order did not exist: the fulfilment
 * centre works through its own admin calls (docs/adr/0021).
 */

/** An order the caller may read: as its buyer or its seller. */
export async function readableOrder(caller: Caller, orderId: string, consistent = false): Promise<Order> {
  const order = await getOrder(orderId, consistent);
  if (order && (order.buyerId === caller.uid || order.sellerId === caller.uid)) return order;
  throw notFound();
}

/** An order the caller acts on as its buyer (pay, confirm receipt, review). */
export async function buyersOrder(caller: Caller, orderId: string): Promise<Order> {
  const order = await getOrder(orderId, true);
  if (order && order.buyerId === caller.uid) return order;
  throw notFound();
}

/** An order the caller acts on as its seller (ship it). */
export async function sellersOrder(caller: Caller, orderId: string): Promise<Order> {
  const order = await getOrder(orderId, true);
  if (order && order.sellerId === caller.uid) return order;
  throw notFound();
}
