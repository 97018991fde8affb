/**
 * The item workflow: ONE Amazon States Language document, used twice.
 *
 * - The CDK workflow stack deploys `JSON.stringify(itemWorkflowDefinition())` as a Standard state
 *   machine; the `${WorkflowTasksFunctionArn}` placeholder is filled by DefinitionSubstitutions.
 * - The local stack runs the very same object with aws-local-stepfunctions
 *   (infra/local/workflow-runner.ts), Task states bound by state name to the same handler code.
 *
 * It covers steps 1–3 of ARCHITECTURE.md "The item lifecycle" (review → Active or Unsold → wait for the
 * end, re-reading the end time on every timeout because a soft close may move it → end). Steps 4–7
 * (sale, 24 h payment, shipping, payout) continue after `EndAuction` in a later issue.
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
 * Every Task has a timeout, a Retry on Lambda service errors and a Catch to `HandleFailure`
 * (compensation: the task records the failure on the item and alerts) → `WorkflowFailed`.
 * Catchers never use `States.TaskFailed` (the local runner throws plain errors named like AWS's, and
 * aws-local-stepfunctions would match a local `States.Timeout` to `States.TaskFailed`, which AWS does not).
 */

import { MAX_WAIT_SECONDS, WorkflowTask, type WorkflowTaskName } from '../../shared/workflow.ts';

export { MAX_WAIT_SECONDS, WorkflowTask } from '../../shared/workflow.ts';
export type { ListingTiming, ReviewDecision, WorkflowTaskEvent, WorkflowTaskName, WorkflowTaskResults } from '../../shared/workflow.ts';

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
  HandleFailure: 'HandleFailure',
  WorkflowFailed: 'WorkflowFailed',
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
export const HandleFailure = ItemWorkflowState.HandleFailure;
export const WorkflowFailed = ItemWorkflowState.WorkflowFailed;

/** Which task each Task state runs. */
export const TASK_OF_STATE = {
  [AwaitReview]: WorkflowTask.awaitReview,
  [ActivateListing]: WorkflowTask.activateListing,
  [RejectListing]: WorkflowTask.rejectListing,
  [AwaitAuctionEnd]: WorkflowTask.awaitAuctionEnd,
  [ReadEndTime]: WorkflowTask.readEndTime,
  [EndAuction]: WorkflowTask.endAuction,
  [HandleFailure]: WorkflowTask.handleFailure,
} as const;

/** The DefinitionSubstitutions key CDK fills with the task function's ARN. */
export const TASK_FUNCTION_ARN_PLACEHOLDER = 'WorkflowTasksFunctionArn';

/** How long the expert may take before the review wait re-arms itself (a fresh token, same item). */
export const REVIEW_TIMEOUT_SECONDS = 20 * 24 * 3600;
/** Timeout of a non-callback task (the task function itself times out after 30 s). */
export const TASK_TIMEOUT_SECONDS = 60;

/** The Lambda service errors worth retrying (transient by nature). */
export const LAMBDA_SERVICE_ERRORS = [
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'Lambda.TooManyRequestsException',
] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const FUNCTION_NAME = '${' + TASK_FUNCTION_ARN_PLACEHOLDER + '}';

const retryLambdaErrors: Json = [
  {
    ErrorEquals: [...LAMBDA_SERVICE_ERRORS],
    IntervalSeconds: 2,
    MaxAttempts: 6,
    BackoffRate: 2,
    MaxDelaySeconds: 60,
    JitterStrategy: 'FULL',
  },
];

/** Every Task's last resort: keep the error in `$.error` and compensate. */
const catchAllToFailure = { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: HandleFailure };

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
    Retry: retryLambdaErrors,
  };
}

function callbackTask(task: WorkflowTaskName, extra: JsonObject = {}): JsonObject {
  return {
    Type: 'Task',
    Resource: 'arn:aws:states:::lambda:invoke.waitForTaskToken',
    Parameters: { FunctionName: FUNCTION_NAME, Payload: payload(task, { 'taskToken.$': '$$.Task.Token', ...extra }) },
    Retry: retryLambdaErrors,
  };
}

