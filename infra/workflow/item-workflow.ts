/**
 * The item workflow: ONE Amazon States Language document, used twice.
 *
 * - The CDK workflow stack deploys `JSON.stringify(itemWorkflowDefinition())` as a Standard state
 *   machine; the `${WorkflowTasksFunctionArn}` placeholder is filled by DefinitionSubstitutions.
 * - The local stack runs the very same object with aws-local-stepfunctions
 *   (infra/local/workflow-runner.ts), Task states bound by state name to the same handler code.
 *
 * It covers steps 1–6 of ARCHITECTURE.md "The item lifecycle": review → Active or Unsold → wait for the
 * end, re-reading the end time on every timeout because a soft close may move it → end; then, for a
 * sale, the buyer's 24 hours to pay (reminders 12 h and 1 h before the deadline, the sale lapsed at
 * it, then a few days in which the seller may send a second-chance offer to the under-bidder, whose
 * new order is followed the same way), and once paid the seller's shipment (one reminder 5 days after
 * the payment). The payout (step 7) runs on its own schedule, not per item.
 *
 *   AwaitReview → ActivateListing → AwaitAuctionEnd ⇄ ReadEndTime → EndAuction
 *     → ReadPayment ⇄ AwaitPayment            (each timeout: the next reminder or the deadline)
 *       → LapseSale → AwaitSecondChance → ReadPayment (an offer: the under-bidder's new order) | SaleLapsed
 *       → ReadShipment ⇄ AwaitShipment → SaleCompleted
 *
 * Every wait is a callback (`.waitForTaskToken`) whose timeout is the next time something is due, and
 * every timeout goes to a Read task that looks at the lot or order again and decides: the workflow
 * holds no state of its own that a call could have changed meanwhile.
 *
 * ## Executions keep their definition (docs/adr/0020)
 * The CDK app publishes a version of this definition on every change and starts executions on the
 * alias that points at the newest: an execution runs to its end on the version it started with. The
 * local runner does the same (each snapshot names its definition). So the task function must keep
 * serving every task name and event shape an older definition still in flight may send.
 *
 * ## Execution input
 * `{ "itemId": string }` — one execution per review: a relist after a rejection starts a new one.
 *
 * ## The task function
 * One Lambda (`lambdas/entry/workflow-tasks.ts`) serves every Task; it dispatches on `task` in its
 * event (the `Payload` below). Its event and the results each task must return are `WorkflowTaskEvent`
 * and `WorkflowTaskResults` (exported below). ResultSelector reads those fields, so a missing field is a
 * `States.Runtime` error, which no Catch can handle: return them exactly.
 *
 * Callback tasks (`.waitForTaskToken`) get `taskToken`; the handler stores it (e.g. on the item) and
 * returns at once; the workflow then waits until someone calls SendTaskSuccess/SendTaskFailure with it:
 * - AwaitReview: the expert's decision call sends `{ decision: 'accept' | 'reject', note?: string }`.
 * - AwaitAuctionEnd: an early end (Buy it now, an admin ending the auction) sends `{ reason: string }`;
 *   otherwise the wait times out after `listing.secondsLeft`, then ReadEndTime re-reads the end time.
 *
 * ## Failures (docs/adr/0018)
 * Every Task has a timeout and retries what is transient: Lambda's own service errors (throttling,
 * `Lambda.ClientExecutionTimeoutException`, `Lambda.Unknown`…) and the task function's own transient
 * errors (a throttled table in a busy auction, a network blip; every task is idempotent, so running
 * one again is safe). What still fails after its retries is NOT caught: the execution fails AT that
 * Task, with the task's own error and cause, so `RedriveExecution` (once the cause is fixed) runs
 * exactly that Task again with its input and the workflow goes on. A catch-all to a compensation
 * state and a Fail state would end the execution in the Fail state instead, and a redrive would only
 * fail there again. The CDK app alarms on failed, timed-out and aborted executions, and the lot
 * sweeper ends a lot past its end whose execution is gone.
 *
 * `States.TaskFailed` (any error the function throws) is retried on the non-callback Tasks only.
 * A callback Task retries a list of transient error names instead, because of two local differences:
 * aws-local-stepfunctions matches `States.TaskFailed` to the local runner's own deadline (delivered as
 * an error named `States.Timeout`, which Step Functions never matches to it), and stopping the runner
 * fails a pending wait with `ExecutionAborted`, which it would then retry: the wait's handler would run
 * again with a fresh token in a stopped runner. Catchers never use `States.TaskFailed` either.
 */

