// The rehearsal's Lambda runtime (docs/adr/0047): one process per deployed function, started by
// function-host.ts with the function's own environment (its template's variables, resolved, plus what
// the Lambda service sets) in a copy of its bundle's folder outside the repository, so the bundle
// resolves only what it ships and the runtime's AWS SDK. It loads the Handler as the nodejs runtime
// does (`<module>.<export>`, .mjs, .js or .cjs), reports its init, then answers invocations sent over
// IPC. It imports nothing of the project: a bundle that needs the source tree fails here as in AWS.
// Arguments: <task root> <handler>.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Invoke = { type: 'invoke'; id: number; event: unknown; clockOffsetMs: number; deadlineMs: number; requestId: string };

const [taskRoot, handlerSetting] = process.argv.slice(2);
if (!taskRoot || !handlerSetting || !process.send) throw new Error('usage: lambda-runtime.ts <task root> <handler> (with an IPC channel)');
const send = (message: object) => process.send!(message);

// The local stack's test clock (real time plus an offset, moved by POST /dev/clock) reaches the
// function as the Lambda service's clock: Date follows the offset the host sends with each invocation.
let clockOffsetMs = 0;
const RealDate = Date;
class ShiftedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + clockOffsetMs);
    else super(...(args as [number]));
  }
  static override now(): number {
    return RealDate.now() + clockOffsetMs;
  }
}
globalThis.Date = ShiftedDate as DateConstructor;

function describe(error: unknown): { errorType: string; errorMessage: string; stack?: string } {
  const e = error as Error;
  return { errorType: e?.name ?? 'Error', errorMessage: e?.message ?? String(error), stack: e?.stack };
}

async function loadHandler(): Promise<(event: unknown, context: object) => Promise<unknown>> {
  const dot = handlerSetting!.lastIndexOf('.');
  const modulePath = handlerSetting!.slice(0, dot);
  const exportName = handlerSetting!.slice(dot + 1);
  const file = ['.mjs', '.js', '.cjs'].map((ext) => path.join(taskRoot!, modulePath + ext)).find((f) => existsSync(f));
  if (dot < 1 || !file) {
    throw Object.assign(new Error(`Cannot find module '${modulePath}' (Handler ${handlerSetting}) in ${taskRoot}`), { name: 'Runtime.ImportModuleError' });
  }
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    throw Object.assign(new Error(`${(error as Error).message}`), { name: 'Runtime.ImportModuleError', stack: (error as Error).stack });
  }
  const handler = module[exportName];
  if (typeof handler !== 'function') throw Object.assign(new Error(`${modulePath}.${exportName} is undefined or not exported`), { name: 'Runtime.HandlerNotFound' });
  return handler as (event: unknown, context: object) => Promise<unknown>;
}

const started = performance.now();
let handler: Awaited<ReturnType<typeof loadHandler>> | null = null;
try {
  handler = await loadHandler();
  send({ type: 'init', ok: true, initMs: performance.now() - started });
} catch (error) {
  send({ type: 'init', ok: false, error: describe(error) });
}

process.on('message', (message: Invoke) => {
  if (message.type !== 'invoke') return;
  void (async () => {
    clockOffsetMs = message.clockOffsetMs;
    if (!handler) return send({ type: 'result', id: message.id, ok: false, error: { errorType: 'Runtime.InitError', errorMessage: 'The function failed to initialise' } });
    const context = {
      functionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
      functionVersion: '$LATEST',
      memoryLimitInMB: process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE,
      awsRequestId: message.requestId,
      callbackWaitsForEmptyEventLoop: true,
      getRemainingTimeInMillis: () => Math.max(0, message.deadlineMs - RealDate.now()),
    };
    try {
      const result = await handler(message.event, context);
      send({ type: 'result', id: message.id, ok: true, result: result === undefined ? null : result });
    } catch (error) {
      send({ type: 'result', id: message.id, ok: false, error: describe(error) });
    }
  })();
});
// The host's end is this process's end (a killed stack leaves no function behind).
process.on('disconnect', () => process.exit(0));
