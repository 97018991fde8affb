/**
 * The item workflow's task contract, shared by the States Language definition
 * (infra/workflow/item-workflow.ts) and the task Lambda (lambdas/workflow/tasks.ts): the task names,
 * the event each task receives (the Task's `Payload`) and what each must return.
 */
import { ItemStatus } from './item.ts';

/** The `task` field of the task function's event, one per Task state. */
export const WorkflowTask = {
  awaitReview: 'awaitReview',
  activateListing: 'activateListing',
  rejectListing: 'rejectListing',
  awaitAuctionEnd: 'awaitAuctionEnd',
  readEndTime: 'readEndTime',
  endAuction: 'endAuction',
  readPayment: 'readPayment',
  awaitPayment: 'awaitPayment',
  lapseSale: 'lapseSale',
  awaitSecondChance: 'awaitSecondChance',
  readShipment: 'readShipment',
  awaitShipment: 'awaitShipment',
} as const;
export type WorkflowTaskName = (typeof WorkflowTask)[keyof typeof WorkflowTask];

/** What a stale execution's wait answers itself with (a newer review of the lot replaced it): it ends quietly. */
export const SUPERSEDED = 'superseded';

/**
 * The longest single wait for the auction end. Node timers overflow above 24.8 days, and a Task's
 * timeout must stay finite, so ActivateListing/ReadEndTime cap `secondsLeft` at this and a longer
 * auction simply loops through ReadEndTime once more.
 */
export const MAX_WAIT_SECONDS = 20 * 24 * 3600;
/** The event the task function receives (the Task's `Payload`). */
export type WorkflowTaskEvent =
  | { task: 'awaitReview'; itemId: string; executionId: string; taskToken: string }
  | { task: 'activateListing'; itemId: string; executionId: string; review: ReviewDecision }
  | { task: 'rejectListing'; itemId: string; executionId: string; review: ReviewDecision }
  | { task: 'awaitAuctionEnd'; itemId: string; executionId: string; taskToken: string; listing: ListingTiming }
  | { task: 'readEndTime'; itemId: string; executionId: string; listing: ListingTiming }
  | { task: 'endAuction'; itemId: string; executionId: string; listing: ListingTiming }
  | { task: 'readPayment'; itemId: string; executionId: string }
  | { task: 'awaitPayment'; itemId: string; executionId: string; taskToken: string; sale: SaleStep }
  | { task: 'lapseSale'; itemId: string; executionId: string; sale: SaleStep }
  | { task: 'awaitSecondChance'; itemId: string; executionId: string; taskToken: string; sale: SaleStep }
  | { task: 'readShipment'; itemId: string; executionId: string; sale: SaleStep }
  | { task: 'awaitShipment'; itemId: string; executionId: string; taskToken: string; sale: SaleStep; shipment: ShipmentStep };

/**
 * The lot statuses a sale can have reached when the auction's end is looked at (the hammer or a Buy it
 * now made it; the buyer may already have paid, or more): EndAuction's outcome goes on to the sale's
 * steps (lifecycle 5–6) when it is one of these.
 */
export const SALE_OUTCOMES: readonly ItemStatus[] = [ItemStatus.AwaitingPayment, ItemStatus.Shipping, ItemStatus.Sold, ItemStatus.InDispute, ItemStatus.PaymentNotDone];

/**
 * Where a sale's payment stands, as ReadPayment finds it (`$.sale`): `awaiting` the buyer's payment
 * (wait `secondsLeft` until the next reminder or the deadline), `due` (unpaid at its deadline: lapse
 * it), `paid` (go on to the shipment), `closed` (nothing left for the workflow: no sale on the lot).
 */
export interface SaleStep {
  orderId: string;
  stage: 'awaiting' | 'due' | 'paid' | 'closed';
  /** Whole seconds the payment wait lasts, 1 ≤ secondsLeft ≤ MAX_WAIT_SECONDS. */
  secondsLeft: number;
}

/**
 * Where a paid sale's shipment stands, as ReadShipment finds it (`$.shipment`): `waiting` for the
 * seller (wait `secondsLeft`), `shipped` (the workflow is done), `closed` (refunded: nothing to ship).
 */
export interface ShipmentStep {
  stage: 'waiting' | 'shipped' | 'closed';
  secondsLeft: number;
}

/** What SendTaskSuccess carries for AwaitReview. */
export interface ReviewDecision {
  decision: 'accept' | 'reject' | string;
  note?: string;
  [extra: string]: unknown;
}

/** The listing's timing as the workflow keeps it in `$.listing`. */
export interface ListingTiming {
  /** ISO 8601 UTC end time. */
  endsAt: string;
  /** Whole seconds until the end, 1 ≤ secondsLeft ≤ MAX_WAIT_SECONDS (the wait's timeout). */
  secondsLeft: number;
  /** True once the end time has passed (ReadEndTime only). */
  ended?: boolean;
}

/** What each non-callback task must return (ResultSelector reads exactly these fields). */
export interface WorkflowTaskResults {
  activateListing: { endsAt: string; secondsLeft: number };
  rejectListing: unknown;
  readEndTime: { endsAt: string; secondsLeft: number; ended: boolean };
  endAuction: { outcome: string };
  readPayment: SaleStep;
  lapseSale: { lapsed: boolean };
  readShipment: ShipmentStep;
  /** Callback tasks return anything; their state's result is the SendTaskSuccess output. */
  awaitReview: unknown;
  awaitAuctionEnd: unknown;
  awaitPayment: unknown;
  awaitSecondChance: unknown;
  awaitShipment: unknown;
}
