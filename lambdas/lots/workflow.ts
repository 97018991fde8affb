import { workflowEngine } from '../adapters/workflow.ts';
import { clearTaskToken, getLotWorkflow, markExecutionStarted, planExecution, type LotWait, type LotWorkflow } from '../data/entities/lot-workflow.ts';

/**
 * Starts a lot's review execution: planned on the lot's workflow record first, then started, then
 * marked started. Every step is idempotent, so a repeated request, a retry after a crash or the
 * sweeper can run it again and the lot still gets exactly one execution per review.
 */
export async function startLotWorkflow(itemId: string, attempt: number, now: Date): Promise<LotWorkflow> {
  const planned = await planExecution(itemId, attempt, now);
  if (planned.startedAt) return planned;
  await workflowEngine().startItemWorkflow(planned.executionName, { itemId });
  await markExecutionStarted(itemId, planned.executionName, now);
  return { ...planned, startedAt: now.toISOString() };
}

/** The review attempt a lot is on (0 before its first submission is planned). */
export async function currentAttempt(itemId: string): Promise<number> {
  return (await getLotWorkflow(itemId))?.attempt ?? 0;
}

/**
 * Completes a wait of the lot's workflow, if it is waiting on one: a call that has made its own
 * status write tells the workflow so. A token that is gone (the wait already ended, or re-armed with a
 * fresh one) is no error: the task that waits re-reads the lot when it arms, and sees the write.
 */
export async function signalLotWorkflow(itemId: string, wait: LotWait, output: object): Promise<void> {
  const workflow = await getLotWorkflow(itemId);
  const token = workflow?.[wait];
  if (!workflow || !token) return;
  try {
    await workflowEngine().sendTaskSuccess(token, output);
  } catch (error) {
    if (!isGoneToken(error)) throw error;
  }
  await clearTaskToken(itemId, wait, token);
}

/** Step Functions' answers for a token that can no longer be completed (and the local runner's). */
export function isGoneToken(error: unknown): boolean {
  const name = (error as Error | undefined)?.name ?? '';
  return name === 'TaskDoesNotExist' || name === 'TaskTimedOut' || name === 'InvalidToken';
}
