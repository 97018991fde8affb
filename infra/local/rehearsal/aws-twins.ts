import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Mail } from '../../../lambdas/adapters/mail.ts';
import { isInvokeRequest } from '../lambda-invoke.ts';
import type { WorkflowRunner } from '../workflow-runner.ts';

/**
 * The AWS APIs the deployed functions call that the in-process stack replaces by adapters
 * (docs/adr/0047): in the rehearsal the bundles use their real SDK clients, pointed here by the
 * SDK's own AWS_ENDPOINT_URL_<SERVICE> settings. One HTTP server answers Lambda's Invoke, the WebSocket
 * API's management API (PostToConnection…, websocket-api.ts), Step Functions (JSON 1.0:
 * StartExecution, DescribeExecution, SendTaskSuccess/Failure → the local workflow runner), SES v2
 * (SendEmail → the outbox), Secrets Manager (JSON 1.1: GetSecretValue) and the Parameters and Secrets
 * extension's GET /secretsmanager/get (token checked, as the extension checks it).
 */
export interface AwsTwinOptions {
  host: string;
  port: number;
  workflow: WorkflowRunner;
  sendMail(mail: Mail): void;
  /** A secret's value by its id (name or ARN), or undefined: ResourceNotFoundException. */
  secretValue(secretId: string): string | undefined;
  /** The token the extension requires (the functions' AWS_SESSION_TOKEN). */
  sessionToken: string;
  /** The WebSocket API's management API (websocket-api.ts): true when it took the request. */
  webSocketManagement(req: IncomingMessage, res: ServerResponse): boolean;
  /** Lambda's Invoke, for the functions one function invokes (the table stream's consumers). */
  lambdaInvoke(req: IncomingMessage, res: ServerResponse): void;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function answer(res: ServerResponse, status: number, body: unknown, contentType = 'application/x-amz-json-1.0'): void {
  res.writeHead(status, { 'content-type': contentType });
  res.end(JSON.stringify(body));
}

/** An AWS JSON-protocol error, named as the SDK names the exception (`__type`). */
const awsError = (res: ServerResponse, status: number, type: string, message: string) => answer(res, status, { __type: type, message });

export async function startAwsTwins(options: AwsTwinOptions): Promise<Server> {
  const executionName = (arn: string) => arn.split(':').at(-1)!;

  async function stepFunctions(res: ServerResponse, action: string, body: Record<string, unknown>): Promise<void> {
    const { workflow } = options;
    switch (action) {
      case 'StartExecution': {
        const input = typeof body.input === 'string' ? JSON.parse(body.input) : {};
        const { executionArn, startDate } = await workflow.startExecution(String(body.name), input);
        return answer(res, 200, { executionArn, startDate: startDate.getTime() / 1000 });
      }
      case 'DescribeExecution': {
        const description = workflow.describeExecution(workflow.executionArnOf(executionName(String(body.executionArn))));
        return answer(res, 200, { executionArn: body.executionArn, stateMachineArn: description.stateMachineArn, name: description.name, status: description.status, startDate: 0 });
      }
      case 'SendTaskSuccess':
        await workflow.sendTaskSuccess(String(body.taskToken), JSON.parse(String(body.output ?? '{}')));
        return answer(res, 200, {});
      case 'SendTaskFailure':
        await workflow.sendTaskFailure(String(body.taskToken), body.error as string | undefined, body.cause as string | undefined);
        return answer(res, 200, {});
    }
    return awsError(res, 400, 'UnknownOperationException', `The rehearsal's Step Functions twin does not serve ${action}`);
  }

  const server = createServer((req, res) => {
    if (isInvokeRequest(req)) return options.lambdaInvoke(req, res);
    if (options.webSocketManagement(req, res)) return;
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://local');
      const target = String(req.headers['x-amz-target'] ?? '');
      try {
        if (target.startsWith('AWSStepFunctions.')) return await stepFunctions(res, target.slice('AWSStepFunctions.'.length), await readJson(req));
        if (target === 'secretsmanager.GetSecretValue') {
          const body = await readJson(req);
          if (body.VersionStage && body.VersionStage !== 'AWSCURRENT') return awsError(res, 400, 'ResourceNotFoundException', 'No such version');
          const value = options.secretValue(String(body.SecretId));
          if (value === undefined) return awsError(res, 400, 'ResourceNotFoundException', `Secrets Manager can't find the specified secret ${String(body.SecretId)}`);
          return answer(res, 200, { ARN: body.SecretId, Name: body.SecretId, SecretString: value, VersionId: 'v1', VersionStages: ['AWSCURRENT'], CreatedDate: 0 }, 'application/x-amz-json-1.1');
        }
        if (req.method === 'GET' && url.pathname === '/secretsmanager/get') {
          if (req.headers['x-aws-parameters-secrets-token'] !== options.sessionToken) return answer(res, 401, { message: 'Missing or invalid X-Aws-Parameters-Secrets-Token' });
          const id = url.searchParams.get('secretId') ?? '';
          const stage = url.searchParams.get('versionStage') ?? 'AWSCURRENT';
          const value = stage === 'AWSCURRENT' ? options.secretValue(id) : undefined;
          if (value === undefined) return answer(res, 400, { message: `ResourceNotFoundException: ${id} (${stage})` });
          return answer(res, 200, { ARN: id, Name: id, SecretString: value, VersionStages: [stage] }, 'application/json');
        }
        if (req.method === 'POST' && url.pathname === '/v2/email/outbound-emails') {
          const body = (await readJson(req)) as {
            Destination?: { ToAddresses?: string[] };
            Content?: { Simple?: { Subject?: { Data?: string }; Body?: { Text?: { Data?: string } } } };
          };
          for (const to of body.Destination?.ToAddresses ?? []) {
            options.sendMail({ to, subject: body.Content?.Simple?.Subject?.Data ?? '', text: body.Content?.Simple?.Body?.Text?.Data ?? '' });
          }
          return answer(res, 200, { MessageId: `rehearsal-${randomBytes(8).toString('hex')}` }, 'application/json');
        }
        return awsError(res, 404, 'UnknownOperationException', `The rehearsal's AWS twins do not serve ${req.method} ${url.pathname} ${target}`);
      } catch (error) {
        const e = error as Error;
        // The runner's errors carry Step Functions' exception names (ExecutionDoesNotExist, TaskDoesNotExist…).
        return awsError(res, 400, e.name && e.name !== 'Error' ? e.name : 'InternalFailure', e.message);
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
