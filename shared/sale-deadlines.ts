import { OrderStatus, type Order } from './order.ts';
import { MAX_WAIT_SECONDS, type SaleStep, type ShipmentStep } from './workflow.ts';

/*
 * The sale's deadlines as the item workflow follows them (ARCHITECTURE.md lifecycle steps 5–6): the
 * buyer is reminded 12 hours and 1 hour before the payment deadline, the sale lapses at the deadline,
 * and a seller who has not shipped 5 days after the payment is reminded once. Pure: the workflow's
 * tasks read the order and the time and do what these rules say.
 */

/** A reminder to pay, named by how long before the deadline it comes. */
export type PaymentReminder = '12h' | '1h';

/** The reminders to pay, earliest first, with how many seconds before `payBy` each is due. */
export const PAYMENT_REMINDERS: readonly { reminder: PaymentReminder; secondsBefore: number }[] = [
  { reminder: '12h', secondsBefore: 12 * 3600 },
  { reminder: '1h', secondsBefore: 3600 },
];

/** How long after the payment the seller may take to ship before being reminded (once). */
export const SHIPMENT_REMINDER_SECONDS = 5 * 24 * 3600;

/** What the workflow does next about a sale's payment, and the reminder due now (if any). */
export interface PaymentPlan {
  stage: SaleStep['stage'];
  secondsLeft: number;
  /** The latest reminder whose time has come (a clock that jumped past both sends only the last). */
  reminder: PaymentReminder | null;
}

/** What the workflow does next about a paid sale's shipment, and whether the seller is reminded now. */
export interface ShipmentPlan {
  stage: ShipmentStep['stage'];
  secondsLeft: number;
  remind: boolean;
}

/** A wait of `ms` (rounded up to whole seconds, so it never ends early) within a Task's bounds. */
function waitSeconds(ms: number): number {
  return Math.min(MAX_WAIT_SECONDS, Math.max(1, Math.ceil(ms / 1000)));
}

/**
 * The next step of an order's payment: while it awaits payment before its deadline, wait until the
 * next reminder or the deadline; unpaid at the deadline (or cancelled already), lapse it; paid or
 * beyond, go on to the shipment; refunded, nothing is left to follow.
 */
export function planPayment(order: Pick<Order, 'status' | 'payBy'>, now: Date): PaymentPlan {
  switch (order.status) {
    case OrderStatus.AwaitingPayment: {
      const deadline = Date.parse(order.payBy);
      const at = now.getTime();
      if (at >= deadline) return { stage: 'due', secondsLeft: 1, reminder: null };
      const checkpoints = PAYMENT_REMINDERS.map((r) => ({ ...r, at: deadline - r.secondsBefore * 1000 }));
      const reminder = checkpoints.filter((c) => c.at <= at).at(-1)?.reminder ?? null;
      const next = [...checkpoints.map((c) => c.at), deadline].find((t) => t > at)!;
      return { stage: 'awaiting', secondsLeft: waitSeconds(next - at), reminder };
    }
    case OrderStatus.CancelledUnpaid:
      return { stage: 'due', secondsLeft: 1, reminder: null };
    case OrderStatus.Refunded:
      return { stage: 'closed', secondsLeft: 1, reminder: null };
    default:
      return { stage: 'paid', secondsLeft: 1, reminder: null };
  }
}

/**
 * The next step of a paid order's shipment: wait for the seller until 5 days after the payment, then
 * remind them and go on waiting (as long as a wait may last, again and again); shipped or received,
 * the workflow is done; in dispute, wait without reminding; refunded, nothing is left to ship.
 */
export function planShipment(order: Pick<Order, 'status' | 'paidAt'>, now: Date): ShipmentPlan {
  switch (order.status) {
    case OrderStatus.Shipped:
    case OrderStatus.Received:
      return { stage: 'shipped', secondsLeft: 1, remind: false };
    case OrderStatus.Paid: {
      const remindAt = Date.parse(order.paidAt ?? now.toISOString()) + SHIPMENT_REMINDER_SECONDS * 1000;
      const at = now.getTime();
      if (at >= remindAt) return { stage: 'waiting', secondsLeft: MAX_WAIT_SECONDS, remind: true };
      return { stage: 'waiting', secondsLeft: waitSeconds(remindAt - at), remind: false };
    }
    case OrderStatus.InDispute:
      return { stage: 'waiting', secondsLeft: MAX_WAIT_SECONDS, remind: false };
    default:
      return { stage: 'closed', secondsLeft: 1, remind: false };
  }
}

/** True when a shipment wait is over: the order has left `paid`/`in_dispute` (the wait's own answer). */
export function shipmentSettled(order: Pick<Order, 'status' | 'paidAt'>, now: Date): boolean {
  return planShipment(order, now).stage !== 'waiting';
}
