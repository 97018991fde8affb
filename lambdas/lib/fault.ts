/**
 * Crash points for the local kill -9 tests (tests/support/child-stack.ts).
 *
 * `faultPoint(name)` kills this very process with SIGKILL, at once, when the environment variable
 * `PATINA_CRASH_AT` equals `name`; otherwise it does nothing. A test starts a child `npm start` with
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
  if (process.env.PATINA_CRASH_AT === name) process.kill(process.pid, 'SIGKILL');
}
