/**
 * Crash points for the local kill -9 tests (tests/support/child-stack.ts).
 *
 * `faultPoint(name)` kills this very process with SIGKILL, at once, when the environment variable
 * `PATINA_CRASH_AT` equals `name` and the local stack has started serving (`PATINA_STACK_READY`,
 * set by infra/local/stack.ts); otherwise it does nothing. A test starts a child `npm start` with
 * `PATINA_CRASH_AT=<name>`, drives it until the process dies at that exact line, starts it again
 * without the variable and checks that nothing was lost (docs/adr/0016-durable-local-workflow.md).
 *
 * Never set in AWS: the CDK app gives no Lambda this variable, so there every call is one string
 * comparison. SIGKILL, not an exception: nothing may run after the point (no finally, no flush, no
 * graceful shutdown), exactly as when the machine or the operator kills the process.
 *
 * Names are `<part>:<moment>[:<detail>]`, e.g. `workflow:callback-saved:AwaitReview`; each part that
 * places points lists them next to its code (infra/local/workflow-runner.ts: WorkflowFaultPoint).
 */
export function faultPoint(name: string): void {
  // Only once the stack serves requests: the seed runs the same code at start and must not trip it.
  if (process.env.PATINA_CRASH_AT === name && process.env.PATINA_STACK_READY === '1') process.kill(process.pid, 'SIGKILL');
}

/** The crash points inside the calls (the workflow runner's are infra/local/workflow-runner.ts WorkflowFaultPoint). */
export const CallFaultPoint = {
  /** submitListing: the lot and its listing are stored, its workflow not yet started. */
  submitLotWritten: 'submit:lot-written',
  /** reviewSubmission: the decision is written on the lot, the workflow not yet told. */
  reviewLotDecided: 'review:lot-decided',
  /** placeBid: the bid is accepted (the lot written), its follow-ups not yet made. */
  bidCommitted: 'bid:committed',
} as const;
