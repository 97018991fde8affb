/**
 * Lambda entry of the item workflow's tasks (infra/workflow/item-workflow.ts names them; the event
 * is the Task's Payload: `{task, itemId, executionId, taskToken?, review?, listing?, error?}`).
 *
 * Not yet implemented: the review and activation steps arrive with issue #4 (selling and expert
 * review). No execution starts before then, so nothing calls this; a call now fails loudly, and
 * the workflow's Catch routes it to HandleFailure rather than leaving an item half-moved.
 */
export async function handler(event: { task?: string }): Promise<never> {
  throw new Error(`Workflow task ${String(event?.task)} is not implemented yet (issue #4)`);
}
