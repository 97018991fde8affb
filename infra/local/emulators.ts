import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LocalStackConfig } from './config.ts';
import { startCognitoGuard } from './cognito-guard.ts';
import { COGNITO_LOCAL_HOST } from './cognito-admin-access.ts';
import { CUSTOM_MESSAGE_FUNCTION, STAFF_MFA_FUNCTION } from './lambda-invoke.ts';
import type { ClientRateLimiter } from './rate-limiter.ts';

const require = createRequire(import.meta.url);

/** A started emulator and how to stop it. */
export interface Running {
  name: string;
  stop(): Promise<void>;
}

/**
 * dynalite: the DynamoDB API, persisted under .data/dynamodb (LevelDB), in a process of its own (one
 * core for the table, the other for the gateway and handlers). A port still held by the previous
 * run's process (it exits when its stack is gone, a moment later) is waited for.
 */
export async function startDynalite(config: LocalStackConfig, onChange: () => void = () => {}): Promise<Running> {
  const dir = path.join(config.dataDir, 'dynamodb');
  mkdirSync(dir, { recursive: true });
  return startLauncher({
    name: 'dynalite',
    entry: path.join(import.meta.dirname, 'dynalite-launcher.cjs'),
    // gc() for the launcher's give-back of V8's freed pages (docs/adr/0044).
    nodeFlags: ['--expose-gc'],
    args: [dir, String(config.dynamoPort), config.emulatorHost, tableStreamDir(config)],
    ready: 'DYNALITE_READY',
    attempts: 50,
    stopWithinMs: 5000,
    // Each committed change says DYNALITE_CHANGE: the stack delivers the stream's new records.
    onOutput: (chunk) => {
      if (chunk.includes('DYNALITE_CHANGE')) onChange();
    },
  });
}

/**
 * Starts a launcher (a Node script that runs an emulator) in a process of its own and answers once it
 * prints `ready`. Its stdin is a pipe from this process, so it exits with the stack, even after
 * SIGKILL. A port still held by the previous run's process (it exits a moment after its stack: the
 * launcher then prints EADDRINUSE) is waited for, `attempts` times 100 ms at the most. After the start
 * only `onOutput` hears its output; the rest is dropped.
 */
