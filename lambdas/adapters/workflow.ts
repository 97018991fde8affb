import { SendTaskFailureCommand, SendTaskSuccessCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
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

function stepFunctionsEngine(): WorkflowEngine {
  const client = new SFNClient({});
  const stateMachineArn = requireEnv('STATE_MACHINE_ARN');
  return {
    async startItemWorkflow(name, input) {
      await client.send(new StartExecutionCommand({ stateMachineArn, name, input: JSON.stringify(input) }));
    },
    async sendTaskSuccess(taskToken, output) {
      await client.send(new SendTaskSuccessCommand({ taskToken, output: JSON.stringify(output) }));
    },
    async sendTaskFailure(taskToken, error, cause) {
      await client.send(new SendTaskFailureCommand({ taskToken, error, cause }));
    },
  };
}
