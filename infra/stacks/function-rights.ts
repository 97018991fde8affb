/**
 * What each function's role may do on the table and the item workflow: exactly the actions its code
 * sends (least privilege, issue 12). tests/infra/least-privilege.test.ts bundles every entry the way
 * the deploy does and fails when a role holds an action its reachable code never sends, or lacks one
 * it does. A function group missing here keeps the broad `table` access of lambdas/functions.ts, and
 * that test fails until it is listed.
 */

/**
 * DynamoDB actions the data layer's commands need (lambdas/data/table.ts: no Scan and no transaction;
 * BatchWriteItem for the bidders' stores only, docs/adr/0038).
 */
export type TableAction = 'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem';

/** Step Functions actions of the workflow adapter (lambdas/adapters/workflow.ts). */
export type WorkflowAction = 'StartExecution' | 'DescribeExecution' | 'SendTaskSuccess' | 'SendTaskFailure';

export interface FunctionRights {
  table: readonly TableAction[];
  workflow: readonly WorkflowAction[];
}

const READS = ['GetItem', 'BatchGetItem', 'Query'] as const satisfies readonly TableAction[];
const READS_AND_WRITES = [...READS, 'PutItem', 'UpdateItem', 'DeleteItem'] as const satisfies readonly TableAction[];

/** By function group name (lambdas/functions.ts) or function (webhooks, workflow-tasks, sweeper, payout-run). */
export const FUNCTION_RIGHTS: Readonly<Record<string, FunctionRights>> = {
  // Reads reference data and lots one by one (search reads the read model: docs/adr/0026); sendContactMessage
  // stores a message (a put, never an update or delete).
  catalogue: { table: ['GetItem', 'Query', 'PutItem'], workflow: [] },
  // Starts a lot's review execution; a shipment answers the workflow's wait for it.
  selling: { table: READS_AND_WRITES, workflow: ['StartExecution', 'SendTaskSuccess'] },
  // Buy it now and a settled payment answer the workflow's waits. placeBid stores a hot lot's history,
  // decisions and dequeues in batches (lambdas/data/entities/bid-store.ts, docs/adr/0038): the only
  // role that may send BatchWriteItem.
  buying: { table: [...READS_AND_WRITES, 'BatchWriteItem'], workflow: ['SendTaskSuccess'] },
  // The expert's decision answers the review wait (the execution was started by the seller's submission).
  review: { table: READS_AND_WRITES, workflow: ['SendTaskSuccess'] },
  account: { table: READS_AND_WRITES, workflow: [] },
  // The centre's outbound shipment answers the workflow's shipment wait (docs/adr/0021).
  fulfilment: { table: READS_AND_WRITES, workflow: ['SendTaskSuccess'] },
  // A deleted seller's withdrawn listings answer their workflows' waits (docs/adr/0025).
  admin: { table: READS_AND_WRITES, workflow: ['SendTaskSuccess'] },
  // A dispute's outcome answers the workflow's shipment wait (docs/adr/0023).
  disputes: { table: READS_AND_WRITES, workflow: ['SendTaskSuccess'] },
  // A payout run claims sales and writes statements; it never touches a workflow (docs/adr/0024).
  payouts: { table: READS_AND_WRITES, workflow: [] },
  // Questions on a lot and their answers, the asker's daily counter, the notices (docs/adr/0055).
  questions: { table: READS_AND_WRITES, workflow: [] },
  // A payment's event settles the order and answers the workflow's payment wait.
  webhooks: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], workflow: ['SendTaskSuccess'] },
  // A wait's task answers its own token when the lot's write came first (lambdas/workflow/waits.ts).
  'workflow-tasks': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], workflow: ['SendTaskSuccess'] },
  // The fortnightly payout run (infra/stacks/payouts.ts): claims due sales, writes payouts and statements.
  'payout-run': { table: READS_AND_WRITES, workflow: [] },
  // The alerts' matcher (a table stream consumer) reads lots, searches and follows, stores notifications
  // and digest entries, and pushes them live (dropping gone connections, as every push does); the daily
  // digest reads its entries and claims each person's mail (docs/adr/0053).
  alerts: { table: READS_AND_WRITES, workflow: [] },
  'alert-digest': { table: ['GetItem', 'Query', 'PutItem'], workflow: [] },
  // Starts the execution a lot lacks, and asks whether a lot's execution still runs.
  sweeper: { table: READS_AND_WRITES, workflow: ['StartExecution', 'DescribeExecution'] },
};

/** The rights of a function, or undefined when it is not listed yet (see above). */
export function rightsOf(name: string): FunctionRights | undefined {
  return FUNCTION_RIGHTS[name];
}