async function startLauncher(options: {
  name: string;
  entry: string;
  args: string[];
  ready: string;
  attempts: number;
  stopWithinMs: number;
  onOutput?: (chunk: Buffer) => void;
  /** Node's own flags for the launcher's process. */
  nodeFlags?: string[];
}): Promise<Running> {
  const { name, entry, args, ready, attempts, stopWithinMs, onOutput, nodeFlags } = options;
  for (let attempt = 1; ; attempt++) {
    const child: ChildProcess = spawn(process.execPath, [...(nodeFlags ?? []), entry, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const output: string[] = [];
    const started = await new Promise<boolean>((resolve) => {
      const onData = (chunk: Buffer) => {
        output.push(chunk.toString());
        if (output.join('').includes(ready)) resolve(true);
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', () => resolve(false));
    });
    if (started) {
      child.stdout!.removeAllListeners('data');
      child.stderr!.removeAllListeners('data');
      if (onOutput) child.stdout!.on('data', onOutput);
      else child.stdout!.resume();
      child.stderr!.resume();
      return { name, stop: () => stopChild(child, stopWithinMs) };
    }
    const log = output.join('');
    if (!log.includes('EADDRINUSE') || attempt >= attempts) throw new Error(`${name} did not start: ${log.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Asks a child process to end (SIGTERM), kills it if it has not within `withinMs`, and resolves when it has exited. */
function stopChild(child: ChildProcess, withinMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), withinMs).unref();
  });
}

/**
 * The table's stream: a folder of segments to which dynalite's launcher appends each committed item
 * change (docs/adr/0026), and from which the stack deletes those it has applied (docs/adr/0035).
 */
export function tableStreamDir(config: LocalStackConfig): string {
  return path.join(config.dataDir, 'dynamodb-stream');
}

/** Where s3rver keeps its buckets: a folder per bucket, and per object its bytes, metadata and MD5 beside. */
export function s3Directory(config: LocalStackConfig): string {
  return path.join(config.dataDir, 's3');
}

/** s3rver: the S3 API for photos, files kept under .data/s3. */
export async function startS3rver(config: LocalStackConfig): Promise<Running> {
  const S3rver = require('s3rver') as new (options: object) => { run(): Promise<unknown>; close(): Promise<void> };
  const dir = s3Directory(config);
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    port: config.s3Port,
    address: config.emulatorHost,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: config.photoBucket, configs: [] }, { name: config.payoutBucket, configs: [] }, { name: config.siteBucket, configs: [] }],
  });
  await server.run();
  return { name: 's3rver', stop: () => server.close() };
}

/** A message cognito-local would have e-mailed (a verification or password-reset code). */
export interface CognitoMessage {
  to: string;
  code?: string;
  subject?: string | null;
  message?: string | null;
}

/**
 * cognito-local: the Cognito user pool API. It keeps its state in ./.cognito of its working
 * directory, so it runs as a child process inside .data/cognito; it is stopped with the stack.
 * Its e-mails arrive as `PATINA_MAIL {json}` lines (see cognito-launcher.cjs) and go to `onMessage`.
 * It listens on an internal port; clients reach it on the Cognito port through the guard
 * (cognito-guard.ts: the sign-in and registration rate limits, password lockout).
 */
export async function startCognitoLocal(
  config: LocalStackConfig,
  onMessage: (message: CognitoMessage) => void,
  limiter: ClientRateLimiter,
): Promise<Running> {
  const cwd = path.join(config.dataDir, 'cognito');
  mkdirSync(path.join(cwd, '.cognito'), { recursive: true });
  writeFileSync(
    path.join(cwd, '.cognito', 'config.json'),
    JSON.stringify(
      {
        TokenConfig: { IssuerDomain: `http://${config.host}:${config.cognitoPort}` },
        // The pre-token-generation trigger, as the CDK pool has it: invoked through the stack's Lambda
        // endpoint (infra/local/lambda-invoke.ts), which runs lambdas/entry/staff-mfa.ts (docs/adr/0029).
        // And the CustomMessage trigger that words Cognito's codes in the person's language (docs/adr/0048).
        TriggerFunctions: { PreTokenGeneration: STAFF_MFA_FUNCTION, CustomMessage: CUSTOM_MESSAGE_FUNCTION },
        LambdaClient: { endpoint: `http://${config.host}:${config.lambdaPort}`, region: config.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } },
      },
      null,
      2,
    ),
  );
  const entry = path.join(import.meta.dirname, 'cognito-launcher.cjs');
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd,
    env: { ...process.env, PORT: String(config.cognitoUpstreamPort), HOST: COGNITO_LOCAL_HOST },
    // Its stdin is a pipe from this process: when this process dies, even by SIGKILL, the pipe
    // closes and the launcher exits, so no orphan keeps the port from the next start.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      log.push(text);
      if (text.includes('Cognito Local running')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`cognito-local exited with ${code}: ${log.join('').slice(-2000)}`)));
    setTimeout(() => reject(new Error(`cognito-local did not start: ${log.join('').slice(-2000)}`)), 30_000).unref();
  });
  // From here on, only its e-mails matter; the rest of its log is dropped.
  let pending = '';
  child.stdout!.removeAllListeners('data');
  child.stderr!.removeAllListeners('data');
  child.stderr!.resume();
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const at = line.indexOf('PATINA_MAIL ');
      if (at >= 0) onMessage(JSON.parse(line.slice(at + 'PATINA_MAIL '.length)) as CognitoMessage);
    }
  });
  const guard = await startCognitoGuard({ host: config.host, port: config.cognitoPort, upstreamPort: config.cognitoUpstreamPort, region: config.region, limiter }).catch(
    (error: unknown) => {
      child.kill('SIGKILL');
      throw error;
    },
  );
  return {
    name: 'cognito-local',
    stop: () => {
      guard.close();
      guard.closeAllConnections();
      return stopChild(child, 3000);
    },
  };
}

/**
 * The search engine (docs/adr/0026): PGlite over the PostgreSQL wire protocol on PORT+5, its data
 * under .data/search, in a process of its own that exits with the stack (even after SIGKILL: its
 * stdin is a pipe from the stack). A port still held by the previous run's process is waited for.
 */
export async function startSearchEngine(config: LocalStackConfig): Promise<Running> {
  const dir = path.join(config.dataDir, 'search', 'pgdata');
  mkdirSync(dir, { recursive: true });
  return startLauncher({
    name: 'search engine',
    entry: path.join(import.meta.dirname, 'search-engine-launcher.ts'),
    args: [dir, String(config.searchPort), config.emulatorHost],
    ready: 'SEARCH_ENGINE_READY',
    // The previous run's engine closes its database before it lets the port go (up to its 5 s limit).
    attempts: 150,
    stopWithinMs: 6000,
  });
}
