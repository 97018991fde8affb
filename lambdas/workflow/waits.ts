import type { Lot } from '../../shared/item.ts';
import { SUPERSEDED } from '../../shared/workflow.ts';
import { workflowEngine } from '../adapters/workflow.ts';
import { getLot } from '../data/entities/lot.ts';
import { setTaskToken, type LotWait } from '../data/entities/lot-workflow.ts';

/** The lot a task works on (it exists: the workflow runs only for a lot that was written first). */
export async function requireLot(id: string): Promise<Lot> {
  const lot = await getLot(id, true);
  if (!lot) throw new Error(`Lot ${id} does not exist`);
  return lot;
}

/** The execution's name is the last part of its ARN (`…:execution:<machine>:<name>`). */
function executionNameOf(executionArn: string): string {
  return executionArn.slice(executionArn.lastIndexOf(':') + 1);
}

/**
 * Arms a callback wait: its token is stored where the calls find it (the lot's workflow record). A
 * call may have made its write before the token was there (and so found none to answer): `settled`
 * looks again after the token is stored, and when the wait is already over (it answers what the wait
 * would have been told), the task answers its own token at once. Nothing polls, and no write is lost.
 */
export async function armWait(itemId: string, executionArn: string, wait: LotWait, token: string, settled: () => Promise<object | null>): Promise<void> {
  let result = await settled();
  if (!result) {
    // A stale execution (a newer review of the lot replaced it) must not take the current one's
    // place: it ends quietly (the workflow's Superseded state), leaving the lot to the current one.
    if (!(await setTaskToken(itemId, executionNameOf(executionArn), wait, token))) result = wait === 'reviewToken' ? { decision: SUPERSEDED } : { reason: SUPERSEDED };
    else result = await settled();
  }
  if (result) await workflowEngine().sendTaskSuccess(token, result);
}