import { SECOND_CHANCE_WINDOW_SECONDS } from '../../shared/second-chance.ts';
import { MAX_WAIT_SECONDS, SALE_OUTCOMES, SUPERSEDED, WorkflowTask, type WorkflowTaskName } from '../../shared/workflow.ts';

export { MAX_WAIT_SECONDS, WorkflowTask } from '../../shared/workflow.ts';
export type { ListingTiming, ReviewDecision, SaleStep, ShipmentStep, WorkflowTaskEvent, WorkflowTaskName, WorkflowTaskResults } from '../../shared/workflow.ts';

/** State names: the same strings in CDK, the local runner's handler map and the execution history. */
export const ItemWorkflowState = {
  AwaitReview: 'AwaitReview',
  CheckReviewDecision: 'CheckReviewDecision',
  ActivateListing: 'ActivateListing',
  RejectListing: 'RejectListing',
  ListingRejected: 'ListingRejected',
  AwaitAuctionEnd: 'AwaitAuctionEnd',
  ReadEndTime: 'ReadEndTime',
  CheckEndTime: 'CheckEndTime',
  EndAuction: 'EndAuction',
  CheckAuctionOutcome: 'CheckAuctionOutcome',
  AuctionEnded: 'AuctionEnded',
  FlagInvalidDecision: 'FlagInvalidDecision',
  CheckEarlyEnd: 'CheckEarlyEnd',
  Superseded: 'Superseded',
  ReadPayment: 'ReadPayment',
  CheckPayment: 'CheckPayment',
  AwaitPayment: 'AwaitPayment',
  CheckPaymentAnswer: 'CheckPaymentAnswer',
  LapseSale: 'LapseSale',
  CheckLapse: 'CheckLapse',
  AwaitSecondChance: 'AwaitSecondChance',
  CheckSecondChance: 'CheckSecondChance',
  SaleLapsed: 'SaleLapsed',
  ReadShipment: 'ReadShipment',
  CheckShipment: 'CheckShipment',
  AwaitShipment: 'AwaitShipment',
  CheckShipmentAnswer: 'CheckShipmentAnswer',
  SaleCompleted: 'SaleCompleted',
  SaleClosed: 'SaleClosed',
} as const;
export type ItemWorkflowStateName = (typeof ItemWorkflowState)[keyof typeof ItemWorkflowState];

export const AwaitReview = ItemWorkflowState.AwaitReview;
export const CheckReviewDecision = ItemWorkflowState.CheckReviewDecision;
export const ActivateListing = ItemWorkflowState.ActivateListing;
export const RejectListing = ItemWorkflowState.RejectListing;
export const ListingRejected = ItemWorkflowState.ListingRejected;
export const AwaitAuctionEnd = ItemWorkflowState.AwaitAuctionEnd;
export const ReadEndTime = ItemWorkflowState.ReadEndTime;
export const CheckEndTime = ItemWorkflowState.CheckEndTime;
export const EndAuction = ItemWorkflowState.EndAuction;
export const CheckAuctionOutcome = ItemWorkflowState.CheckAuctionOutcome;
export const AuctionEnded = ItemWorkflowState.AuctionEnded;
export const FlagInvalidDecision = ItemWorkflowState.FlagInvalidDecision;
export const CheckEarlyEnd = ItemWorkflowState.CheckEarlyEnd;
export const Superseded = ItemWorkflowState.Superseded;
const {
  ReadPayment, CheckPayment, AwaitPayment, CheckPaymentAnswer, LapseSale, CheckLapse, AwaitSecondChance, CheckSecondChance, SaleLapsed,
  ReadShipment, CheckShipment, AwaitShipment, CheckShipmentAnswer, SaleCompleted, SaleClosed,
} = ItemWorkflowState;