/** The state machine definition (a fresh plain object on every call). */
export function itemWorkflowDefinition(): JsonObject {
  return {
    Comment: 'Patina item workflow: expert review, then the active listing until its end (steps 1-3).',
    StartAt: AwaitReview,
    States: {
      [AwaitReview]: {
        ...callbackTask(WorkflowTask.awaitReview),
        TimeoutSeconds: REVIEW_TIMEOUT_SECONDS,
        ResultPath: '$.review',
        Catch: [
          // No decision for REVIEW_TIMEOUT_SECONDS: wait again with a fresh token.
          { ErrorEquals: ['States.Timeout'], ResultPath: '$.reviewTimeout', Next: AwaitReview },
          catchAllToFailure,
        ],
        Next: CheckReviewDecision,
      },
      [CheckReviewDecision]: {
        Type: 'Choice',
        Choices: [
          {
            And: [
              { Variable: '$.review.decision', IsPresent: true },
              { Variable: '$.review.decision', StringEquals: 'accept' },
            ],
            Next: ActivateListing,
          },
          {
            And: [
              { Variable: '$.review.decision', IsPresent: true },
              { Variable: '$.review.decision', StringEquals: 'reject' },
            ],
            Next: RejectListing,
          },
        ],
        Default: FlagInvalidDecision,
      },
      [FlagInvalidDecision]: {
        Type: 'Pass',
        Result: { Error: 'InvalidReviewDecision', Cause: "The review decision was neither 'accept' nor 'reject'." },
        ResultPath: '$.error',
        Next: HandleFailure,
      },
      [ActivateListing]: {
        ...invokeTask(WorkflowTask.activateListing, { 'review.$': '$.review' }),
        ResultSelector: { 'endsAt.$': '$.Payload.endsAt', 'secondsLeft.$': '$.Payload.secondsLeft' },
        ResultPath: '$.listing',
        Catch: [catchAllToFailure],
        Next: AwaitAuctionEnd,
      },
      [RejectListing]: {
        ...invokeTask(WorkflowTask.rejectListing, { 'review.$': '$.review' }),
        ResultPath: null,
        Catch: [catchAllToFailure],
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
          catchAllToFailure,
        ],
        Next: EndAuction,
      },
      [ReadEndTime]: {
        ...invokeTask(WorkflowTask.readEndTime, { 'listing.$': '$.listing' }),
        ResultSelector: {
          'endsAt.$': '$.Payload.endsAt',
          'secondsLeft.$': '$.Payload.secondsLeft',
          'ended.$': '$.Payload.ended',
        },
        ResultPath: '$.listing',
        Catch: [catchAllToFailure],
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
        Catch: [catchAllToFailure],
        Next: CheckAuctionOutcome,
      },
      [CheckAuctionOutcome]: {
        Type: 'Choice',
        // A soft-close bid moved the end after ReadEndTime looked: wait again.
        Choices: [{ Variable: '$.auction.outcome', StringEquals: 'Active', Next: ReadEndTime }],
        // TODO(lifecycle steps 5-7): sale → 24 h payment → shipping → payout continue from here.
        Default: AuctionEnded,
      },
      [AuctionEnded]: { Type: 'Succeed' },
      [HandleFailure]: {
        ...invokeTask(WorkflowTask.handleFailure, { 'error.$': '$.error' }),
        ResultPath: null,
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.compensationError', Next: WorkflowFailed }],
        Next: WorkflowFailed,
      },
      [WorkflowFailed]: {
        Type: 'Fail',
        Error: 'ItemWorkflowFailed',
        Cause: 'A workflow task failed; HandleFailure recorded it on the item.',
      },
    },
  };
}

/** Names of the Task states whose resource waits for a task token. */
export function callbackStateNames(definition: JsonObject = itemWorkflowDefinition()): string[] {
  const states = definition.States as Record<string, { Type?: string; Resource?: string }>;
  return Object.entries(states)
    .filter(([, s]) => s.Type === 'Task' && typeof s.Resource === 'string' && s.Resource.endsWith('.waitForTaskToken'))
    .map(([name]) => name);
}
