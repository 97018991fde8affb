import * as path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** The IAM action each AWS SDK command of the bundled code needs. */
const COMMAND_ACTIONS: Record<string, string> = {
  GetCommand: 'dynamodb:GetItem',
  BatchGetCommand: 'dynamodb:BatchGetItem',
  QueryCommand: 'dynamodb:Query',
  ScanCommand: 'dynamodb:Scan',
  PutCommand: 'dynamodb:PutItem',
  UpdateCommand: 'dynamodb:UpdateItem',
  DeleteCommand: 'dynamodb:DeleteItem',
  BatchWriteCommand: 'dynamodb:BatchWriteItem',
  TransactWriteCommand: 'dynamodb:TransactWriteItems',
  HeadObjectCommand: 's3:GetObject',
  GetObjectCommand: 's3:GetObject',
  PutObjectCommand: 's3:PutObject',
  DeleteObjectsCommand: 's3:DeleteObject',
  DeleteObjectCommand: 's3:DeleteObject',
  PostToConnectionCommand: 'execute-api:ManageConnections',
  SendEmailCommand: 'ses:SendEmail',
  InvokeCommand: 'lambda:InvokeFunction',
};

/** The workflow adapter's methods (lambdas/adapters/workflow.ts) and the Step Functions action each sends. */
const WORKFLOW_METHOD_ACTIONS: Record<string, string> = {
  startItemWorkflow: 'states:StartExecution',
  executionState: 'states:DescribeExecution',
  sendTaskSuccess: 'states:SendTaskSuccess',
  sendTaskFailure: 'states:SendTaskFailure',
};

/**
 * The AWS actions a Lambda entry's code can send, read from its tree-shaken bundle (esbuild, as the
 * deploy bundles it): every `new <X>Command(` that survives, and every call of a workflow adapter method
 * (a presigned POST needs s3:PutObject too). What no reachable code sends is not in the answer.
 */
export async function actionsUsedBy(entry: string): Promise<Set<string>> {
  const result = await build({
    entryPoints: [path.join(ROOT, entry)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    external: ['@aws-sdk/*', 'sharp'],
    minify: false,
    treeShaking: true,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]!.text;
  const actions = new Set<string>();
  for (const match of text.matchAll(/new (?:\w+\.)?(\w+Command)\(/g)) {
    const action = COMMAND_ACTIONS[match[1]!];
    if (action) actions.add(action);
  }
  for (const [method, action] of Object.entries(WORKFLOW_METHOD_ACTIONS)) if (text.includes(`.${method}(`)) actions.add(action);
  if (text.includes('createPresignedPost(')) actions.add('s3:PutObject');
  return actions;
}