/** Which task each Task state runs. */
export const TASK_OF_STATE = {
  [AwaitReview]: WorkflowTask.awaitReview,
  [ActivateListing]: WorkflowTask.activateListing,
  [RejectListing]: WorkflowTask.rejectListing,
  [AwaitAuctionEnd]: WorkflowTask.awaitAuctionEnd,
  [ReadEndTime]: WorkflowTask.readEndTime,
  [EndAuction]: WorkflowTask.endAuction,
  [ReadPayment]: WorkflowTask.readPayment,
  [AwaitPayment]: WorkflowTask.awaitPayment,
  [LapseSale]: WorkflowTask.lapseSale,
  [AwaitSecondChance]: WorkflowTask.awaitSecondChance,
  [ReadShipment]: WorkflowTask.readShipment,
  [AwaitShipment]: WorkflowTask.awaitShipment,
} as const;

/** The DefinitionSubstitutions key CDK fills with the task function's ARN. */
export const TASK_FUNCTION_ARN_PLACEHOLDER = 'WorkflowTasksFunctionArn';

/** How long the expert may take before the review wait re-arms itself (a fresh token, same item). */
export const REVIEW_TIMEOUT_SECONDS = 20 * 24 * 3600;
/**
 * How long a lapsed sale waits for the seller's second-chance offer before the execution ends: the
 * window the call allows (counted from the lapsed order's deadline, so the wait, which starts at the
 * lapse, never ends before the call stops accepting offers).
 */
export const SECOND_CHANCE_TIMEOUT_SECONDS = SECOND_CHANCE_WINDOW_SECONDS;
/** Timeout of a non-callback task (the task function itself times out after 30 s). */
export const TASK_TIMEOUT_SECONDS = 60;

/** The Lambda service errors worth retrying (transient by nature). */
export const LAMBDA_SERVICE_ERRORS = [
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'Lambda.TooManyRequestsException',
  'Lambda.ClientExecutionTimeoutException',
  'Lambda.Unknown',
] as const;

/**
 * The task function's own errors that are transient (the error names Step Functions reports for a
 * function error are the thrown errors' names): DynamoDB and Step Functions throttling or faults left
 * after the SDK's own retries, the SDK's network timeout, and the function's own timeout.
 */
export const TRANSIENT_TASK_ERRORS = [
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'TimeoutError',
  'Sandbox.Timedout',
] as const;

/** Retries of Lambda's own service errors. */
export const LAMBDA_ERROR_RETRY = { IntervalSeconds: 2, MaxAttempts: 6, BackoffRate: 2, MaxDelaySeconds: 60, JitterStrategy: 'FULL' } as const;
/**
 * Retries of the task function's own errors. Up to about 2.5 minutes in all: long enough for a
 * throttled partition or a network blip to pass, short enough that a real fault fails the execution
 * (and alarms) soon.
 */
export const TASK_ERROR_RETRY = { IntervalSeconds: 3, MaxAttempts: 6, BackoffRate: 2, MaxDelaySeconds: 60, JitterStrategy: 'FULL' } as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const FUNCTION_NAME = '${' + TASK_FUNCTION_ARN_PLACEHOLDER + '}';

const retryLambdaErrors: JsonObject = { ErrorEquals: [...LAMBDA_SERVICE_ERRORS], ...LAMBDA_ERROR_RETRY };

/**
 * A non-callback Task retries any error of its function, and its own timeout (the invocation hung:
 * the function itself times out sooner). Locally the library's own Task timeout is matched by name.
 */
