import { ItemStatus } from '../../shared/item.ts';
import { getLots } from '../data/entities/lot.ts';
import { listListingsByStatus, mirrorListingStatus } from '../data/entities/lot-listing.ts';
import { getLotWorkflow } from '../data/entities/lot-workflow.ts';
import { startLotWorkflow } from './workflow.ts';

/** What one sweep repaired. */
export interface SweepReport {
  workflowsStarted: string[];
  mirrorsRepaired: string[];
}

/**
 * The safety net behind the calls' own idempotency (run on a schedule in AWS, and by the local stack):
 * a lot awaiting review whose workflow was never started (its submission or relist stopped between
 * the lot's write and StartExecution) gets it started; a listing whose status mirror lags its lot is
 * brought in step. Each repair is idempotent, so sweeps may overlap with each other and with calls.
 */
export async function sweepLots(now: Date): Promise<SweepReport> {
  const report: SweepReport = { workflowsStarted: [], mirrorsRepaired: [] };
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
  return report;
}
