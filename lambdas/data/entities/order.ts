import type { Order } from '../../../shared/order.ts';
import { batchGetRecords, getRecord, putIfAbsent, putRecord, putWhere, keyId, queryIndex, queryPartition } from '../table.ts';

/**
 * A sale: ORDER#<id> / ORDER. Indexed by buyer (gsi2: BUYER#<uid>, newest first) and by month for the
 * back office's sales (gsi1: SALES#<yyyy-mm>, by time). The lot names its order (Lot.orderId).
 * A fulfilment order also has an entry in the centre's list (FULFILMENT / <createdAt>#<id>, the order's
 * id only): both indexes are taken, and the list is small (docs/adr/0021).
 */
const orderKey = (id: string) => ({ pk: `ORDER#${id}`, sk: 'ORDER' });
const indexKeys = (order: Order) => ({
  gsi1pk: `SALES#${order.createdAt.slice(0, 7)}`,
  gsi1sk: `${order.createdAt}#${order.id}`,
  gsi2pk: `BUYER#${order.buyerId}`,
  gsi2sk: `${order.createdAt}#${order.id}`,
});

export function getOrder(id: string, consistent = false): Promise<Order | null> {
  return getRecord<Order>(orderKey(id), consistent);
}

const fulfilmentEntryKey = (order: Order) => ({ pk: 'FULFILMENT', sk: `${order.createdAt}#${order.id}` });

/**
 * Writes a new order; false when one with its id exists (a replayed hammer or Buy it now). A fulfilment
 * order's list entry is written either way, so a replay after a crash between the two completes it.
 */
export async function createOrder(order: Order): Promise<boolean> {
  const made = await putIfAbsent(orderKey(order.id), order, indexKeys(order));
  if (order.shipWithUs) await putRecord(fulfilmentEntryKey(order), { orderId: order.id });
  return made;
}

/** Every fulfilment order, oldest first (the centre's list). */
export async function listFulfilmentOrders(): Promise<Order[]> {
  const entries = await queryPartition<{ orderId: string }>({ pk: 'FULFILMENT' });
  const orders = await batchGetRecords<Order>(entries.map((e) => orderKey(e.orderId)));
  return entries.flatMap((e) => orders.get(keyId(orderKey(e.orderId))) ?? []);
}

/** Replaces an order only if it is still at the version `read` had: false when another write came first. */
export function commitOrder(read: Order, next: Order): Promise<boolean> {
  return putWhere(orderKey(next.id), next, { expression: '#version = :read', names: { '#version': 'version' }, values: { ':read': read.version } }, indexKeys(next));
}

/**
 * Writes an order change by a conditional write, deciding again on the fresh order when another write
 * came first; `decide` answers null when the order needs no change (then the order is returned as read).
 */
export async function changeOrder(orderId: string, decide: (order: Order) => Order | null): Promise<Order> {
  for (;;) {
    const order = (await getOrder(orderId, true))!;
    const next = decide(order);
    if (!next) return order;
    if (await commitOrder(order, next)) return next;
  }
}

/** Several orders by id (those that exist), keyed by id: one batched read. */
export async function getOrders(ids: readonly string[]): Promise<Map<string, Order>> {
  const found = await batchGetRecords<Order>([...new Set(ids)].map(orderKey));
  return new Map([...found.values()].map((order) => [order.id, order]));
}

/** A buyer's orders, newest first. */
export function listOrdersOfBuyer(buyerId: string): Promise<Order[]> {
  return queryIndex<Order>({ index: 'gsi2', pk: `BUYER#${buyerId}` }, true);
}

/** The orders made in one month ("2026-11"), oldest first. */
export function listOrdersOfMonth(month: string): Promise<Order[]> {
  return queryIndex<Order>({ index: 'gsi1', pk: `SALES#${month}` });
}
