import type { WorkflowTaskEvent } from '../../shared/workflow.ts';
import { currentTime } from '../lib/clock.ts';
import { runWorkflowTask } from '../workflow/tasks.ts';

/**
 * Lambda entry of the item workflow's tasks: the event is the Task's Payload
 * (`{task, itemId, executionId, taskToken?, review?, listing?, error?}`, see shared/workflow.ts).
 */
export async function handler(event: WorkflowTaskEvent): Promise<unknown> {
  return runWorkflowTask(event, currentTime());
}
