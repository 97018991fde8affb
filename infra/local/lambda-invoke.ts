import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readBodyWithin } from './request-body.ts';

/**
 * The Lambda Invoke API for the functions cognito-local calls as user-pool triggers (docs/adr/0029): in
 * AWS Cognito invokes the pre-token-generation function itself; locally cognito-local invokes it through
 * a Lambda client whose endpoint is here (its config's `LambdaClient.endpoint`), and the same handler
 * module runs in the stack's process. Only the functions named are served; anything else is Lambda's
 * ResourceNotFoundException. A handler that throws is answered as Lambda answers an unhandled error
 * (status 200, `X-Amz-Function-Error: Unhandled`), which Cognito and cognito-local turn into a refused
 * sign-in: the trigger fails closed.
 */

export type TriggerHandler = (event: any) => Promise<unknown>;

/** The function name cognito-local is configured with for the staff MFA trigger. */
export const STAFF_MFA_FUNCTION = 'patina-local-staff-mfa';
/** The function name cognito-local is configured with for the codes' words (CustomMessage, docs/adr/0048). */
export const CUSTOM_MESSAGE_FUNCTION = 'patina-local-custom-message';

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;
/** Lambda's asynchronous payload limit; a trigger's event is a few KB. */
const TRIGGER_EVENT_BYTES = 256 * 1024;
/** Lambda's synchronous (RequestResponse) payload limit: what a function invoking another may send. */
export const SYNCHRONOUS_EVENT_BYTES = 6 * 1024 * 1024;

/** Whether a request is Lambda's Invoke (the path the SDK's InvokeCommand posts to). */
export const isInvokeRequest = (req: IncomingMessage): boolean => INVOKE_PATH.test(new URL(req.url ?? '/', 'http://local').pathname);

/** Answers Lambda's Invoke for `functions` (name → handler), events up to `maxEventBytes`. */
export function lambdaInvokeListener(functions: ReadonlyMap<string, TriggerHandler>, maxEventBytes: number): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const error = (status: number, type: string, message: string) => {
      res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
      res.end(JSON.stringify({ Type: 'User', message }));
    };
    const match = req.method === 'POST' ? INVOKE_PATH.exec(new URL(req.url ?? '/', 'http://local').pathname) : null;
    const handler = match ? functions.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match) return error(404, 'UnknownOperationException', 'Only Invoke is served here');
    if (!handler) return error(404, 'ResourceNotFoundException', `Function not found: ${match[1]}`);
    void (async () => {
      const body = (await readBodyWithin(req, maxEventBytes))?.toString('utf8') ?? null;
      if (body === null) return error(413, 'RequestTooLargeException', 'Request payload too large');
      try {
        const result = await handler(JSON.parse(body));
        res.writeHead(200, { 'content-type': 'application/json', 'x-amz-executed-version': '$LATEST' });
        res.end(JSON.stringify(result ?? null));
      } catch (failure) {
        res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled', 'x-amz-executed-version': '$LATEST' });
        res.end(JSON.stringify({ errorType: (failure as Error).name ?? 'Error', errorMessage: (failure as Error).message ?? String(failure) }));
      }
    })().catch(() => res.destroy());
  };
}

/** Serves `functions` (name → handler) on host:port until closed. */
export async function startLambdaInvoke(host: string, port: number, functions: ReadonlyMap<string, TriggerHandler>): Promise<Server> {
  const server = createServer(lambdaInvokeListener(functions, TRIGGER_EVENT_BYTES));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
