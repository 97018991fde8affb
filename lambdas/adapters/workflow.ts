import { requireEnv } from '../lib/env.ts';

/**
 * The item workflow as the calls drive it: start one execution per review, and answer the task
 * tokens it waits on. In AWS this is Step Functions; the local stack installs its runner of the same
 * definition (infra/local/workflow-runner.ts) through `useWorkflowEngine`.
 */
export interface WorkflowEngine {
  startItemWorkflow(executionName: string, input: { itemId: string }): Promise<void>;
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
    return { sdk, client: new sdk.SFNClient({}) };
  })();
  return {
    async startItemWorkflow(name, input) {
      const { sdk, client } = await sfn;
      await client.send(new sdk.StartExecutionCommand({ stateMachineArn: stateMachineArn(), name, input: JSON.stringify(input) }));
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
