import { requireEnv } from '../lib/env.ts';
import { traceAwsClient } from '../lib/xray.ts';

/**
 * The item workflow as the calls drive it: start one execution per review, and answer the task
 * tokens it waits on. In AWS this is Step Functions; the local stack installs its runner of the same
 * definition (infra/local/workflow-runner.ts) through `useWorkflowEngine`.
 */
/** An execution's state as Step Functions names it; null when there is no such execution. */
export type ExecutionState = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED' | 'PENDING_REDRIVE';

export interface WorkflowEngine {
  startItemWorkflow(executionName: string, input: { itemId: string }): Promise<void>;
  /** Whether an item's execution still runs (the sweeper ends lots whose execution is gone). */
  executionState(executionName: string): Promise<ExecutionState | null>;
  sendTaskSuccess(token: string, output: object): Promise<void>;
  sendTaskFailure(token: string, error: string, cause: string): Promise<void>;
}

let installed: WorkflowEngine | null = null;

export function useWorkflowEngine(engine: WorkflowEngine): void {
  installed = engine;
}

export function workflowEngine(): WorkflowEngine {
  installed ??= stepFunctionsEngine();
  return installed;
}

/** Step Functions; its SDK is loaded on first use (most calls of the selling group never start one). */
function stepFunctionsEngine(): WorkflowEngine {
  // Only starting an execution names the state machine (task tokens carry their own), so the workflow's
  // own task function, which answers tokens but starts nothing, needs no STATE_MACHINE_ARN.
  const stateMachineArn = () => requireEnv('STATE_MACHINE_ARN');
  const sfn = (async () => {
    const sdk = await import('@aws-sdk/client-sfn');
    return { sdk, client: traceAwsClient(new sdk.SFNClient({})) };
  })();
  return {
    async startItemWorkflow(name, input) {
      const { sdk, client } = await sfn;
      await client.send(new sdk.StartExecutionCommand({ stateMachineArn: stateMachineArn(), name, input: JSON.stringify(input) }));
    },
    async executionState(name) {
      const { sdk, client } = await sfn;
      const executionArn = executionArnOf(stateMachineArn(), name);
      try {
        return ((await client.send(new sdk.DescribeExecutionCommand({ executionArn }))).status ?? null) as ExecutionState | null;
      } catch (error) {
        if ((error as Error).name === 'ExecutionDoesNotExist') return null;
        throw error;
      }
    },
    async sendTaskSuccess(taskToken, output) {
      const { sdk, client } = await sfn;
      await client.send(new sdk.SendTaskSuccessCommand({ taskToken, output: JSON.stringify(output) }));
    },
    async sendTaskFailure(taskToken, error, cause) {
      const { sdk, client } = await sfn;
      await client.send(new sdk.SendTaskFailureCommand({ taskToken, error, cause }));
    },
  };
}

/**
 * An execution's ARN: its state machine's, with "execution" for "stateMachine" and its name after.
 * STATE_MACHINE_ARN names the `live` alias (`…:stateMachine:<machine>:live`, docs/adr/0020); an
 * execution started through an alias or a version still belongs to the machine itself, so the
 * qualifier is dropped.
 */
export function executionArnOf(stateMachineArn: string, executionName: string): string {
  const unqualified = stateMachineArn.split(':').slice(0, 7).join(':');
  return `${unqualified.replace(':stateMachine:', ':execution:')}:${executionName}`;
}