const retryNonCallback: Json = [retryLambdaErrors, { ErrorEquals: ['States.TaskFailed', 'States.Timeout'], ...TASK_ERROR_RETRY }];

/** A callback Task retries its handler's transient errors, never its timeout (its Catch handles that). */
const retryCallback: Json = [retryLambdaErrors, { ErrorEquals: [...TRANSIENT_TASK_ERRORS], ...TASK_ERROR_RETRY }];

function payload(task: WorkflowTaskName, extra: JsonObject = {}): JsonObject {
  return {
    task,
    'itemId.$': '$.itemId',
    'executionId.$': '$$.Execution.Id',
    ...extra,
  };
}

function invokeTask(task: WorkflowTaskName, extra: JsonObject = {}): JsonObject {
  return {
    Type: 'Task',
    Resource: 'arn:aws:states:::lambda:invoke',
    Parameters: { FunctionName: FUNCTION_NAME, Payload: payload(task, extra) },
    TimeoutSeconds: TASK_TIMEOUT_SECONDS,
    Retry: retryNonCallback,
  };
}

function callbackTask(task: WorkflowTaskName, extra: JsonObject = {}): JsonObject {
  return {
    Type: 'Task',
    Resource: 'arn:aws:states:::lambda:invoke.waitForTaskToken',
    Parameters: { FunctionName: FUNCTION_NAME, Payload: payload(task, { 'taskToken.$': '$$.Task.Token', ...extra }) },
    Retry: retryCallback,
  };
}

