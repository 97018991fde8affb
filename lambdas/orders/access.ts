import { isAdmin } from '../../shared/roles.ts';
import type { Order } from '../../shared/order.ts';
import { getOrder } from '../data/entities/order.ts';
import type { Caller } from '../lib/caller.ts';
import { forbidden, notFound } from '../lib/errors.ts';

/*
 * Who may do what with an order (docs/adr/0021, "Who sees what"). Its buyer and its seller read it;
 * an admin reads any order (admins run sales, disputes and the fulfilment centre). Paying, confirming
 * receipt and reviewing are the buyer's alone. Anyone else is answered as if the order did not exist;
 * an admin, who may read it, is told plainly that it is not theirs to do (403).
 */

/** An order the caller may read: as its buyer, its seller, or an admin. */
export async function readableOrder(caller: Caller, orderId: string, consistent = false): Promise<Order> {
  const order = await getOrder(orderId, consistent);
  if (order && (order.buyerId === caller.uid || order.sellerId === caller.uid || isAdmin(caller.groups))) return order;
  throw notFound();
}

/** An order the caller acts on as its buyer (pay, confirm receipt, review). */
export async function buyersOrder(caller: Caller, orderId: string): Promise<Order> {
  const order = await getOrder(orderId, true);
  if (order && order.buyerId === caller.uid) return order;
  throw order && isAdmin(caller.groups) ? forbidden('buyerOnly') : notFound();
}
