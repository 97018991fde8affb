import { ItemStatus } from '../../shared/item.ts';
import { OrderStatus, type Order } from '../../shared/order.ts';
import { planPayment, planShipment, shipmentSettled } from '../../shared/sale-deadlines.ts';
import { SALE_OUTCOMES, type SaleStep, type ShipmentStep } from '../../shared/workflow.ts';
import { getOrder } from '../data/entities/order.ts';
import { lapseSale } from '../lots/lapse.ts';
import { remindBuyerToPay, remindSellerToShip } from '../lots/reminders.ts';
import { ensureOrder } from '../lots/sale.ts';
import { armWait, requireLot } from './waits.ts';

/*
 * The item workflow's tasks after a sale (lifecycle steps 5–6). The Read tasks look at the lot and
 * its order and say what comes next (shared/sale-deadlines.ts), sending the reminders whose time has
 * come; the waits store their tokens for the calls that end them (a payment, a second-chance offer,
 * a shipment) and answer themselves when that call came first. All idempotent.
 */

/** The lot statuses that carry a sale the workflow follows. */
const SALE_STATUSES = SALE_OUTCOMES;

const closed = (orderId: string): SaleStep => ({ orderId, stage: 'closed', secondsLeft: 1 });

/**
 * The lot's current sale and where its payment stands. The lot names its sale (after a second-chance
 * offer, the new one); a sale whose order a crash left unmade gets it made here, as EndAuction does.
 */
export async function readPayment(itemId: string, now: Date): Promise<SaleStep> {
  const lot = await requireLot(itemId);
  if (!SALE_STATUSES.includes(lot.status) || !lot.orderId) return closed(lot.orderId ?? '');
  await ensureOrder(lot);
  const order = await getOrder(lot.orderId, true);
  if (!order) return closed(lot.orderId);
  const plan = planPayment(order, now);
  if (plan.reminder) await remindBuyerToPay(order, plan.reminder);
  return { orderId: order.id, stage: plan.stage, secondsLeft: plan.secondsLeft };
}

/** Waits for the order's payment (settlePayment answers); over at once if it is no longer awaiting payment. */
export async function awaitPayment(itemId: string, executionArn: string, token: string, sale: SaleStep): Promise<void> {
  await armWait(itemId, executionArn, 'paymentToken', token, async () => {
    const order = await getOrder(sale.orderId, true);
    return !order || order.status !== OrderStatus.AwaitingPayment ? { orderId: sale.orderId, status: order?.status ?? null } : null;
  });
}

/** The sale lapses unpaid at its deadline (lambdas/lots/lapse.ts); `lapsed: false` when the payment came first. */
export async function lapseSaleTask(sale: SaleStep, now: Date): Promise<{ lapsed: boolean }> {
  return { lapsed: await lapseSale(sale.orderId, now) };
}

/**
 * After a lapse, waits for the seller's second-chance offer (the call answers with the new order);
 * over at once when the lot has moved on: offered already (a new sale) or relisted (the end).
 */
export async function awaitSecondChance(itemId: string, executionArn: string, token: string, sale: SaleStep): Promise<void> {
  await armWait(itemId, executionArn, 'secondChanceToken', token, async () => {
    const lot = await requireLot(itemId);
    if (lot.status === ItemStatus.PaymentNotDone && lot.orderId === sale.orderId) return null;
    const offered = SALE_STATUSES.includes(lot.status) && lot.orderId !== null && lot.orderId !== sale.orderId;
    return offered ? { offered: true, orderId: lot.orderId } : { offered: false, status: lot.status };
  });
}

/** Where the paid order's shipment stands; the seller is reminded once, 5 days after the payment. */
export async function readShipment(sale: SaleStep, now: Date): Promise<ShipmentStep> {
  const order = await getOrder(sale.orderId, true);
  if (!order) return { stage: 'closed', secondsLeft: 1 };
  const plan = planShipment(order, now);
  if (plan.remind) await remindSellerToShip(order);
  return { stage: plan.stage, secondsLeft: plan.secondsLeft };
}

/** Waits for the shipment (addTrackingNumber answers); over at once when the order was shipped (or refunded). */
export async function awaitShipment(itemId: string, executionArn: string, token: string, sale: SaleStep, now: Date): Promise<void> {
  await armWait(itemId, executionArn, 'shipmentToken', token, async () => {
    const order: Order | null = await getOrder(sale.orderId, true);
    return !order || shipmentSettled(order, now) ? { orderId: sale.orderId, status: order?.status ?? null } : null;
  });
}