/** The state machine definition (a fresh plain object on every call). */
export function itemWorkflowDefinition(): JsonObject {
  return {
    Comment: 'Patina item workflow: expert review, the active listing until its end, the payment and the shipment (steps 1-6).',
    StartAt: AwaitReview,
    States: {
      [AwaitReview]: {
        ...callbackTask(WorkflowTask.awaitReview),
        TimeoutSeconds: REVIEW_TIMEOUT_SECONDS,
        ResultPath: '$.review',
        Catch: [
          // No decision for REVIEW_TIMEOUT_SECONDS: wait again with a fresh token.
          { ErrorEquals: ['States.Timeout'], ResultPath: '$.reviewTimeout', Next: AwaitReview },
        ],
        Next: CheckReviewDecision,
      },
      [CheckReviewDecision]: {
        Type: 'Choice',
        Choices: [
          presentAndChoice('$.review.decision', { StringEquals: 'accept' }, ActivateListing),
          presentAndChoice('$.review.decision', { StringEquals: 'reject' }, RejectListing),
          supersededChoice('$.review.decision'),
        ],
        Default: FlagInvalidDecision,
      },
      // Decisions are written on the lot by the expert's call before its token is answered, so waiting
      // again is the repair: the fresh AwaitReview finds the lot decided and answers with its decision.
      [FlagInvalidDecision]: {
        Type: 'Pass',
        Result: { Error: 'InvalidReviewDecision', Cause: "The review decision was neither 'accept' nor 'reject'." },
        ResultPath: '$.invalidDecision',
        Next: AwaitReview,
      },
      [ActivateListing]: {
        ...invokeTask(WorkflowTask.activateListing, { 'review.$': '$.review' }),
        ResultSelector: { 'endsAt.$': '$.Payload.endsAt', 'secondsLeft.$': '$.Payload.secondsLeft' },
        ResultPath: '$.listing',
        Next: AwaitAuctionEnd,
      },
      [RejectListing]: {
        ...invokeTask(WorkflowTask.rejectListing, { 'review.$': '$.review' }),
        ResultPath: null,
        Next: ListingRejected,
      },
      [ListingRejected]: { Type: 'Succeed' },
      [AwaitAuctionEnd]: {
        ...callbackTask(WorkflowTask.awaitAuctionEnd, { 'listing.$': '$.listing' }),
        TimeoutSecondsPath: '$.listing.secondsLeft',
        ResultPath: '$.earlyEnd',
        Catch: [
          // The planned end came: re-read it, a soft close may have moved it.
          { ErrorEquals: ['States.Timeout'], ResultPath: '$.endTimeout', Next: ReadEndTime },
        ],
        Next: CheckEarlyEnd,
      },
      [CheckEarlyEnd]: {
        Type: 'Choice',
        Choices: [supersededChoice('$.earlyEnd.reason')],
        Default: EndAuction,
      },
      // A newer review of the lot runs in its own execution: this one has nothing left to do.
      [Superseded]: { Type: 'Succeed' },
      [ReadEndTime]: {
        ...invokeTask(WorkflowTask.readEndTime, { 'listing.$': '$.listing' }),
        ResultSelector: {
          'endsAt.$': '$.Payload.endsAt',
          'secondsLeft.$': '$.Payload.secondsLeft',
          'ended.$': '$.Payload.ended',
        },
        ResultPath: '$.listing',
        Next: CheckEndTime,
      },
      [CheckEndTime]: {
        Type: 'Choice',
        Choices: [{ Variable: '$.listing.ended', BooleanEquals: true, Next: EndAuction }],
        Default: AwaitAuctionEnd,
      },
      [EndAuction]: {
        ...invokeTask(WorkflowTask.endAuction, { 'listing.$': '$.listing' }),
        ResultSelector: { 'outcome.$': '$.Payload.outcome' },
        ResultPath: '$.auction',
        Next: CheckAuctionOutcome,
      },
      [CheckAuctionOutcome]: {
        Type: 'Choice',
        Choices: [
          // A soft-close bid moved the end after ReadEndTime looked: wait again.
          { Variable: '$.auction.outcome', StringEquals: 'Active', Next: ReadEndTime },
          // A sale (the hammer or a Buy it now), whatever has become of it since: follow its payment.
          { Or: SALE_OUTCOMES.map((status) => ({ Variable: '$.auction.outcome', StringEquals: status })), Next: ReadPayment },
        ],
        Default: AuctionEnded,
      },
      [AuctionEnded]: { Type: 'Succeed' },

      // ---- 5. the buyer has 24 hours to pay ----
      [ReadPayment]: {
        ...invokeTask(WorkflowTask.readPayment),
        ResultSelector: { 'orderId.$': '$.Payload.orderId', 'stage.$': '$.Payload.stage', 'secondsLeft.$': '$.Payload.secondsLeft' },
        ResultPath: '$.sale',
        Next: CheckPayment,
      },
      [CheckPayment]: {
        Type: 'Choice',
        Choices: [
          { Variable: '$.sale.stage', StringEquals: 'awaiting', Next: AwaitPayment },
          { Variable: '$.sale.stage', StringEquals: 'due', Next: LapseSale },
          { Variable: '$.sale.stage', StringEquals: 'paid', Next: ReadShipment },
        ],
        Default: SaleClosed,
      },
      [AwaitPayment]: {
        // Answered by the payment (settlePayment) or by itself when the order was paid before the token was stored.
        ...callbackTask(WorkflowTask.awaitPayment, { 'sale.$': '$.sale' }),
        TimeoutSecondsPath: '$.sale.secondsLeft',
        ResultPath: '$.payment',
        Catch: [
          // The next reminder or the deadline came: look at the order again.
          { ErrorEquals: ['States.Timeout'], ResultPath: '$.paymentTimeout', Next: ReadPayment },
        ],
        Next: CheckPaymentAnswer,
      },
      [CheckPaymentAnswer]: {
        Type: 'Choice',
        Choices: [supersededChoice('$.payment.reason')],
        Default: ReadPayment,
      },
      [LapseSale]: {
        ...invokeTask(WorkflowTask.lapseSale, { 'sale.$': '$.sale' }),
        ResultSelector: { 'lapsed.$': '$.Payload.lapsed' },
        ResultPath: '$.lapse',
        Next: CheckLapse,
      },
      [CheckLapse]: {
        Type: 'Choice',
        // Not lapsed: the payment came first (the order's conditional write decided); follow it.
        Choices: [{ Variable: '$.lapse.lapsed', BooleanEquals: true, Next: AwaitSecondChance }],
        Default: ReadPayment,
      },
      [AwaitSecondChance]: {
        // Answered by the seller's second-chance offer (a new order for the under-bidder), or by itself
        // when the lot moved on before the token was stored (an offer, or a relist).
        ...callbackTask(WorkflowTask.awaitSecondChance, { 'sale.$': '$.sale' }),
        TimeoutSeconds: SECOND_CHANCE_TIMEOUT_SECONDS,
        ResultPath: '$.secondChance',
        Catch: [{ ErrorEquals: ['States.Timeout'], ResultPath: '$.secondChanceTimeout', Next: SaleLapsed }],
        Next: CheckSecondChance,
      },
      [CheckSecondChance]: {
        Type: 'Choice',
        Choices: [
          supersededChoice('$.secondChance.reason'),
          presentAndChoice('$.secondChance.offered', { BooleanEquals: true }, ReadPayment),
        ],
        Default: SaleLapsed,
      },
      [SaleLapsed]: { Type: 'Succeed' },

      // ---- 6. paid: the seller ships ----
      [ReadShipment]: {
        ...invokeTask(WorkflowTask.readShipment, { 'sale.$': '$.sale' }),
        ResultSelector: { 'stage.$': '$.Payload.stage', 'secondsLeft.$': '$.Payload.secondsLeft' },
        ResultPath: '$.shipment',
        Next: CheckShipment,
      },
      [CheckShipment]: {
        Type: 'Choice',
        Choices: [
          { Variable: '$.shipment.stage', StringEquals: 'waiting', Next: AwaitShipment },
          { Variable: '$.shipment.stage', StringEquals: 'shipped', Next: SaleCompleted },
        ],
        Default: SaleClosed,
      },
      [AwaitShipment]: {
        // Answered by addTrackingNumber, or by itself when the order was shipped before the token was stored.
        ...callbackTask(WorkflowTask.awaitShipment, { 'sale.$': '$.sale', 'shipment.$': '$.shipment' }),
        TimeoutSecondsPath: '$.shipment.secondsLeft',
        ResultPath: '$.shipped',
        Catch: [{ ErrorEquals: ['States.Timeout'], ResultPath: '$.shipmentTimeout', Next: ReadShipment }],
        Next: CheckShipmentAnswer,
      },
      [CheckShipmentAnswer]: {
        Type: 'Choice',
        Choices: [supersededChoice('$.shipped.reason')],
        Default: ReadShipment,
      },
      [SaleCompleted]: { Type: 'Succeed' },
      // Nothing left for the workflow (the lot no longer carries a sale, or the order was refunded).
      [SaleClosed]: { Type: 'Succeed' },
    },
  };
}

/**
 * A Choice rule on a field a callback's answer may lack: the comparison alone would fail the
 * execution (States.Runtime) on a missing path, so it is guarded by IsPresent.
 */
function presentAndChoice(path: string, comparison: JsonObject, next: string): JsonObject {
  return {
    And: [
      { Variable: path, IsPresent: true },
      { Variable: path, ...comparison },
    ],
    Next: next,
  };
}

/** The Choice rule of a wait a stale execution answered itself with `superseded`: it ends quietly. */
function supersededChoice(path: string): JsonObject {
  return presentAndChoice(path, { StringEquals: SUPERSEDED }, Superseded);
}

/** Names of the Task states whose resource waits for a task token. */
export function callbackStateNames(definition: JsonObject = itemWorkflowDefinition()): string[] {
  const states = definition.States as Record<string, { Type?: string; Resource?: string }>;
  return Object.entries(states)
    .filter(([, s]) => s.Type === 'Task' && typeof s.Resource === 'string' && s.Resource.endsWith('.waitForTaskToken'))
    .map(([name]) => name);
}
