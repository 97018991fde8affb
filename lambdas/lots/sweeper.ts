import { ItemStatus } from '../../shared/item.ts';
import { getLots } from '../data/entities/lot.ts';
import { getOrder } from '../data/entities/order.ts';
import { listListingsByStatus, mirrorListingStatus } from '../data/entities/lot-listing.ts';
import { getLotWorkflow } from '../data/entities/lot-workflow.ts';
import { workflowEngine } from '../adapters/workflow.ts';
import { endAuction } from '../workflow/tasks.ts';
import { lapseSale } from './lapse.ts';
import { startLotWorkflow } from './workflow.ts';

/** What one sweep repaired. */
export interface SweepReport {
  workflowsStarted: string[];
  mirrorsRepaired: string[];
  /** Lots past their end whose execution was gone, ended here instead. */
  lotsEnded: string[];
  /**
   * Sales unpaid past their deadline whose execution does not follow them (it failed, or it runs an
   * older definition that ended at the hammer: docs/adr/0020), lapsed here instead.
   */
  salesLapsed: string[];
}

/** How long past its end a live lot may wait for its own workflow before the sweeper ends it. */
export const END_GRACE_SECONDS = 300;

/**
 * The safety net behind the calls' own idempotency and the workflow (run on a schedule in AWS, and
 * by the local stack): a lot awaiting review whose workflow was never started (its submission or
 * relist stopped between the lot's write and StartExecution) gets it started; a listing whose status
 * mirror lags its lot is brought in step; a live lot past its end whose execution is gone is ended,
 * and a sale unpaid past its deadline whose execution does not follow it is lapsed.
 * Each repair is idempotent, so sweeps may overlap with each other, with calls and with the workflow.
 */
export async function sweepLots(now: Date): Promise<SweepReport> {
  const report: SweepReport = { workflowsStarted: [], mirrorsRepaired: [], lotsEnded: [], salesLapsed: [] };
  await startMissingWorkflows(now, report);
  await endOrphanedLots(now, report);
  await lapseOrphanedSales(now, report);
  return report;
}

/** Lots awaiting review whose workflow never started (or whose status mirror lags). */
async function startMissingWorkflows(now: Date, report: SweepReport): Promise<void> {
  const listings = await listListingsByStatus(ItemStatus.AwaitingApproval);
  const lots = await getLots(listings.map((l) => l.id));
  for (const listing of listings) {
    const lot = lots.get(listing.id);
    if (!lot) continue;
    if (lot.status !== listing.status) {
      await mirrorListingStatus(lot.id, lot.status, lot.version);
      report.mirrorsRepaired.push(lot.id);
      continue;
    }
    const workflow = await getLotWorkflow(lot.id);
    if (workflow?.startedAt) continue;
    await startLotWorkflow(lot.id, workflow?.attempt ?? 1, now);
    report.workflowsStarted.push(lot.id);
  }
}

/**
 * Live lots well past their end whose execution is gone (failed, aborted, or never there): ended
 * here by the same conditional write the workflow's EndAuction makes, with the same order and
 * notices. A lot whose execution still runs is left to it.
 */
async function endOrphanedLots(now: Date, report: SweepReport): Promise<void> {
  const listings = await listListingsByStatus(ItemStatus.Active);
  const lots = await getLots(listings.map((l) => l.id));
  for (const lot of lots.values()) {
    if (lot.status !== ItemStatus.Active || !lot.endsAt || Date.parse(lot.endsAt) + END_GRACE_SECONDS * 1000 > now.getTime()) continue;
    const workflow = await getLotWorkflow(lot.id);
    if (workflow && (await workflowEngine().executionState(workflow.executionName)) === 'RUNNING') continue;
    await endAuction(lot.id, now);
    report.lotsEnded.push(lot.id);
  }
}

/**
 * Sales awaiting payment well past their deadline whose execution is not running: lapsed here by the
 * same writes and notices as the workflow's LapseSale (the order's conditional write decides against
 * a late payment). A sale whose execution still runs is left to it.
 */
async function lapseOrphanedSales(now: Date, report: SweepReport): Promise<void> {
  const listings = await listListingsByStatus(ItemStatus.AwaitingPayment);
  const lots = await getLots(listings.map((l) => l.id));
  for (const lot of lots.values()) {
    if (lot.status !== ItemStatus.AwaitingPayment || !lot.orderId) continue;
    const order = await getOrder(lot.orderId, true);
    if (!order || Date.parse(order.payBy) + END_GRACE_SECONDS * 1000 > now.getTime()) continue;
    const workflow = await getLotWorkflow(lot.id);
    if (workflow && (await workflowEngine().executionState(workflow.executionName)) === 'RUNNING') continue;
    if (await lapseSale(order.id, now)) report.salesLapsed.push(lot.id);
  }
}
